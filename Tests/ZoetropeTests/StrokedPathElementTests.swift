import Foundation
import Testing
import Zoetrope

/// `strokedPath` as an element of a custom shape's `path`: outlines of different widths in one
/// shape (seed 001's clock hands), with geometry worked out by hand.
@Suite struct StrokedPathElementTests {
    static func scene(width: String = "10", state: String = "{}", timeline: String = "[]", extra: String = "") -> String {
        #"""
        {"canvas": {"width": 100, "height": 100}, "state": \#(state),
         "shapes": {"Hands": {"params": {"w": 4}, "animatableData": ["w"], "path": [
           {"strokedPath": {"style": {"lineWidth": "w"}, "path": [
             {"move": {"to": ["rect.midX", "rect.midY"]}}, {"addLine": {"to": ["rect.maxX", "rect.midY"]}}]}},
           {"strokedPath": {"style": {"lineWidth": 2, "lineCap": "square"\#(extra)}, "path": [
             {"move": {"to": ["rect.midX", "rect.midY"]}}, {"addLine": {"to": ["rect.midX", "rect.minY"]}}]}}]}},
         "body": {"type": "Hands", "w": \#(width), "modifiers": [{"fill": "black"}]},
         "timeline": \#(timeline)}
        """#
    }

    @Test func eachElementIsStrokedWithItsOwnStyle() throws {
        // w = 10 from (50, 50) to (100, 50): (50, 45)–(100, 55). Width 2, square caps, from
        // (50, 50) up to (50, 0): (49, −1)–(51, 51).
        let d = try ShapeStrokeTests.firstPath(Self.scene())
        #expect(d.hasPrefix("M50 45L100 45L100 55L50 55Z"), "\(d)")
        let covers = { StrokedPathRenderTests.covers(d, $0, $1) }
        #expect(covers(75, 50) && covers(75, 54.9) && !covers(75, 55.1) && !covers(49, 54))
        #expect(covers(50, 25) && covers(50.9, 0) && covers(49.1, -0.9) && !covers(51.1, 25) && !covers(50, -1.1))
    }

    @Test func aParameterWidthAnimates() throws {
        // w 10 → 20 linearly over 1 s: 15 at t = 0.5, the hand (50, 42.5)–(100, 57.5).
        let json = Self.scene(
            width: #""big ? 20 : 10""#, state: #"{"big": false}"#,
            timeline: #"[{"at": 0, "set": {"big": true}, "withAnimation": {"linear": {"duration": 1}}}]"#)
        let d = try ShapeStrokeTests.firstPath(json, at: 0.5)
        #expect(StrokedPathRenderTests.covers(d, 75, 57.4) && !StrokedPathRenderTests.covers(d, 75, 57.6), "\(d)")
        for format in ["css", "smil"] {
            let svg = try TestRenderer.svg(json, options: try RenderOptions(parameters: ["mode": "keyframes", "format": format]))
            try SVGValidation.expectValid(Array(svg.utf8), "strokedPath element keyframes \(format)")
            #expect(svg.contains(#"<animate attributeName="d""#))
        }
    }

    @Test func withoutAPathTheOutlineReplacesThePathSoFar() throws {
        // path = path.strokedPath(width 4): (10, 10)–(50, 10) becomes (10, 8)–(50, 12); then a
        // line (60, 10)–(90, 10) is added as it is (not filled: a line encloses nothing).
        let json = #"""
            {"canvas": {"width": 100, "height": 100}, "body": {"type": "Path", "path": [
              {"move": {"to": [10, 10]}}, {"addLine": {"to": [50, 10]}},
              {"strokedPath": {"style": {"lineWidth": 4}}},
              {"move": {"to": [60, 10]}}, {"addLine": {"to": [90, 10]}}], "modifiers": [{"fill": "black"}]}}
            """#
        #expect(try ShapeStrokeTests.firstPath(json) == "M10 8L50 8L50 12L10 12ZM60 10L90 10")
    }

    @Test func badElementsNameTheirPath() throws {
        func failure(_ json: String) -> ZoetropeError? {
            do {
                _ = try TestRenderer.shared.render(Array(json.utf8), options: RenderOptions(mode: .snapshot))
                return nil
            } catch { return error }
        }
        let cap = try #require(failure(Self.scene(extra: #", "lineJoin": "sharp""#)))
        #expect(cap.status == 422 && cap.path == "/shapes/Hands/path/1/strokedPath/style/lineJoin")
        let wrong = try #require(failure(#"""
            {"canvas": {"width": 10, "height": 10}, "body": {"type": "Path", "path": [{"strokedPath": {"style": {}, "path": 3}}]}}
            """#))
        #expect(wrong.path == "/body/path/0/strokedPath/path")
    }

    @Test func whatALoopStrokesCountsAgainstTheElementLimitEvenWhenDropped() throws {
        // Each pass strokes a 2-element line at width 0 (an empty outline, nothing drawn): 5,000
        // passes stroke 10,000 elements, the limit (maxPathElements); 5,001 stroke 10,002.
        func scene(_ passes: Int) -> String {
            #"""
            {"canvas": {"width": 100, "height": 100},
             "shapes": {"Ticks": {"params": {}, "path": [{"for": "i", "in": "0 ..< \#(passes)", "do": [
               {"strokedPath": {"style": {"lineWidth": 0}, "path": [
                 {"move": {"to": [0, 0]}}, {"addLine": {"to": [1, 1]}}]}}]}]}},
             "body": {"type": "Ticks"}}
            """#
        }
        _ = try TestRenderer.shared.render(Array(scene(5_000).utf8), options: RenderOptions(mode: .snapshot))
        do {
            _ = try TestRenderer.shared.render(Array(scene(5_001).utf8), options: RenderOptions(mode: .snapshot))
            Issue.record("expected the element limit")
        } catch {
            #expect(error.status == 422 && error.message == "Ticks's path has more than maxPathElements (10000) elements")
        }
    }
}
