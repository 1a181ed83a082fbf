import Geometry

extension EdgeInsets: VectorArithmetic, Animatable {
    public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: lhs.top + rhs.top, leading: lhs.leading + rhs.leading,
            bottom: lhs.bottom + rhs.bottom, trailing: lhs.trailing + rhs.trailing)
    }

    public static func - (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: lhs.top - rhs.top, leading: lhs.leading - rhs.leading,
            bottom: lhs.bottom - rhs.bottom, trailing: lhs.trailing - rhs.trailing)
    }

    public mutating func scale(by rhs: Double) {
        top *= rhs
        leading *= rhs
        bottom *= rhs
        trailing *= rhs
    }

    public var magnitudeSquared: Double {
        top * top + leading * leading + bottom * bottom + trailing * trailing
    }

    /// `(top, (leading, (bottom, trailing)))`, as SwiftUI's `EdgeInsets`.
    public var animatableData: AnimatablePair<Double, AnimatablePair<Double, AnimatablePair<Double, Double>>> {
        get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
        set {
            top = newValue.first
            leading = newValue.second.first
            bottom = newValue.second.second.first
            trailing = newValue.second.second.second
        }
    }
}
