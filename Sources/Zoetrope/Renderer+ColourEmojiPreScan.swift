extension Renderer {
    /// Whether a JSON document's strings may hold a character that starts or makes a colour
    /// emoji (``mayBeColourEmoji(_:)``: U+231A and above), so that its texts must be laid out
    /// for the emoji budget. Such a character is either written as itself, three or four UTF-8
    /// bytes led by 0xE0 or above (U+0800 and above), or as a `\u` escape; a document with
    /// neither (any Latin, Greek or Cyrillic scene) cannot, and is not walked at all.
    static func mayHoldColourEmoji(_ json: [UInt8]) -> Bool {
        json.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return false }
            var afterBackslash = false
            var index = 0
            while index < bytes.count {
                // Eight bytes at a time while none has its high bit set and none is a backslash
                // (after a backslash the next byte must be read alone).
                if !afterBackslash {
                    while index + 8 <= bytes.count {
                        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                        guard word & 0x8080_8080_8080_8080 == 0, !hasByte(0x5C, in: word) else { break }
                        index += 8
                    }
                }
                // One byte at a time through the word that stopped the fast loop (or the tail),
                // then back to it: an escape or a two-byte letter early on does not slow the rest.
                let end = min(index + 8, bytes.count)
                while index < end {
                    let byte = bytes[index]
                    if byte >= 0xE0 || (afterBackslash && byte == UInt8(ascii: "u")) { return true }
                    // "\\u" is an escaped backslash and a "u": a backslash after a backslash starts nothing.
                    afterBackslash = byte == UInt8(ascii: "\\") && !afterBackslash
                    index += 1
                }
            }
            return false
        }
    }

    /// Whether one of `word`'s eight bytes, all below 0x80, is `byte` (below 0x80 too).
    private static func hasByte(_ byte: UInt8, in word: UInt64) -> Bool {
        let difference = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        // A zero byte of `difference` is the only one whose high bit survives: every byte is below
        // 0x80, so subtracting 1 from a non-zero byte never borrows from its neighbour.
        return (difference &- 0x0101_0101_0101_0101) & ~difference & 0x8080_8080_8080_8080 != 0
    }
}
