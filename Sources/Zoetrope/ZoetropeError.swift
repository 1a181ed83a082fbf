import Scene

/// A refused request: an HTTP status, a stable code, a message and the JSON pointer (for scene
/// errors) or the option name (for query/CLI options) of the offending value.
public struct ZoetropeError: Error, Hashable, Sendable, CustomStringConvertible {
    public var status: Int
    public var code: String
    public var message: String
    public var path: String
    /// Every diagnostic found, for `zoetrope check` and the JSON body.
    public var diagnostics: [Diagnostic]

    public init(status: Int, code: String, message: String, path: String = "", diagnostics: [Diagnostic] = []) {
        self.status = status
        self.code = code
        self.message = message
        self.path = path
        self.diagnostics = diagnostics
    }

    /// The HTTP mapping of a front-end error: 400 malformed JSON, 422 invalid scene or limit.
    public init(_ error: SceneError) {
        let primary = error.primary
        let status = error.kind == .malformedJSON ? 400 : 422
        self.init(status: status, code: primary.code, message: primary.message, path: primary.path, diagnostics: error.diagnostics)
    }

    /// A request option that is not valid (HTTP 400).
    public static func invalidOption(_ name: String, _ message: String) -> ZoetropeError {
        ZoetropeError(status: 400, code: "invalid_option", message: message, path: name)
    }

    /// A body over the configured limit (HTTP 413).
    public static func bodyTooLarge(limit: Int) -> ZoetropeError {
        ZoetropeError(
            status: 413, code: "body_too_large", message: "the scene is larger than the limit of \(limit) bytes (limits.maxBodyBytes in config.yml)")
    }

    public var description: String { path.isEmpty ? "\(code): \(message)" : "\(path): \(message) [\(code)]" }
}
