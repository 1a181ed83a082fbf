/// How a `Text` draws a change of its content under an animation, as SwiftUI's
/// `ContentTransition` (the `contentTransition` environment value).
public enum ContentTransition: Hashable, Sendable {
    /// The new content replaces the old at once.
    case identity
    /// The old content fades out while the new fades in.
    case opacity
    /// SwiftUI morphs matching glyphs; drawn here as `opacity` (docs/deviations.md).
    case interpolate
    /// Characters that differ roll vertically: the old ones move up a line and fade out while the
    /// new ones come in from a line below (the other way when `countsDown`); the unchanged
    /// leading characters stay. `value` is `numericText(value:)`'s: a smaller new value counts
    /// down.
    case numericText(countsDown: Bool, value: Double?)
}

/// The names a scene gives the kinds of content transition.
public enum ContentTransitionKind: String, Hashable, Sendable, CaseIterable {
    case identity, opacity, interpolate, numericText
}
