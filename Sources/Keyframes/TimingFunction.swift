import Motion

/// How a CSS keyframe interval (or a SMIL `keySplines` entry) moves from its value to the next.
enum TimingFunction: Hashable, Sendable {
    case linear
    /// `cubic-bezier(x1, y1, x2, y2)`: progress y at time fraction x.
    case bezier(Double, Double, Double, Double)
    /// Holds the start value until the interval ends (`step-end`).
    case hold

    /// The output progress at time fraction `x` (0…1).
    func progress(at x: Double) -> Double {
        switch self {
        case .linear: return x
        case .hold: return x >= 1 ? 1 : 0
        case .bezier(let x1, let y1, let x2, let y2):
            let s = Self.parameter(forX: x, x1, x2)
            return Self.coordinate(s, y1, y2)
        }
    }

    /// B(s) of a unit cubic with control values `c1`, `c2` (ends 0 and 1).
    static func coordinate(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * c1 + 3 * u * s * s * c2 + s * s * s
    }

    /// The parameter s with x(s) = `x`, for control x values in 0…1 (x(s) is then monotone):
    /// Motion's solver, the one the animation curves use.
    static func parameter(forX x: Double, _ x1: Double, _ x2: Double) -> Double {
        UnitCurve.bezierParameter(forX: x, x1: x1, x2: x2)
    }

    /// The part of the cubic Bézier timing curve with control points (`x1`, `y1`), (`x2`, `y2`)
    /// between input progress `from` and `to`, rescaled to a unit timing function; nil when
    /// the output hardly changes over that part (its shape could not be rescaled faithfully) or
    /// the rescaled control x values leave 0…1.
    static func subcurve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, from: Double, to: Double) -> TimingFunction? {
        if from <= 0 && to >= 1 { return .bezier(x1, y1, x2, y2) }
        let s0 = parameter(forX: from, x1, x2), s1 = parameter(forX: to, x1, x2)
        guard s1 > s0 else { return nil }
        // The blossoms of the cubic at (s0, s0, s1) and (s0, s1, s1) are the sub-curve's control points.
        func blossom(_ c1: Double, _ c2: Double, _ a: Double, _ b: Double, _ c: Double) -> Double {
            // Control values 0, c1, c2, 1; de Casteljau with three parameters.
            let p = [0.0, c1, c2, 1.0]
            func lerp(_ u: Double, _ v: Double, _ t: Double) -> Double { u + (v - u) * t }
            let q = [lerp(p[0], p[1], a), lerp(p[1], p[2], a), lerp(p[2], p[3], a)]
            let r = [lerp(q[0], q[1], b), lerp(q[1], q[2], b)]
            return lerp(r[0], r[1], c)
        }
        let xs = [coordinate(s0, x1, x2), blossom(x1, x2, s0, s0, s1), blossom(x1, x2, s0, s1, s1), coordinate(s1, x1, x2)]
        let ys = [coordinate(s0, y1, y2), blossom(y1, y2, s0, s0, s1), blossom(y1, y2, s0, s1, s1), coordinate(s1, y1, y2)]
        let dx = xs[3] - xs[0], dy = ys[3] - ys[0]
        guard dx > 1e-9, abs(dy) > 1e-6 else { return nil }
        let nx1 = (xs[1] - xs[0]) / dx, nx2 = (xs[2] - xs[0]) / dx
        guard nx1 >= -1e-9, nx1 <= 1 + 1e-9, nx2 >= -1e-9, nx2 <= 1 + 1e-9 else { return nil }
        return .bezier(min(max(nx1, 0), 1), (ys[1] - ys[0]) / dy, min(max(nx2, 0), 1), (ys[2] - ys[0]) / dy)
    }
}
