import CZlib

/// Why inflating stopped without a result.
public enum InflateFailure: Error, Hashable, Sendable {
    /// Not data of the format, cut short, or followed by bytes that are not.
    case corrupt
    /// The output passed the limit; inflating stopped there.
    case tooLarge
}

/// zlib's deflate and inflate over whole buffers, for each wrapper zlib knows by its window
/// bits: gzip (``Gzip``) and raw deflate (``RawDeflate``).
enum ZlibStream {
    private static let chunkSize = 16_384

    /// `bytes` deflated; `level` is zlib's 0 (store) to 9 (smallest).
    static func deflate(_ bytes: [UInt8], level: Int32, windowBits: Int32) -> [UInt8] {
        var stream = z_stream()
        // deflateInit2 fails only on invalid parameters or out of memory; both are programming errors here.
        let status = zoetrope_deflateInit2(&stream, max(0, min(9, level)), Z_DEFLATED, windowBits, 8, Z_DEFAULT_STRATEGY)
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
                    result = CZlib.deflate(&stream, Z_FINISH)
                    output.append(contentsOf: buffer.prefix(buffer.count - Int(stream.avail_out)))
                }
                precondition(result == Z_OK || result == Z_STREAM_END || result == Z_BUF_ERROR, "deflate failed with \(result)")
            }
        }
        return output
    }

    /// The bytes `bytes` inflates to, never holding more than `limit` plus one chunk: inflating
    /// stops as soon as the output passes `limit` (a guard against compression bombs).
    /// - Parameter concatenated: whether another stream may follow the end of one (gzip members).
    static func inflate(
        _ bytes: [UInt8], windowBits: Int32, limit: Int, concatenated: Bool
    ) -> Result<[UInt8], InflateFailure> {
        var stream = z_stream()
        guard zoetrope_inflateInit2(&stream, windowBits) == Z_OK else { return .failure(.corrupt) }
        defer { inflateEnd(&stream) }

        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        return bytes.withUnsafeBufferPointer { source -> Result<[UInt8], InflateFailure> in
            stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
            stream.avail_in = uInt(source.count)
            while true {
                var result = Z_OK
                chunk.withUnsafeMutableBufferPointer { buffer in
                    stream.next_out = buffer.baseAddress
                    stream.avail_out = uInt(buffer.count)
                    result = CZlib.inflate(&stream, Z_NO_FLUSH)
                    output.append(contentsOf: buffer.prefix(buffer.count - Int(stream.avail_out)))
                }
                if output.count > limit { return .failure(.tooLarge) }
                switch result {
                case Z_STREAM_END:
                    if stream.avail_in == 0 { return .success(output) }
                    // Another member may follow; anything else after the end is not the format.
                    guard concatenated, inflateReset(&stream) == Z_OK else { return .failure(.corrupt) }
                case Z_OK:
                    continue
                default:
                    // Z_BUF_ERROR: no progress is possible with a fresh output chunk, so the input
                    // ended early (truncated or empty); anything else is corrupt data.
                    return .failure(.corrupt)
                }
            }
        }
    }
}
