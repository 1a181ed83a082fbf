import Motion

extension TrackSet {
    /// Adds a keyframe track's motion to track `index` of the current stretch of `id` (see
    /// `AnimatedValue.addKeyframes`).
    mutating func addKeyframes(
        _ id: String, index: Int, track: KeyframeTrack, coefficient: Double, repeating: Bool, at time: Double, tag: Int
    ) {
        guard let last = stretches[id]?.indices.last, stretches[id]![last].end == nil,
            index < stretches[id]![last].tracks.count
        else { return }
        stretches[id]![last].tracks[index].addKeyframes(track, coefficient: coefficient, repeating: repeating, at: time, tag: tag)
        stretches[id]![last].tracks[index].endAnimations(by: horizon)
        stretches[id]![last].restTimes[index] = stretches[id]![last].tracks[index].endTime ?? .infinity
        flatten(id, last, index)
    }

    /// Ends at `time` the keyframe motions added with `tag` to track `index` of `id`.
    mutating func endKeyframes(_ id: String, index: Int, tag: Int, at time: Double) {
        guard let list = stretches[id] else { return }
        for stretch in list.indices where index < list[stretch].tracks.count {
            stretches[id]![stretch].tracks[index].endKeyframes(tag: tag, at: time)
            stretches[id]![stretch].restTimes[index] = stretches[id]![stretch].tracks[index].endTime ?? .infinity
        }
    }
}
