@testable import SVG
import Testing

/// `limits.maxOutputBytes` in the writer: every append is checked, so one element's attribute
/// or text larger than the budget is refused before any of it is copied, and the buffer never
/// holds (or allocates) more than the bytes the budget had left.
///
/// Bytes worked out by hand: the declaration `<?xml version="1.0" encoding="UTF-8"?>` and its
/// line feed are 39 bytes, `<svg` 4, ` d` 2, `="` 2.
@Suite struct XMLWriterBudgetTests {
    @Test func anAttributeLargerThanTheBudgetIsNeverCopied() {
        let budget = OutputBudget(limit: 100)
        let writer = XMLWriter(budget: budget)
        writer.start("svg")
        writer.attribute("d", String(repeating: "a", count: 1_000))
        // 39 + 4 + 2 + 2 = 47 bytes written; the value's 1,000 would make 1,047 > 100.
        #expect(writer.byteCount == 47)
        // The buffer was made for the 100 bytes the budget allows and never grew: the bound on it
        // is the limit itself (the constant is 0).
        #expect(writer.bufferCapacity == 100)
        #expect(budget.isExceeded)
        // Nothing more is written, and the document is refused.
        writer.text("more")
        writer.end()
        #expect(writer.byteCount == 47)
        #expect(writer.finish() == [])
        #expect(budget.used == 0)
    }

    @Test func escapesStopAtTheFirstThatDoesNotFit() {
        let budget = OutputBudget(limit: 100)
        let writer = XMLWriter(budget: budget)
        writer.start("svg")
        writer.attribute("d", String(repeating: "&", count: 1_000))
        // Each `&` is `&amp;` (5 bytes): 47 + 10 × 5 = 97 fit, the 11th would make 102.
        #expect(writer.byteCount == 97)
        #expect(writer.finish() == [])
    }

    @Test func aLongTextGrowsTheBufferOnlyToTheLimit() {
        let budget = OutputBudget(limit: 5_000)
        let writer = XMLWriter(budget: budget)
        writer.start("svg")
        writer.text(String(repeating: "a", count: 4_900))
        // 39 + 4 + `>` 1 + 4,900 = 4,944 bytes: past the first 4,096-byte buffer, whose doubling
        // (8,192) is cut to the 5,000 the budget allows.
        #expect(writer.byteCount == 4_944)
        #expect(writer.bufferCapacity == 5_000)
        writer.end()
        // `</svg>` and the final line feed: 4,944 + 6 + 1.
        #expect(writer.finish().count == 4_951)
        #expect(budget.used == 4_951)
        #expect(!budget.isExceeded)
    }

    @Test func aDocumentHoldsOnlyWhatTheDocumentsBeforeItLeft() {
        let budget = OutputBudget(limit: 5_000)
        let first = XMLWriter(budget: budget)
        first.start("svg")
        first.text(String(repeating: "a", count: 4_900))
        first.end()
        #expect(first.finish().count == 4_951)
        // 49 bytes left: the declaration (39) and `<svg` (43) fit, `>` and ten `a`s (54) do not.
        let second = XMLWriter(budget: budget)
        #expect(second.bufferCapacity == 49)
        second.start("svg")
        second.text(String(repeating: "a", count: 10))
        #expect(second.byteCount == 44)
        #expect(second.finish() == [])
        #expect(budget.isExceeded)
        #expect(budget.used == 4_951)
    }

    @Test func exactlyTheLimitFits() {
        // `<?xml …?>\n<svg/>\n`: 39 + 6 + 1 = 46 bytes.
        let fits = XMLWriter(budget: OutputBudget(limit: 46))
        fits.start("svg")
        fits.end()
        #expect(fits.finish().count == 46)
        let budget = OutputBudget(limit: 45)
        let over = XMLWriter(budget: budget)
        over.start("svg")
        over.end()
        #expect(over.finish() == [])
        #expect(budget.isExceeded)
    }
}
