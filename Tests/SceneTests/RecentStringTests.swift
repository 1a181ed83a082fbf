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
        // Each repeat follows its first spelling at once (no string between them can take its
        // place in the table). Up to eight ASCII bytes ("", "type", "children") a string is told
        // by its tag, longer and non-ASCII ones by their bytes; "abcdefghi", "abcdefghijk", "typ"
        // and "childre" only start like (or are started by) a recent string, and the escaped
        // spelling of "abcdefghij" is always a new entry.
        let found = try strings(
            ofArray: #"["abcdefghij", "abcdefghij", "abcdefghi", "abcdefghijk", "café", "café", "\u0061bcdefghij", "#
                + #""", "", "type", "type", "typ", "children", "children", "childre"]"#)
        #expect(
            found.map(\.text) == [
                "abcdefghij", "abcdefghij", "abcdefghi", "abcdefghijk", "café", "café", "abcdefghij", "", "", "type", "type",
                "typ", "children", "children", "childre",
            ])
        for (first, again) in [(0, 1), (4, 5), (7, 8), (9, 10), (12, 13)] {
            #expect(found[again].index == found[first].index, "element \(again)")
        }
        let distinct = [0, 2, 3, 4, 6, 7, 9, 11, 12, 14].map { found[$0].index }
        #expect(Set(distinct).count == distinct.count)
    }
}
