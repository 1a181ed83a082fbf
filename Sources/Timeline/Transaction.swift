import Motion
import Scene
import ViewGraph

/// The transaction an update carries down the tree, as SwiftUI's `Transaction`: the animation
/// (nil: none), `disablesAnimations`, and the custom keys of `withTransaction`.
public struct Transaction: Hashable, Sendable {
    public var animation: Animation?
    public var disablesAnimations: Bool
    /// The explicit transaction the update started with (its custom keys), if any.
    public var explicit: ExplicitTransaction?

    public init(animation: Animation? = nil, disablesAnimations: Bool = false, explicit: ExplicitTransaction? = nil) {
        self.animation = animation
        self.disablesAnimations = disablesAnimations
        self.explicit = explicit
    }

    /// The transaction `link` makes of this one for the content it wraps. `changed` says whether
    /// the value an `.animation(_:value:)` watches changed in this update.
    func applying(_ action: TransactionLink.Action, valueChanged changed: Bool) -> Transaction {
        var result = self
        switch action {
        case .animation(let animation, let value):
            // `.animation(a, value: v)` acts only when v changed; `.animation(a)` on every update.
            guard value == nil || changed, !disablesAnimations else { return self }
            result.animation = animation
        case .transaction(let mutation):
            switch mutation.animation {
            case .keep: break
            case .set(let animation): result.animation = animation
            case .fromKey(let lookup): result.animation = lookup.animation(in: explicit)
            }
            if let disables = mutation.disablesAnimations { result.disablesAnimations = disables }
        case .monitor:
            break
        }
        return result
    }
}
