/// WebP (RFC 9649): a RIFF container whose first chunk is `VP8 ` (lossy), `VP8L` (lossless)
/// or `VP8X` (extended); animated WebP is refused (an `<image>` would animate it).
enum WebPHeader {
    static func read(_ r: ByteReader) throws(AssetError) -> (width: Int, height: Int) {
        let riffSize = try r.u32LE(4)
        try r.need(0, riffSize + 8)
        let chunk = 12, data = 20
        let chunkSize = try r.u32LE(chunk + 4)
        try r.need(data, chunkSize)
        if r.matches(chunk, "VP8 ") {
            guard try r.u8(data + 3) == 0x9D, try r.u8(data + 4) == 0x01, try r.u8(data + 5) == 0x2A else {
                throw AssetError("the WebP VP8 frame has no start code")
            }
            guard try r.u8(data) & 1 == 0 else { throw AssetError("the WebP VP8 frame is not a key frame") }
            return (try r.u16LE(data + 6) & 0x3FFF, try r.u16LE(data + 8) & 0x3FFF)
        } else if r.matches(chunk, "VP8L") {
            guard try r.u8(data) == 0x2F else { throw AssetError("the WebP VP8L data has no signature") }
            let bits = try r.u32LE(data + 1)
            guard bits >> 29 == 0 else { throw AssetError("the WebP VP8L header has an unknown version") }
            return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        } else if r.matches(chunk, "VP8X") {
            guard chunkSize >= 10 else { throw AssetError("the WebP VP8X chunk is too short") }
            guard try r.u8(data) & 0x02 == 0 else {
                throw AssetError("animated WebP is not supported; use a still image")
            }
            return (try r.u24LE(data + 4) + 1, try r.u24LE(data + 7) + 1)
        } else {
            throw AssetError("the WebP has no VP8, VP8L or VP8X chunk first")
        }
    }
}
