import Foundation
import Logging
import Scene

/// `logging.format: json`: each log event is one JSON object on one line of standard error:
/// `time` (ISO 8601, UTC, milliseconds), `level`, `label`, `message`, then the metadata by
/// name (numbers as numbers, a request's fields among them).
public struct JSONLogHandler: LogHandler {
    public var metadata: Logger.Metadata = [:]
    public var logLevel: Logger.Level = .info
    private let label: String
    private let write: @Sendable (String) -> Void

    public init(label: String, write: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }) {
        self.label = label
        self.write = write
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var merged = metadata
        if let extra = event.metadata { merged.merge(extra) { _, new in new } }
        write(Self.line(time: Date(), level: event.level, label: label, message: "\(event.message)", metadata: merged) + "\n")
    }

    /// One event as a JSON object, fields in a fixed order.
    static func line(time: Date, level: Logger.Level, label: String, message: String, metadata: Logger.Metadata) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        formatter.timeZone = TimeZone(identifier: "UTC")
        var fields = [
            "\"time\":\(quoted(formatter.string(from: time)))", "\"level\":\(quoted(level.rawValue))",
            "\"label\":\(quoted(label))", "\"message\":\(quoted(message))",
        ]
        for key in metadata.keys.sorted() where !["time", "level", "label", "message"].contains(key) {
            fields.append("\(quoted(key)):\(value(metadata[key]!))")
        }
        return "{" + fields.joined(separator: ",") + "}"
    }

    private static func value(_ value: Logger.Metadata.Value) -> String {
        switch value {
        case .string(let text): return quoted(text)
        case .stringConvertible(let convertible):
            if let number = convertible as? Int { return String(number) }
            if let number = convertible as? Double, number.isFinite { return String(number) }
            return quoted(convertible.description)
        case .array(let values): return "[" + values.map(Self.value).joined(separator: ",") + "]"
        case .dictionary(let dictionary):
            return "{" + dictionary.keys.sorted().map { "\(quoted($0)):\(Self.value(dictionary[$0]!))" }.joined(separator: ",") + "}"
        }
    }

    /// A JSON string: quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String { JSONString.quoted(text) }
}
