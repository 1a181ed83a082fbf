extension Spring {
    /// A spring from physical constants: ω₀ = √(stiffness/mass), λ = damping/(2·mass).
    ///
    /// Without `allowOverDamping`, a damping above critical is treated as critical, as SwiftUI
    /// documents. A non-positive mass reads as 1, a negative damping as 0, a non-positive
    /// stiffness as the slowest spring accepted and an infinite one as an instant spring.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let mass = mass.isFinite && mass > 0 ? mass : 1
        let stiffness = stiffness.isNaN ? 0 : stiffness
        let damping = damping.isNaN ? 0 : max(damping, 0)
        let omega0 = stiffness > 0 ? (stiffness / mass).squareRoot() : 0
        let response = omega0 > 0 ? 2 * .pi / omega0 : MotionLimits.maximumTime
        let zeta = omega0 > 0 && omega0.isFinite ? damping / (2 * mass * omega0) : 1
        self.init(mass: mass, response: response, dampingRatio: allowOverDamping ? zeta : min(zeta, 1))
    }

    /// k = m·ω₀².
    public var stiffness: Double { mass * naturalFrequency * naturalFrequency }

    /// c = 2·m·λ.
    public var damping: Double { 2 * mass * decayConstant }
}
