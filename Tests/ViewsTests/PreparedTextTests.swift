import Testing
import Views

@Suite struct PreparedTextTests {
    /// e + U+0301 combining acute + x: three scalars, counted once when prepared; no measurer key
    /// unless a measurer gives one.
    @Test func countsScalarsOnce() {
        let prepared = PreparedText(ResolvedText(string: "e\u{301}x"))
        #expect(prepared.scalarCount == 3)
        #expect(prepared.measurerKey == nil)
        #expect(prepared.text.string == "e\u{301}x")
    }
}
