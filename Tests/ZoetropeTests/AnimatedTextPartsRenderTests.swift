import Foundation
import Testing
import Zoetrope

/// Animated text in every output (issue 12): `text=text` keyframes animate each `<text>`'s
/// position, size and spacing; rich, decorated and fallback texts animate every part; a run's
/// colour interpolates. DejaVu Sans "Hello": 5191 units of 2048 wide, lines 1901 + 483 high.
@Suite struct AnimatedTextPartsRenderTests {
    static func scene(_ text: String, _ modifiers: String, state: String = #"{"big": false}"#, animation: String = #"{"easeInOut": {"duration": 1}}"#) -> String {
        #"""
        {"canvas": {"width": 200, "height": 100}, "state": \#(state),
         "body": {"type": "Text", "text": \#(text), "modifiers": \#(modifiers)},
         "timeline": [{"at": 1, "set": {"big": true}, "withAnimation": \#(animation)}]}
        """#
    }

    /// The values list of the first `<animate>` of `attribute` after `marker`.
    static func values(_ svg: String, _ attribute: String, after marker: String = "") -> [String]? {
        guard let start = svg.range(of: marker)?.upperBound ?? (marker.isEmpty ? svg.startIndex : nil),
            let found = svg[start...].range(of: #"attributeName="\#(attribute)" values=""#)
        else { return nil }
        return svg[found.upperBound...].prefix { $0 != "\"" }.split(separator: ";").map(String.init)
    }

    /// 17 → 34 pt, easeInOut over 1 s from t = 1, `text=text`: the `<text>`'s `font-size` goes
    /// 17 → 34 with the curve's spline (halfway, 25.5 pt). The centred line starts at
    /// x = (200 − 5191·s/2048)/2 and its baseline is at y = (100 − 2384·s/2048)/2 + 1901·s/2048
    /// (67.6830, 58.8279 at 25.5): in keyframes that move is the element's translation (the
    /// `<text>`'s own x and y stay at its line's place in the element).
    @Test func textOutputAnimatesSizeAndPosition() throws {
        let json = Self.scene(#""Hello""#, #"[{"font": {"size": "big ? 34 : 17"}}]"#)
        for format in [AnimationFormat.css, .smil] {
            let svg = try TestRenderer.svg(json, options: RenderOptions(mode: .keyframes, text: .text, precision: 4, format: format))
            #expect(Self.values(svg, "font-size") == ["17px", "17px", "34px"])
            #expect(svg.contains(#"keySplines="0 0 1 1;.42 0 .58 1""#))
            try SVGValidation.expectValid(Array(svg.utf8), "text keyframes \(format)")
        }
        // The snapshot halfway writes the same numbers.
        let midway = try TestRenderer.svg(json, options: RenderOptions(mode: .snapshot, time: 1.5, text: .text, precision: 4))
        #expect(midway.contains(#"x="67.683" y="58.8279""#))
        #expect(midway.contains(#"font-size="25.5""#))
    }

    /// Tracking 0 → 4 at 16 pt (linear, 1 s): `letter-spacing` goes 0 → 4 in `text=text`.
    @Test func textOutputAnimatesLetterSpacing() throws {
        let json = Self.scene(#""Hello""#, #"[{"tracking": "big ? 4 : 0"}, {"font": {"size": 16}}]"#, animation: #"{"linear": {"duration": 1}}"#)
        let svg = try TestRenderer.svg(json, options: RenderOptions(mode: .keyframes, text: .text, format: .smil))
        #expect(Self.values(svg, "letter-spacing") == ["0", "0", "4px"])
    }

    /// A run's colour interpolates in linear light: #ff0000 → #0000ff halfway (linear, 1 s) is
    /// 0.5 of each linear channel, sRGB 1.055 · 0.5^(1/2.4) − 0.055 = 0.7354 → 187.5 → #bc00bc.
    /// The run's own `<path>` animates its `fill` from #ff0000 to #0000ff in keyframes.
    @Test func runColourAnimates() throws {
        let json = Self.scene(
            #"[{"text": "Total "}, {"text": "42", "foregroundColor": "big ? #0000ff : #ff0000"}]"#, "[]",
            animation: #"{"linear": {"duration": 1}}"#)
        let midway = try TestRenderer.svg(json, options: RenderOptions(mode: .snapshot, time: 1.5))
        #expect(midway.contains(##"fill="#bc00bc""##))
        for text in [TextRendering.paths, .text] {
            let svg = try TestRenderer.svg(json, options: RenderOptions(mode: .keyframes, text: text, format: .smil))
            let fills = try #require(Self.values(svg, "fill"))
            #expect(fills.first == "#ff0000")
            #expect(fills.last == "#0000ff")
            #expect(fills.contains("#bc00bc") || fills.count > 3)
            // The colour change is no new element: two `<text>`s (one per segment) or two
            // `<path>`s (the black glyphs, the run's glyphs), no copy faded in or out.
            let tag = text == .text ? "<text " : "<path "
            #expect(svg.components(separatedBy: tag).count - 1 == 2)
        }
    }

    /// A rich, underlined text with a CJK fallback glyph drawn as outlines: its glyphs' path,
    /// its coloured run's path and its underline each animate `d`, starting at the 12 pt
    /// drawing the snapshot of 12 pt shows.
    @Test func everyPartOfARichTextAnimates() throws {
        let text = ##"[{"text": "Hi 你 "}, {"text": "ok", "foregroundColor": "#ff0000", "underline": true}]"##
        let animated = Self.scene(text, #"[{"font": {"size": "big ? 24 : 12"}}]"#)
        let small = try TestRenderer.svg(Self.scene(text, #"[{"font": {"size": 12}}]"#), options: RenderOptions(mode: .snapshot))
        var paths: [String] = []
        var rest = small[...]
        while let found = rest.range(of: #"<path d=""#) {
            paths.append(String(rest[found.upperBound...].prefix { $0 != "\"" }))
            rest = rest[found.upperBound...]
        }
        #expect(paths.count == 3)  // glyphs, the red run, its underline
        for format in [AnimationFormat.css, .smil] {
            let svg = try TestRenderer.svg(animated, options: RenderOptions(mode: .keyframes, format: format))
            for d in paths { #expect(svg.contains(#"<animate attributeName="d" values="\#(d);"#)) }
            try SVGValidation.expectValid(Array(svg.utf8), "rich keyframes \(format)")
        }
    }

    /// A rich text's runs grow with the text (they were resolved at the final size): 12 → 24 pt
    /// easeInOut over 1 s is 18 pt halfway for both segments' `<text>` (the coloured run's too),
    /// and each segment's `font-size` animates 12 → 24 in keyframes.
    @Test func richRunsGrowWithTheText() throws {
        let json = Self.scene(##"[{"text": "Total "}, {"text": "42", "foregroundColor": "#ff0000"}]"##, #"[{"font": {"size": "big ? 24 : 12"}}]"#)
        let midway = try TestRenderer.svg(json, options: RenderOptions(mode: .snapshot, time: 1.5, text: .text, precision: 4))
        #expect(midway.components(separatedBy: #"font-size="18""#).count - 1 == 2)
        #expect(!midway.contains(#"font-size="24""#))
        let svg = try TestRenderer.svg(json, options: RenderOptions(mode: .keyframes, text: .text, format: .smil))
        #expect(Self.values(svg, "font-size") == ["12px", "12px", "24px"])
        #expect(Self.values(svg, "font-size", after: "#ff0000") == ["12px", "12px", "24px"])
    }
    /// Halfway through 12 → 24 pt (easeInOut, progress 0.5) a rich text with a CJK fallback glyph
    /// and an underlined coloured run is the 18 pt text, centred in the canvas like it: every
    /// part (glyphs, the run, its underline) at 18 pt, as outlines and as `<text>`.
    @Test func halfwayRichTextIsTheMidSizeText() throws {
        let text = ##"[{"text": "Hi 你 "}, {"text": "ok", "foregroundColor": "#ff0000", "underline": true}]"##
        let animated = Self.scene(text, #"[{"font": {"size": "big ? 24 : 12"}}]"#)
        let still = Self.scene(text, #"[{"font": {"size": 18}}]"#)
        for rendering in [TextRendering.paths, .text] {
            let midway = try TestRenderer.svg(animated, options: RenderOptions(mode: .snapshot, time: 1.5, text: rendering, precision: 4))
            let expected = try TestRenderer.svg(still, options: RenderOptions(mode: .snapshot, text: rendering, precision: 4))
            #expect(midway == expected)
        }
    }
}
