import Motion

extension Animator {
    /// The tracks of one view, in the order `LaidOutView.visitAnimatableValues` visits its
    /// numbers, valid from `start` until `end` (exclusive; nil while the view stays).
    public struct ViewTrackStretch: Sendable {
        public var start: Double
        public var end: Double?
        public var tracks: [AnimatedValue<Double>]
    }

    /// Every stretch of tracks `id` had over the timeline, in time order: a new stretch starts
    /// when the view appears or changes structure. For encoders that need the animations
    /// themselves (the keyframe writer), not samples.
    public func trackStretches(of id: String) -> [ViewTrackStretch] {
        (tracks.stretches[id] ?? []).map { ViewTrackStretch(start: $0.start, end: $0.end, tracks: $0.tracks) }
    }

    /// The ids of every view that was ever in the tree.
    public var viewIDs: [String] { tracks.stretches.keys.sorted() }

    /// How many views were ever in the tree (`viewIDs.count`, without sorting them).
    public var viewCount: Int { tracks.stretches.count }
}
