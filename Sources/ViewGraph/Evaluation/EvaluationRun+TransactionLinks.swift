import Scene

extension EvaluationRun {
    /// The transaction link a chain link makes, evaluated at its context; nil for the modifiers
    /// that are not about transactions.
    static func transactionAction(for link: ChainLink) -> TransactionLink.Action? {
        let context = link.context
        switch link.modifier {
        case .animation(let modifier):
            let animation = modifier.animation?.evaluate(context)
            switch modifier.trigger {
            case .value(let expression): return .animation(animation, value: expression.evaluate(context))
            case .anyChange, .scoped: return .animation(animation, value: nil)
            }
        case .transaction(let modifier):
            let change: TransactionMutation.AnimationChange =
                switch modifier.animation {
                case .keep: .keep
                case .set(let animation): .set(animation?.evaluate(context))
                case .fromKey(let lookup): .fromKey(lookup)
                }
            return .transaction(
                TransactionMutation(animation: change, disablesAnimations: modifier.disablesAnimations?.evaluate(context)))
        case .transactionMonitor(let label):
            return .monitor(label)
        default:
            return nil
        }
    }
}

extension EvaluationRun {
    /// Records `link` if it is an animator. Not inlined: `node` recurses once per level of the
    /// tree, and every temporary of a debug build takes its own slot in its frame.
    @inline(never)
    mutating func recordAnimator(_ link: ChainLink, viewID: String) {
        if let record = Self.animatorRecord(for: link, viewID: viewID) { animators.append(record) }
    }

    /// The record of a keyframe or phase animator link, its trigger evaluated.
    static func animatorRecord(for link: ChainLink, viewID: String) -> AnimatorRecord? {
        let kind: AnimatorRecord.Kind
        let trigger: Expression?
        switch link.modifier {
        case .keyframeAnimator(let animator):
            kind = .keyframes(animator)
            trigger = animator.trigger
        case .phaseAnimator(let animator):
            kind = .phases(animator)
            trigger = animator.trigger
        default:
            return nil
        }
        return AnimatorRecord(
            id: viewID + "@" + link.index, viewID: viewID, kind: kind, trigger: trigger?.evaluate(link.context), context: link.context)
    }
}

extension SceneModifier {
    var isAnimator: Bool {
        switch self {
        case .keyframeAnimator, .phaseAnimator: true
        default: false
        }
    }

    /// Whether a scoped body sets the foreground colour, directly or in a nested scoped body.
    var scopedBodySetsForeground: Bool {
        let body: [SceneModifier]
        switch self {
        case .animation(let modifier):
            guard case .scoped(let modifiers) = modifier.trigger else { return false }
            body = modifiers
        case .transaction(let modifier):
            body = modifier.body ?? []
        case .keyframeAnimator(let animator):
            body = animator.content
        case .phaseAnimator(let animator):
            body = animator.content
        default:
            return false
        }
        return body.contains { modifier in
            if case .foregroundColor = modifier { return true }
            return modifier.scopedBodySetsForeground
        }
    }

    /// Whether this is a scoped `animation` or `transaction`, whose body follows it in the chain.
    var hasScopedBody: Bool {
        switch self {
        case .animation(let modifier):
            if case .scoped = modifier.trigger { return true }
            return false
        case .transaction(let modifier):
            return modifier.body != nil
        default:
            return false
        }
    }
}
