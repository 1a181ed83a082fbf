import Testing
import Views
@testable import Typesetting

/// The typesetter's caches live as long as the server: a text written with U+00E9 and one written
/// with e + U+0301 (canonically equivalent, so `String`'s `==` takes them as equal) must each get
/// their own entries, or one render's output would depend on which spelling came first.
@Suite struct CanonicalSpellingTests {
    typealias Key = Typesetter.LayoutKey
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"

    @Test func spellingsAreEqualStrings() {
        // The premise: Swift's `==` and hash do not tell the two apart.
        #expect(composed == decomposed)
        #expect(composed.utf8.count == 5 && decomposed.utf8.count == 6)
    }

    @Test func sameBytes() {
        #expect(composed.hasSameBytes(as: "caf\u{E9}"))
        #expect(!composed.hasSameBytes(as: decomposed))
        #expect("".hasSameBytes(as: ""))
        #expect(!"".hasSameBytes(as: "a"))
        // Past the 15 bytes a string holds inline: stored in a buffer of its own.
        let long = String(repeating: "caf\u{E9} ", count: 10)
        #expect(long.hasSameBytes(as: String(repeating: "caf\u{E9} ", count: 10)))
        #expect(!long.hasSameBytes(as: String(repeating: "cafe\u{301} ", count: 10)))
        #expect(!long.hasSameBytes(as: String(repeating: "caf\u{E9} ", count: 9) + "caf\u{E9}!"))
    }

    @Test func layoutKeysTellSpellingsApart() {
        #expect(Key(body(composed), maxWidth: 100) != Key(body(decomposed), maxWidth: 100))
        // Hashes agree (the string's hash is canonical), so the comparison is what decides.
        #expect(Key(body(composed), maxWidth: 100).hashValue == Key(body(decomposed), maxWidth: 100).hashValue)
        #expect(Key(body(decomposed), maxWidth: 100) == Key(body(decomposed), maxWidth: 100))
    }

    @Test func wordKeysTellSpellingsApart() {
        func key(_ word: String) -> Typesetter.WordKey {
            Typesetter.WordKey(face: .sans, custom: nil, variant: .simplifiedChinese, word: word, levels: [BidiRun(count: 4, level: 0)])
        }
        #expect(key(composed) != key(decomposed))
        #expect(key(decomposed) == key(decomposed))
        // `==` is written out field by field: a field added to the key must be compared there.
        #expect(Mirror(reflecting: key(composed)).children.count == 6)
    }

    /// Laid out one after the other by one typesetter, each spelling's lines keep its own bytes.
    @Test func eachSpellingIsLaidOutAsWritten() throws {
        let typesetter = try Typesetter()
        let first = typesetter.layout(body(composed), maxWidth: 200)
        let count = typesetter.layouts.count
        let second = typesetter.layout(body(decomposed), maxWidth: 200)
        #expect(typesetter.layouts.count == count + 1)
        #expect(Array(first.lines[0].string.utf8) == Array(composed.utf8))
        #expect(Array(second.lines[0].string.utf8) == Array(decomposed.utf8))
    }
}
