extension SceneView {
    /// Calls `body` for this view and every view nested in it: children, branches, ForEach
    /// content, and the views of `background`, `overlay` and `mask` modifiers (also inside scoped
    /// `animation` and `transaction` bodies and animator contents). Component bodies are not
    /// entered.
    public func forEachNestedView(_ body: (SceneView) -> Void) {
        forEachNested(view: body, modifierAt: { _ in })
    }

    /// Calls `visitView` for this view and every view nested in it, as `forEachNestedView(_:)`
    /// does, and `visitModifier` for each of their modifiers and every modifier nested in one
    /// (in a scoped `animation` or `transaction` body or an animator's content), in one walk.
    ///
    /// This is the one list of where views and modifiers nest: a modifier that holds views or
    /// modifiers belongs here, and every question about what a scene holds (``SceneFacts``)
    /// follows it.
    public func forEachNested(view visitView: (SceneView) -> Void, modifier visitModifier: (SceneModifier) -> Void) {
        forEachNested(view: visitView, modifierAt: { visitModifier($0.pointee) })
    }

    /// `forEachNested(view:modifier:)` handing over each modifier at its place in its array:
    /// read out of the array, each modifier was copied whole for the visit and destroyed after.
    func forEachNested(view visitView: (SceneView) -> Void, modifierAt visitModifier: (UnsafePointer<SceneModifier>) -> Void) {
        visitView(self)
        modifiers.withUnsafeBufferPointer { modifiers in
            for k in modifiers.indices {
                SceneModifier.forEachNested(at: modifiers.baseAddress! + k, view: visitView, modifierAt: visitModifier)
            }
        }
        switch kind {
        case .vStack(_, _, let children), .hStack(_, _, let children), .zStack(_, let children), .group(let children),
            .grid(_, _, _, let children), .gridRow(_, let children), .lazyGrid(_, let children),
            .viewThatFits(_, let children), .waterfall(_, _, let children):
            for child in children { child.forEachNested(view: visitView, modifierAt: visitModifier) }
        case .conditional(_, let then, let otherwise):
            then.forEachNested(view: visitView, modifierAt: visitModifier)
            otherwise?.forEachNested(view: visitView, modifierAt: visitModifier)
        case .forEach(let forEach):
            forEach.content.forEachNested(view: visitView, modifierAt: visitModifier)
        case .geometryReader(_, let content), .scrollView(_, let content):
            content.forEachNested(view: visitView, modifierAt: visitModifier)
        case .spacer, .divider, .text, .richText, .shape, .color, .empty, .image, .symbol, .component:
            break
        }
    }
}

extension SceneModifier {
    /// Calls `visitModifier` for the modifier at `modifier` and every modifier nested in it, and
    /// `visitView` for every view nested in them (see `SceneView.forEachNested(view:modifier:)`).
    static func forEachNested(
        at modifier: UnsafePointer<SceneModifier>, view visitView: (SceneView) -> Void,
        modifierAt visitModifier: (UnsafePointer<SceneModifier>) -> Void
    ) {
        visitModifier(modifier)
        // The case first, without binding its value: most modifiers nest nothing.
        guard mayNest(at: modifier) else { return }
        switch modifier.pointee {
        case .background(let decoration), .overlay(let decoration), .mask(let decoration):
            if case .view(let view) = decoration.content { view.forEachNested(view: visitView, modifierAt: visitModifier) }
        case .animation(let animation):
            if case .scoped(let modifiers) = animation.trigger { forEachNested(in: modifiers, visitView, visitModifier) }
        case .transaction(let transaction):
            forEachNested(in: transaction.body ?? [], visitView, visitModifier)
        case .keyframeAnimator(let animator):
            forEachNested(in: animator.content, visitView, visitModifier)
        case .phaseAnimator(let animator):
            forEachNested(in: animator.content, visitView, visitModifier)
        default:
            break
        }
    }

    /// Whether the modifier at `modifier` can hold views or modifiers: the cases `forEachNested`
    /// enters. (Read in place: a property's `self` is a copy of the whole modifier.)
    private static func mayNest(at modifier: UnsafePointer<SceneModifier>) -> Bool {
        switch modifier.pointee {
        case .background, .overlay, .mask, .animation, .transaction, .keyframeAnimator, .phaseAnimator: true
        default: false
        }
    }

    private static func forEachNested(
        in modifiers: [SceneModifier], _ visitView: (SceneView) -> Void,
        _ visitModifier: (UnsafePointer<SceneModifier>) -> Void
    ) {
        modifiers.withUnsafeBufferPointer { modifiers in
            for k in modifiers.indices {
                forEachNested(at: modifiers.baseAddress! + k, view: visitView, modifierAt: visitModifier)
            }
        }
    }
}
