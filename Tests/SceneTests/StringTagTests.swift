import Testing

@testable import Scene

/// `StringTag`: ASCII strings by count and first sixteen bytes; anything else `unknown`.
@Suite struct StringTagTests {
    /// The tag the parser gave each string of `document`'s top-level array, in order.
    private func tags(ofArray document: String) throws -> [StringTag] {
        let (value, problems) = try JSONParser.parse(Array(document.utf8), maxNesting: 8)
        #expect(problems.isEmpty)
        let array = try #require(value.arrayValue)
        let storage = array.storage
        return try array.indices.map { position in
            guard case .string(let string) = storage.nodes[storage.contents[array.start + position]] else {
                throw NotAString(element: position)
            }
            return storage.tags[string]
        }
    }

    /// An element of the array that is not a string.
    private struct NotAString: Error { let element: Int }

    /// The tag the parser gave the first key of `document`'s top-level object.
    private func tag(ofFirstKey document: String) throws -> StringTag {
        let (value, _) = try JSONParser.parse(Array(document.utf8), maxNesting: 8)
        let object = try #require(value.objectValue)
        return object.storage.tags[object.storage.contents[object.start]]
    }

    @Test func asciiTagsHoldTheCountAndTheFirstSixteenBytes() throws {
        // "type": t 0x74, y 0x79, p 0x70, e 0x65, the first byte lowest. It starts at byte 2 of the
        // 10-byte document, so an eight-byte load from it ends exactly at the end: one load,
        // masked to four bytes.
        // "a" is too near the end of `{"a":1}` for an eight-byte load: read byte by byte.
        // "modifiers" has nine bytes: "modifier" in the prefix, "s" (0x73) in the suffix.
        // "foregroundColor" has fifteen: "foregrou" and "ndColor" (n 0x6E, d 0x64, C 0x43, o 0x6F,
        // l 0x6C, o, r 0x72). "abcdefghijklmnopq" has seventeen: the "q" is in neither.
        let cases: [(document: String, count: Int, prefix: UInt64, suffix: UInt64)] = [
            ("{\"type\":1}", 4, 0x6570_7974, 0),
            ("{\"a\":1}", 1, 0x61, 0),
            ("{\"modifiers\": 1, \"type\": 2}", 9, 0x7265_6966_6964_6F6D, 0x73),
            ("{\"foregroundColor\": 1}", 15, 0x756F_7267_6572_6F66, 0x72_6F6C_6F43_646E),
            ("{\"abcdefghijklmnopq\": 1}", 17, 0x6867_6665_6463_6261, 0x706F_6E6D_6C6B_6A69),
            ("{\"\": 1, \"type\": 2}", 0, 0, 0),
        ]
        for (document, count, prefix, suffix) in cases {
            let tag = try tag(ofFirstKey: document)
            #expect(tag.count == count, "\(document)")
            #expect(tag.prefix == prefix, "\(document)")
            #expect(tag.suffix == suffix, "\(document)")
        }
    }

    @Test func nonASCIIAndEscapedStringsAreUnknown() throws {
        // Values are tagged as keys are: UTF-8 beyond ASCII, and any escape, make the tag unknown.
        let tags = try tags(ofArray: "[\"café\", \"\u{212A}\", \"\\u212A\", \"\\u0061\"]")
        #expect(tags == [.unknown, .unknown, .unknown, .unknown])
    }

    @Test func tagsDecideOnlyWhatTheyCan() throws {
        let tags = try tags(
            ofArray: "[\"frame\", \"frame\", \"fill\", \"modifiers\", \"modifierz\", \"K\", \"\u{212A}\", \"abcdefghijklmnop\", \"abcdefghijklmnop\", \"abcdefghijklmnopq\", \"abcdefghijklmnopr\"]")
        let (frame, frameAgain, fill, modifiers, modifierz, k, kelvin) = (tags[0], tags[1], tags[2], tags[3], tags[4], tags[5], tags[6])
        let (sixteen, sixteenAgain, seventeen, otherSeventeen) = (tags[7], tags[8], tags[9], tags[10])
        #expect(frame.surelyEquals(frameAgain))
        #expect(!frame.mayEqual(fill))
        // Different ninth bytes are in the tags; equal sixteen bytes are the whole string.
        #expect(!modifiers.mayEqual(modifierz))
        #expect(sixteen.surelyEquals(sixteenAgain))
        // Same count and first sixteen bytes, different seventeenth: must be compared.
        #expect(seventeen.mayEqual(otherSeventeen))
        #expect(!seventeen.surelyEquals(otherSeventeen))
        // KELVIN SIGN is canonically "K": an unknown tag is never told apart by its tag.
        #expect(k.mayEqual(kelvin))
        #expect(!k.surelyEquals(kelvin))
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

    @Test func aDuplicateKeyNoLongerInTheRecentStringsIsFoundByItsTag() throws {
        // 4,096 different strings between the two "ab" keys take every one of the parser's 256
        // recent-string slots, so the second "ab" is a string of its own, not the first one
        // again, and only the tags (same count, same bytes, at most sixteen) tell it is a duplicate.
        let filler = (0..<4096).map { "\"s\($0)\"" }.joined(separator: ",")
        let document = "{\"ab\": 1, \"filler\": [\(filler)], \"ab\": 2}"
        let (value, problems) = try JSONParser.parse(Array(document.utf8), maxNesting: 8)
        #expect(problems.map(\.code) == ["duplicate_key"])
        #expect(problems.map(\.path) == ["/ab"])
        let object = try #require(value.objectValue)
        #expect(object.storage.strings.filter { $0 == "ab" }.count == 2)
        #expect(object.count == 2)
    }
}
