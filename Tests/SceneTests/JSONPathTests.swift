import Testing

@testable import Scene

/// Pointers rendered from paths built a token at a time, as RFC 6901 writes them.
@Suite struct JSONPathTests {
    @Test func keysAndIndicesFollowThePrefix() {
        let path = JSONPath("/body").appending("children").appending(0).appending("modifiers").appending(12)
        #expect(path.pointer == "/body/children/0/modifiers/12")
        #expect(JSONPath.root.pointer == "")
        #expect(JSONPath.root.appending("body").pointer == "/body")
        #expect(JSONPath.root.appending(1_234_567).pointer == "/1234567")
    }

    @Test func tildeAndSlashAreEscaped() {
        // RFC 6901: "~" is written "~0" and "/" is written "~1", after the path so far.
        let path = JSONPath("/x~0y").appending("a/b").appending("~").appending(3).appending("c")
        #expect(path.pointer == "/x~0y/a~1b/~0/3/c")
    }

    @Test func longPathsKeepEveryToken() {
        // Far more tokens and bytes than fit inline: each still appears once, in order.
        var path = JSONPath.root
        var expected = ""
        for i in 0..<40 {
            path = path.appending("key\(i)").appending(i)
            expected += "/key\(i)/\(i)"
        }
        #expect(path.pointer == expected)
        let longKey = String(repeating: "k", count: 100)
        #expect(JSONPath("/a").appending(longKey).appending(0).pointer == "/a/" + longKey + "/0")
    }

    @Test func emptyKeysAndNonASCIIKeysAreTokens() {
        // "" is a valid key: its token is empty. Non-ASCII keys are written as they are.
        #expect(JSONPath.root.appending("").appending("café").pointer == "//café")
    }

    @Test func membersTakenByReadersKeepTheirKeys() throws {
        // Short ASCII keys are copied from their tags; escaped, non-ASCII and long keys are not.
        // "abcdefghijklmnop" is the longest key a tag holds (sixteen bytes), "longer_than_eight"
        // one byte more; "modifiers" is the shortest in both words of a tag.
        let json = #"{"type": 1, "a/b": 2, "m~n": 3, "émoji": 4, "longer_than_eight": 5, "": 6, "abcdefghijklmnop": 7, "modifiers": 8}"#
        let (value, _) = try JSONParser.parse(Array(json.utf8), maxNesting: 8)
        let members = try #require(value.objectValue)
        var reader = ObjectReader(members, at: JSONPath("/x"))
        let keys = ["type", "a/b", "m~n", "émoji", "longer_than_eight", "", "abcdefghijklmnop", "modifiers"]
        let pointers = keys.map { reader.take($0)?.path.pointer }
        #expect(
            pointers == [
                "/x/type", "/x/a~1b", "/x/m~0n", "/x/émoji", "/x/longer_than_eight", "/x/", "/x/abcdefghijklmnop",
                "/x/modifiers",
            ])
        #expect(reader.isFullyRead)
        // A key found by a canonically equal string keeps that string's bytes, as before.
        let kelvin = try #require(JSONParser.parse(Array(#"{"K": 1}"#.utf8), maxNesting: 8).0.objectValue)
        var kelvinReader = ObjectReader(kelvin, at: JSONPath("/x"))
        // (Compared by bytes: `==` holds the two equal.)
        #expect(kelvinReader.take("\u{212A}").map { Array($0.path.pointer.utf8) } == Array("/x/\u{212A}".utf8))
    }

    @Test func keysAreWrittenWholeWhereverTheyEnd() {
        // Keys of 1 to 16 bytes (a word, a word and a tail, two words) after suffixes that leave
        // a whole word of room or less, up to the 32 bytes kept inline and past them.
        for prefixLength in [0, 7, 15, 20, 23, 24, 25, 30] {
            let base = JSONPath.root.appending(String(repeating: "p", count: prefixLength))
            for length in 1...16 {
                let key = String("abcdefghijklmnop".prefix(length))
                #expect(base.appending(key).pointer == "/" + String(repeating: "p", count: prefixLength) + "/" + key)
            }
        }
    }

    @Test func anEscapedByteInALaterWordIsStillEscaped() {
        // "~" and "/" in the second word of a key, and as its last byte.
        #expect(JSONPath.root.appending("abcdefgh~ij").pointer == "/abcdefgh~0ij")
        #expect(JSONPath.root.appending("abcdefghij/").pointer == "/abcdefghij~1")
        #expect(JSONPath.root.appending("abcdefghijklmno~").appending(7).pointer == "/abcdefghijklmno~0/7")
    }

    @Test func aShortKeyToEscapeIsEscapedAfterALongSuffix() throws {
        // Keys taken with their tags (at most sixteen bytes), after 25 inline bytes: escaped, or
        // rendered past the inline bytes, never written raw.
        let (value, _) = try JSONParser.parse(
            Array(#"{"m~n": 1, "a/b": 2, "abcdef~": 3, "abcdefghij~": 4, "abcdefgh/": 5}"#.utf8), maxNesting: 8)
        let members = try #require(value.objectValue)
        let deep = JSONPath.root.appending(String(repeating: "p", count: 24))
        var reader = ObjectReader(members, at: deep)
        let prefix = "/" + String(repeating: "p", count: 24)
        #expect(reader.take("m~n")?.path.pointer == prefix + "/m~0n")
        #expect(reader.take("a/b")?.path.pointer == prefix + "/a~1b")
        #expect(reader.take("abcdef~")?.path.pointer == prefix + "/abcdef~0")
        #expect(reader.take("abcdefghij~")?.path.pointer == prefix + "/abcdefghij~0")
        #expect(reader.take("abcdefgh/")?.path.pointer == prefix + "/abcdefgh~1")
    }

    @Test func aKeyInBothWordsOfItsTagIsWrittenWhole() throws {
        // Keys of nine to sixteen bytes, their second word escaped or not, inline and at the root.
        let (value, _) = try JSONParser.parse(
            Array(#"{"foregroundColor": 1, "abcdefgh~": 2, "abcdefghijklmno/": 3}"#.utf8), maxNesting: 8)
        let members = try #require(value.objectValue)
        var reader = ObjectReader(members, at: JSONPath.root.appending("a").appending(3))
        #expect(reader.take("foregroundColor")?.path.pointer == "/a/3/foregroundColor")
        #expect(reader.take("abcdefgh~")?.path.pointer == "/a/3/abcdefgh~0")
        #expect(reader.take("abcdefghijklmno/")?.path.pointer == "/a/3/abcdefghijklmno~1")
    }

    @Test func indicesOfOneAndMoreDigits() {
        #expect(JSONPath.root.appending(0).appending(9).appending(10).appending(305).pointer == "/0/9/10/305")
        // A one-digit index right at the end of the inline bytes, and one past it.
        let thirty = JSONPath.root.appending(String(repeating: "x", count: 29))
        #expect(thirty.appending(5).pointer == "/" + String(repeating: "x", count: 29) + "/5")
        #expect(thirty.appending(5).appending(6).pointer == "/" + String(repeating: "x", count: 29) + "/5/6")
    }
}
