import Geometry

/// How a view is inserted and removed (SEMANTICS §5): a view inserted under an animation goes
/// from the transition's active state to identity; a removed one from identity to active.
public indirect enum Transition: Hashable, Sendable {
    case identity
    case opacity
    /// `scale(scale, anchor:)`; SwiftUI's `.scale` is 0 (kept at 1e-5 to stay invertible).
    case scale(Double, anchor: UnitPoint)
    /// In from the leading edge, out to the trailing edge.
    case slide
    /// Offset by the view's own size toward `edge`.
    case move(Edge)
    case offset(x: Double, y: Double)
    /// In from `edge`, out toward the opposite edge, with opacity.
    case push(from: Edge)
    case asymmetric(insertion: Transition, removal: Transition)
    case combined(Transition, Transition)
    /// A custom transition: `active` modifiers (animatable effects) at the active state, and the
    /// same modifiers with their identity values at rest.
    case modifiers(active: [ViewModifier], identity: [ViewModifier])
}
