import Foundation

extension UnitCurve {
    /// The output progress at input `progress` (clamped to 0…1; NaN reads as 0).
    @inlinable
    public func value(at progress: Double) -> Double {
        let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
        switch function {
        case .linear:
            return p
        case .bezier:
            if isIdentity { return p }
            let s = solveX(p)
            return ((ay * s + by) * s + cy) * s
        case .circularEaseIn:
            return 1 - (max(0, 1 - p * p)).squareRoot()
        case .circularEaseOut:
            return (max(0, 1 - (1 - p) * (1 - p))).squareRoot()
        case .circularEaseInOut:
            return p < 0.5
                ? (1 - max(0, 1 - 4 * p * p).squareRoot()) / 2
                : (max(0, (8 - 4 * p) * p - 3).squareRoot() + 1) / 2
        }
    }

    /// The derivative of the output with respect to the input at `progress`, limited to
    /// ±`MotionLimits.maximumVelocity` where the true slope is vertical.
    public func velocity(at progress: Double) -> Double {
        let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
        switch function {
        case .linear:
            return 1
        case .bezier:
            if isIdentity { return 1 }
            let s = solveX(p)
            let dx = (3 * ax * s + 2 * bx) * s + cx
            let dy = (3 * ay * s + 2 * by) * s + cy
            if abs(dx) > 1e-9 { return MotionLimits.velocity(dy / dx) }
            // x′ vanishes only at an end whose control point shares its x (easeOut at p = 0).
            // If y′ vanishes too, the slope is the ratio of second derivatives; else it is vertical.
            let ddx = 6 * ax * s + 2 * bx
            let ddy = 6 * ay * s + 2 * by
            if abs(dy) < 1e-9 && abs(ddx) > 1e-12 { return MotionLimits.velocity(ddy / ddx) }
            if abs(dy) < 1e-9 { return 1 }
            return dy > 0 ? MotionLimits.maximumVelocity : -MotionLimits.maximumVelocity
        case .circularEaseIn:
            return Self.slope(p, max(0, 1 - p * p).squareRoot())
        case .circularEaseOut:
            return Self.slope(1 - p, max(0, 1 - (1 - p) * (1 - p)).squareRoot())
        case .circularEaseInOut:
            return p < 0.5
                ? Self.slope(2 * p, max(0, 1 - 4 * p * p).squareRoot())
                : Self.slope(2 - 2 * p, max(0, (8 - 4 * p) * p - 3).squareRoot())
        }
    }

    /// `numerator / denominator` for a circle's slope, vertical (capped) when the denominator is 0.
    private static func slope(_ numerator: Double, _ denominator: Double) -> Double {
        denominator > numerator / MotionLimits.maximumVelocity ? numerator / denominator : MotionLimits.maximumVelocity
    }

    /// The curve parameter s with x(s) = `x`.
    @inlinable
    func solveX(_ x: Double) -> Double {
        Self.solveCubic(x, ax, bx, cx)
    }

    /// The parameter s in 0…1 of the cubic Bézier whose start and end control x values are
    /// `x1` and `x2` (in 0…1, so x(s) is monotone) where x(s) = `x` (clamped to 0…1). The one
    /// solver of the project: animation curves and the CSS timing functions fitted to them
    /// both use it.
    public static func bezierParameter(forX x: Double, x1: Double, x2: Double) -> Double {
        let cx = 3 * x1
        let bx = 3 * (x2 - x1) - cx
        return solveCubic(min(max(x, 0), 1), 1 - cx - bx, bx, cx)
    }

    /// The s with ((a·s + b)·s + c)·s = `x`: Newton's method from s = x, then bisection if
    /// Newton stalls on a flat stretch or leaves 0…1.
    @inlinable
    static func solveCubic(_ x: Double, _ a: Double, _ b: Double, _ c: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = ((a * s + b) * s + c) * s - x
            if abs(error) < 1e-12 { return s }
            let slope = (3 * a * s + 2 * b) * s + c
            if abs(slope) < 1e-9 { break }
            s -= error / slope
            if !(s >= 0 && s <= 1) { break }
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<64 {
            let value = ((a * s + b) * s + c) * s
            if abs(value - x) < 1e-12 { return s }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}
