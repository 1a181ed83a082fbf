extension Spring {
    /// A spring with `response` = 2π/ω₀ seconds and damping ratio ζ: λ = 2πζ/response,
    /// ω = 2π√|1 − ζ²|/response (SEMANTICS §4); mass 1.
    public init(response: Double, dampingRatio: Double) {
        self.init(mass: 1, response: response, dampingRatio: dampingRatio)
    }

    /// 2π/ω₀, the same as `duration`.
    public var response: Double { duration }
}
