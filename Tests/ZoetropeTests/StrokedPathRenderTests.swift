import Foundation
import Testing
import Zoetrope

/// `strokedPath` as a shape modifier, through every output, with geometry worked out by hand.
@Suite struct StrokedPathRenderTests {
    static func scene(_ view: String, state: String = "{}", timeline: String = "[]") -> String {
        #"{"canvas": {"width": 100, "height": 100}, "state": \#(state), "body": \#(view), "timeline": \#(timeline)}"#
    }

    /// The polygons of path data made of M, L and Z.
    static func polygons(_ d: String) -> [[(Double, Double)]] {
        var result: [[(Double, Double)]] = []
        for (command, numbers) in ShapePathTests.commands(d) {
            switch command {
            case "M": result.append([(numbers[0], numbers[1])])
            case "L": result[result.count - 1].append((numbers[0], numbers[1]))
            case "Z": continue
            default: Issue.record("unexpected \(command) in \(d)")
            }
        }
        return result
    }

    /// Whether the nonzero fill of path data covers `(x, y)`.
    static func covers(_ d: String, _ x: Double, _ y: Double) -> Bool {
        var winding = 0
        for polygon in polygons(d) {
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                let side = (b.0 - a.0) * (y - a.1) - (x - a.0) * (b.1 - a.1)
                if a.1 <= y {
                    if b.1 > y && side > 0 { winding += 1 }
                } else if b.1 <= y && side < 0 {
                    winding -= 1
                }
            }
        }
        return winding != 0
    }

    func failure(_ json: String) -> ZoetropeError? {
        do {
            _ = try TestRenderer.shared.render(Array(json.utf8), options: RenderOptions(mode: .snapshot))
            return nil
        } catch {
            return error
        }
    }

    @Test func aLineBecomesTheRectangleItsStrokeCovers() throws {
        // Width 4 around (10, 10)–(50, 10): the rectangle (10, 8)–(50, 12), clockwise on screen
        // from its top-left corner like addRect; filled red.
        let json = Self.scene(#"{"type": "Path", "svg": "M10 10 H50", "modifiers": [{"strokedPath": {"lineWidth": 4}}, {"fill": "red"}]}"#)
        let tag = try ShapeStrokeTests.firstPathTag(json)
        #expect(tag == ##"<path d="M10 8L50 8L50 12L10 12Z" fill="#ff3b30"/"##)
    }

    @Test func theOutlineCanBeStrokedAndTrimmed() throws {
        // trim after strokedPath trims the outline: half of its 88-point perimeter runs along
        // the top (40) and down the right end (4).
        let trimmed = Self.scene(
            #"{"type": "Path", "svg": "M10 10 H50", "modifiers": [{"strokedPath": {"lineWidth": 4}}, {"trim": {"to": 0.5}}, {"stroke": "blue"}]}"#)
        #expect(try ShapeStrokeTests.firstPath(trimmed) == "M10 8L50 8L50 12")
        // trim before strokedPath strokes the trimmed line: (10, 10)–(30, 10), square caps.
        let first = Self.scene(
            #"{"type": "Path", "svg": "M10 10 H50", "modifiers": [{"trim": {"to": 0.5}}, {"strokedPath": {"lineWidth": 4, "lineCap": "square"}}, {"fill": "blue"}]}"#)
        // The rectangle (10, 8)–(30, 12), then a 2-point square cap at each end.
        let d = try ShapeStrokeTests.firstPath(first)
        #expect(d == "M10 8L30 8L30 12L10 12ZM10 12L8 12L8 8L10 8ZM30 8L32 8L32 12L30 12Z")
        #expect(Self.covers(d, 8.1, 10) && Self.covers(d, 31.9, 11.9) && !Self.covers(d, 7.9, 10) && !Self.covers(d, 32.1, 10))
    }

    @Test func aStrokedCircleFillsARingAndLeavesItsHole() throws {
        // Circle of radius 50 about (50, 50), width 10: the ring 45…55; stroking with round
        // caps changes nothing on a closed outline.
        let d = try ShapeStrokeTests.firstPath(
            Self.scene(#"{"type": "Circle", "modifiers": [{"strokedPath": {"lineWidth": 10, "lineCap": "round"}}, {"fill": "green"}]}"#))
        #expect(!Self.covers(d, 50, 50) && !Self.covers(d, 50, 6) && !Self.covers(d, 50, -6))
        #expect(Self.covers(d, 50, 2) && Self.covers(d, 50, -4) && Self.covers(d, 98, 50) && Self.covers(d, 2, 50))
    }

    static let growing = scene(
        #"{"type": "Circle", "modifiers": [{"trim": {"from": 0, "to": "end"}}, {"strokedPath": {"lineWidth": "end * 20"}}, {"fill": "blue"}]}"#,
        state: #"{"end": 0}"#, timeline: #"[{"at": 0, "set": {"end": 1}, "withAnimation": {"linear": {"duration": 1}}}]"#)

    @Test func aTrimmedStrokedCircleAnimatesInSnapshots() throws {
        // At t = 0.5: half the circle, from 3 o'clock clockwise on screen to 9 o'clock, width 10
        // (45…55): the bottom is covered, the top is not; the butt end at 3 o'clock is y = 50.
        let d = try ShapeStrokeTests.firstPath(Self.growing, at: 0.5)
        #expect(Self.covers(d, 50, 97) && Self.covers(d, 97, 51) && Self.covers(d, 3, 51))
        #expect(!Self.covers(d, 50, 3) && !Self.covers(d, 97, 49) && !Self.covers(d, 3, 49))
        // At t = 0 nothing is drawn (trim to 0, width 0).
        #expect(try ShapePathTests.pathData(ShapePathTests.snapshot(Self.growing, at: 0)).allSatisfy(\.isEmpty))
    }

    @Test func keyframesAndFramesAnimateTheOutline() throws {
        for format in ["css", "smil"] {
            let svg = try TestRenderer.svg(Self.growing, options: try RenderOptions(parameters: ["mode": "keyframes", "format": format]))
            try SVGValidation.expectValid(Array(svg.utf8), "strokedPath keyframes \(format)")
            // Path data is SMIL in both formats (WebKit ignores CSS `d`).
            #expect(svg.contains(#"<animate attributeName="d""#), "\(format): \(svg.prefix(600))")
        }
        let frames = try TestRenderer.svg(Self.growing, options: try RenderOptions(parameters: ["mode": "frames", "fps": "4"]))
        #expect(frames.contains("M"), "frames draw the outline")
        let trace = String(decoding: try TestRenderer.shared.trace(Array(Self.growing.utf8)).bytes, as: UTF8.self)
        #expect(!trace.isEmpty)
    }

    @Test func hostileWidthsRenderDefinedOutlines() throws {
        // NaN (0 / 0 through state) draws nothing; 1e300 is clamped to the coordinate limit.
        let nan = try ShapePathTests.snapshot(Self.scene(
            #"{"type": "Path", "svg": "M10 10 H50", "modifiers": [{"strokedPath": {"lineWidth": "z / z"}}, {"fill": "red"}]}"#, state: #"{"z": 0}"#))
        #expect(!nan.lowercased().contains("nan") && !nan.contains("inf"))
        let huge = try ShapeStrokeTests.firstPath(Self.scene(
            #"{"type": "Path", "svg": "M10 10 H50", "modifiers": [{"strokedPath": {"lineWidth": "w"}}, {"fill": "red"}]}"#, state: #"{"w": 1e300}"#))
        #expect(huge == "M10-499990L50-499990L50 500010L10 500010Z")
    }

    @Test func misusedStrokedPathIsRefusedWhereItIsWritten() throws {
        let late = try #require(failure(Self.scene(#"{"type": "Circle", "modifiers": [{"fill": "red"}, {"strokedPath": {"lineWidth": 2}}]}"#)))
        #expect(late.status == 422 && late.path == "/body/modifiers/1")
        #expect(late.message == "strokedPath must come before fill and stroke (it makes a new shape; they make a view)")
        let twice = try #require(failure(Self.scene(#"{"type": "Circle", "modifiers": [{"strokedPath": {}}, {"strokedPath": {}}]}"#)))
        #expect(twice.path == "/body/modifiers/1" && twice.message == "a shape takes at most one strokedPath")
        let text = try #require(failure(Self.scene(#"{"type": "Text", "text": "a", "modifiers": [{"strokedPath": {}}]}"#)))
        #expect(text.path == "/body/modifiers/0")
        let border = try #require(failure(Self.scene(#"{"type": "Circle", "modifiers": [{"strokedPath": {}}, {"strokeBorder": "red"}]}"#)))
        #expect(border.path == "/body/modifiers/1")
        let number = try #require(failure(Self.scene(#"{"type": "Circle", "modifiers": [{"strokedPath": 4}]}"#)))
        #expect(number.path == "/body/modifiers/0/strokedPath" && number.message == "strokedPath must be an object, got 4")
        let cap = try #require(failure(Self.scene(#"{"type": "Circle", "modifiers": [{"strokedPath": {"lineCap": "rounded"}}]}"#)))
        #expect(cap.path == "/body/modifiers/0/strokedPath/lineCap")
        let negative = try #require(failure(Self.scene(#"{"type": "Circle", "modifiers": [{"strokedPath": {"lineWidth": -1}}]}"#)))
        #expect(negative.path == "/body/modifiers/0/strokedPath/lineWidth")
        #expect(negative.message == "strokedPath.lineWidth must not be negative, got -1")
        let miter = try #require(failure(Self.scene(#"{"type": "Circle", "modifiers": [{"strokedPath": {"miterLimit": 0}}]}"#)))
        #expect(miter.message == "strokedPath.miterLimit must be a number from 1 to 1000, got 0")
        let dash = try #require(failure(Self.scene(#"{"type": "Circle", "modifiers": [{"strokedPath": {"dash": [1, -1]}}]}"#)))
        #expect(dash.path == "/body/modifiers/0/strokedPath/dash")
        let key = try #require(failure(Self.scene(#"{"type": "Circle", "modifiers": [{"strokedPath": {"width": 3}}]}"#)))
        #expect(key.path == "/body/modifiers/0/strokedPath/width")
    }

    @Test func anOutlinePastTheLimitIsRefusedBeforeRendering() throws {
        // 1000 points of line in dashes of 0.001: a million dash steps, past 100 000.
        let json = Self.scene(#"{"type": "Path", "svg": "M0 0 H1000", "modifiers": [{"strokedPath": {"lineWidth": 1, "dash": [0.001, 0.001]}}]}"#)
        let error = try #require(failure(json))
        #expect(error.status == 422 && error.path == "/body/modifiers/0/strokedPath")
        #expect(error.message == "the stroked outline has more than maxStrokedPathElements (100000) elements, dash steps counted")
        // A circle's size comes from layout: at render time the outline is cut short instead, at
        // maxStrokedPathElements steps (each step draws at most one piece).
        let svg = try ShapePathTests.snapshot(
            Self.scene(#"{"type": "Circle", "modifiers": [{"strokedPath": {"lineWidth": 1, "lineCap": "round", "dash": [0.0001, 0.0001]}}]}"#))
        let pieces = ShapePathTests.pathData(svg).map { Self.polygons($0).count }.reduce(0, +)
        #expect(pieces > 0 && pieces <= 100_000)
    }
}
