/// A type whose values can be added, subtracted and scaled: the data an animation interpolates.
///
/// As in SwiftUI, an animation moves a value from `old` to `new` by computing
/// `old + (new − old).scaled(by: progress)`; `magnitudeSquared` measures how far apart two values
/// are (springs use it to decide when they have settled).
public protocol VectorArithmetic: AdditiveArithmetic, Sendable {
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)

    /// The dot product of the vector with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// A copy with every component multiplied by `rhs`.
    @inlinable
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }

    /// The value `amount` of the way from `self` to `other` (0 is `self`, 1 is `other`).
    @inlinable
    public func interpolated(towards other: Self, amount: Double) -> Self {
        self + (other - self).scaled(by: amount)
    }

    /// The dot product, recovered from `magnitudeSquared` by the polarisation identity.
    func dot(_ other: Self) -> Double {
        ((self + other).magnitudeSquared - (self - other).magnitudeSquared) / 4
    }
}
