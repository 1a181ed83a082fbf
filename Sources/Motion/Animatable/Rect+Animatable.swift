import Geometry

extension Rect: VectorArithmetic, Animatable {
    public static func + (lhs: Rect, rhs: Rect) -> Rect {
        Rect(origin: lhs.origin + rhs.origin, size: lhs.size + rhs.size)
    }

    public static func - (lhs: Rect, rhs: Rect) -> Rect {
        Rect(origin: lhs.origin - rhs.origin, size: lhs.size - rhs.size)
    }

    public mutating func scale(by rhs: Double) {
        origin.scale(by: rhs)
        size.scale(by: rhs)
    }

    public var magnitudeSquared: Double { origin.magnitudeSquared + size.magnitudeSquared }

    /// `((x, y), (width, height))`, as SwiftUI's `CGRect`.
    public var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set {
            origin.animatableData = newValue.first
            size.animatableData = newValue.second
        }
    }
}
