import Geometry

extension UnitPoint: VectorArithmetic, Animatable {
    public static func + (lhs: UnitPoint, rhs: UnitPoint) -> UnitPoint {
        UnitPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    public static func - (lhs: UnitPoint, rhs: UnitPoint) -> UnitPoint {
        UnitPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }

    public mutating func scale(by rhs: Double) {
        x *= rhs
        y *= rhs
    }

    public var magnitudeSquared: Double { x * x + y * y }

    /// `(x, y)`.
    public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}
