import Testing
import Zoetrope

/// User text is always escaped, and no output contains script, event handlers or external references.
@Suite struct OutputSafetyTests {
    static let hostile = #"<script>alert(1)</script> & \"quoted\" onload=alert(2) <a href='http://example.com'>x</a>"#

    @Test(arguments: TextRendering.allCases)
    func hostileTextIsEscaped(text: TextRendering) throws {
        let json = #"{"canvas": {"width": 2000, "height": 100}, "body": {"type": "Text", "text": "\#(Self.hostile)"}}"#
        let output = try TestRenderer.shared.render(Array(json.utf8), options: RenderOptions(text: text))
        let structure = try SVGStructure(output.bytes)
        #expect(structure.elements.isSubset(of: SVGStructure.allowedElements))
        #expect(!structure.attributes.contains { $0.lowercased().hasPrefix("on") || $0.contains("href") })
        if text == .text {
            // The whole string survives as character data, one line on a wide canvas.
            #expect(structure.text == #"<script>alert(1)</script> & "quoted" onload=alert(2) <a href='http://example.com'>x</a>"#)
        }
        try SVGValidation.expectValid(output.bytes, "hostile text (\(text))")
    }

    @Test(arguments: TestRenderer.exampleNames)
    func examplesReferNothingOutside(name: String) throws {
        for text in TextRendering.allCases {
            for format in AnimationFormat.allCases {
                let options = RenderOptions(text: text, format: format)
                let bytes = try TestRenderer.shared.render(TestRenderer.example(name), options: options).bytes
                let structure = try SVGStructure(bytes)
                #expect(structure.elements.isSubset(of: SVGStructure.allowedElements))
                #expect(!structure.attributes.contains { $0.lowercased().hasPrefix("on") || ($0.contains("href") && $0 != "xlink:href") })
                let svg = String(decoding: bytes, as: UTF8.self)
                // The only links are images' data: URIs (base64 raster or sanitised SVG).
                #expect(svg.components(separatedBy: "href=\"").dropFirst().allSatisfy { $0.hasPrefix("data:image/") })
                #expect(!svg.contains("<!DOCTYPE"))
                #expect(!svg.contains("url(http"))
                // The style sheet refers to nothing: no url() but the document's own clip paths, no @import.
                #expect(!svg.contains("@import"))
                try SVGValidation.expectValid(bytes, "\(name) (\(text), \(format))")
            }
        }
    }
}
