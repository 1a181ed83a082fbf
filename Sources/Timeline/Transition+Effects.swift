import Geometry
import Views

/// Where a view is in its transition, as SwiftUI's `TransitionPhase`.
public enum TransitionPhase: Hashable, Sendable {
    /// Being inserted: the insertion's active state.
    case willAppear
    /// In the tree: every side at rest.
    case identity
    /// Being removed: the removal's active state.
    case didDisappear
}

extension Transition {
    /// The drawing effects the transition applies in `phase` to a view whose outermost frame has
    /// `size`, innermost first (they wrap the view outside all its own modifiers). The list has
    /// the same modifiers, kind for kind, in every phase, so its numbers interpolate between
    /// phases. At `.identity` the built-in transitions draw nothing different; a custom one
    /// applies its identity modifiers for as long as the view is shown, as SwiftUI does.
    public func effects(in phase: TransitionPhase, size: Size) -> [ViewModifier] {
        let active = phase != .identity
        switch self {
        case .identity:
            return []
        case .opacity:
            return [.opacity(active ? 0 : 1)]
        case .scale(let scale, let anchor):
            // A zero scale is kept invertible (SEMANTICS §5).
            let amount = active ? (scale == 0 ? 1e-5 : scale) : 1
            return [.scaleEffect(x: amount, y: amount, anchor: anchor)]
        case .slide:
            return Transition.asymmetric(insertion: .move(.leading), removal: .move(.trailing)).effects(in: phase, size: size)
        case .move(let edge):
            let offset = active ? Self.offset(toward: edge, size: size) : (x: 0, y: 0)
            return [.offset(x: offset.x, y: offset.y)]
        case .offset(let x, let y):
            return [active ? .offset(x: x, y: y) : .offset(x: 0, y: 0)]
        case .push(let edge):
            // One offset: from `edge` on insertion, toward the opposite edge on removal.
            let offset =
                switch phase {
                case .willAppear: Self.offset(toward: edge, size: size)
                case .identity: (x: 0.0, y: 0.0)
                case .didDisappear: Self.offset(toward: edge.opposite, size: size)
                }
            return [.offset(x: offset.x, y: offset.y), .opacity(active ? 0 : 1)]
        case .asymmetric(let insertion, let removal):
            return insertion.effects(in: phase == .willAppear ? .willAppear : .identity, size: size)
                + removal.effects(in: phase == .didDisappear ? .didDisappear : .identity, size: size)
        case .combined(let first, let second):
            return first.effects(in: phase, size: size) + second.effects(in: phase, size: size)
        case .modifiers(let activeModifiers, let identityModifiers):
            // Only drawing effects: a transition never lays the view out again.
            let activeEffects = activeModifiers.filter(\.isDrawingEffect)
            guard !active else { return activeEffects }
            let identityEffects = identityModifiers.filter(\.isDrawingEffect)
            return activeEffects.indices.map { i in
                i < identityEffects.count && identityEffects[i].interpolates(with: activeEffects[i])
                    ? identityEffects[i] : activeEffects[i].atRest
            }
        }
    }

    /// The translation by a view's own size toward `edge` (left to right: leading is −x).
    static func offset(toward edge: Edge, size: Size) -> (x: Double, y: Double) {
        switch edge {
        case .leading: (-size.width, 0)
        case .trailing: (size.width, 0)
        case .top: (0, -size.height)
        case .bottom: (0, size.height)
        }
    }
}

extension Edge {
    /// The edge across from this one.
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}
