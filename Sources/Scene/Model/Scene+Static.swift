extension Scene {
    /// Whether nothing can ever change: no timeline and no view action (`onAppear`, `onChange`,
    /// `onAnimationCompleted`) anywhere, components included. Such a scene looks the same at
    /// every instant, so renderers may skip the animation engine.
    public var isStatic: Bool {
        guard timeline.isEmpty else { return false }
        var hasAction = false
        func check(_ view: SceneView) {
            view.forEachNestedView { nested in
                for modifier in nested.modifiers where modifier.containsAction { hasAction = true }
            }
        }
        check(body)
        for component in components.values { check(component.body) }
        return !hasAction
    }
}

extension SceneModifier {
    /// Whether this is an action, or a scoped body containing one.
    var containsAction: Bool {
        switch self {
        case .action: true
        case .animation(let animation):
            if case .scoped(let modifiers) = animation.trigger { modifiers.contains(where: \.containsAction) } else { false }
        case .transaction(let transaction): (transaction.body ?? []).contains(where: \.containsAction)
        // Animators that play by themselves change the picture as actions do.
        case .keyframeAnimator(let animator): animator.repeating || animator.content.contains(where: \.containsAction)
        case .phaseAnimator(let animator):
            (animator.trigger == nil && animator.phases.count > 1) || animator.content.contains(where: \.containsAction)
        default: false
        }
    }
}
