import Foundation
import Scene
import Testing
import Zoetrope

/// `limits.maxGlyphImageBytes`: the colour emoji images one document embeds, each distinct image
/// counted once as its `data:` URI. 😀 is a 3,296-byte PNG in Noto Color Emoji (read with
/// fontTools), so its URI is 22 + 4 × ⌈3296 / 3⌉ = 4,418 bytes.
@Suite struct GlyphImageLimitTests {
    static let installed = FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")

    func renderer(limit: Int) throws -> Renderer {
        var scene = SceneLimits()
        scene.maxGlyphImageBytes = limit
        return try Renderer(limits: RenderLimits(scene: scene))
    }

    func scene(_ text: String, timeline: Bool = false) -> String {
        #"{"canvas": {"width": 200, "height": 100}, "state": {"n": 1}, "body": {"type": "VStack", "children": [{"type": "Text", "text": "a"}, "#
            + #"{"type": "Text", "text": "\#(text)"}]}"#
            + (timeline ? #", "timeline": [{"at": 0.5, "set": {"n": 2}}]}"# : "}")
    }

    /// One 😀 is 4,418 bytes: a limit one byte smaller refuses it at the text's JSON path, before
    /// any work, and `check` reports the same; the same emoji twice counts once.
    /// The error `body` throws, nil when it throws none.
    func failure(_ body: () throws -> Void) -> ZoetropeError? {
        do {
            try body()
        } catch let error as ZoetropeError {
            return error
        } catch {
            Issue.record("\(error)")
        }
        return nil
    }

    @Test func theLimitIsCheckedAtTheTextsPath() throws {
        guard Self.installed else { return }
        let tight = try renderer(limit: 4_417)
        let json = Array(scene("😀 hi 😀").utf8)
        let error = try #require(failure { _ = try tight.render(json, options: RenderOptions(mode: .snapshot)) })
        #expect(error.status == 422 && error.code == "limit_exceeded")
        #expect(error.path == "/body/children/1/text")
        #expect(error.message == "the colour glyph images (emoji) the texts draw are at least 4418 bytes in all, more than the limit of 4417 (limits.maxGlyphImageBytes)")
        let diagnostics = tight.check(json)
        #expect(diagnostics.first?.path == "/body/children/1/text" && diagnostics.first?.code == "limit_exceeded")
        // Exactly at the limit it renders, in paths and text mode.
        let exact = try renderer(limit: 4_418)
        #expect(failure { _ = try exact.render(json, options: RenderOptions(mode: .snapshot)) } == nil)
        #expect(failure { _ = try exact.render(json, options: RenderOptions(mode: .snapshot, text: .text)) } == nil)
        #expect(!exact.check(json).contains { $0.severity == .error })
    }

    /// An emoji spelled as `\u` escapes (😀 is U+D83D U+DE00) is found by the check before any
    /// work too: the document has no byte of 0xE0 or above, only the escape shows it.
    @Test func anEscapedEmojiIsCheckedBeforeAnyWork() throws {
        guard Self.installed else { return }
        let tight = try renderer(limit: 4_417)
        let json = Array(scene(#"\ud83d\ude00 hi"#).utf8)
        #expect(!json.contains { $0 >= 0xE0 })
        let error = try #require(failure { _ = try tight.render(json, options: RenderOptions(mode: .snapshot, text: .text)) })
        #expect(error.code == "limit_exceeded" && error.path == "/body/children/1/text")
        let frames = try #require(failure { _ = try tight.frames(json, options: RenderOptions(mode: .frames)) })
        #expect(frames.path == "/body/children/1/text")
    }

    /// An interpolated text is only known once the timeline ran: it is refused then, naming it.
    @Test func interpolatedTextsAreCheckedAfterTheTimeline() throws {
        guard Self.installed else { return }
        let tight = try renderer(limit: 4_417)
        let text = Array(scene(#"n \\(n == 2 ? '😀' : '-')"#, timeline: true).utf8)
        let error = try #require(failure { _ = try tight.render(text, options: RenderOptions(mode: .keyframes)) })
        #expect(error.code == "limit_exceeded")
        #expect(error.message.hasSuffix("(at the text \"n 😀\")"), "\(error.message)")
    }

    /// A text drawn only in a decoration (an overlay, a background in it) is counted too: the
    /// check looks for texts with fallback faces inside decorations as well as children.
    @Test func decorationsTextsAreCounted() throws {
        guard Self.installed else { return }
        let tight = try renderer(limit: 4_417)
        let overlay = #"{"type": "Text", "text": "n \\(n == 2 ? '😀' : '-')"}"#
        let json = Array(
            (#"{"canvas": {"width": 200, "height": 100}, "state": {"n": 1}, "body": {"type": "Rectangle", "modifiers": [{"frame": {"width": 50, "height": 20}}, "#
                + #"{"background": {"type": "Color", "color": "blue", "modifiers": [{"overlay": \#(overlay)}]}}]}, "#
                + #""timeline": [{"at": 0.5, "set": {"n": 2}}]}"#).utf8)
        let error = try #require(failure { _ = try tight.render(json, options: RenderOptions(mode: .keyframes)) })
        #expect(error.code == "limit_exceeded")
        #expect(error.message.hasSuffix("(at the text \"n 😀\")"), "\(error.message)")
        #expect(failure { _ = try renderer(limit: 4_418).render(json, options: RenderOptions(mode: .keyframes)) } == nil)
    }

    /// Hundreds of distinct emoji (every Emoji_Presentation character of U+1F300–U+1F64F, over
    /// 600, each image 1–10 KB) pass the default limit of 1,000,000 bytes: a 422 before any work.
    @Test func hundredsOfDistinctEmojiPassTheDefaultLimit() throws {
        guard Self.installed else { return }
        let emoji = String(String.UnicodeScalarView((0x1F300...0x1F64F).compactMap(Unicode.Scalar.init).filter(\.properties.isEmojiPresentation)))
        #expect(emoji.unicodeScalars.count > 600)
        do {
            _ = try TestRenderer.svg(scene(emoji))
            Issue.record("rendered")
        } catch let error as ZoetropeError {
            #expect(error.code == "limit_exceeded" && error.path == "/body/children/1/text")
        }
    }
}
