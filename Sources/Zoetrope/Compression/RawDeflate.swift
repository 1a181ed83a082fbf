/// Raw deflate data (RFC 1951: no zlib or gzip header or checksum) through zlib: the `scene`
/// parameter of embed URLs, which Python's `zlib.compress(data, wbits=-15)` and the browsers'
/// `CompressionStream("deflate-raw")` also write.
public enum RawDeflate {
    /// Negative window bits select zlib's raw format, with a 32 KiB window.
    private static let rawWindowBits: Int32 = -15

    /// `bytes` deflated at `level` (zlib's 0 to 9; 9 makes the shortest URLs).
    public static func compress(_ bytes: [UInt8], level: Int32 = 9) -> [UInt8] {
        ZlibStream.deflate(bytes, level: level, windowBits: rawWindowBits)
    }

    /// The bytes `bytes` inflates to; `.tooLarge` as soon as they pass `limit` (inflating stops
    /// there, so a deflate bomb costs at most `limit` plus 16 KiB), `.corrupt` for data that is
    /// not one raw deflate stream, is cut short or has bytes after its end.
    public static func decompress(_ bytes: [UInt8], limit: Int) -> Result<[UInt8], InflateFailure> {
        ZlibStream.inflate(bytes, windowBits: rawWindowBits, limit: limit, concatenated: false)
    }
}
