/// Everything an element's CSS class is made from, for an element whose animated CSS properties
/// are written from their values alone: translations, opacities, paints and line widths (not
/// scales, rotations or projections, whose digits and anchors depend on the element's extent).
///
/// For such an element `KeyframeDocumentWriter.writtenClass` writes each animated property's
/// track as the class states it (`KeyframeDocumentWriter.classTrack`) through `PropertyText.css`,
/// which reads the document's `NumberText` and the values only, and its visibility track; the
/// registry names a rule by its text. Two elements with equal keys therefore get the same class
/// name, and the later one adds nothing to the style sheet: the writer keeps the name of each
/// key (the rows of a list of twins share one) instead of writing the rule again.
struct CSSClassKey: Hashable {
    /// The animated CSS properties, in writing order.
    var kinds: [PropertyKind]
    /// Their tracks as the class states them.
    var tracks: [PropertyTrack]
    var visibility: PropertyTrack?
    /// The resting values of its paints in linear light, in writing order
    /// (`KeyframeDocumentWriter.restingValue`).
    var restingPaints: [[Double]] = []

    /// The key of `element`'s class in a document of `format`; nil when one of its animated CSS
    /// properties is not written from its value alone (`PropertyKind.cssReadsValueOnly`). The
    /// form for an element at hand (tests); the writer reads its elements in place through the
    /// pointer form below.
    static func of(_ element: AnimatedElement, format: KeyframeEncoder.Format) -> CSSClassKey? {
        withUnsafePointer(to: element) { of($0, format: format) }
    }

    /// `of(_:format:)` of the element at `element`, read in place field by field: an element
    /// passed whole out of an array was copied for the call (every array and reference in it
    /// retained and released again), as the array could change during it.
    static func of(_ element: UnsafePointer<AnimatedElement>, format: KeyframeEncoder.Format) -> CSSClassKey? {
        var key = CSSClassKey(kinds: [], tracks: [], visibility: element.pointee.visibility)
        for (kind, track) in element.pointee.tracks where !track.isConstant && kind.mechanism(in: format) == .css {
            guard kind.cssReadsValueOnly else { return nil }
            key.kinds.append(kind)
            // No fixed anchor: `propertyText` gives one to scales, rotations and projections only.
            let holds = KeyframeDocumentWriter.holdsBeforeLoop(kind, track, fixedAnchor: false, finalValue: element.pointee.final?.values[kind])
            key.tracks.append(KeyframeDocumentWriter.classTrack(track, holdsBeforeLoop: holds))
            if kind.linearPaint != nil {
                key.restingPaints.append(KeyframeDocumentWriter.restingValue(track, finalValue: element.pointee.final?.values[kind]))
            }
        }
        return key
    }

    /// Hashes the tracks by their ends only (`PropertyTrack.hashEnds`); equal keys compare in full.
    func hash(into hasher: inout Hasher) {
        hasher.combine(kinds)
        for track in tracks { track.hashEnds(into: &hasher) }
        visibility?.hashEnds(into: &hasher)
    }
}

extension CSSClassKey {
    /// `element`'s track list when its key follows from that list alone: no visibility track,
    /// and no loop (whose first value a class may hold, as the element's final value decides,
    /// `KeyframeDocumentWriter.holdsBeforeLoop`). Elements that share one list (twins) then
    /// share a key; nil otherwise.
    static func trackList(of element: UnsafePointer<AnimatedElement>) -> TrackList? {
        if case .some = element.pointee.visibility { return nil }
        let loops = element.pointee.tracks.withUnsafeBufferPointer { tracks in
            tracks.indices.contains { index in
                if case .some = (tracks.baseAddress! + index).pointee.track.loop { true } else { false }
            }
        }
        return loops ? nil : TrackList(element.pointee.tracks)
    }
}
