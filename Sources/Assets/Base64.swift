/// Base64 (RFC 4648, standard or URL-safe alphabet, padding optional, ASCII white space
/// ignored) decoding with a bound on the output.
enum Base64 {
    private static let table: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (i, c) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
            table[Int(c)] = UInt8(i)
        }
        table[Int(UInt8(ascii: "-"))] = 62
        table[Int(UInt8(ascii: "_"))] = 63
        return table
    }()

    static func decode(_ input: ArraySlice<UInt8>, maxBytes: Int) throws(AssetError) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(min(input.count / 4 * 3 + 3, maxBytes))
        var accumulator: UInt32 = 0
        var bits = 0
        var padding = 0
        for (offset, byte) in input.enumerated() {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                continue
            case UInt8(ascii: "="):
                padding += 1
                continue
            default:
                break
            }
            let value = table[Int(byte)]
            guard value != 0xFF, padding == 0 else {
                throw AssetError("the base64 data has an invalid character at offset \(offset)")
            }
            accumulator = accumulator << 6 | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                guard output.count < maxBytes else { throw DataURI.tooLarge(maxBytes) }
                output.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
            }
        }
        guard bits < 6, padding <= 2 else { throw AssetError("the base64 data is truncated") }
        return output
    }
}

extension Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Standard base64 with padding.
    static func encode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var i = 0
        while i + 3 <= bytes.count {
            let n = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2])
            for shift in [18, 12, 6, 0] { output.append(alphabet[Int((n >> UInt32(shift)) & 63)]) }
            i += 3
        }
        let rest = bytes.count - i
        if rest > 0 {
            let n = UInt32(bytes[i]) << 16 | (rest == 2 ? UInt32(bytes[i + 1]) << 8 : 0)
            output.append(alphabet[Int((n >> 18) & 63)])
            output.append(alphabet[Int((n >> 12) & 63)])
            output.append(rest == 2 ? alphabet[Int((n >> 6) & 63)] : UInt8(ascii: "="))
            output.append(UInt8(ascii: "="))
        }
        return String(decoding: output, as: UTF8.self)
    }
}
