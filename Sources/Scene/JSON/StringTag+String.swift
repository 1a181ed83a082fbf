extension StringTag {
    /// The tag of `string` when it is ASCII of at most sixteen bytes, which the tag then holds
    /// whole; nil for any other string.
    init?(asciiString string: String) {
        func tag(_ utf8: UnsafeBufferPointer<UInt8>) -> StringTag? {
            guard utf8.count <= 16 else { return nil }
            // The bytes copied into two zeroed words (at most sixteen: they fit), the first in
            // the low byte; ASCII when no byte has its top bit.
            var words: (UInt64, UInt64) = (0, 0)
            withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: UnsafeRawBufferPointer(utf8)) }
            let prefix = UInt64(littleEndian: words.0)
            let suffix = UInt64(littleEndian: words.1)
            guard (prefix | suffix) & 0x8080_8080_8080_8080 == 0 else { return nil }
            return StringTag(asciiCount: utf8.count, prefix: prefix, suffix: suffix)
        }
        let found: StringTag?
        if let result = string.utf8.withContiguousStorageIfAvailable(tag) {
            found = result
        } else {
            var string = string
            found = string.withUTF8(tag)
        }
        guard let found else { return nil }
        self = found
    }
}
