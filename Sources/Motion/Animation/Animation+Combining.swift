extension Animation {
    /// What happens to animations already running on a value when this one starts (SEMANTICS §3).
    public enum CombiningBehavior: Hashable, Sendable {
        /// The running animations keep going and this one animates its own interval on top.
        case adds
        /// This one replaces everything running, continuing from its current offset and velocity.
        case merges
    }

    /// `.merges` for the persistent springs (`spring`, `smooth`, `snappy`, `bouncy`,
    /// `interactiveSpring`, `default`), with or without `speed`; `.adds` for everything else,
    /// including a delayed or repeating spring, whose motion depends on when it is sampled.
    public var combiningBehavior: CombiningBehavior {
        guard base.fluidSpring != nil else { return .adds }
        for modifier in modifiers {
            if case .speed = modifier { continue }
            return .adds
        }
        return .merges
    }

    /// The spring and total time scale of a merging animation.
    var mergingSpring: (spring: Spring, speed: Double, blendDuration: Double)? {
        guard combiningBehavior == .merges, let spring = base.fluidSpring else { return nil }
        var speed = 1.0
        for case .speed(let factor) in modifiers { speed *= factor }
        if case .spring(_, _, let blendDuration) = base { return (spring, speed, blendDuration) }
        return (spring, speed, 0)
    }
}
