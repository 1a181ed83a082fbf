import Geometry

extension Angle: VectorArithmetic, Animatable {
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }

    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }

    public mutating func scale(by rhs: Double) { radians *= rhs }

    public var magnitudeSquared: Double { radians * radians }

    /// The angle in radians.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}
