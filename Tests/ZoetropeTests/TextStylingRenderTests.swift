import Foundation
import Testing
import Zoetrope

/// The text styling modifiers through the whole pipeline, in both text renderings.
@Suite struct TextStylingRenderTests {
    func scene(_ modifiers: String, text: String = "Hello") -> String {
        #"{"canvas": {"width": 200, "height": 60}, "body": {"type": "Text", "text": "\#(text)", "#
            + #""modifiers": [{"font": {"size": 16}}, \#(modifiers)]}}"#
    }

    /// An underline in its own colour: the glyphs and the stroke in one group filled with the
    /// text's colour; the stroke's own fill and opacity. Body centred in 200 × 60: "Hello" is
    /// 40.5546875 wide, 18.625 tall → origin (79.72265625, 20.6875); underline top at the
    /// baseline 14.8515625 + 0.3125.
    @Test func colouredUnderlineInPathsMode() throws {
        let svg = try TestRenderer.svg(scene(##"{"underline": {"color": "#ff0000"}}, {"foregroundColor": "#0000ff"}"##))
        #expect(svg.contains(##"<g fill="#0000ff"><path d="##))
        #expect(svg.contains(##"<path d="M79.72 35.85L120.28 35.85L120.28 36.55L79.72 36.55Z" fill="#ff0000" fill-opacity="1"/></g>"##))
        try SVGValidation.expectValid(Array(svg.utf8), "underline")
    }

    /// Text mode: `letter-spacing` for tracking, the raised baseline in `y`, decorations as paths.
    @Test func textModeSpacingAndDecorations() throws {
        let options = RenderOptions(mode: .snapshot, text: .text)
        let svg = try TestRenderer.svg(scene(#"{"tracking": 2}, {"baselineOffset": 4}, {"strikethrough": true}"#), options: options)
        #expect(svg.contains(#"letter-spacing="2""#))
        // 48.5546875 × 22.625 centred: origin (75.72265625, 18.6875); baseline 18.8515625, raised 4.
        #expect(svg.contains(#"x="75.72" y="33.54""#))
        #expect(svg.contains("<path d=\"M75.72"))
        try SVGValidation.expectValid(Array(svg.utf8), "tracked text")
    }

    /// `textCase` changes what `<text>` says; user text stays escaped.
    @Test func textCaseIsEscaped() throws {
        let options = RenderOptions(mode: .snapshot, text: .text)
        let svg = try TestRenderer.svg(scene(#"{"textCase": "uppercase"}"#, text: "a<b&c"), options: options)
        #expect(svg.contains(">A&lt;B&amp;C</text>"))
    }

    /// A state change of tracking re-lays the text out (an expression reads state).
    @Test func trackingFromState() throws {
        let json = #"{"canvas": {"width": 200, "height": 60}, "state": {"wide": true}, "body": {"type": "Text", "text": "Hello", "#
            + #""modifiers": [{"font": {"size": 16}}, {"tracking": "wide ? 2 : 0"}]}}"#
        let options = RenderOptions(mode: .snapshot, text: .text)
        #expect(try TestRenderer.svg(json, options: options).contains(#"letter-spacing="2""#))
    }
}
