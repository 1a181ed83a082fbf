import HTTPTypes
import Hummingbird

/// The `X-Request-ID` of a request: the client's, when it is 1 to 128 letters, digits, `-`,
/// `_`, `.` or `:` (a UUID, a trace ID; nothing that could break a log line), else a new UUID
/// (``RequestIDGenerator``).
enum RequestID {
    static let header = HTTPField.Name("X-Request-ID")!

    static func accepting(_ sent: String?) -> String {
        if let sent, isSane(sent) { return sent }
        return RequestIDGenerator.shared.next()
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
