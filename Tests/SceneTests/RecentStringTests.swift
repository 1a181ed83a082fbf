import Testing

@testable import Scene

/// The parser's table of recent strings: a string spelled like an earlier unescaped one reuses
/// its entry in `strings`; one that only starts like it does not.
@Suite struct RecentStringTests {
    /// The index in `strings` and the text of each element of `document`'s top-level array.
    private func strings(ofArray document: String) throws -> [(index: Int, text: String)] {
        let (value, _) = try JSONParser.parse(Array(document.utf8), maxNesting: 8)
        let array = try #require(value.arrayValue)
        let storage = array.storage
        return array.indices.compactMap { position in
            guard case .string(let string) = storage.nodes[storage.contents[array.start + position]] else { return nil }
            return (string, storage.strings[string])
        }
    }

    @Test func repeatedStringsShareTheirEntry() throws {
        // Elements 0 and 2 are the same ten bytes; 1 is their first nine, 3 them and one more;
        // 4 and 5 are the same non-ASCII string, 6 the escaped spelling of 0.
        let found = try strings(
            ofArray: "[\"abcdefghij\", \"abcdefghi\", \"abcdefghij\", \"abcdefghijk\", \"café\", \"café\", \"\\u0061bcdefghij\"]")
        #expect(found.map(\.text) == ["abcdefghij", "abcdefghi", "abcdefghij", "abcdefghijk", "café", "café", "abcdefghij"])
        #expect(found[2].index == found[0].index)
        #expect(found[5].index == found[4].index)
        #expect(Set([found[0].index, found[1].index, found[3].index, found[4].index, found[6].index]).count == 5)
    }
}
