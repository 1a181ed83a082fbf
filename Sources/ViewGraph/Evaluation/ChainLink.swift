import Scene

/// One modifier of a view's chain as evaluated: the modifier, the values its expressions read
/// (a Group's or component instance's modifiers read the scope they were written in), and its
/// position in the chain, which names background and overlay views.
struct ChainLink {
    var modifier: SceneModifier
    var context: EvaluationContext
    var index: String
}

/// A modifier of a Group, If, ForEach or component instance, waiting to wrap each view the
/// fragment yields: the modifier, the values its expressions read, and (recorded for the reuse
/// of component bodies) the names it reads from them.
struct InheritedModifier {
    var modifier: SceneModifier
    var context: EvaluationContext
    var reads: [String]
}

extension ChainLink {
    /// `links` numbered by position, scoped bodies spliced in.
    static func expanded(_ links: [InheritedModifier]) -> [ChainLink] {
        expanded(links.map { ($0.modifier, $0.context) })
    }

    /// `links` numbered by position, with the modifiers of scoped `animation` and `transaction`
    /// bodies spliced in after their modifier (numbered `k.0`, `k.1`…).
    static func expanded(_ links: [(SceneModifier, EvaluationContext)], prefix: String = "") -> [ChainLink] {
        var result: [ChainLink] = []
        for (k, (modifier, context)) in links.enumerated() {
            let index = prefix + String(k)
            result.append(ChainLink(modifier: modifier, context: context, index: index))
            var body: [SceneModifier] = []
            switch modifier {
            case .animation(let animation):
                if case .scoped(let modifiers) = animation.trigger { body = modifiers }
            case .transaction(let transaction):
                body = transaction.body ?? []
            default:
                break
            }
            if !body.isEmpty {
                result += expanded(body.map { ($0, context) }, prefix: index + ".")
            }
        }
        return result
    }
}
