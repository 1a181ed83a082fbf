import Geometry

extension ColorSyntax {
    /// The colour names of at most sixteen bytes as tags (`StringTag`): a bare name is found
    /// among them by comparing words, where the dictionary hashed it.
    private static let shortNameTags: [StringTag] = Color.systemColors.keys.compactMap(asciiTag)

    /// Whether the identifier `name` (see `isIdentifier`) is a colour name.
    ///
    /// An identifier is ASCII, as the names are: equal exactly when their bytes are, so equal
    /// tags of at most sixteen bytes mean equal strings, and a longer identifier can only be a
    /// longer name, which the dictionary finds.
    static func isName(identifier name: String) -> Bool {
        guard let tag = asciiTag(name) else { return Color.systemColors[name] != nil }
        return shortNameTags.contains(tag)
    }

    /// The tag of an ASCII string of at most sixteen bytes; nil for any other string.
    private static func asciiTag(_ string: String) -> StringTag? {
        func tag(_ utf8: UnsafeBufferPointer<UInt8>) -> StringTag? {
            guard utf8.count <= 16, utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
            var words: (UInt64, UInt64) = (0, 0)
            for (index, byte) in utf8.enumerated() {
                if index < 8 {
                    words.0 |= UInt64(byte) << (8 * UInt64(index))
                } else {
                    words.1 |= UInt64(byte) << (8 * UInt64(index - 8))
                }
            }
            return StringTag(asciiCount: utf8.count, prefix: words.0, suffix: words.1)
        }
        if let result = string.utf8.withContiguousStorageIfAvailable(tag) { return result }
        var string = string
        return string.withUTF8(tag)
    }
}
