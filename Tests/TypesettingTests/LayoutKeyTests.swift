import Testing
import Views
@testable import Typesetting

/// The layout cache's key: a text without its colour and a width limit (nil and infinity alike),
/// its text shared by every width and adopted from the cache by a ``PreparedText``.
@Suite struct LayoutKeyTests {
    typealias Key = Typesetter.LayoutKey

    @Test func colourAloneDoesNotTellKeysApart() {
        var white = body("Hello")
        white.color = .white
        #expect(Key(body("Hello"), maxWidth: 100) == Key(white, maxWidth: 100))
        #expect(Key(body("Hello"), maxWidth: 100).hashValue == Key(white, maxWidth: 100).hashValue)
    }

    /// Weight and locale are left out of the hash, never out of the comparison.
    @Test func oneOtherAttributeTellsKeysApart() {
        var bold = body("Hello")
        bold.font.weight = .bold
        var german = body("Hello")
        german.locale = "de"
        #expect(Key(body("Hello"), maxWidth: 100) != Key(bold, maxWidth: 100))
        // Left out of the hash: the same bucket, told apart by the comparison.
        #expect(Key(body("Hello"), maxWidth: 100).hashValue == Key(bold, maxWidth: 100).hashValue)
        #expect(Key(body("Hello"), maxWidth: 100) != Key(german, maxWidth: 100))
        #expect(Key(body("Hello"), maxWidth: 100) != Key(body("Hello", lineLimit: 1), maxWidth: 100))
    }

    /// One shared text: the keys of two widths differ, nil and infinity are one key.
    @Test func widthsOfOneText() {
        let text = Key.Text(body("Hello"))
        #expect(Key(text, maxWidth: 100) != Key(text, maxWidth: 101))
        #expect(Key(text, maxWidth: nil) == Key(text, maxWidth: .infinity))
        #expect(Key(text, maxWidth: 100) == Key(Key.Text(body("Hello")), maxWidth: 100))
        // Equal keys of two instances of the text hash alike, through either initialiser.
        let other = Key.Text(body("Hello"))
        #expect(Key(text, maxWidth: nil).hashValue == Key(other, maxWidth: .infinity).hashValue)
        #expect(Key(text, maxWidth: 100).hashValue == Key(body("Hello"), maxWidth: 100).hashValue)
    }

    /// A second preparation of the same text (in another colour) hits the first one's entries
    /// and takes over the cache's key text; a bold one gets an entry of its own.
    @Test func preparedTextsShareOnlyEqualEntries() throws {
        let typesetter = try Typesetter()
        let first = typesetter.prepare(body("Hello"))
        let layout = typesetter.layout(first, maxWidth: 100)
        let count = typesetter.layouts.count
        var white = body("Hello")
        white.color = .white
        let second = typesetter.prepare(white)
        #expect(second.measurerKey !== first.measurerKey)
        #expect(typesetter.layout(second, maxWidth: 100) == layout)
        #expect(typesetter.layouts.count == count)
        #expect(second.measurerKey === first.measurerKey)
        var bold = body("Hello")
        bold.font.weight = .bold
        let boldLayout = typesetter.layout(typesetter.prepare(bold), maxWidth: 100)
        #expect(typesetter.layouts.count == count + 1)
        #expect(boldLayout.size.width > layout.size.width)
        #expect(typesetter.layout(bold, maxWidth: 100) == boldLayout)
    }

    /// Unlimited, a key's hash is its text's content hash; a limit moves it, each limit
    /// elsewhere.
    @Test func limitsMoveTheHash() {
        let text = Key.Text(body("Hello"))
        #expect(Key.Text.hash(text.contentHash, lineLimit: nil) == text.contentHash)
        let two = Key.Text.hash(text.contentHash, lineLimit: 2), three = Key.Text.hash(text.contentHash, lineLimit: 3)
        #expect(two != text.contentHash && two != three)
    }

    /// A key of a text with another line limit in its place is the key of the text made with
    /// that limit (equal, the same hash); another limit, the text's own, another width or
    /// another string make other keys, and only a key at its text's own limit lends its text to
    /// a prepared text.
    @Test func keysWithALimitInPlaceOfTheTexts() throws {
        let text = Key.Text(body("Hello"))
        let two = Key(text, lineLimit: 2, maxWidth: 100)
        #expect(two == Key(body("Hello", lineLimit: 2), maxWidth: 100))
        #expect(two.hashValue == Key(body("Hello", lineLimit: 2), maxWidth: 100).hashValue)
        #expect(two == Key(text, lineLimit: 2, maxWidth: 100))
        #expect(two != Key(text, lineLimit: 3, maxWidth: 100))
        #expect(two != Key(text, maxWidth: 100))
        #expect(two != Key(text, lineLimit: 2, maxWidth: 50))
        #expect(Key(Key.Text(body("Hellp")), lineLimit: 2, maxWidth: 100) != two)
        #expect(!two.keepsOwnLineLimit && Key(text, maxWidth: 100).keepsOwnLineLimit)
        // A prepared text whose own limit is 2 finds the entry that a limited look-up of the
        // unlimited text stored, and keeps its own key text (the entry's has no limit).
        let typesetter = try Typesetter()
        let unlimited = typesetter.prepare(body("one two three"))
        let layout = typesetter.layout(unlimited, lineLimit: 2, maxWidth: 40)
        let limited = typesetter.prepare(body("one two three", lineLimit: 2))
        let own = limited.measurerKey
        #expect(typesetter.layout(limited, maxWidth: 40) == layout)
        #expect(typesetter.layouts.count == 1)
        #expect(limited.measurerKey === own)
    }

    /// A prepared text laid out with a line limit gives the limited text's layout, from the
    /// same cache entry.
    @Test func limitedLayoutsOfAPreparedText() throws {
        let typesetter = try Typesetter()
        let prepared = typesetter.prepare(body("one two three four five six"))
        let layout = typesetter.layout(prepared, lineLimit: 1, maxWidth: 40)
        #expect(typesetter.layouts.count == 1)
        #expect(layout == typesetter.layout(body("one two three four five six", lineLimit: 1), maxWidth: 40))
        #expect(typesetter.layouts.count == 1)
        // Six words do not fit 40 points on one line: the one line ends with an ellipsis.
        #expect(layout.lines.count == 1)
        #expect(layout.lines[0].string.hasSuffix("\u{2026}"))
    }

    /// A text too long to cache gets no key and is laid out like the unprepared text.
    @Test func uncachedTextsAreNotPrepared() throws {
        let typesetter = try Typesetter()
        let long = body(String(repeating: "a", count: Typesetter.longestCachedText + 1))
        let prepared = typesetter.prepare(long)
        #expect(prepared.measurerKey == nil)
        #expect(typesetter.layout(prepared, maxWidth: 100) == typesetter.layout(long, maxWidth: 100))
        #expect(typesetter.layouts.count == 0)
    }
}
