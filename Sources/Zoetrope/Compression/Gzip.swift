import CZlib

/// The gzip format (RFC 1952) through zlib: `Content-Encoding: gzip` responses and `.svgz` files.
public enum Gzip {
    /// zlib's window bits for a 32 KiB window, plus 16 to select the gzip wrapper instead of zlib's.
    private static let gzipWindowBits: Int32 = 15 + 16
    private static let chunkSize = 16_384

    /// The gzip encoding of `bytes`; `level` is zlib's 0 (store) to 9 (smallest).
    public static func compress(_ bytes: [UInt8], level: Int32 = 6) -> [UInt8] {
        var stream = z_stream()
        // deflateInit2 fails only on invalid parameters or out of memory; both are programming errors here.
        let status = zoetrope_deflateInit2(
            &stream, max(0, min(9, level)), Z_DEFLATED, gzipWindowBits, 8, Z_DEFAULT_STRATEGY)
        precondition(status == Z_OK, "deflateInit2 failed with \(status)")
        defer { deflateEnd(&stream) }

        var output: [UInt8] = []
        output.reserveCapacity(Int(deflateBound(&stream, uLong(bytes.count))))
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        bytes.withUnsafeBufferPointer { source in
            // zlib never writes through next_in; it is not declared const only for old compilers.
            stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
            stream.avail_in = uInt(source.count)
            var result = Z_OK
            while result != Z_STREAM_END {
                chunk.withUnsafeMutableBufferPointer { buffer in
                    stream.next_out = buffer.baseAddress
                    stream.avail_out = uInt(buffer.count)
                    result = deflate(&stream, Z_FINISH)
                    output.append(contentsOf: buffer.prefix(buffer.count - Int(stream.avail_out)))
                }
                precondition(result == Z_OK || result == Z_STREAM_END || result == Z_BUF_ERROR, "deflate failed with \(result)")
            }
        }
        return output
    }

    /// The bytes that gzip data `bytes` encodes, or `nil` when it is not valid gzip, is truncated,
    /// or would inflate to more than `limit` bytes (a guard against compression bombs).
    ///
    /// Concatenated gzip members are accepted, as `gzip -d` does.
    public static func decompress(_ bytes: [UInt8], limit: Int) -> [UInt8]? {
        var stream = z_stream()
        guard zoetrope_inflateInit2(&stream, gzipWindowBits) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }

        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        return bytes.withUnsafeBufferPointer { source -> [UInt8]? in
            stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
            stream.avail_in = uInt(source.count)
            while true {
                var result = Z_OK
                chunk.withUnsafeMutableBufferPointer { buffer in
                    stream.next_out = buffer.baseAddress
                    stream.avail_out = uInt(buffer.count)
                    result = inflate(&stream, Z_NO_FLUSH)
                    output.append(contentsOf: buffer.prefix(buffer.count - Int(stream.avail_out)))
                }
                if output.count > limit { return nil }
                switch result {
                case Z_STREAM_END:
                    // Another member may follow; anything else after the end is not gzip.
                    if stream.avail_in == 0 { return output }
                    guard inflateReset(&stream) == Z_OK else { return nil }
                case Z_OK:
                    continue
                default:
                    // Z_BUF_ERROR: no progress is possible with a fresh output chunk, so the input
                    // ended early (truncated or empty); anything else is corrupt data.
                    return nil
                }
            }
        }
    }
}
