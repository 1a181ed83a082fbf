import Foundation
import Testing
import Zoetrope

/// Rich text through the whole pipeline, in both text renderings.
@Suite struct RichTextRenderTests {
    func scene(_ text: String) -> String {
        #"{"canvas": {"width": 300, "height": 80}, "body": {"type": "Text", "text": \#(text), "modifiers": [{"font": {"size": 16}}]}}"#
    }

    /// A Markdown link is tinted text: no href, no URL, no anchor element, in either mode.
    @Test func linksLeaveNoReference() throws {
        let json = scene(#""see [docs](https://evil.example/x) **now**""#)
        for options in [RenderOptions(mode: .snapshot), RenderOptions(mode: .snapshot, text: .text)] {
            let svg = try TestRenderer.svg(json, options: options)
            #expect(!svg.contains("evil"))
            #expect(!svg.contains("href"))
            #expect(!svg.contains("<a"))
            #expect(svg.contains(##"fill="#007aff""##))
            try SVGValidation.expectValid(Array(svg.utf8), "link")
        }
    }

    /// `text=text`: one `<text>` per styled part, each with its own weight and colour; user text
    /// escaped.
    @Test func textModeSegments() throws {
        let svg = try TestRenderer.svg(
            scene(##"[{"text": "a<b ", "bold": true}, {"text": "&c", "foregroundColor": "#ff0000"}]"##),
            options: RenderOptions(mode: .snapshot, text: .text))
        #expect(svg.contains(#"font-weight="bold">a&lt;b </text>"#))
        #expect(svg.contains(##"fill="#ff0000" fill-opacity="1">&amp;c</text>"##))
    }

    /// Paths mode: the coloured run is a path of its own inside the text's group.
    @Test func pathsModeColouredRun() throws {
        let svg = try TestRenderer.svg(scene(##"["Hello ", {"text": "world", "foregroundColor": "#ff0000"}]"##))
        #expect(svg.contains(##"<g fill="#000000"><path d="##))
        #expect(svg.contains(##"fill="#ff0000" fill-opacity="1"/></g>"##))
        try SVGValidation.expectValid(Array(svg.utf8), "rich paths")
    }

    /// Keyframes: a rich text in an animated scene writes valid SVG in both formats.
    @Test func animatedSceneWithRichText() throws {
        let json = #"{"canvas": {"width": 300, "height": 80}, "state": {"x": 0}, "timeline": [{"at": 0.5, "set": {"x": 40}}], "#
            + #""body": {"type": "Text", "text": "**Hi** *there*", "modifiers": [{"offset": {"x": "x", "y": 0}}, {"animation": "easeInOut"}]}}"#
        for format in ["css", "smil"] {
            let options = try RenderOptions(parameters: ["format": format])
            let svg = try TestRenderer.svg(json, options: options)
            try SVGValidation.expectValid(Array(svg.utf8), "keyframes \(format)")
        }
    }
}
