extension JSONParser {
    /// The table of recent strings has `1 << recentSlotBits` slots; a slot is the top bits of a
    /// hash (`recentSlot`).
    static let recentSlotBits = 7

    /// A string without escapes parsed earlier: where its bytes start in the input, and its
    /// index in `strings` plus one (0 for an empty slot). Its length needs no field: it is the
    /// only string of those bytes followed by a quote. Positions and indices beyond `UInt32`
    /// are simply not remembered.
    struct RecentString {
        var start: UInt32
        var string: UInt32
    }

    /// The index in `strings` of a recent string spelled like the `count` bytes from `start`,
    /// an unescaped string whose first sixteen bytes are `first` and `second`; nil when there is
    /// none.
    ///
    /// An ASCII string of at most sixteen bytes is all in its tag (a recent string that is not
    /// ASCII has the unknown tag). Otherwise the bytes are compared: the recent string starts
    /// before `start` and has no quote inside, so reading `count` bytes and one more from it
    /// stays before the quote that ends this string, and the quote there says it has
    /// `count` bytes.
    @inline(__always)
    func recentString(slot: Int, start: Int, count: Int, first: UInt64, second: UInt64, isASCII: Bool) -> Int? {
        let recent = recentStrings[slot]
        guard recent.string != 0 else { return nil }
        let string = Int(recent.string) - 1
        let other = Int(recent.start)
        if isASCII && count <= 16 {
            return tags[string] == StringTag(asciiCount: count, prefix: first, suffix: second) ? string : nil
        }
        return bytesEqual(other, start, count) && bytes[other + count] == UInt8(ascii: "\"") ? string : nil
    }

    /// Remembers `string`, whose bytes start at `start`, in `slot`.
    @inline(__always)
    func rememberString(_ string: Int, start: Int, slot: Int) {
        guard let start = UInt32(exactly: start), let string = UInt32(exactly: string + 1) else { return }
        recentStrings[slot] = RecentString(start: start, string: string)
    }
}
