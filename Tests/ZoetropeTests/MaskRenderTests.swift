import Foundation
import Testing
import Zoetrope

/// `mask(alignment:_:)`: the mask view is laid out as an overlay (proposed the view's size,
/// placed by the alignment) and its alpha masks the view: SVG 1.1 masks by luminance, so its
/// drawing goes through a filter that makes it white with its own alpha. Expected geometry by
/// hand (SEMANTICS §6). red (light) = #ff3b30.
@Suite struct MaskRenderTests {
    func snapshot(_ json: String) throws -> String {
        let svg = try TestRenderer.svg(json, options: RenderOptions(mode: .snapshot))
        try SVGValidation.expectValid(Array(svg.utf8), "mask snapshot")
        return GradientPaintRenderTests.plainIDs(svg)
    }

    static let whitening = ##"<feColorMatrix type="matrix" values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1 0"/>"##

    @Test func aCentredCircleMasksARectangle() throws {
        // The 40×40 circle is centred over the 100×100 rectangle: (30, 30)–(70, 70); the region is
        // its bounds grown by 1: x 29, width 42. Circle of radius 20: control offset 20·0.5523 = 11.05.
        let svg = try snapshot(#"""
            {"canvas": {"width": 100, "height": 100}, "body": {"type": "Rectangle", "modifiers": [{"fill": "red"},
              {"mask": {"type": "Circle", "modifiers": [{"frame": {"width": 40, "height": 40}}]}}]}}
            """#)
        #expect(svg.contains(##"<defs><filter id="zf0" filterUnits="userSpaceOnUse" x="29" y="29" width="42" height="42" color-interpolation-filters="sRGB">"## + Self.whitening + "</filter></defs>"))
        #expect(svg.contains(##"<defs><mask id="zm0" maskUnits="userSpaceOnUse" x="29" y="29" width="42" height="42"><g filter="url(#zf0)"><path d="M70 50C70 61.05 61.05 70 50 70"##))
        #expect(svg.contains(##"</g></mask></defs><g mask="url(#zm0)"><path d="M0 0L100 0L100 100L0 100Z" fill="#ff3b30"/></g>"##))
    }

    @Test func theAlignmentPlacesTheMask() throws {
        // topLeading: the 40×40 circle at (0, 0)–(40, 40), region from −1, 42 wide.
        let svg = try snapshot(#"""
            {"canvas": {"width": 100, "height": 100}, "body": {"type": "Rectangle", "modifiers": [{"fill": "red"},
              {"mask": {"alignment": "topLeading", "view": {"type": "Circle", "modifiers": [{"frame": {"width": 40, "height": 40}}]}}}]}}
            """#)
        #expect(svg.contains(##"<mask id="zm0" maskUnits="userSpaceOnUse" x="-1" y="-1" width="42" height="42"><g filter="url(#zf0)"><path d="M40 20C40 31.05 31.05 40 20 40"##))
    }

    @Test func aTranslucentColourMasksByItsOpacity() throws {
        // A colour mask fills the view's 100×100 frame; its opacity 0.5 is the mask's alpha.
        let svg = try snapshot(#"""
            {"canvas": {"width": 100, "height": 100}, "body": {"type": "Rectangle", "modifiers": [{"fill": "red"},
              {"mask": {"color": "black", "opacity": 0.5}}]}}
            """#)
        #expect(svg.contains(##"<g filter="url(#zf0)"><path d="M0 0L100 0L100 100L0 100Z" fill="#000000" fill-opacity="0.5"/></g></mask>"##))
    }

    @Test func aBadMaskNamesItsPath() throws {
        do throws(ZoetropeError) {
            _ = try TestRenderer.shared.render(Array(#"""
                {"canvas": {"width": 10, "height": 10}, "body": {"type": "Rectangle", "modifiers": [{"mask": 5}]}}
                """#.utf8), options: RenderOptions(mode: .snapshot))
            Issue.record("expected an error")
        } catch {
            #expect(error.path == "/body/modifiers/0/mask")
            #expect(error.message == "mask must be a color, a view or an object with 'view', 'content' or 'color', got 5")
        }
    }

    static let growing = #"""
        {"canvas": {"width": 100, "height": 100}, "state": {"big": false},
         "body": {"type": "Rectangle", "modifiers": [{"fill": "red"},
           {"mask": {"type": "Circle", "modifiers": [{"frame": {"width": "big ? 80 : 20", "height": "big ? 80 : 20"}}]}}]},
         "timeline": [{"at": 0, "set": {"big": true}, "withAnimation": {"linear": {"duration": 1}}}]}
        """#

    @Test func maskContentAnimatesInsideTheMaskInKeyframes() throws {
        // The circle grows from 20 to 80 (radius 10 → 40) about (50, 50): its outline is animated
        // inside the <mask>; the region holds the first and last masks and the content
        // ((0, 0)–(100, 100)) grown by a quarter of 100, and 1: x −26, width 152.
        for format in ["css", "smil"] {
            let svg = GradientPaintRenderTests.plainIDs(
                try TestRenderer.svg(Self.growing, options: try RenderOptions(parameters: ["mode": "keyframes", "format": format])))
            try SVGValidation.expectValid(Array(svg.utf8), "mask keyframes \(format)")
            #expect(svg.contains(##"<mask id="zm0" maskUnits="userSpaceOnUse" x="-26" y="-26" width="152" height="152"><g filter="url(#zf0)"><path d="M90 50C90 72.09"##), "\(format)")
            let mask = try #require(svg.firstMatch(of: /<mask .*?<\/mask>/))
            #expect(mask.output.contains(#"<animate attributeName="d""#), "\(format): the circle's outline moves in the mask")
            #expect(svg.contains(##"<g mask="url(#zm0)"><path d="M0 0L100 0L100 100L0 100Z" fill="#ff3b30"/></g>"##), "\(format)")
        }
    }

    @Test func framesMaskAtEachInstant() throws {
        // Halfway (t = 0.5): the circle is 50×50, (25, 25)–(75, 75): region 24…76.
        let svg = GradientPaintRenderTests.plainIDs(try TestRenderer.svg(Self.growing, options: RenderOptions(mode: .snapshot, time: 0.5)))
        #expect(svg.contains(##"<mask id="zm0" maskUnits="userSpaceOnUse" x="24" y="24" width="52" height="52">"##))
    }
}
