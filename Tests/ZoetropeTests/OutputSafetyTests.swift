import Testing
import Zoetrope

/// User text is always escaped, and no output contains script, event handlers or external references.
@Suite struct OutputSafetyTests {
    static let hostile = #"<script>alert(1)</script> & \"quoted\" onload=alert(2) <a href='http://example.com'>x</a>"#

    @Test(arguments: TextRendering.allCases)
    func hostileTextIsEscaped(text: TextRendering) throws {
        let json = #"{"canvas": {"width": 300, "height": 100}, "body": {"type": "Text", "text": "\#(Self.hostile)"}}"#
        let output = try TestRenderer.shared.render(Array(json.utf8), options: RenderOptions(text: text))
        let svg = String(decoding: output.bytes, as: UTF8.self)
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("<a "))
        #expect(!svg.contains("href"))
        #expect(!svg.lowercased().contains(" onload="))
        if text == .text {
            #expect(svg.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; \"quoted\""))
        }
        try SVGValidation.expectValid(output.bytes, "hostile text (\(text))")
    }

    @Test(arguments: TestRenderer.exampleNames)
    func examplesReferNothingOutside(name: String) throws {
        let svg = String(decoding: try TestRenderer.shared.render(TestRenderer.example(name), options: RenderOptions()).bytes, as: UTF8.self)
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("href"))
        #expect(!svg.contains("<!DOCTYPE"))
        #expect(!svg.contains("url(http"))
        #expect(!svg.contains("@import"))
    }
}
