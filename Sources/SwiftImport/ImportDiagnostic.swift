/// A problem in the Swift source: where, how bad, and what to write instead.
public struct ImportDiagnostic: Equatable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable {
        /// The source can't be translated.
        case error
        /// Translated, but something in the source is not drawn or not run (a control, a tap).
        case warning
    }

    public var severity: Severity
    public var position: SourcePosition
    public var message: String

    public init(_ severity: Severity, at position: SourcePosition, _ message: String) {
        self.severity = severity
        self.position = position
        self.message = message
    }

    /// `line:column: error: message`, as compilers print (the file name goes in front).
    public var description: String { "\(position.line):\(position.column): \(severity.rawValue): \(message)" }

    /// `file:line:column: error: message`.
    public func formatted(file: String) -> String { "\(file):\(description)" }
}

/// The source could not be translated: every error found, then the warnings.
public struct SwiftImportError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [ImportDiagnostic]

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
