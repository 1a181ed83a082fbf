import Foundation
import HTTPTypes
import Hummingbird

/// The `X-Request-ID` of a request: the client's, when it is 1 to 128 letters, digits, `-`,
/// `_`, `.` or `:` (a UUID, a trace ID; nothing that could break a log line), else a new UUID.
enum RequestID {
    static let header = HTTPField.Name("X-Request-ID")!

    static func accepting(_ sent: String?) -> String {
        if let sent, isSane(sent) { return sent }
        return randomUUID()
    }

    /// A random (version 4) UUID in lowercase, as `UUID().uuidString.lowercased()` gives one,
    /// written without Foundation's formatting and lowercasing copy, which cost more than
    /// the rest of the request's logging.
    static func randomUUID() -> String {
        var generator = SystemRandomNumberGenerator()
        var bytes = withUnsafeBytes(of: (generator.next() as UInt64, generator.next() as UInt64)) { Array($0) }
        bytes[6] = bytes[6] & 0x0F | 0x40  // version 4
        bytes[8] = bytes[8] & 0x3F | 0x80  // RFC 4122 variant
        let digits = Array("0123456789abcdef".utf8)
        return String(unsafeUninitializedCapacity: 36) { text in
            var next = 0
            for (index, byte) in bytes.enumerated() {
                if index == 4 || index == 6 || index == 8 || index == 10 {
                    text[next] = UInt8(ascii: "-")
                    next += 1
                }
                text[next] = digits[Int(byte >> 4)]
                text[next + 1] = digits[Int(byte & 0x0F)]
                next += 2
            }
            return next
        }
    }

    static func isSane(_ id: String) -> Bool {
        (1...128).contains(id.utf8.count)
            && id.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                    UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: ":"):
                    true
                default: false
                }
            }
    }
}
