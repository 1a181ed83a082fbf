import Testing
import Views
@testable import Typesetting

@Suite struct ConcurrencyTests {
    /// Several tasks laying out and outlining the same texts at once, each at its own widths
    /// (so words, layouts and outlines are all shared), agree with a serial run.
    @Test func concurrentLayoutsAgree() async throws {
        let typesetter = try Typesetter()
        let texts = (0..<40).map { index in
            body("Item \(index): the quick brown fox \(index * 7) jumps", lineLimit: index % 3 == 0 ? 1 : nil)
        }
        let widths: [Double] = [60, 90, 120, 150]
        let serial = try Typesetter()
        let expected = widths.map { width in texts.map { serial.layout($0, maxWidth: width) } }
        let results = await withTaskGroup(of: (Int, [TextLayout]).self) { group in
            for task in 0..<8 {
                group.addTask {
                    let width = widths[task % widths.count]
                    return (task, texts.map { text in
                        let layout = typesetter.layout(text, maxWidth: width)
                        for glyph in layout.lines.flatMap(\.glyphs) { _ = typesetter.glyphOutline(glyph.glyph, face: layout.face) }
                        return layout
                    })
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        for (task, layouts) in results { #expect(layouts == expected[task % widths.count]) }
    }
}
