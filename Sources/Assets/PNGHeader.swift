/// PNG (ISO/IEC 15948): the IHDR chunk first, every chunk's length and CRC, at least one IDAT,
/// and IEND last.
enum PNGHeader {
    static func read(_ r: ByteReader) throws(AssetError) -> (width: Int, height: Int) {
        var offset = 8
        var width = 0, height = 0
        var sawIDAT = false
        var first = true
        while true {
            let length = try r.u32BE(offset)
            guard length <= 0x7FFF_FFFF else { throw AssetError("a PNG chunk at byte \(offset) has an invalid length") }
            try r.need(offset + 4, 4)
            let type = String(decoding: r.bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            try r.need(offset + 8, length + 4)
            let crc = try r.u32BE(offset + 8 + length)
            guard CRC32.checksum(r.bytes[(offset + 4)..<(offset + 8 + length)]) == UInt32(crc) else {
                throw AssetError("the PNG chunk \(type) at byte \(offset) has a wrong CRC")
            }
            if first {
                guard type == "IHDR", length == 13 else { throw AssetError("the PNG does not start with an IHDR chunk") }
                width = try r.u32BE(offset + 8)
                height = try r.u32BE(offset + 12)
                let depth = try r.u8(offset + 16), colorType = try r.u8(offset + 17)
                let allowed: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
                guard allowed[colorType]?.contains(depth) == true else {
                    throw AssetError("the PNG header has colour type \(colorType) with bit depth \(depth)")
                }
                guard try r.u8(offset + 18) == 0, try r.u8(offset + 19) == 0, try r.u8(offset + 20) <= 1 else {
                    throw AssetError("the PNG header has an unknown compression, filter or interlace method")
                }
                first = false
            } else if type == "IDAT" {
                sawIDAT = true
            } else if type == "IEND" {
                guard sawIDAT else { throw AssetError("the PNG has no IDAT chunk") }
                return (width, height)
            }
            offset += 12 + length
        }
    }
}

/// CRC-32 (ISO 3309), as PNG chunks use.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
