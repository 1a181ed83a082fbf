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
        guard value.isFinite else { return raw("null") }
        if value == value.rounded(), abs(value) < 1e15 { return raw(String(Int(value))) }
        raw("\(value)")
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
