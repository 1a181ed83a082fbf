/// JPEG (ITU T.81): marker segments up to the first start-of-frame, which gives the size; a
/// start of scan and an end-of-image marker must follow.
enum JPEGHeader {
    static func read(_ r: ByteReader) throws(AssetError) -> (width: Int, height: Int) {
        var offset = 2
        var size: (width: Int, height: Int)?
        while true {
            guard try r.u8(offset) == 0xFF else { throw AssetError("the JPEG has no marker at byte \(offset)") }
            var marker = try r.u8(offset + 1)
            while marker == 0xFF {  // fill bytes
                offset += 1
                marker = try r.u8(offset + 1)
            }
            switch marker {
            case 0xD8, 0xD9:
                throw AssetError("the JPEG has an unexpected marker 0x\(String(marker, radix: 16, uppercase: true)) at byte \(offset)")
            case 0x01, 0xD0...0xD7:
                offset += 2
                continue
            default:
                break
            }
            let length = try r.u16BE(offset + 2)
            guard length >= 2 else { throw AssetError("the JPEG segment at byte \(offset) has length \(length)") }
            try r.need(offset + 2, length)
            if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard length >= 8 else { throw AssetError("the JPEG frame header is too short") }
                size = (try r.u16BE(offset + 7), try r.u16BE(offset + 5))
            } else if marker == 0xDA {
                guard let size else { throw AssetError("the JPEG has image data before its frame header") }
                guard r.bytes.count >= 2, r.bytes.suffix(from: offset).windows2.contains(where: { $0 == (0xFF, 0xD9) })
                else { throw AssetError("the JPEG is truncated: no end-of-image marker") }
                return size
            }
            offset += 2 + length
        }
    }
}

extension ArraySlice where Element == UInt8 {
    /// Adjacent pairs, from the end: an end-of-image marker is usually last.
    var windows2: some Sequence<(UInt8, UInt8)> {
        let base = self
        return stride(from: base.endIndex - 2, through: base.startIndex, by: -1).lazy.map { (base[$0], base[$0 + 1]) }
    }
}
