/// Bounds-checked big- and little-endian reads from a byte array; every read past the end
/// throws "truncated".
struct ByteReader {
    let bytes: [UInt8]
    let format: String

    func need(_ offset: Int, _ count: Int) throws(AssetError) {
        guard offset >= 0, count >= 0, offset <= bytes.count - count else {
            throw AssetError("the \(format) data is truncated at byte \(min(max(offset, 0), bytes.count))")
        }
    }

    func u8(_ offset: Int) throws(AssetError) -> Int {
        try need(offset, 1)
        return Int(bytes[offset])
    }

    func u16BE(_ offset: Int) throws(AssetError) -> Int {
        try need(offset, 2)
        return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }

    func u16LE(_ offset: Int) throws(AssetError) -> Int {
        try need(offset, 2)
        return Int(bytes[offset + 1]) << 8 | Int(bytes[offset])
    }

    func u24LE(_ offset: Int) throws(AssetError) -> Int {
        try need(offset, 3)
        return Int(bytes[offset + 2]) << 16 | Int(bytes[offset + 1]) << 8 | Int(bytes[offset])
    }

    func u32BE(_ offset: Int) throws(AssetError) -> Int {
        try need(offset, 4)
        return Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
    }

    func u32LE(_ offset: Int) throws(AssetError) -> Int {
        try need(offset, 4)
        return Int(bytes[offset + 3]) << 24 | Int(bytes[offset + 2]) << 16 | Int(bytes[offset + 1]) << 8 | Int(bytes[offset])
    }

    func matches(_ offset: Int, _ ascii: String) -> Bool {
        let expected = Array(ascii.utf8)
        guard offset >= 0, offset <= bytes.count - expected.count else { return false }
        return Array(bytes[offset..<offset + expected.count]) == expected
    }
}
