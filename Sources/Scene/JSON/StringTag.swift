/// A summary of a string that settles most equality tests without comparing the strings: the
/// UTF-8 count and first sixteen bytes of an ASCII string.
///
/// Exact because two ASCII strings are equal under `==` (canonical equivalence) exactly when
/// their bytes are, so different tags mean different strings, and equal tags of at most sixteen
/// bytes mean equal strings. A string with any other scalar is `unknown` and always compared in
/// full: it may equal an ASCII one (U+212A KELVIN SIGN is canonically "K").
struct StringTag: Equatable {
    /// The UTF-8 count; -1 for `unknown`.
    let count: Int
    /// The first (up to) eight bytes, the first in the low byte, zero beyond the count.
    let prefix: UInt64
    /// The next (up to) eight bytes, likewise.
    let suffix: UInt64

    static let unknown = StringTag(count: -1, prefix: 0, suffix: 0)

    private init(count: Int, prefix: UInt64, suffix: UInt64) {
        self.count = count
        self.prefix = prefix
        self.suffix = suffix
    }

    /// The tag of an ASCII string of `count` bytes whose first (up to) eight are `prefix` and
    /// next (up to) eight `suffix` (each the first in the low byte, zero beyond the count).
    init(asciiCount count: Int, prefix: UInt64, suffix: UInt64) {
        self.init(count: count, prefix: prefix, suffix: suffix)
    }

    /// Whether the string of this tag may equal a string whose first UTF-8 byte is `first`
    /// (nil: the empty string).
    ///
    /// An ASCII string equals a string starting with an ASCII scalar only if it starts with
    /// that byte: canonical equivalence never turns one ASCII scalar into another (a combining
    /// mark after it composes into a non-ASCII scalar, or stays after it).
    @inline(__always)
    func mayEqual(firstByte first: UInt8?) -> Bool {
        guard count >= 0, let first, first < 0x80 else { return true }
        return count > 0 && UInt8(truncatingIfNeeded: prefix) == first
    }

    /// Whether strings with these tags may be equal, and must be compared to know.
    func mayEqual(_ other: StringTag) -> Bool {
        count < 0 || other.count < 0 || self == other
    }

    /// Whether strings with these tags are certainly equal.
    func surelyEquals(_ other: StringTag) -> Bool {
        count >= 0 && count <= 16 && self == other
    }
}
