import Motion

/// `.keyframeAnimator(initialValue:trigger:content:keyframes:)` and its `repeating:` form: named
/// numbers, each played by its own keyframe track, read as `value.<name>` by `content`.
public struct KeyframeAnimatorModifier: Hashable, Sendable {
    /// The value before any keyframe, by name (every name has a track, possibly empty).
    public var initialValue: [String: Double]
    /// Each name's keyframes, played in parallel.
    public var tracks: [String: [Keyframe]]
    /// Plays the keyframes when its value changes; nil without a trigger.
    public var trigger: Expression?
    /// Loops the keyframes from the view's appearance (or from each trigger change).
    public var repeating: Bool
    /// The modifiers that read `value`, applied at this point of the chain.
    public var content: [SceneModifier]

    public init(
        initialValue: [String: Double], tracks: [String: [Keyframe]], trigger: Expression?, repeating: Bool,
        content: [SceneModifier]
    ) {
        self.initialValue = initialValue
        self.tracks = tracks
        self.trigger = trigger
        self.repeating = repeating
        self.content = content
    }

    /// The names, sorted: the order of the tracks everywhere.
    public var names: [String] { initialValue.keys.sorted() }

    /// The value object `content` reads.
    public static func value(_ numbers: [String: Double]) -> Value {
        .object(numbers.mapValues { .number($0) })
    }
}

/// `.phaseAnimator(_:trigger:content:animation:)`: `content` reads `phase`, which steps through
/// `phases`, each step animated with `animation` (an expression that may read `phase`, the phase
/// being entered).
public struct PhaseAnimatorModifier: Hashable, Sendable {
    public var phases: [Value]
    /// Runs through the phases once per change; nil cycles forever.
    public var trigger: Expression?
    /// The animation into each phase; nil is SwiftUI's default animation. A `null` result
    /// changes phase without animation.
    public var animation: Dynamic<Animation>?
    public var content: [SceneModifier]

    public init(phases: [Value], trigger: Expression?, animation: Dynamic<Animation>?, content: [SceneModifier]) {
        self.phases = phases
        self.trigger = trigger
        self.animation = animation
        self.content = content
    }
}
