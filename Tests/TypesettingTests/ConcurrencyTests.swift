import Testing
import Views
@testable import Typesetting

@Suite struct ConcurrencyTests {
    /// Several tasks laying out and outlining the same texts at once agree with a serial run.
    @Test func concurrentLayoutsAgree() async throws {
        let typesetter = try Typesetter()
        let texts = (0..<40).map { index in
            body("Item \(index): the quick brown fox \(index * 7) jumps", lineLimit: index % 3 == 0 ? 1 : nil)
        }
        let expected = try texts.map { try Typesetter().layout($0, maxWidth: 90) }
        let results = await withTaskGroup(of: [TextLayout].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    texts.map { text in
                        let layout = typesetter.layout(text, maxWidth: 90)
                        for glyph in layout.lines.flatMap(\.glyphs) { _ = typesetter.glyphOutline(glyph.glyph, face: layout.face) }
                        return layout
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        for result in results { #expect(result == expected) }
    }
}
