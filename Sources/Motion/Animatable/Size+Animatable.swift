import Geometry

extension Size: VectorArithmetic, Animatable {
    public static func + (lhs: Size, rhs: Size) -> Size {
        Size(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
    }

    public static func - (lhs: Size, rhs: Size) -> Size {
        Size(width: lhs.width - rhs.width, height: lhs.height - rhs.height)
    }

    public mutating func scale(by rhs: Double) {
        width *= rhs
        height *= rhs
    }

    public var magnitudeSquared: Double { width * width + height * height }

    /// `(width, height)`, as SwiftUI's `CGSize`.
    public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}
