import Geometry

extension Transition {
    /// The transition as a right-to-left layout plays it: leading and trailing edges swap and
    /// horizontal offsets change sign, since x grows toward the trailing edge (SwiftUI's
    /// `slide` comes in from the leading edge, which is then the right one).
    public var mirroredForRightToLeft: Transition {
        switch self {
        case .identity, .opacity, .scale: self
        case .slide: .asymmetric(insertion: .move(.trailing), removal: .move(.leading))
        case .move(let edge): .move(edge.mirroredForRightToLeft)
        case .offset(let x, let y): .offset(x: -x, y: y)
        case .push(let edge): .push(from: edge.mirroredForRightToLeft)
        case .asymmetric(let insertion, let removal):
            .asymmetric(insertion: insertion.mirroredForRightToLeft, removal: removal.mirroredForRightToLeft)
        case .combined(let a, let b): .combined(a.mirroredForRightToLeft, b.mirroredForRightToLeft)
        case .modifiers(let active, let identity):
            .modifiers(active: active.map(\.mirroredOffset), identity: identity.map(\.mirroredOffset))
        }
    }
}

extension Edge {
    /// Leading and trailing swapped.
    public var mirroredForRightToLeft: Edge {
        switch self {
        case .leading: .trailing
        case .trailing: .leading
        case .top, .bottom: self
        }
    }
}

extension ViewModifier {
    /// An `offset` with its x negated; other modifiers unchanged.
    public var mirroredOffset: ViewModifier {
        if case .offset(let x, let y) = self { return .offset(x: -x, y: y) }
        return self
    }
}
