import Testing

@testable import Zoetrope

/// `Renderer.mayHoldColourEmoji`: the byte scan that lets a document whose strings cannot spell
/// a character of U+231A or above skip the emoji budget's walk of its texts. Expected answers by
/// the UTF-8 lead bytes: ë, Ω and Ж are two bytes (0xC3, 0xCE, 0xD0); ⌚ (U+231A) and 中 are
/// three (0xE2, 0xE4); a `\u` escape can spell anything.
@Suite struct ColourEmojiPreScanTests {
    func scan(_ json: String) -> Bool { Renderer.mayHoldColourEmoji(Array(json.utf8)) }

    @Test func latinGreekAndCyrillicCannot() {
        #expect(!scan(#"{"type": "Text", "text": "Ada Lovelace, 1,843"}"#))
        #expect(!scan(#"{"type": "Text", "text": "Zoë Ωμέγα Жук"}"#))
        #expect(!scan(""))
    }

    @Test func threeAndFourByteCharactersMay() {
        #expect(scan(#"{"text": "⌚"}"#))
        #expect(scan(#"{"text": "中"}"#))
        #expect(scan(#"{"text": "😀"}"#))
    }

    /// `\u` escapes may; an escaped backslash followed by `u` is not an escape.
    @Test func escapes() {
        #expect(scan(#"{"text": "\ud83d\ude00"}"#))
        #expect(!scan(#"{"text": "a\\u"}"#))
        #expect(scan(#"{"text": "a\\\u231a"}"#))
        #expect(!scan(#"{"text": "tab\there \"quoted\""}"#))
    }

    /// The scan reads eight bytes at a time: what it looks for is found at every offset, in the
    /// first word, across a word boundary and in the tail.
    @Test func everyOffset() {
        for offset in 0..<20 {
            let padding = String(repeating: "a", count: offset)
            #expect(scan(padding + "⌚" + padding), "⌚ at \(offset)")
            #expect(scan(padding + #"\u231a"# + padding), "\\u at \(offset)")
            #expect(!scan(padding + #"\\u"# + padding), "\\\\u at \(offset)")
            #expect(!scan(padding + "é" + padding), "é at \(offset)")
        }
    }

    /// After an escape or a two-byte letter the scan goes on eight bytes at a time: what comes
    /// later, at any offset, is still found, and a document without it still cannot.
    @Test func afterAnEarlyEscapeOrLetter() {
        for early in [#"\""#, #"\n"#, #"\\"#, "é", "Ж", #"\\\\"#] {
            for offset in 0..<20 {
                let padding = String(repeating: "a", count: 24 + offset)
                #expect(scan("ab" + early + padding + "⌚"), "⌚ \(offset) after \(early)")
                #expect(scan("ab" + early + padding + #"\u231a"#), "\\u \(offset) after \(early)")
                #expect(!scan("ab" + early + padding + #"\\u"# + padding), "\\\\u \(offset) after \(early)")
                #expect(!scan("ab" + early + padding + "ë" + padding), "ë \(offset) after \(early)")
            }
        }
    }
}
