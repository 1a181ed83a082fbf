extension SceneView {
    /// Calls `body` for this view and every view nested in it: children, branches, ForEach
    /// content, and the views of `background` and `overlay` modifiers (also inside scoped
    /// `animation` and `transaction` bodies). Component bodies are not entered.
    public func forEachNestedView(_ body: (SceneView) -> Void) {
        body(self)
        for modifier in modifiers { modifier.forEachView(body) }
        switch kind {
        case .vStack(_, _, let children), .hStack(_, _, let children), .zStack(_, let children), .group(let children),
            .grid(_, _, _, let children), .gridRow(_, let children), .lazyGrid(_, let children),
            .viewThatFits(_, let children), .waterfall(_, _, let children):
            for child in children { child.forEachNestedView(body) }
        case .conditional(_, let then, let otherwise):
            then.forEachNestedView(body)
            otherwise?.forEachNestedView(body)
        case .forEach(let forEach):
            forEach.content.forEachNestedView(body)
        case .geometryReader(_, let content), .scrollView(_, let content):
            content.forEachNestedView(body)
        case .spacer, .divider, .text, .shape, .color, .empty, .image, .symbol, .component:
            break
        }
    }
}

extension SceneModifier {
    /// Calls `body` for every view nested in this modifier.
    func forEachView(_ body: (SceneView) -> Void) {
        switch self {
        case .background(let decoration), .overlay(let decoration), .mask(let decoration):
            if case .view(let view) = decoration.content { view.forEachNestedView(body) }
        case .animation(let animation):
            if case .scoped(let modifiers) = animation.trigger {
                for m in modifiers { m.forEachView(body) }
            }
        case .transaction(let transaction):
            for m in transaction.body ?? [] { m.forEachView(body) }
        case .keyframeAnimator(let animator):
            for m in animator.content { m.forEachView(body) }
        case .phaseAnimator(let animator):
            for m in animator.content { m.forEachView(body) }
        default:
            break
        }
    }
}
