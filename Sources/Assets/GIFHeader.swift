/// GIF (87a/89a): the logical screen gives the size; the blocks are walked up to the end of the
/// first image, and what is kept is that much plus a trailer: browsers then show the first
/// frame only, as SwiftUI's `Image` does.
enum GIFHeader {
    static func read(_ r: ByteReader) throws(AssetError) -> (width: Int, height: Int, firstFrame: [UInt8]) {
        let width = try r.u16LE(6), height = try r.u16LE(8)
        let packed = try r.u8(10)
        var offset = 13
        if packed & 0x80 != 0 { offset += 3 << ((packed & 7) + 1) }
        while true {
            switch try r.u8(offset) {
            case 0x21:  // extension: label, then data sub-blocks
                offset = try skipSubBlocks(r, from: offset + 2)
            case 0x2C:  // image descriptor
                let local = try r.u8(offset + 9)
                offset += 10
                if local & 0x80 != 0 { offset += 3 << ((local & 7) + 1) }
                let codeSize = try r.u8(offset)
                guard (2...8).contains(codeSize) else {
                    throw AssetError("the GIF image data has an invalid LZW code size \(codeSize)")
                }
                offset = try skipSubBlocks(r, from: offset + 1)
                return (width, height, Array(r.bytes[0..<offset]) + [0x3B])
            case 0x3B:
                throw AssetError("the GIF has no image")
            case let other:
                throw AssetError("the GIF has an unknown block 0x\(String(other, radix: 16, uppercase: true)) at byte \(offset)")
            }
        }
    }

    /// The offset after the sub-blocks starting at `offset` and their zero terminator.
    private static func skipSubBlocks(_ r: ByteReader, from offset: Int) throws(AssetError) -> Int {
        var offset = offset
        while true {
            let size = try r.u8(offset)
            offset += 1
            if size == 0 { return offset }
            try r.need(offset, size)
            offset += size
        }
    }
}
