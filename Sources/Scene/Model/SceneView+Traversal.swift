extension SceneView {
    /// Calls `body` for this view and every view nested in it: children, branches, ForEach
    /// content, and the views of `background`, `overlay` and `mask` modifiers (also inside scoped
    /// `animation` and `transaction` bodies and animator contents). Component bodies are not
    /// entered.
    public func forEachNestedView(_ body: (SceneView) -> Void) {
        forEachNested(view: body, modifier: { _ in })
    }

    /// Calls `visitView` for this view and every view nested in it, as `forEachNestedView(_:)`
    /// does, and `visitModifier` for each of their modifiers and every modifier nested in one
    /// (in a scoped `animation` or `transaction` body or an animator's content), in one walk.
    ///
    /// This is the one list of where views and modifiers nest: a modifier that holds views or
    /// modifiers belongs here, and every question about what a scene holds (``SceneFacts``)
    /// follows it.
    public func forEachNested(view visitView: (SceneView) -> Void, modifier visitModifier: (SceneModifier) -> Void) {
        visitView(self)
        for modifier in modifiers { modifier.forEachNested(view: visitView, modifier: visitModifier) }
        switch kind {
        case .vStack(_, _, let children), .hStack(_, _, let children), .zStack(_, let children), .group(let children),
            .grid(_, _, _, let children), .gridRow(_, let children), .lazyGrid(_, let children),
            .viewThatFits(_, let children), .waterfall(_, _, let children):
            for child in children { child.forEachNested(view: visitView, modifier: visitModifier) }
        case .conditional(_, let then, let otherwise):
            then.forEachNested(view: visitView, modifier: visitModifier)
            otherwise?.forEachNested(view: visitView, modifier: visitModifier)
        case .forEach(let forEach):
            forEach.content.forEachNested(view: visitView, modifier: visitModifier)
        case .geometryReader(_, let content), .scrollView(_, let content):
            content.forEachNested(view: visitView, modifier: visitModifier)
        case .spacer, .divider, .text, .richText, .shape, .color, .empty, .image, .symbol, .component:
            break
        }
    }
}

extension SceneModifier {
    /// Calls `visitModifier` for this modifier and every modifier nested in it, and `visitView`
    /// for every view nested in them (see `SceneView.forEachNested(view:modifier:)`).
    func forEachNested(view visitView: (SceneView) -> Void, modifier visitModifier: (SceneModifier) -> Void) {
        visitModifier(self)
        switch self {
        case .background(let decoration), .overlay(let decoration), .mask(let decoration):
            if case .view(let view) = decoration.content { view.forEachNested(view: visitView, modifier: visitModifier) }
        case .animation(let animation):
            if case .scoped(let modifiers) = animation.trigger {
                for m in modifiers { m.forEachNested(view: visitView, modifier: visitModifier) }
            }
        case .transaction(let transaction):
            for m in transaction.body ?? [] { m.forEachNested(view: visitView, modifier: visitModifier) }
        case .keyframeAnimator(let animator):
            for m in animator.content { m.forEachNested(view: visitView, modifier: visitModifier) }
        case .phaseAnimator(let animator):
            for m in animator.content { m.forEachNested(view: visitView, modifier: visitModifier) }
        default:
            break
        }
    }
}
