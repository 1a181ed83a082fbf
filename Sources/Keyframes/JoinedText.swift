extension Array where Element == String {
    /// `joined(separator:)`, gathered as UTF-8 bytes: the standard library's `joined` on an array
    /// of strings ran unspecialised, ~4 k instructions for a list of a few dozen parts. The same
    /// text: each part's bytes in order, `separator` between two.
    func joinedText(separator: StaticString = "") -> String {
        separator.withUTF8Buffer { gap in
            var count = Swift.max(0, self.count - 1) * gap.count
            for part in self { count += part.utf8.count }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(count)
            for index in indices {
                if index > 0 { bytes.append(contentsOf: gap) }
                bytes.append(contentsOf: self[index].utf8)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
