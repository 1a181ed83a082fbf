extension Animation {
    /// Seconds between two turns of an underdamped spring that swings more than
    /// `minimumSwings` times before it settles (π/ω of its oscillation, at the animation's speed);
    /// nil for curves and for springs that settle sooner.
    ///
    /// A keyframe fit checks a stretch at a few instants; over many equal periods those instants
    /// can all fall on the same phase (an undamped spring looked still for 60 s), so the encoder
    /// cuts such springs at every turn.
    public var swingInterval: Double? {
        guard case .spring(let spring, _, let settle) = kernel, spring.regime == .underdamped, spring.angularFrequency > 0
        else { return nil }
        let half = Double.pi / spring.angularFrequency
        guard settle / half > Self.minimumSwings else { return nil }
        // Every speed counts, wherever the waits fall (`schedule` is nil for a delay inside a
        // repeat, and its time scale is this one where it is not).
        let timeScale = outerTime(of: modifiers.indices).timeScale
        guard timeScale > 0 else { return nil }
        return half / timeScale
    }

    /// Swings a spring may make before its keyframes are cut at every turn.
    static let minimumSwings = 8.0
}
