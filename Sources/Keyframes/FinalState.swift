import DisplayList
import Geometry
import Timeline

/// An element as it is at the end of the timeline: what its static attributes say, so that a
/// viewer that ignores one of its animations (or all of them) still ends on the right picture.
struct FinalState {
    /// The item as drawn at the end of the timeline.
    var item: DisplayItem
    /// The element's translation (`PropertyKind.translate`) at the end: shapes and texts keep
    /// the outline first drawn and move by it.
    var translate: Point
    /// The value of every animated property at the end.
    var values = FinalValues()
    /// Whether the state was taken from the element's twin's (`TwinFinalStates`): its paints,
    /// effects, translation and values are the twin's (the values moved in their point
    /// components), with its own outline first drawn.
    var isTwins = false

    /// When the timeline has played out: the end of the last animation that does not repeat
    /// forever, and never before the last structural change.
    static func time(of animator: Animator, structureTimes: [Double]) -> Double {
        max(animator.duration, structureTimes.last ?? 0)
    }

    /// Sets the final state of `elements` and their descendants from `skeleton`, the elements
    /// drawn at `time` (painting order, as `ElementSkeleton.elements` lowers them). An element
    /// shown at the end takes the first unclaimed skeleton element with its key, or its twin's
    /// final state where `twins` left its view out of the skeleton; one hidden at the end keeps
    /// the item first drawn.
    static func settle(
        _ elements: inout [AnimatedElement], skeleton: [ElementSkeleton], sampler: ViewSampler, at time: Double, parentHidden: Bool,
        twins: TwinFinalStates? = nil
    ) {
        var position = 0
        for index in elements.indices {
            var children: [ElementSkeleton] = []
            // The element is read in place through the buffer (a copy of the whole element cost
            // more than the rest), and the read ends before its children are settled in place.
            let (final, hidden) = elements.withUnsafeBufferPointer { buffer in
                let element = UnsafePointer(buffer.baseAddress! + index)
                let hidden = element.pointee.visibility.map { ($0.keyframes.last?.value[0] ?? 0) == 0 } ?? parentHidden
                let initial = element.pointee.track(.translate)?.initialValue ?? [0, 0]
                var final = FinalState(item: element.pointee.item, translate: Point(x: initial[0], y: initial[1]))
                let view = twins?.nextView() ?? -1
                if !hidden, let moved = twins?.final(of: element, view: view) {
                    final = moved
                } else if !hidden, let found = Self.first(keyOf: element, in: skeleton, from: position) {
                    position = found + 1
                    children = skeleton[found].children
                    final.item = skeleton[found].item
                    _ = sampler.read(element.pointee.key.viewID, at: time) { view in
                        // One copy of the reader for all the element's tracks (reading it through
                        // the pointer copies it for each call).
                        let reader = element.pointee.reader, base = element.pointee.base
                        // (Grown by its inserts: one made at the tracks' count goes through the
                        // unspecialised generic initialiser.) The tracks are read in place, as
                        // iterating the list would copy each track out of it.
                        // A moving translation's final value is read once, for both (a read of a
                        // translation depends on the view alone).
                        var translates = false
                        var movedTranslation: [Double]?
                        element.pointee.tracks.withUnsafeBufferPointer { tracks in
                            for index in tracks.indices {
                                let kind = tracks[index].kind
                                if kind == .translate { translates = true }
                                guard !tracks[index].track.isConstant else { continue }
                                let value = reader.value(kind, of: view, base: base)
                                if kind == .translate { movedTranslation = value }
                                final.values[kind] = value
                            }
                        }
                        if translates {
                            let moved = movedTranslation ?? reader.value(.translate, of: view, base: base)
                            final.translate = Point(x: moved[0], y: moved[1])
                        }
                    }
                }
                if !hidden { twins?.record(element, view: view, final) }
                return (final, hidden)
            }
            elements[index].final = final
            settle(&elements[index].children, skeleton: children, sampler: sampler, at: time, parentHidden: hidden, twins: twins)
        }
    }
}

extension FinalState {
    /// The index of the first element of `skeleton` at or after `start` whose key is `key`.
    static func first(_ key: ElementKey, in skeleton: [ElementSkeleton], from start: Int) -> Int? {
        withUnsafePointer(to: key) { first($0, in: skeleton, from: start) }
    }

    /// `first(_:in:from:)` of `element`'s key, read in place (passed out of the element, it
    /// was copied).
    static func first(keyOf element: UnsafePointer<AnimatedElement>, in skeleton: [ElementSkeleton], from start: Int) -> Int? {
        first(element.pointer(to: \.key)!, in: skeleton, from: start)
    }

    /// The elements are compared in place through the buffer, key to key (`ElementKey.same`).
    private static func first(_ key: UnsafePointer<ElementKey>, in skeleton: [ElementSkeleton], from start: Int) -> Int? {
        skeleton.withUnsafeBufferPointer { buffer in
            var index = max(start, 0)
            while index < buffer.count {
                if ElementKey.same(key, keyOf: buffer.baseAddress! + index) { return index }
                index += 1
            }
            return nil
        }
    }
}

extension AnimatedElement {
    /// Whether the element's attribute for `kind` (its value at the end of the timeline) differs
    /// from the track's first value: then the animation must state the value from time 0, not
    /// only from its first keyframe.
    func endsElsewhere(_ kind: PropertyKind, _ track: PropertyTrack) -> Bool {
        Self.endsElsewhere(track, finalValue: final?.values[kind])
    }

    /// `endsElsewhere` of a track whose value at the end of the timeline is `finalValue` (nil:
    /// the element has no final state, or it holds no value of the track's kind).
    static func endsElsewhere(_ track: PropertyTrack, finalValue: [Double]?) -> Bool {
        guard let value = finalValue else { return !track.isConstant }
        let first = track.initialValue
        return value.count != first.count || zip(value, first).contains { abs($0 - $1) > 1e-9 }
    }
}
