import Foundation
import Geometry

extension Path {
    /// `strokedPath(_:)`: the region `style`'s stroke of this path covers, as a path to fill
    /// with the nonzero rule. It is the union of consistently oriented convex pieces — a
    /// rectangle per chord, a wedge per join, a piece per cap — so it fills exactly as the
    /// stroke paints (curves within `strokeTolerance`). `complete` is false when the pieces
    /// reached `style.maxElements` (with dash steps counted) and the rest were left out.
    public func stroked(_ style: StrokedPathStyle) -> (path: Path, complete: Bool) {
        let width = style.lineWidth.isNaN ? 0 : min(style.lineWidth, Path.coordinateLimit)
        guard width > 0 else { return (Path(), true) }
        var stroker = PathStroker(style: style, halfWidth: width / 2)
        let pattern = PathStroker.dashPattern(style.dash)
        // Every chord costs at least 5 elements: more vertices than elements cannot fit.
        let flattened = forEachPolyline(maxPoints: max(style.maxElements, 0)) { line in
            if let pattern {
                stroker.dash(line, pattern: pattern, phase: Path.finiteCoordinate(style.dashPhase))
            } else {
                stroker.stroke(line)
            }
            return !stroker.isExhausted
        }
        return (stroker.path, flattened && !stroker.isExhausted)
    }
}

/// Builds a stroke's outline piece by piece.
struct PathStroker {
    let halfWidth: Double
    let cap: LineCap
    let join: LineJoin
    let miterLimit: Double
    /// The angle one step of a round join's or cap's polygon turns.
    let arcStep: Double
    var path = Path()
    /// Elements (and dash steps) still allowed; below zero once a piece did not fit.
    var remaining: Int
    var isExhausted: Bool { remaining < 0 }

    init(style: StrokedPathStyle, halfWidth: Double) {
        self.halfWidth = halfWidth
        cap = style.lineCap
        join = style.lineJoin
        miterLimit = style.miterLimit.isNaN ? 10 : max(style.miterLimit, 1)
        remaining = max(style.maxElements, 0)
        // A chord of a circle of radius r turning δ strays r·(1 − cos(δ/2)) from it.
        let tolerance = Path.strokeTolerance
        arcStep = halfWidth > tolerance ? max(2 * acos(1 - tolerance / halfWidth), Double.pi / 64) : Double.pi / 2
    }

    /// Appends one convex polygon, turned so that every piece winds the same way.
    mutating func emit(_ polygon: [Point]) {
        guard polygon.count >= 3, !isExhausted else { return }
        var area = 0.0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        guard area.isFinite, area != 0 else { return }
        guard remaining >= polygon.count + 1 else {
            remaining = -1
            return
        }
        remaining -= polygon.count + 1
        let ordered = area > 0 ? polygon : polygon.reversed()
        path.move(to: ordered[0])
        for point in ordered.dropFirst() { path.addLine(to: point) }
        path.closeSubpath()
    }

    static func unit(_ v: Point) -> Point {
        let length = (v.x * v.x + v.y * v.y).squareRoot()
        return length > 0 && length.isFinite ? Point(x: v.x / length, y: v.y / length) : Point(x: 1, y: 0)
    }

    /// The left normal (a quarter turn of `d`), `halfWidth` long.
    func normal(_ d: Point) -> Point { Point(x: -d.y * halfWidth, y: d.x * halfWidth) }

    /// Points of the arc around `center` from `center + start` turning `angle` radians (positive:
    /// from x towards y), both ends included; an even number of steps, so that a round cap
    /// reaches exactly its tip and a disc its four extremes.
    func arc(_ center: Point, from start: Point, turning angle: Double) -> [Point] {
        let needed = min(max(Int((abs(angle) / arcStep).rounded(.up)), 1), 128)
        let steps = abs(angle) >= 2 * Double.pi ? (needed + 3) / 4 * 4 : (needed + 1) / 2 * 2
        var points: [Point] = []
        points.reserveCapacity(steps + 1)
        for i in 0...steps {
            let t = angle * Double(i) / Double(steps)
            let c = cos(t), s = sin(t)
            points.append(Point(x: center.x + start.x * c - start.y * s, y: center.y + start.x * s + start.y * c))
        }
        return points
    }

    /// The stroke of one solid (undashed) polyline.
    mutating func stroke(_ line: Polyline) {
        let points = line.points
        guard points.count > 1 else {
            if line.draws, let point = points.first { dot(point, direction: Self.unit(line.direction)) }
            return
        }
        let count = points.count
        let segments = line.isClosed ? count : count - 1
        var directions: [Point] = []
        directions.reserveCapacity(segments)
        for i in 0..<segments {
            let a = points[i], b = points[(i + 1) % count]
            let d = Self.unit(b - a)
            directions.append(d)
            let n = normal(d)
            emit([a + n, b + n, b - n, a - n])
        }
        if line.isClosed {
            for i in 0..<count {
                joinAt(points[i], incoming: directions[(i + segments - 1) % segments], outgoing: directions[i], smooth: line.smooth[i])
            }
        } else {
            for i in 1..<(count - 1) {
                joinAt(points[i], incoming: directions[i - 1], outgoing: directions[i], smooth: line.smooth[i])
            }
            capAt(points[0], outward: Point(x: -directions[0].x, y: -directions[0].y))
            capAt(points[count - 1], outward: directions[segments - 1])
        }
    }

    /// The wedge that fills the outer side of a corner; `smooth` corners (inside a curve) are round.
    mutating func joinAt(_ p: Point, incoming d0: Point, outgoing d1: Point, smooth: Bool) {
        let cross = d0.x * d1.y - d0.y * d1.x
        let dot = d0.x * d1.x + d0.y * d1.y
        if cross == 0 && dot > 0 { return }
        // The outer side is away from the turn.
        let side = cross > 0 ? -1.0 : 1.0
        let n0 = normal(d0), n1 = normal(d1)
        let a = Point(x: p.x + side * n0.x, y: p.y + side * n0.y)
        let b = Point(x: p.x + side * n1.x, y: p.y + side * n1.y)
        switch smooth ? .round : join {
        case .round:
            // A full reversal turns half a circle through the far side (ahead of d0).
            let turn = cross == 0 ? -Double.pi : atan2(cross, dot)
            emit([p] + arc(p, from: Point(x: side * n0.x, y: side * n0.y), turning: turn))
        case .miter:
            // CoreGraphics' limit: miter length / line width = 1 / sin(φ/2), φ the angle
            // between the segments, = 1 / cos(θ/2) for the turn θ; cos²(θ/2) = (1 + dot) / 2.
            let cosHalfSquared = (1 + dot) / 2
            if cosHalfSquared > 0, 1 / cosHalfSquared <= miterLimit * miterLimit {
                let scale = side / (1 + dot)
                let m = Point(x: p.x + (n0.x + n1.x) * scale, y: p.y + (n0.y + n1.y) * scale)
                emit([p, a, m, b])
            } else {
                emit([p, a, b])
            }
        case .bevel:
            emit([p, a, b])
        }
    }

    /// The cap at an open end, `outward` the unit direction leaving the stroke there.
    mutating func capAt(_ p: Point, outward d: Point) {
        let n = normal(d)
        let ahead = Point(x: d.x * halfWidth, y: d.y * halfWidth)
        switch cap {
        case .butt: return
        case .square: emit([p + n, p + n + ahead, p - n + ahead, p - n])
        case .round:
            // From the left normal away from d's left: a quarter turn of n backwards is d.
            emit(arc(p, from: n, turning: -Double.pi))
        }
    }

    /// A zero-length subpath: a disc (round caps), a square turned along `d` (square caps) or
    /// nothing (butt caps), as CoreGraphics draws one.
    mutating func dot(_ p: Point, direction d: Point) {
        let n = normal(d)
        let ahead = Point(x: d.x * halfWidth, y: d.y * halfWidth)
        switch cap {
        case .butt: return
        case .square: emit([p + n + ahead, p - n + ahead, p - n - ahead, p + n - ahead])
        case .round:
            var circle = arc(p, from: n, turning: 2 * Double.pi)
            circle.removeLast()
            emit(circle)
        }
    }
}
