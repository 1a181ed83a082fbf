extension Animation {
    /// Waits `seconds` before starting; inside a repeat, every pass waits.
    public func delay(_ seconds: Double) -> Animation { modified(by: .delay(seconds)) }

    /// Runs `factor` times as fast, delays included (clamped to `MotionLimits.speedRange`).
    public func speed(_ factor: Double) -> Animation { modified(by: .speed(factor)) }

    /// Plays the animation `count` times; autoreversing passes alternate direction. When the last
    /// pass ends the value jumps to its target, as in SwiftUI (after an even count that is a jump
    /// from the start). A count of 0 or less completes at once.
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
        modified(by: .repeat(count: count, autoreverses: autoreverses))
    }

    /// Plays the animation for ever.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        modified(by: .repeat(count: nil, autoreverses: autoreverses))
    }
}
