/// Writes JSON text by hand for the documents the facade returns (frames, trace): strings are
/// escaped per RFC 8259, numbers written with the fewest digits that round-trip.
struct JSONText {
    private(set) var bytes: [UInt8] = []

    mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 { escape(byte) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A JSON string whose content is the UTF-8 bytes `utf8` (an SVG).
    mutating func string(utf8: [UInt8]) {
        bytes.reserveCapacity(bytes.count + utf8.count + 16)
        bytes.append(UInt8(ascii: "\""))
        for byte in utf8 { escape(byte) }
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func number(_ value: Double) {
        raw(Self.numberText(value))
    }

    /// `value` as a JSON number: a whole number without a fraction, `null` when not finite.
    static func numberText(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    /// The bytes escaping adds to the UTF-8 bytes `utf8` in a JSON string (``string(utf8:)``):
    /// one for each of `"`, `\\`, line feed, carriage return and tab, five for every other
    /// control character (`\u00XX`).
    static func escapeGrowth(utf8: [UInt8]) -> Int {
        var growth = 0
        for byte in utf8 where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x0A, 0x0D, 0x09: growth += 1
            default: growth += 5
            }
        }
        return growth
    }

    private mutating func escape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): bytes.append(contentsOf: [92, 34])
        case UInt8(ascii: "\\"): bytes.append(contentsOf: [92, 92])
        case 0x0A: bytes.append(contentsOf: [92, UInt8(ascii: "n")])
        case 0x0D: bytes.append(contentsOf: [92, UInt8(ascii: "r")])
        case 0x09: bytes.append(contentsOf: [92, UInt8(ascii: "t")])
        case 0..<0x20:
            let hex = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: [92, UInt8(ascii: "u"), 48, 48, hex[Int(byte >> 4)], hex[Int(byte & 15)]])
        default: bytes.append(byte)
        }
    }
}
