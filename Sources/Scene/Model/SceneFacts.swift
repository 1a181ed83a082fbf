/// What the views of a scene hold that lets the renderer and the evaluator skip work, found in
/// one walk of the body and every component's body when the scene is made (a walk per question
/// cost the static render of a small card about three percent).
public struct SceneFacts: Hashable, Sendable {
    /// Whether a view has an action (`onAppear`, `onChange`, `onAnimationCompleted`), also inside
    /// a scoped `animation` or `transaction` body or an animator's content, or an animator that
    /// plays by itself: a repeating keyframe animator, a phase animator of several phases
    /// without a trigger.
    public var hasViewAction = false
    /// Whether a view sets `environment` values: only then does `env` vary from view to view.
    public var setsEnvironmentValues = false
    /// Whether a view is a GeometryReader.
    public var hasGeometryReader = false

    /// The facts of `body` and `components`. Views nested anywhere count: children, branches,
    /// ForEach content and the views of `background`, `overlay` and `mask` modifiers.
    public init(body: SceneView, components: [String: Component]) {
        visit(body)
        for component in components.values { visit(component.body) }
    }

    private mutating func visit(_ view: SceneView) {
        for i in view.modifiers.indices { visit(view.modifiers[i]) }
        switch view.kind {
        case .vStack(_, _, let children), .hStack(_, _, let children), .zStack(_, let children), .group(let children),
            .grid(_, _, _, let children), .gridRow(_, let children), .lazyGrid(_, let children),
            .viewThatFits(_, let children), .waterfall(_, _, let children):
            for child in children { visit(child) }
        case .conditional(_, let then, let otherwise):
            visit(then)
            if let otherwise { visit(otherwise) }
        case .forEach(let forEach):
            visit(forEach.content)
        case .geometryReader(_, let content):
            hasGeometryReader = true
            visit(content)
        case .scrollView(_, let content):
            visit(content)
        case .spacer, .divider, .text, .richText, .shape, .color, .empty, .image, .symbol, .component:
            break
        }
    }

    private mutating func visit(_ modifier: SceneModifier) {
        switch modifier {
        case .action:
            hasViewAction = true
        case .environment:
            setsEnvironmentValues = true
        case .background(let decoration), .overlay(let decoration), .mask(let decoration):
            if case .view(let view) = decoration.content { visit(view) }
        case .animation(let animation):
            if case .scoped(let modifiers) = animation.trigger {
                for m in modifiers { visit(m) }
            }
        case .transaction(let transaction):
            for m in transaction.body ?? [] { visit(m) }
        case .keyframeAnimator(let animator):
            if animator.repeating { hasViewAction = true }
            for m in animator.content { visit(m) }
        case .phaseAnimator(let animator):
            if animator.trigger == nil && animator.phases.count > 1 { hasViewAction = true }
            for m in animator.content { visit(m) }
        default:
            break
        }
    }
}
