import Foundation
import Testing
import Zoetrope

/// Gradients in strokes, borders and `foregroundStyle` (shapes, text, symbols). Expected geometry
/// worked out by hand: the gradient's unit space is the shape's (or text's) frame, SEMANTICS §6
/// centres the root in the canvas. red (light) = #ff3b30, blue = #007aff, yellow = #ffcc00.
@Suite struct GradientPaintRenderTests {
    func snapshot(_ json: String) throws -> String {
        let svg = try TestRenderer.svg(json, options: RenderOptions(mode: .snapshot))
        try SVGValidation.expectValid(Array(svg.utf8), "gradient paint snapshot")
        return Self.plainIDs(svg)
    }

    /// The SVG with the per-input id prefix shortened to `z`.
    static func plainIDs(_ svg: String) -> String {
        guard let match = svg.firstMatch(of: /id="(z[0-9a-z]+?)[gcmf]\d+"/) else { return svg }
        return svg.replacingOccurrences(of: String(match.output.1), with: "z")
    }

    static let redToBlue = #"{"linearGradient": {"colors": ["red", "blue"], "startPoint": "leading", "endPoint": "trailing"}}"#

    @Test func strokeColorTakesALinearGradientInTheShapesFrame() throws {
        // The circle fills the 100×100 canvas: leading (0, 50), trailing (100, 50).
        let svg = try snapshot(#"""
            {"canvas": {"width": 100, "height": 100}, "body": {"type": "Circle", "modifiers": [
              {"stroke": {"color": \#(Self.redToBlue), "lineWidth": 8}}]}}
            """#)
        #expect(svg.contains(##"<linearGradient id="zg0" gradientUnits="userSpaceOnUse" x1="0" y1="50" x2="100" y2="50"><stop offset="0" stop-color="#ff3b30"/><stop offset="1" stop-color="#007aff"/></linearGradient>"##))
        #expect(svg.contains(##"fill="none" stroke="url(#zg0)" stroke-width="8"/>"##))
    }

    @Test func strokeBorderWithAnAngularGradientMasksWedgesByTheInsetStroke() throws {
        // 60×40 canvas-filling rectangle, filled yellow, strokeBorder width 1: the stroke follows
        // the outline inset by 0.5, (0.5, 0.5)–(59.5, 39.5). The mask region is that outline's
        // bounds grown by the stroke's reach, 0.5·√2 (a square corner's miter), plus 1:
        // 0.5 − 1.7071 = −1.21, 59 + 3.41 = 62.41, 39 + 3.41 = 42.41. The wedges come after the
        // filled shape (over it).
        let svg = try snapshot(#"""
            {"canvas": {"width": 60, "height": 40}, "body": {"type": "Rectangle", "modifiers": [
              {"fill": "yellow"}, {"strokeBorder": {"angularGradient": {"colors": ["red", "blue", "red"]}}}]}}
            """#)
        #expect(svg.contains(##"<path d="M0 0L60 0L60 40L0 40Z" fill="#ffcc00"/><path d="M0.5 0.5L59.5 0.5L59.5 39.5L0.5 39.5Z" fill="none"/><defs><mask id="zm0" maskUnits="userSpaceOnUse" x="-1.21" y="-1.21" width="62.41" height="42.41"><path d="M0.5 0.5L59.5 0.5L59.5 39.5L0.5 39.5Z" fill="none" stroke="#ffffff" stroke-width="1"/></mask></defs><g mask="url(#zm0)"><path d="M30 20L"##))
        // The first wedge starts from the centre (30, 20) at 3 o'clock: its outer corner is on y = 20.
        #expect(svg.firstMatch(of: /<g mask="url\(#zm0\)"><path d="M30 20L[0-9.]+ 20L/) != nil)
    }

    @Test func foregroundStyleGradientFillsAShapeWithoutAFill() throws {
        // 40×20 capsule filling the canvas: centre (20, 10), end radius 20.
        let svg = try snapshot(#"""
            {"canvas": {"width": 40, "height": 20}, "body": {"type": "Capsule", "modifiers": [
              {"foregroundStyle": {"radialGradient": {"colors": ["white", "black"], "endRadius": 20}}}]}}
            """#)
        #expect(svg.contains(##"<radialGradient id="zg0" gradientUnits="userSpaceOnUse" cx="20" cy="10" r="20"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#000000"/></radialGradient>"##))
        #expect(svg.contains(#"fill="url(#zg0)"/>"#))
    }

    @Test func foregroundStyleGradientPaintsADefaultStroke() throws {
        let svg = try snapshot(#"""
            {"canvas": {"width": 100, "height": 100}, "body": {"type": "Circle", "modifiers": [
              {"stroke": true}, {"foregroundStyle": \#(Self.redToBlue)}]}}
            """#)
        #expect(svg.contains(##"x1="0" y1="50" x2="100" y2="50">"##))
        #expect(svg.contains(##"fill="none" stroke="url(#zg0)" stroke-width="1"/>"##))
    }

    @Test func anInnerForegroundColorWinsOverAnOuterGradient() throws {
        // [A, B] is B(A(view)): the foregroundColor nearer the view wins.
        let svg = try snapshot(#"""
            {"canvas": {"width": 10, "height": 10}, "body": {"type": "Rectangle", "modifiers": [
              {"foregroundColor": "yellow"}, {"foregroundStyle": \#(Self.redToBlue)}]}}
            """#)
        #expect(svg.contains(##"<path d="M0 0L10 0L10 10L0 10Z" fill="#ffcc00"/>"##))
        #expect(!svg.contains("linearGradient"))
    }

    @Test func textGlyphsTakeAGradientOverTheTextsFrame() throws {
        // The text is centred in the 100×100 canvas: its frame's middle is (50, 50), so a top to
        // bottom gradient has x1 = x2 = 50 and y1 + y2 = 100.
        let svg = try snapshot(#"""
            {"canvas": {"width": 100, "height": 100}, "body": {"type": "Text", "text": "Hi", "modifiers": [
              {"foregroundStyle": {"linearGradient": {"colors": ["red", "blue"], "startPoint": "top", "endPoint": "bottom"}}}]}}
            """#)
        let match = try #require(svg.firstMatch(of: /x1="50" y1="([0-9.]+)" x2="50" y2="([0-9.]+)"/))
        let y1 = try #require(Double(match.output.1)), y2 = try #require(Double(match.output.2))
        #expect(abs(y1 + y2 - 100) < 0.02)
        #expect(y2 - y1 > 10)
        #expect(svg.firstMatch(of: /<path d="M[^"]*" fill="url\(#zg0\)"\/>/) != nil)
    }

    @Test func borderTakesAGradient() throws {
        // border draws an inset rectangle stroke over the 20×10 frame: gradient over (0, 0)–(20, 10).
        let svg = try snapshot(#"""
            {"canvas": {"width": 20, "height": 10}, "body": {"type": "Color", "color": "clear", "modifiers": [
              {"border": {"color": \#(Self.redToBlue), "width": 2}}]}}
            """#)
        #expect(svg.contains(##"x1="0" y1="5" x2="20" y2="5">"##))
        #expect(svg.contains(##"<path d="M1 1L19 1L19 9L1 9Z" fill="none" stroke="url(#zg0)" stroke-width="2"/>"##))
    }

    @Test func aGradientPaintErrorNamesItsPath() throws {
        do throws(ZoetropeError) {
            _ = try TestRenderer.shared.render(Array(#"""
                {"canvas": {"width": 10, "height": 10}, "body": {"type": "Text", "text": "x", "modifiers": [
                  {"foregroundStyle": {"linearGradient": {"colors": []}}}]}}
                """#.utf8), options: RenderOptions(mode: .snapshot))
            Issue.record("expected an error")
        } catch {
            #expect(error.path == "/body/modifiers/0/foregroundStyle/linearGradient/colors")
            #expect(error.message == "foregroundStyle.linearGradient.colors must be a non-empty array, got an array")
        }
    }

    @Test func keyframesDrawGradientStrokesAndTextAsTheSnapshotDoes() throws {
        for format in ["css", "smil"] {
            let svg = try TestRenderer.svg(#"""
                {"canvas": {"width": 100, "height": 100}, "body": {"type": "Circle", "modifiers": [
                  {"stroke": {"color": \#(Self.redToBlue), "lineWidth": 8}}]}}
                """#, options: try RenderOptions(parameters: ["mode": "keyframes", "format": format]))
            try SVGValidation.expectValid(Array(svg.utf8), "gradient stroke keyframes \(format)")
            let plain = Self.plainIDs(svg)
            #expect(plain.contains(##"x1="0" y1="50" x2="100" y2="50">"##))
            #expect(plain.contains(##"stroke="url(#zg0)" stroke-width="8""##))
        }
    }
}

/// Gradients animated in keyframe documents: SMIL animations inside the gradient's definition,
/// in both formats.
extension GradientPaintRenderTests {
    static let sweeping = #"""
        {"canvas": {"width": 100, "height": 100}, "state": {"on": false},
         "body": {"type": "Rectangle", "modifiers": [
           {"fill": {"linearGradient": {"stops": [{"color": "red", "location": "on ? 0.5 : 0"}, {"color": "blue", "location": 1}],
             "startPoint": {"x": "on ? 1 : 0", "y": 0}, "endPoint": "bottomTrailing"}}}]},
         "timeline": [{"at": 0, "set": {"on": true}, "withAnimation": {"linear": {"duration": 1}}}]}
        """#

    @Test func keyframesAnimateGradientPointsAndOffsetsWithSMIL() throws {
        // The 100×100 rectangle: the start point moves linearly from (0, 0) to (100, 0) in 1 s, the
        // first stop's offset from 0 to 0.5; the end point (100, 100) and the colours hold, so
        // only x1 and the first offset are animated. The attributes hold the final values.
        for format in ["css", "smil"] {
            let svg = Self.plainIDs(try TestRenderer.svg(Self.sweeping, options: try RenderOptions(parameters: ["mode": "keyframes", "format": format])))
            try SVGValidation.expectValid(Array(svg.utf8), "gradient keyframes \(format)")
            #expect(svg.contains(##"<linearGradient id="zg0" gradientUnits="userSpaceOnUse" x1="100" y1="0" x2="100" y2="100"><animate attributeName="x1" values="0;100" keyTimes="0;1" calcMode="linear" dur="1s" fill="freeze"/><stop offset="0.5" stop-color="#ff3b30"><animate attributeName="offset" values="0;.5" keyTimes="0;1" calcMode="linear" dur="1s" fill="freeze"/></stop><stop offset="1" stop-color="#007aff"/></linearGradient>"##), "\(format)")
            #expect(!svg.contains("<style"), "\(format): gradients are never CSS")
        }
    }

    @Test func keyframesAnimateARadialStrokesRadiusAndStopColours() throws {
        // A 100×100 circle stroked with a radial gradient about (50, 50) whose end radius grows
        // from 20 to 40 and whose second colour goes from green (#34c759) to blue (#007aff).
        let json = #"""
            {"canvas": {"width": 100, "height": 100}, "state": {"on": false},
             "body": {"type": "Circle", "modifiers": [{"stroke": {"color": {"radialGradient": {
               "colors": ["red", "on ? blue : green"], "endRadius": "on ? 40 : 20"}}, "lineWidth": 4}}]},
             "timeline": [{"at": 0, "set": {"on": true}, "withAnimation": {"linear": {"duration": 1}}}]}
            """#
        let svg = Self.plainIDs(try TestRenderer.svg(json, options: try RenderOptions(parameters: ["mode": "keyframes", "format": "smil"])))
        try SVGValidation.expectValid(Array(svg.utf8), "radial stroke keyframes")
        // One track holds the radius and the colours, which move in linear light: the radius is
        // sampled with them, on its straight line from 20 to 40 (30 halfway).
        #expect(svg.contains(##"<radialGradient id="zg0" gradientUnits="userSpaceOnUse" cx="50" cy="50" r="40"><animate attributeName="r" values="20;"##))
        let radius = try #require(svg.firstMatch(of: /<animate attributeName="r" values="([^"]*)" keyTimes="([^"]*)"/))
        for (value, time) in zip(radius.output.1.split(separator: ";"), radius.output.2.split(separator: ";")) {
            #expect(abs(Double(value)! - (20 + 20 * Double(time)!)) < 0.01)
        }
        let colour = try #require(svg.firstMatch(of: /<animate attributeName="stop-color" values="([^"]*)"/))
        let values = colour.output.1.split(separator: ";")
        #expect(values.first == "#34c759")
        #expect(values.last == "#007aff")
        #expect(svg.contains(##"stroke="url(#zg0)" stroke-width="4""##))
    }
}
