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
    /// `String(k)`: the small positions, which name nearly every link and child, made once.
    static func indexName(_ k: Int) -> String {
        k >= 0 && k < smallIndexNames.count ? smallIndexNames[k] : String(k)
    }

    private static let smallIndexNames = (0..<32).map { String($0) }

    /// `links` numbered by position, scoped bodies spliced in; an animator's content reads the
    /// value `animatorValue` gives for the animator's index (its initial value or first phase
    /// when that is nil).
    static func expanded(_ links: [InheritedModifier], animatorValue: (String) -> Value? = { _ in nil }) -> [ChainLink] {
        var result: [ChainLink] = []
        result.reserveCapacity(links.count)
        for k in links.indices {
            result.append(ChainLink(modifier: links[k].modifier, context: links[k].context, index: indexName(k)))
            if links[k].modifier.mayHoldModifiers { appendBody(of: result.count - 1, to: &result, animatorValue: animatorValue) }
        }
        return result
    }

    /// The links of `modifiers` (reading `context`) followed by those of `inherited`, numbered and
    /// expanded as `expanded(_:animatorValue:)` numbers and expands the two lists joined.
    static func expanded(
        _ modifiers: [SceneModifier], context: EvaluationContext, inherited: [InheritedModifier],
        animatorValue: (String) -> Value?
    ) -> [ChainLink] {
        var result: [ChainLink] = []
        result.reserveCapacity(modifiers.count + inherited.count)
        for k in modifiers.indices {
            result.append(ChainLink(modifier: modifiers[k], context: context, index: indexName(k)))
            if modifiers[k].mayHoldModifiers { appendBody(of: result.count - 1, to: &result, animatorValue: animatorValue) }
        }
        for k in inherited.indices {
            result.append(
                ChainLink(modifier: inherited[k].modifier, context: inherited[k].context, index: indexName(modifiers.count + k)))
            if inherited[k].modifier.mayHoldModifiers { appendBody(of: result.count - 1, to: &result, animatorValue: animatorValue) }
        }
        return result
    }

    /// `links` numbered by position, with the modifiers of scoped `animation` and `transaction`
    /// bodies spliced in after their modifier (numbered `k.0`, `k.1`…).
    static func expanded(
        _ links: [(SceneModifier, EvaluationContext)], prefix: String = "", animatorValue: (String) -> Value? = { _ in nil }
    ) -> [ChainLink] {
        var result: [ChainLink] = []
        for (k, (modifier, context)) in links.enumerated() {
            result.append(ChainLink(modifier: modifier, context: context, index: prefix + indexName(k)))
            if modifier.mayHoldModifiers { appendBody(of: result.count - 1, to: &result, animatorValue: animatorValue) }
        }
        return result
    }

    /// Appends the links of the scoped body of the modifier of `result[link]` (`index.0`, …): a
    /// modifier whose case `SceneModifier.mayHoldModifiers` tells (its cases are this switch's).
    private static func appendBody(of link: Int, to result: inout [ChainLink], animatorValue: (String) -> Value?) {
        let modifier = result[link].modifier
        let context = result[link].context
        let index = result[link].index
        let body: [SceneModifier]
        var bodyContext = context
        switch modifier {
        case .keyframeAnimator(let animator):
            body = animator.content
            bodyContext["value"] = animatorValue(index) ?? KeyframeAnimatorModifier.value(animator.initialValue)
        case .phaseAnimator(let animator):
            body = animator.content
            bodyContext["phase"] = animatorValue(index) ?? animator.phases[0]
        case .animation(let animation):
            guard case .scoped(let modifiers) = animation.trigger else { return }
            body = modifiers
        case .transaction(let transaction):
            body = transaction.body ?? []
        default:
            assertionFailure("mayHoldModifiers and appendBody(of:to:animatorValue:) list different cases")
            return
        }
        if !body.isEmpty {
            result += expanded(body.map { ($0, bodyContext) }, prefix: index + ".", animatorValue: animatorValue)
        }
    }
}
