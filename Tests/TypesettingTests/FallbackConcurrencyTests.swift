import Testing
import Views
@testable import Typesetting

@Suite struct FallbackConcurrencyTests {
    /// Eight tasks laying out and outlining Chinese, Japanese, Hebrew and Arabic text at once
    /// (sharing the fontconfig catalogue, the opened fallback faces and the choice cache) agree
    /// with a serial run.
    @Test func concurrentFallbackLayoutsAgree() async throws {
        let typesetter = try Typesetter()
        let strings = ["你好，世界 \(1)", "こんにちは、世界", "שלום עולם", "مرحبا بالعالم", "한국어 텍스트", "नमस्ते"]
        let texts = (0..<24).map { index in
            ResolvedText(string: strings[index % strings.count] + " \(index)", locale: index % 2 == 0 ? "en" : "ja")
        }
        let serial = try Typesetter()
        let expected = texts.map { serial.layout($0, maxWidth: 80) }
        let results = await withTaskGroup(of: [TextLayout].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    texts.map { text in
                        let layout = typesetter.layout(text, maxWidth: 80)
                        for glyph in layout.lines.flatMap(\.glyphs) {
                            if let slot = glyph.fallback {
                                _ = typesetter.glyphOutline(glyph.glyph, fallback: layout.fallbackFaces[slot])
                            }
                        }
                        return layout
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        for layouts in results { #expect(layouts == expected) }
    }
}
