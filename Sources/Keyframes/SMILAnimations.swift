import Geometry
import SVG
import Views

/// Writes property tracks as SMIL animation elements (`<animate>`, `<animateTransform>`) inside
/// the element they animate: `values` with `keyTimes`, `keySplines` for Bézier intervals, a
/// jump as two values at one key time, loops with `repeatCount="indefinite"`.
struct SMILAnimations {
    let xml: XMLWriter
    /// The animation elements of tracks already written (identical elements share them).
    var cache: SMILCache? = nil

    /// One SMIL key: a value at a fraction of the animation and the spline to the next key.
    struct Key {
        var time: Double
        var value: [Double]
        var spline: TimingFunction
    }

    /// Writes the animations of the element's tracks that `format` states with SMIL
    /// (`PropertyKind.mechanism(in:)`), of `kinds` only when given, and its visibility when
    /// `visibility` is set; of the channels that go in gradient definition `part` or in the text's
    /// child `textPart` only, when given, else of those that go in the element itself.
    func write(
        _ element: AnimatedElement, format: KeyframeEncoder.Format, text: (PropertyKind, PropertyTrack) -> PropertyText, visibility: Bool,
        kinds: Set<PropertyKind>? = nil, part: SVGElementWriter.GradientPart? = nil, textPart: SVGElementWriter.TextPart? = nil
    ) {
        withUnsafePointer(to: element) {
            write($0, format: format, text: text, visibility: visibility, kinds: kinds, part: part, textPart: textPart)
        }
    }

    /// `write` of the element at `element`, read in place.
    func write(
        _ element: UnsafePointer<AnimatedElement>, format: KeyframeEncoder.Format, text: (PropertyKind, PropertyTrack) -> PropertyText,
        visibility: Bool, kinds: Set<PropertyKind>? = nil, part: SVGElementWriter.GradientPart? = nil,
        textPart: SVGElementWriter.TextPart? = nil
    ) {
        // In a CSS document most elements have no kind animated here: found by the kinds alone,
        // before the list is made.
        if !visibility, !Self.hasSMILKind(element.pointee.tracks, format: format) { return }
        // Twins share their track list (`ElementTwins`): a track is then found by the list's
        // address and its place in it, without making, hashing and comparing a key of the track.
        let list = TrackList(element.pointee.tracks)
        // The tracks are read in place (iterating the list copied every track it passed): a track
        // is copied once it is to be written. The kind's mechanism first: whether a track is
        // constant compares its keyframes.
        list.tracks.withUnsafeBufferPointer { tracks in
            for index in tracks.indices {
                let kind = tracks[index].kind
                guard kind.mechanism(in: format) == .smil, !tracks[index].track.isConstant, kinds.map({ $0.contains(kind) }) != false
                else { continue }
                let track = tracks[index].track
                let endsElsewhere = AnimatedElement.endsElsewhere(track, finalValue: element.pointee.final?.values[kind])
                if kind == .glyphs {
                    // A text's parts: not cached (a key would hash the whole layout for each part);
                    // the element's one `AnimatedTextParts` hands each part its own channels.
                    // Its keys are made once too: a curve's keys are new values, each compared in full.
                    let written = text(kind, track)
                    guard part == nil, let parts = written.textParts else { continue }
                    let channels = parts.channels(written.numbers, for: textPart)
                    guard !channels.isEmpty else { continue }
                    if parts.runs == nil { parts.runs = Self.runs(track, endsElsewhere: endsElsewhere) }
                    write(Self.animations(parts.runs ?? [], channels: channels))
                    continue
                }
                // A text that reads the element besides the value (`smilReadsValueOnly`) is made
                // before the look-up, for the writing; a text of the value alone only to write it.
                let readText = kind.smilReadsValueOnly ? nil : text(kind, track)
                let writing = SMILCache.Writing(
                    endsElsewhere: endsElsewhere, shape: readText?.shapeKind ?? .rectangle, scaleDigits: readText?.scaleDigits ?? 0,
                    angleDigits: readText?.angleDigits ?? 0, part: part, textPart: textPart)
                let place = SMILCache.TrackPlace(list: list, index: index, writing: writing)
                if let known = cache?.writtenByPlace[place] {
                    xml.append(elements: known)
                    continue
                }
                let key = SMILCache.Key(kind: kind, track: track, writing: writing)
                if let known = cache?.written[key] {
                    xml.append(elements: known)
                    cache?.writtenByPlace[place] = known
                    continue
                }
                let written = readText ?? text(kind, track)
                let channels = written.smil(kind).filter { $0.part == part && $0.textPart == textPart }
                let animations = channels.isEmpty ? [] : Self.animations(track, channels: channels, endsElsewhere: endsElsewhere)
                cache?.makeRoomForFewIfEmpty()
                guard let cache, !animations.isEmpty else {
                    write(animations)
                    cache?.written[key] = .empty
                    cache?.writtenByPlace[place] = .empty
                    continue
                }
                let start = xml.childrenStart()
                write(animations)
                let elements = xml.written(from: start)
                cache.written[key] = elements
                if let elements { cache.writtenByPlace[place] = elements }
            }
        }
        if visibility, let track = element.pointee.visibility { writeVisibility(track) }
    }

    /// Whether a kind of `tracks` is animated by SMIL in a document of `format`.
    private static func hasSMILKind(_ tracks: [(kind: PropertyKind, track: PropertyTrack)], format: KeyframeEncoder.Format) -> Bool {
        tracks.withUnsafeBufferPointer { tracks in
            guard let base = tracks.baseAddress else { return false }
            for index in tracks.indices where (base + index).pointee.kind.mechanism(in: format) == .smil { return true }
            return false
        }
    }

    private func write(_ animations: [SMILCache.Animation]) {
        for animation in animations {
            xml.start(animation.element)
            for (name, value) in animation.attributes { xml.attribute(named: name, value) }
            xml.end()
        }
    }

    /// The animation elements of one track, in writing order.
    static func animations(_ track: PropertyTrack, channels: [PropertyText.SMILChannel], endsElsewhere: Bool) -> [SMILCache.Animation] {
        animations(runs(track, endsElsewhere: endsElsewhere), channels: channels)
    }

    /// One run of SMIL keys: the finite run from its first keyframe, or the loop.
    struct Run {
        var keys: [Key]
        var begin: Double
        var duration: Double
        var repeats: Bool
    }

    /// The runs a track's animation elements are written over: its finite run (with at least two
    /// keyframes) and its loop (when it changes anything).
    static func runs(_ track: PropertyTrack, endsElsewhere: Bool) -> [Run] {
        var result: [Run] = []
        let frames = endsElsewhere ? Self.fromStart(track) : track.keyframes
        if frames.count >= 2 {
            let start = frames[0].time
            result.append(Run(keys: Self.keys(frames), begin: start, duration: frames[frames.count - 1].time - start, repeats: false))
        }
        if let loop = track.loop, !loop.keyframes.allSatisfy({ $0.value == loop.keyframes[0].value }) {
            var frames = loop.keyframes
            var period = loop.period
            if loop.alternates {
                // SMIL has no alternate direction: the backward pass is written out.
                let forward = frames, last = frames.count - 1
                frames[last].timing = forward[last - 1].timing
                for j in stride(from: last - 1, through: 0, by: -1) {
                    frames.append(PropertyTrack.Keyframe(
                        time: 2 * period - forward[j].time, value: forward[j].value, timing: j > 0 ? forward[j - 1].timing : .linear))
                }
                period *= 2
            }
            result.append(Run(keys: Self.keys(frames), begin: loop.start, duration: period, repeats: true))
        }
        return result
    }

    /// The animation elements of `channels` over `runs`, in writing order.
    static func animations(_ runs: [Run], channels: [PropertyText.SMILChannel]) -> [SMILCache.Animation] {
        var result: [SMILCache.Animation] = []
        for run in runs {
            for channel in channels where moves(channel, run.keys) {
                result.append(animation(channel, run.keys, begin: run.begin, duration: run.duration, repeats: run.repeats))
            }
        }
        return result
    }

    /// Whether a channel's written values change over `keys`; a gradient's channels that keep
    /// one text (a stop whose colour holds while its offset moves) are not written.
    static func moves(_ channel: PropertyText.SMILChannel, _ keys: [Key]) -> Bool {
        guard channel.part != nil || channel.textPart != nil, let first = keys.first.map({ channel.text($0.value) }) else { return true }
        return keys.contains { channel.text($0.value) != first }
    }

    func writeVisibility(_ track: PropertyTrack) {
        writeSwitch(track, attribute: "visibility", on: "visible", off: "hidden")
    }

    /// Switches a group's `filter` between `url(#filter)` and `none` (`AnimatedElement.filterSwitch`),
    /// in both formats, like the filter's primitives.
    func writeFilterSwitch(_ track: PropertyTrack, filter id: String) {
        writeSwitch(track, attribute: "filter", on: "url(#\(id))", off: "none")
    }

    /// A discrete animation of `attribute` through the on (1) and off (0) keyframes of `track`,
    /// from time 0.
    private func writeSwitch(_ track: PropertyTrack, attribute: String, on: String, off: String) {
        guard track.keyframes.count >= 2 else { return }
        let window = track.keyframes[track.keyframes.count - 1].time
        let digits = NumberText.fractionDigits(window: window, whole: 1)
        xml.start("animate")
        xml.attribute("attributeName", attribute)
        xml.attribute("values", Self.joined(track.keyframes.map { $0.value[0] > 0 ? on : off }))
        xml.attribute("keyTimes", Self.joined(track.keyframes.map { NumberText.string($0.time / window, digits: digits) }))
        xml.attribute("calcMode", "discrete")
        xml.attribute("dur", NumberText.seconds(window))
        xml.attribute("fill", "freeze")
        xml.end()
    }

    private static func animation(
        _ channel: PropertyText.SMILChannel, _ keys: [Key], begin: Double, duration: Double, repeats: Bool
    ) -> SMILCache.Animation {
        var attributes: [(String, String)] = [("attributeName", channel.attribute)]
        if let type = channel.type { attributes.append(("type", type)) }
        attributes.append(("values", Self.values(keys, channel)))
        attributes.append(("keyTimes", Self.keyTimes(keys, duration: duration)))
        if keys.dropLast().allSatisfy({ CSSAnimations.isLinear($0.spline) }) {
            attributes.append(("calcMode", "linear"))
        } else {
            attributes.append(("calcMode", "spline"))
            attributes.append(("keySplines", Self.keySplines(keys)))
        }
        attributes.append(("dur", NumberText.seconds(duration)))
        if begin != 0 { attributes.append(("begin", NumberText.seconds(begin))) }
        if repeats { attributes.append(("repeatCount", "indefinite")) } else { attributes.append(("fill", "freeze")) }
        if channel.additive { attributes.append(("additive", "sum")) }
        return SMILCache.Animation(element: channel.element, attributes: attributes)
    }

    /// The finite run of `track` from time 0: the element's attribute holds the value at the end
    /// of the timeline (the base value SMIL shows outside its animations), so the first value is
    /// held from 0 to the first keyframe, or to the loop's start where there is no run.
    static func fromStart(_ track: PropertyTrack) -> [PropertyTrack.Keyframe] {
        var frames = track.keyframes
        if frames.count < 2, let loop = track.loop {
            guard loop.start > 0 else { return [] }
            frames = [PropertyTrack.Keyframe(time: loop.start, value: track.initialValue, timing: .linear)]
        }
        if let first = frames.first, first.time > 0 {
            frames.insert(PropertyTrack.Keyframe(time: 0, value: first.value, timing: .linear), at: 0)
        }
        return frames
    }

    /// `parts.joined(separator: ";")`, gathered as UTF-8 bytes: the standard library's `joined`
    /// on an array of strings ran unspecialised, ~4 k instructions for a list of a few dozen
    /// values. The same text: each part's bytes in order, one ";" between two.
    static func joined(_ parts: [String]) -> String {
        var count = max(0, parts.count - 1)
        for part in parts { count += part.utf8.count }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        for index in parts.indices {
            if index > 0 { bytes.append(UInt8(ascii: ";")) }
            bytes.append(contentsOf: parts[index].utf8)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// One key's spline as `keySplines` writes it, appended to `bytes`.
    static func appendSpline(_ timing: TimingFunction, to bytes: inout [UInt8]) {
        switch timing {
        case .linear, .hold: NumberText.append("0 0 1 1", to: &bytes)
        case .bezier(let x1, let y1, let x2, let y2):
            NumberText.appendControlPoints(x1, y1, x2, y2, separator: UInt8(ascii: " "), to: &bytes)
        }
    }

    // The three lists below are gathered as UTF-8 bytes, a value at a time, as `joined` gathers
    // them from the values' strings: one string each, not one for every value.

    /// The `values` list: `joined(keys.map { channel.text($0.value) })`.
    static func values(_ keys: [Key], _ channel: PropertyText.SMILChannel) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(8 * keys.count)
        for index in keys.indices {
            if index > 0 { bytes.append(UInt8(ascii: ";")) }
            channel.append(keys[index].value, to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The `keyTimes` list over `duration` seconds from the first key: the last one "1".
    static func keyTimes(_ keys: [Key], duration: Double) -> String {
        let start = keys[0].time
        let digits = NumberText.fractionDigits(window: duration, whole: 1)
        var bytes: [UInt8] = []
        bytes.reserveCapacity((digits + 2) * keys.count)
        for index in keys.indices {
            if index > 0 { bytes.append(UInt8(ascii: ";")) }
            if index == keys.count - 1 {
                bytes.append(UInt8(ascii: "1"))
            } else {
                NumberText.append((keys[index].time - start) / duration, digits: digits, to: &bytes)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The `keySplines` list: the spline of every key but the last.
    static func keySplines(_ keys: [Key]) -> String {
        var bytes: [UInt8] = []
        // Room for four numbers of up to four decimals, three spaces and a ";" a key.
        bytes.reserveCapacity(28 * keys.count)
        for index in keys.indices.dropLast() {
            if index > 0 { bytes.append(UInt8(ascii: ";")) }
            appendSpline(keys[index].spline, to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// SMIL keys for keyframes: a held interval becomes a flat one and a jump at one key time;
    /// a Bézier whose control values leave 0…1 (which `keySplines` forbids) is cut into parts
    /// that stay inside, or straight pieces where a part is flat.
    static func keys(_ frames: [PropertyTrack.Keyframe]) -> [Key] {
        var keys: [Key] = []
        // At least one key for each keyframe (a held or cut interval adds more).
        keys.reserveCapacity(frames.count)
        for (index, frame) in frames.enumerated() {
            guard index + 1 < frames.count else {
                keys.append(Key(time: frame.time, value: frame.value, spline: .linear))
                break
            }
            let next = frames[index + 1]
            switch frame.timing {
            case .hold:
                keys.append(Key(time: frame.time, value: frame.value, spline: .linear))
                keys.append(Key(time: next.time, value: frame.value, spline: .linear))
            case .linear:
                keys.append(Key(time: frame.time, value: frame.value, spline: .linear))
            case .bezier(let x1, let y1, let x2, let y2):
                var pieces: [(from: Double, to: Double, timing: TimingFunction)] = []
                split(x1, y1, x2, y2, from: 0, to: 1, depth: 0, into: &pieces)
                for piece in pieces {
                    let p = frame.timing.progress(at: piece.from)
                    let value = zip(frame.value, next.value).map { $0 + ($1 - $0) * p }
                    keys.append(Key(time: frame.time + piece.from * (next.time - frame.time), value: value, spline: piece.timing))
                }
            }
        }
        return keys
    }

    private static func split(
        _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, from: Double, to: Double, depth: Int,
        into pieces: inout [(from: Double, to: Double, timing: TimingFunction)]
    ) {
        let part = TimingFunction.subcurve(x1, y1, x2, y2, from: from, to: to)
        if case .bezier(_, let a, _, let b)? = part, (0...1).contains(a), (0...1).contains(b) {
            pieces.append((from, to, part!))
            return
        }
        guard depth < 6 else {
            pieces.append((from, to, .linear))
            return
        }
        let middle = (from + to) / 2
        split(x1, y1, x2, y2, from: from, to: middle, depth: depth + 1, into: &pieces)
        split(x1, y1, x2, y2, from: middle, to: to, depth: depth + 1, into: &pieces)
    }
}
