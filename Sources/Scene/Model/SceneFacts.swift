/// What the views of a scene hold that lets the renderer and the evaluator skip work, found in
/// one walk of the body and every component's body when the scene is made (a walk per question
/// cost the static render of a small card about three percent).
public struct SceneFacts: Hashable, Sendable {
    /// Whether a view has an action (`onAppear`, `onChange`, `onAnimationCompleted`), also inside
    /// a scoped `animation` or `transaction` body or an animator's content, or an animator that
    /// plays by itself: a repeating keyframe animator, a phase animator of several phases
    /// without a trigger.
    public var hasViewAction = false
    /// Whether a view sets `environment` values, also inside a scoped body or an animator's
    /// content (SwiftUI applies an `environment` modifier wherever it is): only then does `env`
    /// vary from view to view, or a view lay out right to left.
    public var setsEnvironmentValues = false
    /// Whether a view is a GeometryReader.
    public var hasGeometryReader = false

    /// The facts of `body` and `components`. Views and modifiers nested anywhere count, as
    /// `SceneView.forEachNested(view:modifier:)` finds them: children, branches, ForEach content,
    /// the views of `background`, `overlay` and `mask` modifiers, and the modifiers of scoped
    /// bodies and animator contents. One walk answers every question.
    public init(body: SceneView, components: [String: Component]) {
        var facts = SceneFacts()
        body.forEachNested(view: { facts.note($0) }, modifierAt: { facts.note($0) })
        for component in components.values {
            component.body.forEachNested(view: { facts.note($0) }, modifierAt: { facts.note($0) })
        }
        self = facts
    }

    /// No facts: a scene without views.
    private init() {}

    private mutating func note(_ view: SceneView) {
        if case .geometryReader = view.kind { hasGeometryReader = true }
    }

    /// Notes the modifier at `modifier`, read in place: cases are told apart before any value is
    /// bound, so only an animator is copied.
    private mutating func note(_ modifier: UnsafePointer<SceneModifier>) {
        guard SceneModifier.concernsSceneFacts(at: modifier) else { return }
        if case .action = modifier.pointee {
            hasViewAction = true
        } else if case .environment = modifier.pointee {
            setsEnvironmentValues = true
        } else if case .keyframeAnimator(let animator) = modifier.pointee {
            if animator.repeating { hasViewAction = true }
        } else if case .phaseAnimator(let animator) = modifier.pointee {
            if animator.trigger == nil && animator.phases.count > 1 { hasViewAction = true }
        } else {
            assertionFailure("concernsSceneFacts(at:) and note(_:) list different cases")
        }
    }
}
