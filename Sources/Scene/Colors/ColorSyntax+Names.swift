import Geometry

extension ColorSyntax {
    /// Whether the identifier `name` (see `isIdentifier`) is a colour name.
    ///
    /// An identifier is ASCII, as the names are: equal exactly when their bytes are, so equal
    /// tags of at most sixteen bytes mean equal strings, and a longer identifier can only be a
    /// longer name, which the dictionary finds.
    static func isName(identifier name: String) -> Bool {
        guard let tag = StringTag(asciiString: name) else { return Color.systemColors[name] != nil }
        return NameTable.shared.contains(tag)
    }

    /// The tags of the colour names of at most sixteen bytes in an open-addressed table: a
    /// bare name is found in a probe or two, where the dictionary hashed its whole string.
    private struct NameTable {
        static let shared = NameTable(Color.systemColors.keys.compactMap(StringTag.init(asciiString:)))

        /// A power of two, at least twice the names: a probe always reaches an empty slot.
        private let slots: [StringTag?]

        private init(_ tags: [StringTag]) {
            var count = 8
            while count < 2 * tags.count { count *= 2 }
            var slots = [StringTag?](repeating: nil, count: count)
            for tag in tags {
                var slot = Self.slot(of: tag, mask: count - 1)
                while slots[slot] != nil { slot = (slot + 1) & (count - 1) }
                slots[slot] = tag
            }
            self.slots = slots
        }

        /// Where a probe for `tag` starts: a multiplicative hash of its words.
        private static func slot(of tag: StringTag, mask: Int) -> Int {
            let mixed = (tag.prefix ^ (tag.suffix &* 31) ^ UInt64(truncatingIfNeeded: tag.count)) &* 0x9E37_79B9_7F4A_7C15
            return Int(truncatingIfNeeded: mixed >> 32) & mask
        }

        func contains(_ tag: StringTag) -> Bool {
            let mask = slots.count - 1
            var slot = Self.slot(of: tag, mask: mask)
            while let entry = slots[slot] {
                if entry == tag { return true }
                slot = (slot + 1) & mask
            }
            return false
        }
    }
}
