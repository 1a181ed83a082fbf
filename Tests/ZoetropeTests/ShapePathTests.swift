import Foundation
import Testing
import Zoetrope

/// Path views and custom shapes, with coordinates worked out by hand.
@Suite struct ShapePathTests {
    /// The `d` attributes of a document, in order.
    static func pathData(_ svg: String) -> [String] {
        var result: [String] = []
        var rest = svg[...]
        while let start = rest.range(of: " d=\"") {
            let after = rest[start.upperBound...]
            guard let end = after.firstIndex(of: "\"") else { break }
            result.append(String(after[..<end]))
            rest = after[end...]
        }
        return result
    }

    /// The commands of path data with their numbers: `[("M", [10, 10]), ("L", [90, 10])]`.
    static func commands(_ d: String) -> [(String, [Double])] {
        var result: [(String, [Double])] = []
        var number = ""
        func flush() {
            if !number.isEmpty, let value = Double(number), !result.isEmpty { result[result.count - 1].1.append(value) }
            number = ""
        }
        for ch in d {
            if ch.isLetter && ch != "e" {
                flush()
                result.append((String(ch), []))
            } else if ch == " " || ch == "," {
                flush()
            } else if ch == "-" && !number.isEmpty && number.last != "e" {
                flush()
                number = "-"
            } else {
                number.append(ch)
            }
        }
        flush()
        return result
    }

    static func snapshot(_ json: String, at time: Double = 0) throws -> String {
        try TestRenderer.svg(json, options: RenderOptions(mode: .snapshot, time: time))
    }

    static func polygonScene(from: Double, to: Double, extraParams: String = "", extraState: String = "") -> String {
        """
        {"canvas": {"width": 200, "height": 200}, "state": {"sides": \(from)\(extraState)},
         "shapes": {"PolygonShape": {"params": {"sides": 3\(extraParams.isEmpty ? "" : ", \"scale\": 1")}, "animatableData": ["sides"\(extraParams.isEmpty ? "" : ", \"scale\"")],
           "path": [
             {"let": {"h": "min(rect.width, rect.height) / 2\(extraParams.isEmpty ? "" : " * scale")", "cx": "rect.width / 2", "cy": "rect.height / 2"}},
             {"let": {"extra": "sides != floor(sides) ? 1 : 0"}},
             {"for": "i", "in": "0 ..< floor(sides) + extra", "do": [
               {"let": {"angle": "i * (360 / sides) * pi / 180"}},
               {"if": "i == 0", "then": [{"move": {"to": ["cx + cos(angle) * h", "cy + sin(angle) * h"]}}],
                "else": [{"addLine": {"to": ["cx + cos(angle) * h", "cy + sin(angle) * h"]}}]}]},
             "closeSubpath"]}},
         "body": {"type": "PolygonShape", "sides": "sides"\(extraParams), "modifiers": [{"fill": "blue"}]},
         "timeline": [{"at": 0, "set": {"sides": \(to)\(extraState.isEmpty ? "" : ", \"scale\": 0.5")}, "withAnimation": {"linear": {"duration": 1}}}]}
        """
    }

    static func expectPoints(_ d: String, _ expected: [(Double, Double)], sourceLocation: SourceLocation = #_sourceLocation) {
        let points = commands(d).filter { $0.0 == "M" || $0.0 == "L" }.map { ($0.1[0], $0.1[1]) }
        #expect(points.count == expected.count, "\(d)", sourceLocation: sourceLocation)
        for (p, e) in zip(points, expected) {
            #expect(abs(p.0 - e.0) < 0.01 && abs(p.1 - e.1) < 0.01, "\(p) != \(e) in \(d)", sourceLocation: sourceLocation)
        }
    }

    @Test func polygonWithFractionalSidesDrawsTheExtraVertex() throws {
        // sides 3.4 (a constant): 4 vertices 360/3.4 = 105.88° apart on a circle of radius 100
        // about (100, 100): cos/sin of 0°, 105.88°, 211.76°, 317.65°.
        let svg = try Self.snapshot(Self.polygonScene(from: 3.4, to: 3.4))
        let d = try #require(Self.pathData(svg).first)
        Self.expectPoints(d, [(200, 100), (72.634, 196.183), (14.978, 47.357), (173.901, 32.630)])
        #expect(d.hasSuffix("Z"))
    }

    @Test func polygonFromThreeToSixPassesThroughFourAndFiveVertices() throws {
        let scene = Self.polygonScene(from: 3, to: 6)
        // Linear over 1 s: sides = 3 + 3t.
        let counts = try [0.0, 0.25, 0.5, 0.8, 1.0].map { t in
            let d = try #require(Self.pathData(try Self.snapshot(scene, at: t)).first)
            return Self.commands(d).filter { $0.0 == "M" || $0.0 == "L" }.count
        }
        // 3; 3.75 → 4; 4.5 → 5; 5.4 → 6; 6.
        #expect(counts == [3, 4, 5, 6, 6])
    }

    @Test func sidesAndScaleInterpolateAsAnAnimatablePair() throws {
        // sides 3 → 5 and scale 1 → 0.5: at t = 0.5, sides 4 (whole: no extra vertex) and
        // scale 0.75, a square of half-diagonal 75 about (100, 100).
        let scene = Self.polygonScene(from: 3, to: 5, extraParams: #", "scale": "scale""#, extraState: #", "scale": 1"#)
        let d = try #require(Self.pathData(try Self.snapshot(scene, at: 0.5)).first)
        Self.expectPoints(d, [(175, 100), (100, 175), (25, 100), (100, 25)])
    }

    static let clock = #"""
        {"canvas": {"width": 200, "height": 200}, "state": {"time": 0},
         "shapes": {"ClockShape": {"params": {"time": 0}, "animatableData": ["time"], "path": [
           {"let": {"hours": "floor(time / 3600)"}},
           {"let": {"minutes": "floor((time - hours * 3600) / 60)"}},
           {"let": {"seconds": "time - hours * 3600 - minutes * 60"}},
           {"let": {"r": "min(rect.width, rect.height) / 2", "cx": "rect.midX", "cy": "rect.midY"}},
           {"let": {"m": "(minutes / 60 * 360 - 90) * pi / 180", "s": "(seconds / 60 * 360 - 90) * pi / 180"}},
           {"move": {"to": ["cx", "cy"]}}, {"addLine": {"to": ["cx + r * 0.6 * cos(m)", "cy + r * 0.6 * sin(m)"]}},
           {"move": {"to": ["cx", "cy"]}}, {"addLine": {"to": ["cx + r * 0.8 * cos(s)", "cy + r * 0.8 * sin(s)"]}}]}},
         "body": {"type": "ClockShape", "time": "time", "modifiers": [{"stroke": "black"}]},
         "timeline": [{"at": 0, "set": {"time": 90}, "withAnimation": {"linear": {"duration": 1}}}]}
        """#

    @Test func clockDerivesMinutesFromTheAnimatedSeconds() throws {
        // t = 0.5: 45 s → minute hand straight up (100, 40), second hand at 180° (20, 100).
        let half = try #require(Self.pathData(try Self.snapshot(Self.clock, at: 0.5)).first)
        Self.expectPoints(half, [(100, 100), (100, 40), (100, 100), (20, 100)])
        // t = 1: 90 s = 1 min 30 s → minute hand at 6° − 90° = −84°: (106.272, 40.329);
        // second hand at 90°: (100, 180).
        let end = try #require(Self.pathData(try Self.snapshot(Self.clock, at: 1)).first)
        Self.expectPoints(end, [(100, 100), (106.272, 40.329), (100, 100), (100, 180)])
    }

    @Test func pathViewDrawsInItsOwnCoordinates() throws {
        let json = #"""
            {"canvas": {"width": 100, "height": 100},
             "body": {"type": "Path", "svg": "M10 10 H90 v30 Z", "modifiers": [{"fill": "red"}]}}
            """#
        let d = try #require(Self.pathData(try Self.snapshot(json)).first)
        #expect(d == "M10 10L90 10L90 40Z")
    }

    @Test func arcsFollowSwiftUIsFlippedClockwise() throws {
        // clockwise: false from 0° to 90° runs clockwise on screen, one cubic from (60, 50) to
        // (50, 60) with handles 4/3·tan(22.5°)·10 = 5.523 long.
        let json = #"""
            {"canvas": {"width": 100, "height": 100},
             "body": {"type": "Path", "path": [
               {"addArc": {"center": [50, 50], "radius": 10, "startAngle": {"degrees": 0}, "endAngle": {"degrees": 90}, "clockwise": false}}],
              "modifiers": [{"stroke": "black"}]}}
            """#
        let d = try #require(Self.pathData(try Self.snapshot(json)).first)
        let commands = Self.commands(d)
        #expect(commands.map(\.0) == ["M", "C"])
        let expected = [60, 55.523, 55.523, 60, 50, 60]
        #expect(zip(commands[1].1, expected).allSatisfy { abs($0 - $1) < 0.01 }, "\(d)")
        // clockwise: true goes the other way round: three quarter turns through (50, 40) and (40, 50).
        let other = try #require(Self.pathData(try Self.snapshot(json.replacingOccurrences(of: "\"clockwise\": false", with: "\"clockwise\": true"))).first)
        let ends = Self.commands(other).dropFirst().map { Array($0.1.suffix(2)) }
        #expect(ends.count == 3)
        for (end, e) in zip(ends, [[50.0, 40.0], [40, 50], [50, 60]]) {
            #expect(abs(end[0] - e[0]) < 0.01 && abs(end[1] - e[1]) < 0.01, "\(other)")
        }
    }

    @Test func arcRadiiTooSmallToSquareStillMakeTheHalfEllipse() throws {
        // SVG scales radii that cannot reach the end up to the half-ellipse through both ends. From
        // (0, 0) to (100, 100) with equal radii that is the half-circle about (50, 50) of radius
        // 70.71; sweep 0 turns it through −135° − 90° = 135°: (50 − 50, 50 + 50) = (0, 100). Radii of
        // 1e-200 square to 0 in doubles, and took the render down; they draw what 0.5 draws.
        func ends(_ radius: String) throws -> [[Double]] {
            let json = #"{"canvas": {"width": 100, "height": 100}, "body": {"type": "Path", "svg": "M0 0 A\#(radius) \#(radius) 0 0 0 100 100", "modifiers": [{"stroke": "black"}]}}"#
            let d = try #require(Self.pathData(try Self.snapshot(json)).first)
            let commands = Self.commands(d)
            #expect(commands.map(\.0) == ["M", "C", "C"], "\(d)")
            return commands.dropFirst().map { Array($0.1.suffix(2)) }
        }
        for radius in ["1e-200", "5e-324", "0.5"] {
            let points = try ends(radius)
            for (point, expected) in zip(points, [[0.0, 100.0], [100, 100]]) {
                #expect(abs(point[0] - expected[0]) < 0.01 && abs(point[1] - expected[1]) < 0.01, "\(radius): \(points)")
            }
        }
        // Radii 1e300 apart keep their ratio: rx 50 and ry 5e301, a half-ellipse about (50, 50) whose
        // middle, at −270°, is (50, 50 + 5e301), drawn at the coordinate limit of 1e6.
        let json = #"{"canvas": {"width": 100, "height": 100}, "body": {"type": "Path", "svg": "M0 0 A1e-300 1 0 0 0 100 100", "modifiers": [{"stroke": "black"}]}}"#
        let tall = Self.commands(try #require(Self.pathData(try Self.snapshot(json)).first)).dropFirst().map { Array($0.1.suffix(2)) }
        #expect(tall == [[50, 1_000_000], [100, 100]])
    }

    @Test func notANumberAndInfinityNeverReachTheSVG() throws {
        // sqrt(-1) is 0, 1/0 is 0 (the expression rules); pow(10, 400) is +inf, clamped to 1e6.
        let json = #"""
            {"canvas": {"width": 100, "height": 100},
             "body": {"type": "Path", "path": [{"move": {"to": ["sqrt(-1)", "1 / 0"]}}, {"addLine": {"to": ["pow(10, 400)", "-pow(10, 400)"]}}],
              "modifiers": [{"stroke": "black"}]}}
            """#
        let d = try #require(Self.pathData(try Self.snapshot(json)).first)
        #expect(d == "M0 0L1000000-1000000")
    }

    func failure(_ json: String) -> ZoetropeError? {
        do {
            _ = try TestRenderer.shared.render(Array(json.utf8), options: RenderOptions())
            return nil
        } catch {
            return error
        }
    }

    @Test func invalidSVGPathDataIs422WithItsPointer() throws {
        let error = try #require(failure(#"{"body": {"type": "Path", "svg": "M10 10 L20"}}"#))
        #expect(error.status == 422)
        #expect(error.path == "/body/svg")
        let start = try #require(failure(#"{"body": {"type": "Path", "svg": "L10 10"}}"#))
        #expect(start.path == "/body/svg")
        let huge = try #require(failure(#"{"body": {"type": "Path", "svg": "M1e400 0"}}"#))
        #expect(huge.path == "/body/svg")
    }

    @Test func loopsOverTheIterationLimitAreRefused() throws {
        let constant = try #require(failure(#"""
            {"body": {"type": "Path", "path": [{"move": {"to": [0, 0]}}, {"for": "i", "in": "0 ..< 1000000", "do": [{"addLine": {"to": ["i", 0]}}]}]}}
            """#))
        #expect(constant.status == 422)
        #expect(constant.path == "/body/path/1/in")
        // Nested loops multiply: 200 × 200 iterations pass 10,000, found when the instance's
        // fixed arguments are tried.
        let nested = try #require(failure(#"""
            {"shapes": {"Lattice": {"params": {"n": 200}, "path": [{"for": "i", "in": "0 ..< n", "do": [{"for": "j", "in": "0 ..< n", "do": [{"move": {"to": ["i", "j"]}}]}]}]}},
             "body": {"type": "Lattice"}}
            """#))
        #expect(nested.status == 422)
        #expect(nested.path == "/body")
    }

    @Test func aPathThatReadsNoStateIsCheckedAsACustomShapeIs() throws {
        // A move and 10,000 lines are 10,001 elements, one past maxPathElements; 200 × 200 nested
        // iterations pass maxPathIterations. Nothing of the drawing changes them, so they are
        // refused at the Path's `path`, as the same program as a custom shape is at its view.
        let elements = try #require(failure(#"""
            {"body": {"type": "Path", "path": [{"move": {"to": [0, 0]}}, {"for": "i", "in": "0 ..< 10000", "do": [{"addLine": {"to": ["i % 400", 5]}}]}]}}
            """#))
        #expect(elements.status == 422)
        #expect(elements.path == "/body/path")
        #expect(elements.message.contains("more than maxPathElements (10000) elements"))
        let nested = try #require(failure(#"""
            {"body": {"type": "Path", "path": [{"let": {"n": 200}}, {"for": "i", "in": "0 ..< n", "do": [{"for": "j", "in": "0 ..< n", "do": [{"move": {"to": ["i", "j"]}}]}]}]}}
            """#))
        #expect(nested.path == "/body/path")
        #expect(nested.message.contains("more than maxPathIterations (10000) loop iterations"))
        // 9,999 lines fit.
        let fits = #"{"canvas": {"width": 100, "height": 100}, "body": {"type": "Path", "path": [{"move": {"to": [0, 0]}}, {"for": "i", "in": "0 ..< 9999", "do": [{"addLine": {"to": [1, 1]}}]}], "modifiers": [{"stroke": "black"}]}}"#
        #expect(Self.commands(try #require(Self.pathData(try Self.snapshot(fits)).first)).count == 10_000)
    }

    @Test func loopsOverTheLimitAtRenderTimeAreCutShort() throws {
        // The count comes from state, so it is only known when drawn: the loop stops at the
        // limit (10,000 iterations) and the rest of the path is dropped — no error, no hang.
        let json = #"""
            {"canvas": {"width": 100, "height": 100}, "state": {"n": 1000000000},
             "body": {"type": "Path", "path": [{"move": {"to": [0, 0]}}, {"for": "i", "in": "0 ..< n", "do": [{"addLine": {"to": [1, 1]}}]}, {"addLine": {"to": [5, 5]}}],
              "modifiers": [{"stroke": "black"}]}}
            """#
        let d = try #require(Self.pathData(try Self.snapshot(json)).first)
        #expect(Self.commands(d).count == 10_000)  // the move and 9,999 lines: the element limit
    }
}
