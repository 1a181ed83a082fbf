import Testing

@testable import Scene

/// `StringTag`: ASCII strings by count and first eight bytes; anything else `unknown`.
@Suite struct StringTagTests {
    @Test func asciiTagsHoldTheCountAndTheFirstEightBytes() {
        // "type": t 0x74, y 0x79, p 0x70, e 0x65, the first byte lowest.
        let type = StringTag("type")
        #expect(type.count == 4)
        #expect(type.prefix == 0x6570_7974)
        // "modifiers" has nine bytes: only "modifier" is in the prefix.
        let modifiers = StringTag("modifiers")
        #expect(modifiers.count == 9)
        #expect(modifiers.prefix == 0x7265_6966_6964_6F6D)
        #expect(StringTag("").count == 0)
        #expect(StringTag("").prefix == 0)
    }

    @Test func nonASCIIStringsAreUnknown() {
        #expect(StringTag("café") == .unknown)
        #expect(StringTag("\u{212A}") == .unknown)
    }

    @Test func tagsDecideOnlyWhatTheyCan() {
        #expect(StringTag("frame").surelyEquals(StringTag("frame")))
        #expect(!StringTag("frame").mayEqual(StringTag("fill")))
        // Same count and first eight bytes, different ninth: must be compared.
        #expect(StringTag("modifiers").mayEqual(StringTag("modifierz")))
        #expect(!StringTag("modifiers").surelyEquals(StringTag("modifierz")))
        // KELVIN SIGN is canonically "K": an unknown tag is never told apart by its tag.
        #expect(StringTag("K").mayEqual(StringTag("\u{212A}")))
        #expect(!StringTag("K").surelyEquals(StringTag("\u{212A}")))
    }

    @Test func lookUpsFindKeysAsStringEqualityDoes() throws {
        // The Kelvin sign written as UTF-8 and as an escape: both are the key "K" to `==`.
        for text in ["{\"a\": 1, \"\u{212A}\": 2}", "{\"a\": 1, \"\\u212A\": 2}"] {
            let (value, problems) = try JSONParser.parse(Array(text.utf8), maxNesting: 8)
            #expect(problems.isEmpty)
            let object = try #require(value.objectValue)
            #expect(object.position(of: "K") == 1)
            #expect(object.position(of: "a") == 0)
            #expect(object.position(of: "k") == nil)
        }
        let (value, _) = try JSONParser.parse(Array("{\"modifiers\": 1, \"modifierz\": 2, \"type\": 3}".utf8), maxNesting: 8)
        let object = try #require(value.objectValue)
        #expect(object.position(of: "modifierz") == 1)
        #expect(object.position(of: "type") == 2)
        #expect(object.position(of: "typ") == nil)
    }

    @Test func duplicateKeysAreFoundThroughTheirTags() throws {
        // "K" and the Kelvin sign are one key: the second is a duplicate, as before tags.
        let (_, problems) = try JSONParser.parse(Array("{\"K\": 1, \"\\u212A\": 2}".utf8), maxNesting: 8)
        #expect(problems.map(\.code) == ["duplicate_key"])
        #expect(problems.map(\.path) == ["/\u{212A}"])
    }
}
