import Foundation
import Testing
import Zoetrope

/// A scene's font through the whole pipeline: drawn from its outlines in paths mode, embedded
/// once as an `@font-face` data URI in text mode, in snapshots and keyframes alike.
@Suite struct CustomFontRenderTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fonts/ZoetropeTestSerif.ttf")

    func scene(font: String = #"{"custom": "Test", "size": 20}"#, timeline: Bool = false) throws -> String {
        let base64 = try Data(contentsOf: Self.fixture).base64EncodedString()
        let text = #"{"type": "Text", "text": "Hi", "modifiers": [{"font": \#(font)}]}"#
        return #"{"canvas": {"width": 200, "height": 100}, "fonts": {"Test": "data:font/ttf;base64,\#(base64)"}, "#
            + #""state": {"x": 0}, "#
            + #""body": {"type": "VStack", "children": [\#(text), \#(text)], "modifiers": [{"offset": {"x": "x"}}]}"#
            + (timeline ? #", "timeline": [{"at": 0.5, "set": {"x": 40}, "withAnimation": "linear"}]}"# : "}")
    }

    @Test(arguments: [RenderMode.snapshot, .keyframes])
    func textModeEmbedsTheFontOnce(mode: RenderMode) throws {
        for format in AnimationFormat.allCases {
            let svg = try TestRenderer.svg(scene(timeline: true), options: RenderOptions(mode: mode, text: .text, format: format))
            let base64 = try Data(contentsOf: Self.fixture).base64EncodedString()
            let rule = "<style type=\"text/css\">@font-face{font-family:'Test';src:url(data:font/ttf;base64,\(base64)) format('truetype')}</style>"
            #expect(svg.components(separatedBy: rule).count == 2, "\(mode) \(format)")
            #expect(svg.contains("font-family=\"'Test', 'DejaVu Sans', "))
            #expect(!svg.contains("url(http"))
            try SVGValidation.expectValid(Array(svg.utf8), "custom font text (\(mode), \(format))")
        }
    }

    /// Paths mode draws the font's own outlines (nothing to embed): its "H" differs from DejaVu's.
    @Test func pathsModeDrawsTheFontsOutlines() throws {
        let custom = try TestRenderer.svg(scene(), options: RenderOptions(mode: .snapshot))
        let dejaVu = try TestRenderer.svg(scene(font: #"{"size": 20}"#), options: RenderOptions(mode: .snapshot))
        #expect(custom.contains("<path"))
        #expect(!custom.contains("@font-face"))
        #expect(custom != dejaVu)
        try SVGValidation.expectValid(Array(custom.utf8), "custom font paths")
    }

    /// A bad font is refused at `/fonts/<name>` before anything renders.
    @Test func aBadFontIsA422AtItsName() throws {
        let json = #"{"fonts": {"Bad": "data:font/ttf;base64,d09GRgABAAAAAAAAAAAAAAAAAAA="}, "body": {"type": "Text", "text": "Hi", "modifiers": [{"font": {"custom": "Bad"}}]}}"#
        do {
            _ = try TestRenderer.svg(json)
            Issue.record("rendered")
        } catch let error as ZoetropeError {
            #expect(error.path == "/fonts/Bad")
            #expect(error.message == "font 'Bad': WOFF fonts are not supported; give the TrueType or OpenType file (.ttf, .otf)")
        }
    }

    /// Rich text: each run's `<text>` lists only its own fonts. The run in the scene's font
    /// starts with 'Test'; the DejaVu run and the emoji run do not name it at all.
    @Test func eachRunListsOnlyItsOwnFonts() throws {
        let base64 = try Data(contentsOf: Self.fixture).base64EncodedString()
        let json = #"{"canvas": {"width": 300, "height": 60}, "fonts": {"Test": "data:font/ttf;base64,\#(base64)"}, "#
            + #""body": {"type": "Text", "text": [{"text": "Hi ", "font": {"custom": "Test", "size": 20}}, {"text": "plain ", "bold": true}, "\u4F60"], "#
            + #""modifiers": [{"font": {"size": 20}}]}}"#
        let svg = try TestRenderer.svg(json, options: RenderOptions(mode: .snapshot, text: .text))
        let texts = svg.components(separatedBy: "<text").dropFirst()
        #expect(texts.count == 3)
        let families = texts.map { $0.components(separatedBy: "font-family=\"").dropFirst().first?.prefix { $0 != "\"" } ?? "" }
        #expect(families[0].hasPrefix("'Test', 'DejaVu Sans', "))
        #expect(families[1] == "'DejaVu Sans', -apple-system, 'Helvetica Neue', Arial, sans-serif")
        #expect(families[2] == "'DejaVu Sans', 'Noto Sans CJK SC', -apple-system, 'Helvetica Neue', Arial, sans-serif")
        try SVGValidation.expectValid(Array(svg.utf8), "rich custom font text")
    }

    /// Bold and italic asked of the regular test font: paths mode draws other (emboldened,
    /// slanted) outlines than the regular ones; text mode asks the viewer to fake them too.
    @Test func boldAndItalicAreFakedInBothModes() throws {
        let regular = try TestRenderer.svg(scene(), options: RenderOptions(mode: .snapshot))
        // The font modifier, then `bold` or `italic` after it in the text's modifier list.
        for font in [#"{"custom": "Test", "size": 20}}, {"bold": true"#, #"{"custom": "Test", "size": 20}}, {"italic": true"#] {
            let faked = try TestRenderer.svg(scene(font: font), options: RenderOptions(mode: .snapshot))
            #expect(faked != regular, "\(font)")
            try SVGValidation.expectValid(Array(faked.utf8), "synthesised \(font)")
            let text = try TestRenderer.svg(scene(font: font), options: RenderOptions(mode: .snapshot, text: .text))
            #expect(text.contains(#"style="font-synthesis:weight style""#))
            try SVGValidation.expectValid(Array(text.utf8), "synthesised text \(font)")
        }
        let plainText = try TestRenderer.svg(scene(), options: RenderOptions(mode: .snapshot, text: .text))
        #expect(!plainText.contains("font-synthesis"))
    }

    static let emojiFixture = fixture.deletingLastPathComponent().appendingPathComponent("ZoetropeTestEmoji.ttf")

    /// A scene's colour font (CBDT): its glyphs are PNG patterns in paths mode, each distinct one
    /// once, also in keyframes; text mode embeds the font.
    @Test func aColourSceneFontDrawsImages() throws {
        let base64 = try Data(contentsOf: Self.emojiFixture).base64EncodedString()
        func json(_ text: String) -> String {
            #"{"canvas": {"width": 200, "height": 60}, "fonts": {"Emoji": "data:font/ttf;base64,\#(base64)"}, "state": {"x": 0}, "#
                + #""body": {"type": "Text", "text": "\#(text)", "modifiers": [{"font": {"custom": "Emoji", "size": 20}}, {"offset": {"x": "x"}}]}, "#
                + #""timeline": [{"at": 0.5, "set": {"x": 40}, "withAnimation": "linear"}]}"#
        }
        for mode in [RenderMode.snapshot, .keyframes] {
            let svg = try TestRenderer.svg(json("\u{1F600}\u{1F600}\u{1F44D}"), options: RenderOptions(mode: mode))
            #expect(svg.components(separatedBy: "data:image/png;base64,").count == 3, "\(mode)")
            try SVGValidation.expectValid(Array(svg.utf8), "colour scene font \(mode)")
        }
        let text = try TestRenderer.svg(json("\u{1F600}"), options: RenderOptions(mode: .snapshot, text: .text))
        #expect(!text.contains("data:image/png") && text.contains("@font-face{font-family:'Emoji'"))
    }
}
