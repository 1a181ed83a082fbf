extension AdaptiveFit {
    /// How many times its tolerance a linear-light colour component may be off where neither
    /// the fitted nor the sampled value is below `value`: the tolerance is set for where the sRGB
    /// encoding is steepest (12.92, below 0.0031308), and above `value` its slope,
    /// 0.43958·L^(−7/12), is smaller, so the same error in the encoded colour allows more in
    /// light. At 0.01 the slope is 6.452 (12.92 / 6.452 = 2.002), at 0.05 2.523 (5.120), at 0.25
    /// 0.9868 (13.09): each step is rounded down, and the slope only falls between steps.
    static func linearLightSlack(above value: Double) -> Double {
        value >= 0.25 ? 13 : value >= 0.05 ? 5 : value >= 0.01 ? 2 : 1
    }

    /// Whether a linear-light colour component `value` stands for `reference` closely enough:
    /// within `tolerance`, or within `tolerance` times the slack above the smaller of the two.
    @inline(__always)
    static func fitsInLinearLight(_ value: Double, _ reference: Double, tolerance: Double) -> Bool {
        let error = abs(value - reference)
        return error <= tolerance || error <= tolerance * linearLightSlack(above: min(value, reference))
    }
}
