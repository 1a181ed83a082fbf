/// The style sheet of a CSS keyframe document: every distinct `@keyframes` body and every
/// distinct class rule once, with short generated names (`idPrefix` plus a base-36 counter).
final class CSSRegistry {
    private let prefix: String
    private var counter = 0
    private var keyframeNames: [String: String] = [:]
    private var classNames: [String: String] = [:]
    private var sheet: [String] = []

    init(prefix: String) {
        self.prefix = prefix
    }

    private func nextName() -> String {
        defer { counter += 1 }
        return prefix + String(counter, radix: 36)
    }

    /// The name of a `@keyframes` rule with `body`.
    func keyframes(_ body: String) -> String {
        if let name = keyframeNames[body] { return name }
        let name = nextName()
        keyframeNames[body] = name
        sheet.append("@keyframes \(name){\(body)}")
        return name
    }

    /// The class of a rule with `declarations`.
    func className(_ declarations: String) -> String {
        if let name = classNames[declarations] { return name }
        let name = nextName()
        classNames[declarations] = name
        sheet.append(".\(name){\(declarations)}")
        return name
    }

    var isEmpty: Bool { sheet.isEmpty }

    /// The style sheet, rules in the order they were first asked for.
    var text: String { sheet.joined() }
}
