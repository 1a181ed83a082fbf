extension KeyframeTrack {
    /// The track played from `elapsed` seconds on: `suffix(after: e).value(at: t)` is
    /// `value(at: e + t)`, and it lasts `duration − e`. A segment cut inside keeps its shape (a
    /// timing curve stays the same curve, entered part way), so nothing is approximated.
    public func suffix(after elapsed: Double) -> KeyframeTrack {
        let elapsed = MotionLimits.finite(elapsed, or: 0)
        guard elapsed > 0 else { return self }
        var kept: [Segment] = []
        for var segment in segments where segment.start + segment.length > elapsed {
            if segment.start < elapsed {
                segment.lead += elapsed - segment.start
                segment.start = 0
            } else {
                segment.start -= elapsed
            }
            kept.append(segment)
        }
        return KeyframeTrack(initialValue: value(at: elapsed), segments: kept)
    }
}
