import Testing

@testable import Scene

/// The parser's eight-bytes-at-a-time string scan: where it stops, and that strings of every
/// length around a word come out whole.
@Suite struct JSONStringScanTests {
    /// The bytes as a little-endian word (the first byte lowest), as the parser loads them.
    static func word(_ text: String) -> UInt64 {
        precondition(text.utf8.count == 8)
        return text.utf8.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
    }

    static func firstStop(_ text: String) -> Int? {
        let stops = JSONParser.stopBytes(word(text))
        return stops == 0 ? nil : stops.trailingZeroBitCount / 8
    }

    @Test func theFirstStopIsTheFirstQuoteBackslashControlOrNonASCIIByte() {
        #expect(Self.firstStop("abcdefgh") == nil)
        #expect(Self.firstStop(" ~!#$%&'") == nil)
        #expect(Self.firstStop("ab\"defgh") == 2)
        #expect(Self.firstStop("a\\cdefgh") == 1)
        #expect(Self.firstStop("abcde\u{1F}gh") == 5)
        #expect(Self.firstStop("abcdefg\u{7F}") == nil)
        // é is two bytes (0xC3 0xA9): the first is the stop.
        #expect(Self.firstStop("abcdeé1") == 5)
        // A quote then '#' (0x23): the borrow from the quote may mark the '#', never a byte below.
        #expect(Self.firstStop("\"#abcdef") == 0)
        #expect(Self.firstStop("\u{1F}!abcdef") == 0)
    }

    @Test func firstBytesArePackedLowestFirstAndCutAtTheCount() {
        // "abcdefghij": a 0x61 … j 0x6A.
        let bytes = Array("abcdefghij".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            #expect(JSONParser.firstBytes(buffer, 1, 3) == 0x64_6362)
            #expect(JSONParser.firstBytes(buffer, 0, 10) == 0x6867_6665_6463_6261)
            #expect(JSONParser.firstBytes(buffer, 0, 0) == 0)
            // Fewer than eight bytes of input left: read one at a time.
            #expect(JSONParser.firstBytes(buffer, 8, 2) == 0x6A69)
            #expect(JSONParser.firstBytes(buffer, 3, 7) == 0x6A_6968_6766_6564)
        }
    }

    @Test func stringsOfEveryLengthAroundAWordParseWhole() throws {
        for length in 0..<20 {
            let plain = String(repeating: "a", count: length)
            for (suffix, expected) in [("", ""), ("é", "é"), ("\\n", "\n"), ("\\u0041", "A")] {
                let text = "{\"k\": \"" + plain + suffix + "x\", \"" + plain + "\": 1}"
                let (value, problems) = try JSONParser.parse(Array(text.utf8), maxNesting: 8)
                #expect(problems.isEmpty)
                let object = try #require(value.objectValue)
                #expect(object[0].value == .string(plain + expected + "x"))
                #expect(object.key(at: 1) == plain)
            }
        }
    }

    @Test func aControlCharacterAfterAPlainWordIsAnError() {
        // Eight plain bytes, then a tab at byte offset 15 (column 16).
        let text = "{\"k\": \"abcdefgh\tx\"}"
        #expect(
            sceneError(text)?.primary.message
                == "malformed JSON: unescaped control character in a string at line 1, column 16 (byte offset 15)")
    }
}
