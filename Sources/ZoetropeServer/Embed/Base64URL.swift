/// The URL- and filename-safe base64 alphabet (RFC 4648 §5): `-` and `_` for `+` and `/`,
/// written without `=` padding (accepted when read).
public enum Base64URL {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    public static func encode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var group = UInt32(bytes[index]) << 16
            if count > 1 { group |= UInt32(bytes[index + 1]) << 8 }
            if count > 2 { group |= UInt32(bytes[index + 2]) }
            for digit in 0...count {
                output.append(alphabet[Int((group >> UInt32(18 - 6 * digit)) & 0x3F)])
            }
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Why a text is not base64url.
    public enum DecodingError: Error, Equatable {
        /// A character outside the alphabet, at this offset (from 0).
        case invalidCharacter(Character, offset: Int)
        /// One character is left over after the last full group: no byte has 6 bits.
        case truncated
    }

    /// The bytes `text` encodes; `=` padding is allowed at the end only.
    public static func decode(_ text: String) throws(DecodingError) -> [UInt8] {
        var digits = Array(text.utf8)
        var padding = 0
        while padding < 2, digits.last == UInt8(ascii: "=") {
            digits.removeLast()
            padding += 1
        }
        var values: [UInt8] = []
        values.reserveCapacity(digits.count)
        for (offset, digit) in digits.enumerated() {
            guard let value = Self.value(digit) else {
                let character = text.utf8.count > offset
                    ? Character(String(text[text.utf8.index(text.utf8.startIndex, offsetBy: offset)]))
                    : "?"
                throw .invalidCharacter(character, offset: offset)
            }
            values.append(value)
        }
        guard values.count % 4 != 1, padding == 0 || (values.count + padding) % 4 == 0 else { throw .truncated }
        var output: [UInt8] = []
        output.reserveCapacity(values.count * 3 / 4)
        var index = 0
        while index < values.count {
            let count = min(4, values.count - index)
            var group: UInt32 = 0
            for digit in 0..<4 {
                group = group << 6 | (digit < count ? UInt32(values[index + digit]) : 0)
            }
            for byte in 0..<(count - 1) {
                output.append(UInt8((group >> UInt32(16 - 8 * byte)) & 0xFF))
            }
            index += 4
        }
        return output
    }

    private static func value(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): digit - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): digit - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0") + 52
        case UInt8(ascii: "-"): 62
        case UInt8(ascii: "_"): 63
        default: nil
        }
    }
}
