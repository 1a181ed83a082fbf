import Foundation
import Geometry
import Testing
import Views

/// `Path.stroked(_:)` (`strokedPath`), with regions worked out by hand and probed with the
/// nonzero rule.
@Suite struct StrokedPathTests {
    static func style(
        _ width: Double, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10, dash: [Double] = [],
        phase: Double = 0, maxElements: Int = 100_000
    ) -> StrokedPathStyle {
        var style = StrokedPathStyle(lineWidth: width, maxElements: maxElements)
        style.lineCap = cap
        style.lineJoin = join
        style.miterLimit = miterLimit
        style.dash = dash
        style.dashPhase = phase
        return style
    }

    static func polyline(_ points: [(Double, Double)], closed: Bool = false) -> Path {
        var path = Path()
        for (i, p) in points.enumerated() {
            if i == 0 { path.move(to: Point(x: p.0, y: p.1)) } else { path.addLine(to: Point(x: p.0, y: p.1)) }
        }
        if closed { path.closeSubpath() }
        return path
    }

    /// The polygons of an outline made of lines only (what `stroked` makes).
    static func polygons(_ path: Path) -> [[Point]] {
        var result: [[Point]] = []
        for element in path.elements {
            switch element {
            case .move(let p): result.append([p])
            case .line(let p): result[result.count - 1].append(p)
            case .closeSubpath: continue
            case .quadCurve, .curve: Issue.record("a curve in a stroked outline")
            }
        }
        return result
    }

    /// The winding number of `path` around `(x, y)`, every subpath closed.
    static func winding(_ path: Path, _ x: Double, _ y: Double) -> Int {
        var total = 0
        for polygon in polygons(path) {
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                let side = (b.x - a.x) * (y - a.y) - (x - a.x) * (b.y - a.y)
                if a.y <= y {
                    if b.y > y && side > 0 { total += 1 }
                } else if b.y <= y && side < 0 {
                    total -= 1
                }
            }
        }
        return total
    }

    /// Whether the nonzero fill of `path` covers `(x, y)`.
    static func covers(_ path: Path, _ x: Double, _ y: Double) -> Bool { winding(path, x, y) != 0 }

    static func bounds(_ path: Path) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        let points = polygons(path).flatMap { $0 }
        return (points.map(\.x).min()!, points.map(\.y).min()!, points.map(\.x).max()!, points.map(\.y).max()!)
    }

    static func expectBounds(
        _ path: Path, _ expected: (Double, Double, Double, Double), within tolerance: Double = 1e-9,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let b = bounds(path)
        let ok = abs(b.minX - expected.0) <= tolerance && abs(b.minY - expected.1) <= tolerance
            && abs(b.maxX - expected.2) <= tolerance && abs(b.maxY - expected.3) <= tolerance
        #expect(ok, "bounds \(b), expected \(expected)", sourceLocation: sourceLocation)
    }

    static let line = polyline([(10, 10), (50, 10)])

    @Test func buttLineIsItsRectangle() {
        // Width 4 around y = 10 from x = 10 to 50: the rectangle (10, 8)–(50, 12).
        let outline = Self.line.stroked(Self.style(4)).path
        Self.expectBounds(outline, (10, 8, 50, 12))
        #expect(Self.polygons(outline).count == 1)
        #expect(Set(Self.polygons(outline)[0].map { [$0.x, $0.y] }) == [[10, 8], [50, 8], [50, 12], [10, 12]])
        #expect(Self.covers(outline, 30, 10) && Self.covers(outline, 10.1, 11.9))
        #expect(!Self.covers(outline, 9.9, 10) && !Self.covers(outline, 50.1, 10) && !Self.covers(outline, 30, 12.1))
    }

    @Test func squareCapsReachHalfTheWidthPastTheEnds() {
        let outline = Self.line.stroked(Self.style(4, cap: .square)).path
        Self.expectBounds(outline, (8, 8, 52, 12))
        #expect(Self.covers(outline, 8.1, 8.1) && Self.covers(outline, 51.9, 11.9))
        #expect(!Self.covers(outline, 7.9, 10) && !Self.covers(outline, 52.1, 10))
    }

    @Test func roundCapsReachHalfTheWidthPastTheEndsAlongTheLine() {
        let outline = Self.line.stroked(Self.style(4, cap: .round)).path
        // The tip is (52, 10) and (8, 10); the corner (52, 12) is outside the half disc.
        Self.expectBounds(outline, (8, 8, 52, 12), within: 1e-9)
        #expect(Self.covers(outline, 51.9, 10) && Self.covers(outline, 8.1, 10))
        #expect(!Self.covers(outline, 52.1, 10) && !Self.covers(outline, 51.8, 11.8))
    }

    static let corner = polyline([(10, 10), (50, 10), (50, 50)])

    @Test func miterJoinReachesTheCornerAtHalfTheWidthTimesRootTwo() {
        // Right, then down: the outer corner (top right) at (52, 8), 2·√2 from (50, 10).
        let outline = Self.corner.stroked(Self.style(4)).path
        Self.expectBounds(outline, (10, 8, 52, 50))
        let beyond = Self.polygons(outline).flatMap { $0 }.filter { $0.x > 50 && $0.y < 10 }
        #expect(beyond.count == 1 && abs(hypot(beyond[0].x - 50, beyond[0].y - 10) - 2 * 2.0.squareRoot()) < 1e-9, "\(beyond)")
        #expect(Self.covers(outline, 51.9, 8.1))
        #expect(!Self.covers(outline, 30, 30), "the inner side is empty")
    }

    @Test func miterLimitBelowRootTwoBevelsARightAngle() {
        // 1 / sin(90°/2) = √2 > 1.4: bevel, the triangle (50, 10), (50, 8), (52, 10).
        let outline = Self.corner.stroked(Self.style(4, miterLimit: 1.4)).path
        Self.expectBounds(outline, (10, 8, 52, 50))
        #expect(Self.covers(outline, 50.5, 9))
        #expect(!Self.covers(outline, 51.5, 8.5))
        let limitAbove = Self.corner.stroked(Self.style(4, miterLimit: 1.5)).path
        #expect(Self.covers(limitAbove, 51.5, 8.5))
    }

    @Test func roundJoinIsAQuarterDiscAtTheCorner() {
        let outline = Self.corner.stroked(Self.style(4, join: .round)).path
        #expect(Self.covers(outline, 51.2, 8.8), "1.70 from the corner")
        #expect(!Self.covers(outline, 51.5, 8.5), "2.12 from the corner")
        #expect(Self.covers(outline, 50, 8.05) && Self.covers(outline, 51.95, 10))
    }

    @Test func closedRectangleHasMiteredCornersAndAHole() {
        let square = Self.polyline([(10, 10), (50, 10), (50, 50), (10, 50)], closed: true)
        let outline = square.stroked(Self.style(4, cap: .round)).path
        // No caps on a closed subpath: exactly (8, 8)–(52, 52), the hole 12…48.
        Self.expectBounds(outline, (8, 8, 52, 52))
        #expect(Self.covers(outline, 8.1, 8.1) && Self.covers(outline, 51.9, 51.9) && Self.covers(outline, 8.1, 51.9))
        #expect(!Self.covers(outline, 30, 30) && !Self.covers(outline, 12.1, 12.1))
        #expect(Self.covers(outline, 11.9, 30))
    }

    @Test func strokedCircleIsAnAnnulus() {
        // Radius 50 about (50, 50), width 10: radii 45…55; the centre and the hole are outside.
        let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 100))
        let outline = circle.stroked(Self.style(10)).path
        #expect(!Self.covers(outline, 50, 50))
        #expect(!Self.covers(outline, 50, 6), "radius 44")
        #expect(Self.covers(outline, 50, 2) && Self.covers(outline, 50, -4), "radii 48 and 54")
        #expect(!Self.covers(outline, 50, -6), "radius 56")
        for angle in stride(from: 0.0, to: 360, by: 7.5) {
            let a = angle * .pi / 180
            #expect(Self.covers(outline, 50 + 49.5 * cos(a), 50 + 49.5 * sin(a)))
            #expect(Self.covers(outline, 50 + 54.9 * cos(a), 50 + 54.9 * sin(a)), "within the tolerance outside")
            #expect(!Self.covers(outline, 50 + 55.1 * cos(a), 50 + 55.1 * sin(a)))
            #expect(!Self.covers(outline, 50 + 44.9 * cos(a), 50 + 44.9 * sin(a)))
        }
        // Every piece winds the same way: nowhere does the fill count more negative than zero.
        #expect(Self.winding(outline, 50, 1) > 0)
    }

    @Test func dashesCutTheStrokeAndThePhaseShiftsThem() {
        let long = Self.polyline([(0, 0), (100, 0)])
        let dashed = long.stroked(Self.style(2, dash: [10, 10])).path
        #expect(Self.polygons(dashed).count == 5)
        #expect(Self.covers(dashed, 5, 0) && !Self.covers(dashed, 15, 0) && Self.covers(dashed, 25, 0) && !Self.covers(dashed, 95, 0))
        // Phase 5: on 0…5, off 5…15, on 15…25.
        let shifted = long.stroked(Self.style(2, dash: [10, 10], phase: 5)).path
        #expect(Self.covers(shifted, 2, 0) && !Self.covers(shifted, 7, 0) && Self.covers(shifted, 17, 0))
        // An odd count repeats: [10] is [10, 10].
        #expect(long.stroked(Self.style(2, dash: [10])).path == dashed)
        // Round caps on dashes: each dash grows by 1 at both ends.
        let capped = long.stroked(Self.style(2, cap: .round, dash: [10, 10])).path
        #expect(Self.covers(capped, 10.9, 0) && !Self.covers(capped, 11.1, 0))
    }

    @Test func dashesTurnCornersWithJoins() {
        // On 0…50 runs 40 along the top and 10 down the side: the miter corner is drawn.
        let outline = Self.corner.stroked(Self.style(4, dash: [50, 10])).path
        #expect(Self.covers(outline, 51.9, 8.1))
        #expect(Self.covers(outline, 50, 19) && !Self.covers(outline, 50, 21))
    }

    @Test func zeroLengthSubpathsDrawCapsOnly() {
        let point = Self.polyline([(20, 20), (20, 20)])
        #expect(point.stroked(Self.style(6)).path.isEmpty)
        let disc = point.stroked(Self.style(6, cap: .round)).path
        Self.expectBounds(disc, (17, 17, 23, 23))
        #expect(Self.covers(disc, 20, 20) && !Self.covers(disc, 22.5, 22.5))
        let square = point.stroked(Self.style(6, cap: .square)).path
        Self.expectBounds(square, (17, 17, 23, 23))
        #expect(Self.covers(square, 22.9, 22.9))
        // A lone move draws nothing.
        var move = Path()
        move.move(to: Point(x: 5, y: 5))
        #expect(move.stroked(Self.style(6, cap: .round)).path.isEmpty)
    }

    @Test func curvesAreFlattenedWithinTheTolerance() {
        // A quarter of a circle of radius 40 about (0, 0), as one cubic: the outline stays within
        // 38…42 up to the flattening tolerance (and the cubic's own 0.03% from a circle).
        var arc = Path()
        let k = 40 * 0.5522847498
        arc.move(to: Point(x: 40, y: 0))
        arc.addCurve(to: Point(x: 0, y: 40), control1: Point(x: 40, y: k), control2: Point(x: k, y: 40))
        let outline = arc.stroked(Self.style(4)).path
        for angle in stride(from: 1.0, to: 89, by: 2) {
            let a = angle * .pi / 180
            #expect(Self.covers(outline, 41.85 * cos(a), 41.85 * sin(a)) && Self.covers(outline, 38.15 * cos(a), 38.15 * sin(a)))
            #expect(!Self.covers(outline, 42.1 * cos(a), 42.1 * sin(a)) && !Self.covers(outline, 37.9 * cos(a), 37.9 * sin(a)))
        }
    }

    @Test func hostileValuesGiveDefinedResults() {
        #expect(Self.line.stroked(Self.style(0)).path.isEmpty)
        #expect(Self.line.stroked(Self.style(-3)).path.isEmpty)
        #expect(Self.line.stroked(Self.style(.nan)).path.isEmpty)
        // A huge width is clamped to the coordinate limit (half of it each side).
        let huge = Self.line.stroked(Self.style(1e300)).path
        Self.expectBounds(huge, (10, 10 - Path.coordinateLimit / 2, 50, 10 + Path.coordinateLimit / 2))
        // Dashes that add up to nothing stroke solid, as SVG's do.
        #expect(Self.line.stroked(Self.style(4, dash: [0, 0])).path == Self.line.stroked(Self.style(4)).path)
        #expect(Self.line.stroked(Self.style(4, dash: [.infinity, 1])).path == Self.line.stroked(Self.style(4)).path)
        // A phase of any size lands inside the pattern.
        #expect(Self.line.stroked(Self.style(4, dash: [10, 10], phase: -1e6)).path.elements.count == 10)
        #expect(Self.line.stroked(Self.style(4, miterLimit: .nan)).complete)
    }

    @Test func theElementLimitCutsTheOutlineShort() {
        // 1 000 000 dash steps along 100 points: the limit stops the walk after 1000.
        let long = Self.polyline([(0, 0), (100, 0)])
        let tiny = long.stroked(Self.style(1, cap: .round, dash: [0.00005, 0.00005], maxElements: 1000))
        #expect(!tiny.complete)
        #expect(tiny.path.elements.count <= 1000)
        let fits = Self.line.stroked(Self.style(4, maxElements: 5))
        #expect(fits.complete && fits.path.elements.count == 5)
        let short = Self.line.stroked(Self.style(4, maxElements: 4))
        #expect(!short.complete && short.path.isEmpty)
    }

    @Test func flatteningStopsAtTheLimitToo() {
        // 1000 big cubics, 256 chords each at most: more vertices than 100 elements can hold, so
        // flattening stops early and the outline is reported cut short.
        var wiggle = Path()
        wiggle.move(to: Point(x: 0, y: 0))
        for i in 1...1000 {
            let x = Double(i) * 1000
            wiggle.addCurve(to: Point(x: x, y: 0), control1: Point(x: x - 900, y: 100_000), control2: Point(x: x - 100, y: -100_000))
        }
        let outline = wiggle.stroked(Self.style(2, maxElements: 100))
        #expect(!outline.complete && outline.path.elements.count <= 100)
    }

    @Test func outlinesAreDeterministic() {
        let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 60))
        let style = Self.style(7, cap: .round, join: .round, dash: [13, 5, 2, 5], phase: 3)
        #expect(circle.stroked(style).path == circle.stroked(style).path)
    }
}
