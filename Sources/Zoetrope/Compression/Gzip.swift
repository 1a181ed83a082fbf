import CZlib

/// The gzip format (RFC 1952) through zlib: `Content-Encoding: gzip` responses and `.svgz` files.
public enum Gzip {
    /// zlib's window bits for a 32 KiB window, plus 16 to select the gzip wrapper instead of zlib's.
    private static let gzipWindowBits: Int32 = 15 + 16

    /// The gzip encoding of `bytes`; `level` is zlib's 0 (store) to 9 (smallest).
    public static func compress(_ bytes: [UInt8], level: Int32 = 6) -> [UInt8] {
        ZlibStream.deflate(bytes, level: level, windowBits: gzipWindowBits)
    }

    /// The bytes that gzip data `bytes` encodes, or `nil` when it is not valid gzip, is truncated,
    /// or would inflate to more than `limit` bytes (a guard against compression bombs).
    ///
    /// Concatenated gzip members are accepted, as `gzip -d` does.
    public static func decompress(_ bytes: [UInt8], limit: Int) -> [UInt8]? {
        try? ZlibStream.inflate(bytes, windowBits: gzipWindowBits, limit: limit, concatenated: true).get()
    }
}
