import Scene

/// A `keyframeAnimator` or `phaseAnimator` met while evaluating: what the animation engine needs
/// to start its runs.
public struct AnimatorRecord: Sendable {
    public enum Kind: Sendable {
        case keyframes(KeyframeAnimatorModifier)
        case phases(PhaseAnimatorModifier)
    }

    /// The view's identity, `@`, and the modifier's position in its chain (`/0@2`).
    public var id: String
    public var viewID: String
    public var kind: Kind
    /// The trigger's value at this evaluation; nil without a trigger.
    public var trigger: Value?
    /// The values the modifier was written among (a phase animation reads `phase` added to them).
    public var context: EvaluationContext
}
