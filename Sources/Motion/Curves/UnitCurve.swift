import Geometry

/// A timing function mapping input progress in 0…1 to output progress, as SwiftUI's `UnitCurve`.
///
/// Bezier curves keep their polynomial coefficients (SwiftUI's `CubicSolver` form) so evaluation
/// does no set-up work; control-point x values are clamped to 0…1 when the curve is made, which
/// keeps x(s) monotone and makes the stored points valid CSS `cubic-bezier()` arguments.
public struct UnitCurve: Hashable, Sendable {
    public enum Function: Hashable, Sendable {
        case linear
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
        case bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint)
    }

    public let function: Function

    /// The curve's polynomial coefficients: x(s) = ((ax·s + bx)·s + cx)·s, likewise y.
    /// Zero except for bezier curves.
    public let ax, bx, cx, ay, by, cy: Double

    /// True when y(s) = x(s), so the curve is the identity whatever its control points.
    @usableFromInline let isIdentity: Bool

    /// A cubic Bézier from (0, 0) to (1, 1) with the given control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(bezierFrom: startControlPoint, to: endControlPoint)
    }

    private init(function: Function) {
        self.function = function
        (ax, bx, cx, ay, by, cy) = (0, 0, 0, 0, 0, 0)
        isIdentity = function == .linear
    }

    private init(bezierFrom start: UnitPoint, to end: UnitPoint) {
        let p1 = UnitPoint(x: Self.unitClamped(start.x), y: MotionLimits.finite(start.y, or: 0))
        let p2 = UnitPoint(x: Self.unitClamped(end.x), y: MotionLimits.finite(end.y, or: 1))
        function = .bezier(startControlPoint: p1, endControlPoint: p2)
        cx = 3 * p1.x
        bx = 3 * (p2.x - p1.x) - cx
        ax = 1 - cx - bx
        cy = 3 * p1.y
        by = 3 * (p2.y - p1.y) - cy
        ay = 1 - cy - by
        isIdentity = p1.x == p1.y && p2.x == p2.y
    }

    /// The control points when the curve is a cubic Bézier.
    public var bezierControlPoints: (start: UnitPoint, end: UnitPoint)? {
        if case .bezier(let start, let end) = function { return (start, end) }
        return nil
    }

    static func unitClamped(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}

extension UnitCurve {
    /// The identity curve.
    public static let linear = UnitCurve(function: .linear)
    /// Control points (0.42, 0) and (1, 1).
    public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Control points (0, 0) and (0.58, 1).
    public static let easeOut = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// Control points (0.42, 0) and (0.58, 1).
    public static let easeInOut = bezier(
        startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// The bottom-right quarter of a unit circle: 1 − √(1 − p²).
    public static let circularEaseIn = UnitCurve(function: .circularEaseIn)
    /// The top-left quarter of a unit circle: √(1 − (1 − p)²).
    public static let circularEaseOut = UnitCurve(function: .circularEaseOut)
    /// `circularEaseIn` on the first half, `circularEaseOut` on the second.
    public static let circularEaseInOut = UnitCurve(function: .circularEaseInOut)
}
