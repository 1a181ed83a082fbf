import Geometry

/// The argument of a `transition` modifier, as written: how the view enters and leaves
/// (SEMANTICS §5). Numbers and names may be expressions, evaluated where the modifier is.
public indirect enum SceneTransition: Hashable, Sendable {
    case identity
    case opacity
    /// `scale(scale, anchor:)`; `"scale"` alone is SwiftUI's `.scale` (0, kept at 1e-5).
    case scale(Dynamic<Double>, anchor: Dynamic<UnitPoint>)
    case slide
    case move(Dynamic<Edge>)
    case offset(x: Dynamic<Double>, y: Dynamic<Double>)
    case push(from: Dynamic<Edge>)
    case asymmetric(insertion: SceneTransition, removal: SceneTransition)
    /// `a.combined(with: b).combined(with: c)…`, in the order written; never empty.
    case combined([SceneTransition])
    /// `.modifier(active:identity:)`: animatable effects (opacity, scaleEffect, rotationEffect,
    /// rotation3DEffect, offset) at the active state and at rest; both lists have the same
    /// modifiers in the same order.
    case modifiers(active: [SceneModifier], identity: [SceneModifier])
}
