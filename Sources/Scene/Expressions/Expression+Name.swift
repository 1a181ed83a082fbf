extension Expression {
    /// What the checker infers for a source that is exactly one name of `scope` (no spaces, not
    /// a keyword), found without lexing, parsing and checking; nil for any other source.
    ///
    /// A lone identifier parses as `.name` in any position, and the checker resolves a name in
    /// the scope before it tries anything else, so this is the general path's result.
    static func scopedName(_ source: String, in scope: Scope) -> ExpressionChecker.Typed? {
        guard isIdentifier(source) else { return nil }
        switch source {
        case "true", "false", "null", "nil": return nil
        default: break
        }
        guard let type = scope[source] else { return nil }
        return ExpressionChecker.Typed(node: .name(source), type: type)
    }
}
