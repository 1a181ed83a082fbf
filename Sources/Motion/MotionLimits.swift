/// The bounds every parameter is brought into, so no input can produce NaN, infinity or a hang.
public enum MotionLimits {
    /// The longest duration, delay or response accepted, in seconds (about 31 years).
    public static let maximumTime = 1e9
    /// The slowest and fastest `speed` factors accepted.
    public static let speedRange: ClosedRange<Double> = 1e-6...1e6
    /// The largest curve velocity reported (a circular ease is vertical at one end).
    public static let maximumVelocity = 1e6
    /// The latest settling time reported; an undamped spring would otherwise never settle.
    public static let maximumSettlingDuration = 1e6

    /// `value` if finite, else `fallback`.
    static func finite(_ value: Double, or fallback: Double) -> Double {
        value.isFinite ? value : (value.isNaN ? fallback : (value > 0 ? maximumTime : -maximumTime))
    }

    /// A duration in 0…`maximumTime`; NaN becomes `fallback`.
    static func duration(_ value: Double, fallback: Double = 0) -> Double {
        min(max(finite(value, or: fallback), 0), maximumTime)
    }

    /// A time in −`maximumTime`…`maximumTime`; NaN becomes 0.
    static func time(_ value: Double) -> Double {
        min(max(finite(value, or: 0), -maximumTime), maximumTime)
    }

    /// `value` limited to ±`maximumVelocity`; NaN becomes 0.
    static func velocity(_ value: Double) -> Double {
        min(max(finite(value, or: 0), -maximumVelocity), maximumVelocity)
    }
}
