import Foundation
import Testing
import Zoetrope

/// `clipShape` and `clipped` end to end: the clip outline is the shape in the modified view's
/// frame, worked out by hand (a Circle is the largest centred circle; its path starts at 3
/// o'clock and runs through cubic quarter arcs with handles κ·r, κ = 0.5523).
@Suite struct ClipRenderTests {
    func snapshot(_ json: String, at time: Double = 0) throws -> String {
        let svg = try TestRenderer.svg(json, options: RenderOptions(mode: .snapshot, time: time))
        try SVGValidation.expectValid(Array(svg.utf8), "clip snapshot")
        return GradientRenderTests.plainIDs(svg)
    }

    func failure(of json: String) -> ZoetropeError? {
        do {
            _ = try TestRenderer.shared.render(Array(json.utf8), options: RenderOptions(mode: .snapshot))
            return nil
        } catch {
            return error
        }
    }

    static func scene(_ clip: String, height: String = "50") -> String {
        #"""
        {"canvas": {"width": 200, "height": 100}, "state": {"h": 50},
         "body": {"type": "Rectangle", "modifiers": [{"fill": "red"}, {"frame": {"width": 100, "height": \#(height)}}, {"clipShape": \#(clip)}]},
         "timeline": [{"at": 0, "set": {"h": 100}, "withAnimation": {"linear": {"duration": 1}}}]}
        """#
    }

    @Test func circleClipIsTheLargestCentredCircleOfTheFrame() throws {
        // Frame (50, 25)–(150, 75): side 50, centre (100, 50), r 25; κ·25 = 13.81.
        for form in [#""Circle""#, #"{"type": "Circle"}"#, #"{"shape": {"type": "Circle"}}"#] {
            let svg = try snapshot(Self.scene(form))
            #expect(svg.contains(#"<clipPath id="zc0"><path d="M125 50C125 63.81 113.81 75 100 75"#), "\(form)")
            #expect(svg.contains(#"<g clip-path="url(#zc0)">"#))
        }
    }

    @Test func clippedClipsToTheFrame() throws {
        let svg = try snapshot(Self.scene("true").replacingOccurrences(of: "clipShape", with: "clipped"))
        #expect(svg.contains(#"<clipPath id="zc0"><path d="M50 25L150 25L150 75L50 75Z"/></clipPath>"#))
    }

    @Test func clipGeometryAnimates() throws {
        // h: 50 → 100 linearly over 1 s; at 0.5 s h = 75: frame 100×75 about (100, 50), circle
        // r = 37.5, so the outline starts at (137.5, 50).
        let svg = try snapshot(Self.scene(#""Circle""#, height: #""h""#), at: 0.5)
        #expect(svg.contains(#"<clipPath id="zc0"><path d="M137.5 50C"#))
    }

    @Test func roundedRectangleClipTakesItsCornerRadius() throws {
        // Same outline as cornerRadius 10.
        let clip = try snapshot(Self.scene(#"{"type": "RoundedRectangle", "cornerRadius": 10}"#))
        let corner = try snapshot(Self.scene("10").replacingOccurrences(of: "clipShape", with: "cornerRadius"))
        #expect(clip == corner)
    }

    @Test func animatedClipIsValidInCSSAndSMIL() throws {
        for format in ["css", "smil"] {
            let svg = try TestRenderer.svg(
                Self.scene(#""Capsule""#, height: #""h""#),
                options: try RenderOptions(parameters: ["mode": "keyframes", "format": format]))
            try SVGValidation.expectValid(Array(svg.utf8), "clip keyframes \(format)")
            #expect(svg.contains("<clipPath"))
        }
    }

    @Test func nonShapesAndDecoratedShapesAreRefused() throws {
        for (clip, path) in [
            (#""Text""#, "/body/modifiers/2/clipShape"),
            (#""Sphere""#, "/body/modifiers/2/clipShape"),
            (#"{"type": "Circle", "modifiers": [{"fill": "red"}]}"#, "/body/modifiers/2/clipShape"),
        ] {
            let error = try #require(failure(of: Self.scene(clip)), "\(clip)")
            #expect(error.status == 422)
            #expect(error.path == path, "\(clip)")
        }
        let error = try #require(failure(of: Self.scene("false").replacingOccurrences(of: "clipShape", with: "clipped")))
        #expect(error.status == 422)
        #expect(error.path == "/body/modifiers/2/clipped")
    }
}
