import Testing
import Views
@testable import Typesetting

/// A run of combining marks is shaped up to 32 marks (Unicode's stream-safe format allows 30):
/// HarfBuzz's time grows with the square of a cluster's marks, in one call that no deadline stops.
@Suite struct MarkRunTests {
    let acute = "\u{0301}"

    func glyphCount(_ text: String) throws -> Int {
        try Typesetter().layout(body(text), maxWidth: 10_000).lines.reduce(0) { $0 + $1.glyphs.count }
    }

    @Test func marksPastTheThirtySecondOfARunAreNotShaped() throws {
        let upToCap = try glyphCount("a" + String(repeating: acute, count: 32))
        // Below the cap each mark is shaped (a glyph more); past it, none is.
        #expect(try glyphCount("a" + String(repeating: acute, count: 31)) == upToCap - 1)
        #expect(try glyphCount("a" + String(repeating: acute, count: 33)) == upToCap)
        #expect(try glyphCount("a" + String(repeating: acute, count: 50_000)) == upToCap)
        // A letter starts a new run.
        let next = try glyphCount("b" + acute)
        #expect(try glyphCount("a" + String(repeating: acute, count: 40) + "b" + acute) == upToCap + next)
    }

    @Test func onlyRunsPastTheCapTakeTheSlowerWay() {
        #expect(!HarfBuzzFace.hasLongMarkRun("a" + String(repeating: acute, count: 32) + "b" + String(repeating: acute, count: 32)))
        #expect(HarfBuzzFace.hasLongMarkRun("a" + String(repeating: "\u{0316}\u{0301}", count: 17)))
        #expect(!HarfBuzzFace.hasLongMarkRun(String(repeating: "é", count: 100)))
    }
}
