import Testing

@testable import Views

/// ``BudgetedTextMeasurer/scalarCount(_:)`` counts Unicode scalars from UTF-8 lead bytes; each
/// expected count is the scalars written out by hand.
@Suite struct ScalarCountTests {
    @Test func asciiIsOneScalarPerByte() {
        #expect(BudgetedTextMeasurer.scalarCount("") == 0)
        #expect(BudgetedTextMeasurer.scalarCount("Ada Lovelace") == 12)
    }

    @Test func multiByteScalarsCountOnce() {
        // é precomposed (U+00E9, 2 bytes): 1; e + U+0301 combining acute (1 + 2 bytes): 2.
        #expect(BudgetedTextMeasurer.scalarCount("\u{E9}") == 1)
        #expect(BudgetedTextMeasurer.scalarCount("e\u{301}") == 2)
        // 漢字 (two 3-byte scalars): 2; 👩‍💻 = U+1F469 (4 bytes), U+200D (3), U+1F4BB (4): 3.
        #expect(BudgetedTextMeasurer.scalarCount("漢字") == 2)
        #expect(BudgetedTextMeasurer.scalarCount("👩\u{200D}💻") == 3)
        // A string longer than a small string (over 15 bytes): "aé" × 10 is 20 scalars, 30 bytes.
        #expect(BudgetedTextMeasurer.scalarCount(String(repeating: "a\u{E9}", count: 10)) == 20)
    }
}
