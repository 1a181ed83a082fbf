import Scene
import Testing

@Suite struct JSONStringTests {
    @Test func quotesBackslashesAndControlCharactersAreEscaped() {
        // RFC 8259 §7: the two-character escapes where JSON has them, \u00XX for the other
        // control characters (U+0001 → \u0001, U+001F → \u001f).
        #expect(JSONString.quoted("a\"b\\c") == #""a\"b\\c""#)
        #expect(JSONString.quoted("\n\r\t") == #""\n\r\t""#)
        #expect(JSONString.quoted("\u{1}\u{1F}") == #""\u0001\u001f""#)
        #expect(JSONString.quoted("你好 🙂") == "\"你好 🙂\"")
    }

    @Test func separatorsAreEscapedUnlessAskedNotTo() {
        #expect(JSONString.quoted("\u{7F}\u{2028}\u{2029}") == #""\u007f\u2028\u2029""#)
        #expect(JSONString.quoted("\u{2028}", escapingSeparators: false) == "\"\u{2028}\"")
    }
}
