/// One problem with a scene, worded in one place so that every message follows the same
/// pattern: what was expected and what was found.
struct Problem {
    var code: String
    var message: String
    var kind: SceneError.Kind = .invalidScene
    var severity: Diagnostic.Severity = .error

    /// `frame.width must be a number or an expression, got true`.
    static func typeMismatch(_ subject: String, expected: String, got: JSONValue) -> Problem {
        Problem(code: "type_mismatch", message: "\(subject) must be \(expected), got \(got.summary)")
    }

    /// `unknown key "colour" in Text; did you mean "color"?`
    static func unknownKey(_ key: String, in subject: String, candidates: [String]) -> Problem {
        Problem(
            code: "unknown_key",
            message: "unknown key \(quoted(key)) in \(subject)" + Suggestion.clause(for: key, in: candidates))
    }

    /// A modifier written as a view property.
    static func modifierAsProperty(_ key: String, in subject: String) -> Problem {
        Problem(
            code: "unknown_key",
            message: "unknown key \(quoted(key)) in \(subject); \(quoted(key)) is a modifier, put it in 'modifiers'")
    }

    static func unknownViewType(_ name: String, candidates: [String]) -> Problem {
        Problem(
            code: "unknown_view",
            message: "unknown view type \(quoted(name))" + Suggestion.clause(for: name, in: candidates))
    }

    static func unknownModifier(_ name: String, candidates: [String]) -> Problem {
        Problem(
            code: "unknown_modifier",
            message: "unknown modifier \(quoted(name))" + Suggestion.clause(for: name, in: candidates))
    }

    /// `unknown color "blu"; did you mean "blue"?`
    static func unknownColor(_ name: String) -> Problem {
        Problem(
            code: "unknown_color",
            message: "unknown color \(quoted(name))" + Suggestion.clause(for: name, in: colorNameCandidates))
    }

    /// An enum position holding a name outside its set: `unknown alignment "centre"; did you mean "center"?`
    static func unknownName(_ name: String, category: String, candidates: [String]) -> Problem {
        Problem(
            code: "unknown_value",
            message: "unknown \(category) \(quoted(name))" + Suggestion.clause(for: name, in: candidates))
    }

    static func unknownState(_ name: String, candidates: [String]) -> Problem {
        Problem(
            code: "unknown_state",
            message: "unknown state \(quoted(name))" + Suggestion.clause(for: name, in: candidates))
    }

    /// `Text is missing "text"`.
    static func missingKey(_ key: String, in subject: String) -> Problem {
        Problem(code: "missing_key", message: "\(subject) is missing \(quoted(key))")
    }

    static func invalid(_ message: String) -> Problem {
        Problem(code: "invalid_value", message: message)
    }

    static func limit(_ message: String) -> Problem {
        Problem(code: "limit_exceeded", message: message, kind: .limitExceeded)
    }

    private static let colorNameCandidates = Array(ColorSyntax.names)
}
