import DisplayList
import Foundation
import Geometry
import Layout
import Testing
import Views

/// A text's outline and path data are kept between builds by its layout and origin, within a
/// byte limit.
@Suite struct TextPathCacheTests {
    /// Unit squares sitting on the baseline, counting how often an outline is asked for.
    final class CountingGlyphs: GlyphOutlineProviding, @unchecked Sendable {
        private let lock = NSLock()
        private var asked = 0
        var count: Int { lock.withLock { asked } }

        func glyphOutline(_ glyph: UInt32, face: FontFace) -> Path {
            lock.withLock { asked += 1 }
            return Path(rect: Rect(x: 0, y: -1, width: 1, height: 1))
        }

        func glyphOutline(_ glyph: UInt32, fallback: FallbackFace) -> Path {
            glyphOutline(glyph, face: .sans)
        }
    }

    /// Two glyphs at pen x 0 and 6, font size 10, baseline 8.
    let layout = TextLayout(
        size: Size(width: 16, height: 12),
        lines: [TextLine(string: "ab", x: 0, baseline: 8, width: 16, glyphs: [PositionedGlyph(glyph: 1, x: 0), PositionedGlyph(glyph: 2, x: 6)])],
        face: .sans, fontSize: 10)

    func outline(at origin: Point, glyphs: CountingGlyphs, cache: TextPathCache) throws -> Path? {
        let node = ViewNode(id: "/", content: .text(ResolvedText(string: "ab", font: Font(size: 10))))
        let view = LaidOutView(node: node, frames: [Rect(x: origin.x, y: origin.y, width: 16, height: 12)], text: layout)
        let list = DisplayListBuilder(glyphs: glyphs, textPaths: cache).build(view, canvas: Size(width: 100, height: 100), background: nil)
        guard case .text(let item) = try #require(list.items.first) else { return nil }
        return item.outline
    }

    @Test func anOutlineIsBuiltOncePerLayoutAndOrigin() throws {
        let glyphs = CountingGlyphs()
        let cache = TextPathCache(limit: 1 << 20)
        // Squares of side 10 with their bottom on the baseline: y from 5 + 8 − 10 = 3 to 13.
        var expected = Path(rect: Rect(x: 5, y: 3, width: 10, height: 10))
        expected.addPath(Path(rect: Rect(x: 11, y: 3, width: 10, height: 10)))
        #expect(try outline(at: Point(x: 5, y: 5), glyphs: glyphs, cache: cache) == expected)
        #expect(glyphs.count == 2)
        #expect(try outline(at: Point(x: 5, y: 5), glyphs: glyphs, cache: cache) == expected)
        #expect(glyphs.count == 2)
        // Another origin is another outline.
        var moved = Path(rect: Rect(x: 0, y: -2, width: 10, height: 10))
        moved.addPath(Path(rect: Rect(x: 6, y: -2, width: 10, height: 10)))
        #expect(try outline(at: Point(x: 0, y: 0), glyphs: glyphs, cache: cache) == moved)
        #expect(glyphs.count == 4)
    }

    @Test func pathDataIsKeptPerPrecision() {
        let cache = TextPathCache(limit: 1 << 20)
        var made = 0
        func data(_ precision: Int) -> [UInt8] {
            cache.pathData(of: layout, at: Point(x: 1, y: 2), precision: precision) {
                made += 1
                return Array("M\(precision)".utf8)
            }
        }
        #expect(data(2) == Array("M2".utf8))
        #expect(data(2) == Array("M2".utf8))
        #expect(data(3) == Array("M3".utf8))
        #expect(made == 2)
    }

    @Test func theCacheStaysWithinItsLimit() {
        let limit = 8_192
        let cache = TextPathCache(limit: limit)
        for x in 0..<200 {
            _ = cache.pathData(of: layout, at: Point(x: Double(x), y: 0), precision: 2) { [UInt8](repeating: 65, count: 500) }
            #expect(cache.bytes <= limit)
        }
        #expect(cache.bytes > 0)
        // An entry larger than half the limit is never kept: made again each time.
        var made = 0
        for _ in 0..<2 {
            _ = cache.pathData(of: layout, at: Point(x: -1, y: 0), precision: 2) {
                made += 1
                return [UInt8](repeating: 65, count: limit / 2)
            }
        }
        #expect(made == 2)
    }

    @Test func aLimitOfZeroKeepsNothing() {
        let cache = TextPathCache(limit: 0)
        var made = 0
        for _ in 0..<2 {
            _ = cache.pathData(of: layout, at: .zero, precision: 2) {
                made += 1
                return [65]
            }
        }
        #expect(made == 2)
        #expect(cache.bytes == 0)
    }
}
