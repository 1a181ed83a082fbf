extension Spring {
    /// A spring with a perceptual `duration` (2π/ω₀) and a `bounce` in −1…1 (SEMANTICS §4):
    /// ζ = 1 − bounce for bounce ≥ 0, ζ = 1/(1 + bounce) below; mass 1.
    ///
    /// A bounce outside −1…1 is clamped to it; a duration of zero or less is an instant spring.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        self.init(response: duration, dampingRatio: Self.dampingRatio(bounce: bounce))
    }

    /// The perceptual duration 2π/ω₀ (0 for an instant spring).
    public var duration: Double { regime == .instant ? 0 : 2 * .pi / naturalFrequency }

    /// 1 − ζ when ζ ≤ 1, 1/ζ − 1 when overdamped.
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

    /// SwiftUI's damping fraction for a bounce, the bounce first clamped to −1…1.
    static func dampingRatio(bounce: Double) -> Double {
        let bounce = bounce.isNaN ? 0 : min(max(bounce, -1), 1)
        return bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
    }
}
