/// The animatable data of a value with nothing to animate.
public struct EmptyAnimatableData: VectorArithmetic, Hashable {
    @inlinable
    public init() {}

    @inlinable
    public static var zero: Self { Self() }

    @inlinable
    public static func + (lhs: Self, rhs: Self) -> Self { Self() }

    @inlinable
    public static func - (lhs: Self, rhs: Self) -> Self { Self() }

    @inlinable
    public mutating func scale(by rhs: Double) {}

    @inlinable
    public var magnitudeSquared: Double { 0 }
}
