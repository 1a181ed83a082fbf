import Foundation
import Testing
import Zoetrope

/// `trim`, stroke styles and `strokeBorder`, with geometry worked out by hand.
@Suite struct ShapeStrokeTests {
    static func scene(_ view: String, state: String = "{}", timeline: String = "[]") -> String {
        #"{"canvas": {"width": 100, "height": 100}, "state": \#(state), "body": \#(view), "timeline": \#(timeline)}"#
    }

    static func firstPath(_ json: String, at time: Double = 0) throws -> String {
        let svg = try ShapePathTests.snapshot(json, at: time)
        return try #require(ShapePathTests.pathData(svg).first)
    }

    /// The start tag of the first `<path>`.
    static func firstPathTag(_ json: String, at time: Double = 0) throws -> String {
        let svg = try ShapePathTests.snapshot(json, at: time)
        let start = try #require(svg.range(of: "<path "))
        let end = try #require(svg[start.upperBound...].firstIndex(of: ">"))
        return String(svg[start.lowerBound..<end])
    }

    @Test func rectangleTrimStartsAtTheTopLeftCorner() throws {
        // Perimeter 400: half is the top edge and the right edge.
        let half = Self.scene(#"{"type": "Rectangle", "modifiers": [{"trim": {"from": 0, "to": 0.5}}, {"stroke": "black"}]}"#)
        #expect(try Self.firstPath(half) == "M0 0L100 0L100 100")
        // 0.25…0.5: the right edge only.
        let right = Self.scene(#"{"type": "Rectangle", "modifiers": [{"trim": {"from": 0.25, "to": 0.5}}, {"stroke": "black"}]}"#)
        #expect(try Self.firstPath(right) == "M100 0L100 100")
    }

    @Test func circleTrimStartsAtThreeOClockRunningClockwise() throws {
        // A quarter: from (100, 50) down to (50, 100), one cubic with handles 50·0.5523 = 27.614.
        let json = Self.scene(#"{"type": "Circle", "modifiers": [{"trim": {"from": 0, "to": 0.25}}, {"stroke": "black"}]}"#)
        let commands = ShapePathTests.commands(try Self.firstPath(json))
        #expect(commands.map(\.0) == ["M", "C"])
        #expect(commands[0].1 == [100, 50])
        let expected = [100, 77.614, 77.614, 100, 50, 100]
        #expect(zip(commands[1].1, expected).allSatisfy { abs($0 - $1) < 0.01 }, "\(commands)")
    }

    @Test func trimAnimates() throws {
        // to: 0 → 1 linear over 1 s; at 0.375 the stroke runs 150 of 400: the top edge and half
        // the right edge.
        let json = Self.scene(
            #"{"type": "Rectangle", "modifiers": [{"trim": {"from": 0, "to": "end"}}, {"stroke": "black"}]}"#, state: #"{"end": 0}"#,
            timeline: #"[{"at": 0, "set": {"end": 1}, "withAnimation": {"linear": {"duration": 1}}}]"#)
        #expect(try Self.firstPath(json, at: 0.375) == "M0 0L100 0L100 50")
    }

    @Test func strokeStyleIsWritten() throws {
        let style = #"{"lineWidth": 8, "lineCap": "round", "lineJoin": "round", "miterLimit": 10, "dash": [4, 2], "dashPhase": 1}"#
        let tag = try Self.firstPathTag(Self.scene(#"{"type": "Rectangle", "modifiers": [{"stroke": {"color": "blue", "style": \#(style)}}]}"#))
        for attribute in [#"stroke-width="8""#, #"stroke-linecap="round""#, #"stroke-linejoin="round""#, #"stroke-dasharray="4 2""#, #"stroke-dashoffset="1""#] {
            #expect(tag.contains(attribute), "\(tag)")
        }
        // A path's corners can be sharp: SwiftUI's miter limit 10 is written (SVG's default is 4);
        // a rectangle's right angles draw the same under either, so it is left out there.
        #expect(!tag.contains("miterlimit"))
        let path = try Self.firstPathTag(Self.scene(#"{"type": "Path", "svg": "M0 0 L50 100 L100 0", "modifiers": [{"stroke": {"color": "blue", "style": {"lineWidth": 4}}}]}"#))
        #expect(path.contains(#"stroke-miterlimit="10""#), "\(path)")
    }

    @Test func dashPhaseAndLineWidthAnimate() throws {
        let json = Self.scene(
            #"{"type": "Rectangle", "modifiers": [{"stroke": {"color": "blue", "style": {"lineWidth": "on ? 9 : 1", "dash": [4, 2], "dashPhase": "on ? 6 : 0"}}}]}"#,
            state: #"{"on": false}"#, timeline: #"[{"at": 0, "set": {"on": true}, "withAnimation": {"linear": {"duration": 1}}}]"#)
        let tag = try Self.firstPathTag(json, at: 0.5)
        #expect(tag.contains(#"stroke-dashoffset="3""#), "\(tag)")
        #expect(tag.contains(#"stroke-width="5""#), "\(tag)")
    }

    @Test func strokeBorderDrawsInsideTheOutline() throws {
        // Line width 10: the circle of radius 50 − 5 = 45, starting at (95, 50).
        let json = Self.scene(#"{"type": "Circle", "modifiers": [{"strokeBorder": {"color": "red", "lineWidth": 10}}]}"#)
        #expect(try Self.firstPath(json).hasPrefix("M95 50C95 "))
    }

    func failure(_ json: String) -> ZoetropeError? {
        do {
            _ = try TestRenderer.shared.render(Array(json.utf8), options: RenderOptions())
            return nil
        } catch {
            return error
        }
    }

    @Test func misplacedShapeModifiersAreRefused() throws {
        let border = try #require(failure(Self.scene(#"{"type": "Path", "svg": "M0 0 H10", "modifiers": [{"strokeBorder": "red"}]}"#)))
        #expect(border.status == 422)
        #expect(border.path == "/body/modifiers/0")
        let late = try #require(failure(Self.scene(#"{"type": "Circle", "modifiers": [{"stroke": "red"}, {"trim": {"to": 0.5}}]}"#)))
        #expect(late.path == "/body/modifiers/1")
        let cap = try #require(failure(Self.scene(#"{"type": "Circle", "modifiers": [{"stroke": {"color": "red", "style": {"lineCap": "rounded"}}}]}"#)))
        #expect(cap.path == "/body/modifiers/0/stroke/style/lineCap")
    }
}
