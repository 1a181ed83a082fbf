/// A value that can be interpolated: it exposes its animatable components as a vector.
///
/// An animation never touches the value directly; it interpolates `animatableData` and writes the
/// result back, so a shape whose `sides` is a `Double` can draw 3.4 sides mid-animation (seed 001).
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic

    var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable {
    /// The value `amount` of the way from `self` to `other`, interpolating `animatableData`.
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var result = self
        result.animatableData = animatableData.interpolated(towards: other.animatableData, amount: amount)
        return result
    }
}

extension Double: Animatable {}
extension Float: Animatable {}
extension AnimatablePair: Animatable {}
extension AnimatableVector: Animatable {}

extension Animatable where Self: VectorArithmetic {
    /// The value `amount` of the way from `self` to `other`, as a vector.
    public func interpolated(towards other: Self, amount: Double) -> Self {
        self + (other - self).scaled(by: amount)
    }
}
