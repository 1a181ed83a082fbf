import Geometry

extension Point: VectorArithmetic, Animatable {
    public mutating func scale(by rhs: Double) {
        x *= rhs
        y *= rhs
    }

    public var magnitudeSquared: Double { x * x + y * y }

    /// `(x, y)`, as SwiftUI's `CGPoint`.
    public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}
