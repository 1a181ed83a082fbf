import Foundation
import Geometry

/// A subpath flattened to straight chords, as the stroker reads it.
struct Polyline {
    /// The vertices, no two in a row equal (a closed one does not repeat its first point).
    var points: [Point] = []
    /// Per vertex: whether it lies inside a flattened curve (it is joined round, whatever the
    /// style's join, so that the chords' outline follows the curve's).
    var smooth: [Bool] = []
    var isClosed = false
    /// Whether the subpath draws a segment: a zero-length one then still gets caps (a dot).
    var draws = false
    /// The direction at a zero-length subpath (square caps are turned along it).
    var direction = Point(x: 1, y: 0)

    mutating func append(_ point: Point, smooth isSmooth: Bool) {
        if let last = points.last, last == point {
            smooth[smooth.count - 1] = smooth[smooth.count - 1] && isSmooth
            return
        }
        points.append(point)
        smooth.append(isSmooth)
    }
}

extension Path {
    /// How far a flattened curve (and a round join's or cap's polygon) may stray from the exact
    /// one, in points.
    public static let strokeTolerance = 0.05
    /// Most chords one curve is cut into, whatever its size.
    static let maxChordsPerCurve = 256

    /// Chords that keep a quadratic (3 points) or cubic (4) within `strokeTolerance` of its
    /// chords (Wang's formula), from 1 to `maxChordsPerCurve`.
    static func chordCount(_ points: [Point]) -> Int {
        var deviation = 0.0
        for i in 0..<(points.count - 2) {
            let x = points[i].x - 2 * points[i + 1].x + points[i + 2].x
            let y = points[i].y - 2 * points[i + 1].y + points[i + 2].y
            deviation = max(deviation, (x * x + y * y).squareRoot())
        }
        let degree = Double(points.count - 1)
        let count = (degree * (degree - 1) / 8 * deviation / strokeTolerance).squareRoot().rounded(.up)
        guard count.isFinite else { return maxChordsPerCurve }
        return max(Int(min(count, Double(maxChordsPerCurve))), 1)
    }

    /// The point of a Bézier curve at `t` (de Casteljau).
    static func bezierPoint(_ points: [Point], at t: Double) -> Point {
        var p = points
        while p.count > 1 {
            for i in 0..<(p.count - 1) {
                p[i] = Point(x: p[i].x + (p[i + 1].x - p[i].x) * t, y: p[i].y + (p[i + 1].y - p[i].y) * t)
            }
            p.removeLast()
        }
        return p[0]
    }

    /// Every subpath as chords, curves cut by `chordCount`, calling `body` for each; `body`
    /// returns false to stop. Returns false when the vertices of all subpaths passed
    /// `maxPoints` (the rest were not made).
    @discardableResult
    func forEachPolyline(maxPoints: Int = .max, _ body: (Polyline) -> Bool) -> Bool {
        var pointsLeft = maxPoints
        var line = Polyline()
        var start = Point.zero
        var current = Point.zero
        var stopped = false
        func finish() {
            guard !stopped, !line.points.isEmpty else { return }
            if line.isClosed, line.points.count > 1, line.points[line.points.count - 1] == line.points[0] {
                line.points.removeLast()
                line.smooth.removeLast()
            }
            if line.points.count > 1 {
                let d = line.points[1] - line.points[0]
                line.direction = d
            }
            stopped = !body(line)
        }
        func startIfNeeded() {
            if line.points.isEmpty {
                line = Polyline()
                line.append(current, smooth: false)
            }
        }
        func curve(_ points: [Point]) {
            startIfNeeded()
            line.draws = true
            let count = Self.chordCount(points)
            pointsLeft -= count
            if pointsLeft < 0 {
                stopped = true
                return
            }
            for i in 1..<count { line.append(Self.bezierPoint(points, at: Double(i) / Double(count)), smooth: true) }
            line.append(points[points.count - 1], smooth: false)
            current = points[points.count - 1]
        }
        for element in elements where !stopped {
            switch element {
            case .move(let p):
                finish()
                line = Polyline()
                line.append(p, smooth: false)
                start = p
                current = p
            case .line(let p):
                pointsLeft -= 1
                if pointsLeft < 0 {
                    stopped = true
                    break
                }
                startIfNeeded()
                line.draws = true
                if p != current { line.direction = p - current }
                line.append(p, smooth: false)
                current = p
            case .quadCurve(let p, let c): curve([current, c, p])
            case .curve(let p, let c1, let c2): curve([current, c1, c2, p])
            case .closeSubpath:
                startIfNeeded()
                line.draws = true
                line.isClosed = true
                finish()
                line = Polyline()
                current = start
            }
        }
        finish()
        return pointsLeft >= 0
    }
}
