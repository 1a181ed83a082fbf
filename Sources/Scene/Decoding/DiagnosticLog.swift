/// The diagnostics found while decoding one scene, in the order they were found.
struct DiagnosticLog {
    /// Beyond this many diagnostics the rest are dropped: one bad scene cannot make the report
    /// itself unbounded.
    static let capacity = 100

    private(set) var entries: [(diagnostic: Diagnostic, kind: SceneError.Kind)] = []

    var hasErrors: Bool { entries.contains { $0.diagnostic.severity == .error } }

    mutating func record(_ problem: Problem, at path: JSONPath) {
        record(problem, at: path.pointer)
    }

    mutating func record(_ problem: Problem, at pointer: String) {
        append(Diagnostic(severity: problem.severity, code: problem.code, message: problem.message, path: pointer), problem.kind)
    }

    /// Takes over every diagnostic of an error thrown elsewhere (the expression parser), whose
    /// length and nesting errors count as limits.
    mutating func absorb(_ error: SceneError) {
        for diagnostic in error.diagnostics {
            append(diagnostic, Self.limitCodes.contains(diagnostic.code) ? .limitExceeded : error.kind)
        }
    }

    static let limitCodes: Set<String> = ["limit_exceeded", "expression_too_long", "expression_too_deep"]

    mutating func append(_ diagnostic: Diagnostic, _ kind: SceneError.Kind) {
        guard entries.count < Self.capacity else { return }
        entries.append((diagnostic, kind))
    }

    /// Every diagnostic, errors before warnings, otherwise in the order found.
    var sorted: [(diagnostic: Diagnostic, kind: SceneError.Kind)] {
        entries.filter { $0.diagnostic.severity == .error } + entries.filter { $0.diagnostic.severity != .error }
    }

    /// The error to throw when there is at least one error; its kind is the first error's.
    var sceneError: SceneError? {
        let all = sorted
        guard let first = all.first, first.diagnostic.severity == .error else { return nil }
        return SceneError(kind: first.kind, diagnostics: all.map(\.diagnostic))
    }
}
