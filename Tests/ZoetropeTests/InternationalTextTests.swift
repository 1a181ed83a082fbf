import Foundation
import Testing
import Zoetrope

/// Text in other scripts through the whole pipeline: font fallback, locale and layout direction
/// from the scene's environment, and both text renderings.
@Suite struct InternationalTextTests {
    func scene(_ text: String, environment: String = "{\"locale\": \"en\"}", width: Int = 200) -> String {
        #"{"canvas": {"width": 240, "height": 120}, "body": {"type": "Text", "text": "\#(text)", "#
            + #""modifiers": [{"frame": {"width": \#(width), "alignment": "leading"}}, {"environment": \#(environment)}]}}"#
    }

    func textElements(_ svg: String) -> [String] {
        svg.components(separatedBy: "<text").dropFirst().map { String($0.prefix { $0 != ">" }) }
    }

    /// In `text=text` output the CJK family the locale picks follows DejaVu's.
    @Test func textModeNamesTheLocalesCJKFamily() throws {
        let options = RenderOptions(mode: .snapshot, text: .text)
        let chinese = try TestRenderer.svg(scene("你好，世界"), options: options)
        #expect(chinese.contains("font-family=\"'DejaVu Sans', 'Noto Sans CJK SC', "))
        #expect(chinese.contains(">你好，世界</text>"))
        let japanese = try TestRenderer.svg(scene("こんにちは", environment: #"{"locale": "ja"}"#), options: options)
        #expect(japanese.contains("'Noto Sans CJK JP'"))
        try SVGValidation.expectValid(Array(chinese.utf8), "chinese text")
    }

    /// In paths mode CJK text is real outlines: not the missing-glyph boxes DejaVu would draw.
    @Test func pathsModeDrawsRealGlyphs() throws {
        let real = try TestRenderer.svg(scene("你好"))
        let boxes = try TestRenderer.svg(scene("\u{F0000}\u{F0000}"))
        #expect(real.contains("<path"))
        #expect(real != boxes)
        try SVGValidation.expectValid(Array(real.utf8), "chinese paths")
    }

    /// `layoutDirection: rightToLeft` moves a wrapped text's shorter line to the right edge
    /// (leading), left to right keeps it at the left.
    @Test func layoutDirectionMovesLeadingLines() throws {
        let options = RenderOptions(mode: .snapshot, text: .text)
        func xs(_ environment: String) throws -> [String] {
            let svg = try TestRenderer.svg(scene("שלום עולם", environment: environment, width: 40), options: options)
            return textElements(svg).compactMap { element in
                element.range(of: " x=\"").map { String(element[$0.upperBound...].prefix { $0 != "\"" }) }
            }
        }
        let ltr = try xs(#"{"layoutDirection": "leftToRight"}"#)
        let rtl = try xs(#"{"layoutDirection": "rightToLeft"}"#)
        #expect(ltr.count == 2 && ltr[0] == ltr[1])
        #expect(rtl.count == 2 && Double(rtl[1])! > Double(rtl[0])!)
    }
}
