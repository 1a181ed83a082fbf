import Testing
import Views

@testable import Scene

/// A `Text`'s `text` as a list of styled runs or inline Markdown.
@Suite struct RichTextDecodingTests {
    func body(_ text: String, extra: String = "") throws -> SceneView.Kind {
        try decodeScene(sceneJSON(body: #"{"type": "Text", "text": \#(text)\#(extra)}"#)).body.kind
    }

    @Test func runList() throws {
        let kind = try body(#"[{"text": "Hello ", "bold": true}, {"text": "world", "foregroundColor": "red", "underline": true}, "!"]"#)
        guard case .richText(let spans) = kind else {
            Issue.record("not rich text: \(kind)")
            return
        }
        #expect(spans.map(\.text.constantValue) == ["Hello ", "world", "!"])
        #expect(spans[0].modifiers == [.bold(.constant(true))])
        #expect(spans[1].modifiers.count == 2)
        #expect(spans[2].modifiers.isEmpty)
    }

    @Test func markdownOnlyWhereThereIsMarkup() throws {
        guard case .richText(let spans) = try body(#""**Hi** there""#) else {
            Issue.record("Markdown not read")
            return
        }
        #expect(spans.map(\.text.constantValue) == ["Hi", " there"])
        #expect(spans[0].modifiers == [.bold(.constant(true))])
        if case .richText = try body(#""5 * 3""#) { Issue.record("plain text read as rich") }
        if case .richText = try body(#""**Hi**""#, extra: #", "verbatim": true"#) { Issue.record("verbatim text read as Markdown") }
    }

    @Test func markdownOverTheLengthLimitIsRefusedUnparsed() {
        // 20,000 nested "[" closed by 20,000 "](u)": 100,001 characters, ten times the default
        // limit of 10,000. The source's length is the error; the Markdown is not read.
        let text = String(repeating: "[", count: 20_000) + "x" + String(repeating: "](u)", count: 20_000)
        let error = sceneError(sceneJSON(body: #"{"type": "Text", "text": "\#(text)"}"#))
        #expect(error?.primary.message == "text is 100001 characters long, more than the limit of 10000")
        #expect(error?.primary.path == "/body/text")
    }

    @Test func errors() {
        #expect(sceneError(sceneJSON(body: #"{"type": "Text", "text": []}"#))?.primary.message == "Text.text must not be an empty list")
        #expect(sceneError(sceneJSON(body: #"{"type": "Text", "text": [{"text": 3}]}"#))?.primary.path == "/body/text/0/text")
        #expect(
            sceneError(sceneJSON(body: #"{"type": "Text", "text": [{"text": "a", "colour": "red"}]}"#))?.primary.path
                == "/body/text/0/colour")
        #expect(
            sceneError(sceneJSON(body: #"{"type": "Text", "text": [{"text": "a", "bold": "yes"}]}"#))?.primary.path
                == "/body/text/0/bold")
        #expect(
            sceneError(sceneJSON(body: #"{"type": "Text", "text": 3}"#))?.primary.message
                == "Text.text must be a string or a list of styled runs, got 3")
        var limits = SceneLimits.default
        limits.maxTextRuns = 2
        #expect(
            sceneError(sceneJSON(body: #"{"type": "Text", "text": ["a", "b", "c"]}"#), limits: limits)?.primary.message
                == "text has 3 styled runs, more than the limit of 2")
        #expect(
            sceneError(sceneJSON(body: #"{"type": "Text", "text": "*a* *b* c"}"#), limits: limits)?.primary.message
                == "text has 4 styled runs, more than the limit of 2")
    }
}
