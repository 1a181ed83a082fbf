/// A component instance whose body was evaluated in an update, and why — this engine's
/// `Self._printChanges()`.
public struct BodyEvaluation: Hashable, Sendable {
    /// The instance's identity (`/0/Card`).
    public var path: String
    /// `first evaluation`, `argument 'name' changed`, `state 'count' changed`,
    /// `environment 'accent' changed`.
    public var reasons: [String]

    public init(path: String, reasons: [String]) {
        self.path = path
        self.reasons = reasons
    }

    /// The bodies of `earlier` and then those `later` adds, each path once with the reasons of
    /// both (for an update whose `onChange` actions evaluate the scene again).
    public static func merged(_ earlier: [BodyEvaluation], _ later: [BodyEvaluation]) -> [BodyEvaluation] {
        var result = earlier
        var index = Dictionary(earlier.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { a, _ in a })
        for body in later {
            if let i = index[body.path] {
                for reason in body.reasons where !result[i].reasons.contains(reason) { result[i].reasons.append(reason) }
            } else {
                index[body.path] = result.count
                result.append(body)
            }
        }
        return result
    }
}
