/// A problem found in a scene, located by the JSON pointer of the offending value.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
    }

    public var severity: Severity
    /// A stable, machine-readable code such as `invalid_scene`, `unknown_modifier`, `type_mismatch`.
    public var code: String
    /// One sentence naming what was expected and what was found.
    public var message: String
    /// The RFC 6901 JSON pointer of the offending value, e.g. `/body/children/0/modifiers/1/frame/width`.
    public var path: String

    public init(severity: Severity = .error, code: String, message: String, path: String) {
        self.severity = severity
        self.code = code
        self.message = message
        self.path = path
    }

    public var description: String { "\(path.isEmpty ? "/" : path): \(severity.rawValue): \(message) [\(code)]" }
}

/// The error the front end throws: every diagnostic it found, errors first.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why the input was refused; picks the HTTP status.
    public enum Kind: String, Hashable, Sendable {
        /// The body is not JSON (HTTP 400).
        case malformedJSON = "malformed_json"
        /// Valid JSON that is not a valid scene (HTTP 422).
        case invalidScene = "invalid_scene"
        /// A configured limit was exceeded (HTTP 413 for the body size, 422 otherwise).
        case limitExceeded = "limit_exceeded"
    }

    public var kind: Kind
    public var diagnostics: [Diagnostic]

    public init(kind: Kind, diagnostics: [Diagnostic]) {
        self.kind = kind
        self.diagnostics = diagnostics
    }

    public init(kind: Kind = .invalidScene, code: String, message: String, path: String) {
        self.init(kind: kind, diagnostics: [Diagnostic(code: code, message: message, path: path)])
    }

    /// The first error: the one an HTTP response reports.
    public var primary: Diagnostic {
        diagnostics.first { $0.severity == .error } ?? diagnostics.first
            ?? Diagnostic(code: kind.rawValue, message: "invalid scene", path: "")
    }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
