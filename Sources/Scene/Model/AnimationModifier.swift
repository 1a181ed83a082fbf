import Motion

/// `.animation(a, value: v)`, `.animation(a)` and the scoped `.animation(a) { body }`.
public struct AnimationModifier: Hashable, Sendable {
    public enum Trigger: Hashable, Sendable {
        /// Animates its content when `value` changed in the update.
        case value(Expression)
        /// Animates its content on any change inside it (SwiftUI's deprecated form).
        case anyChange
        /// Animates only the modifiers of `body`, applied at this point of the chain.
        case scoped([SceneModifier])
    }

    /// nil (written `null`) is `.animation(nil)`: it removes the animation; so does an
    /// expression that gives `null`.
    public var animation: Dynamic<Animation>?
    public var trigger: Trigger

    public init(animation: Dynamic<Animation>?, trigger: Trigger) {
        self.animation = animation
        self.trigger = trigger
    }
}

/// `.transaction { … }`: sets or clears the animation, sets `disablesAnimations`, or takes the
/// animation from a transaction key, for its content (or, with `body`, only those modifiers).
public struct TransactionModifier: Hashable, Sendable {
    public enum AnimationChange: Hashable, Sendable {
        /// The animation is left as it arrives.
        case keep
        /// `transaction.animation = a` (nil, or an expression giving `null`, clears it).
        case set(Dynamic<Animation>?)
        /// `transaction.animation = animation for the value of a transaction key`.
        case fromKey(AnimationFromKey)
    }

    public var animation: AnimationChange
    /// nil leaves `disablesAnimations` as it arrives.
    public var disablesAnimations: Dynamic<Bool>?
    /// The scoped form: the mutation applies only to these modifiers, applied at this point.
    public var body: [SceneModifier]?

    public init(animation: AnimationChange, disablesAnimations: Dynamic<Bool>? = nil, body: [SceneModifier]? = nil) {
        self.animation = animation
        self.disablesAnimations = disablesAnimations
        self.body = body
    }
}

/// Reads the animation from a custom transaction key set by `withTransaction`'s `keys`.
public struct AnimationFromKey: Hashable, Sendable {
    public var key: String
    /// When present, the key's values are names looked up here (every value a timeline gives
    /// the key is in the table). When absent, the key's value is itself an animation (see
    /// `ExplicitTransaction.keyAnimations`).
    public var table: [String: Animation?]?
    /// The animation when the transaction carries no value for the key.
    public var defaultAnimation: Animation?

    public init(key: String, table: [String: Animation?]? = nil, defaultAnimation: Animation? = nil) {
        self.key = key
        self.table = table
        self.defaultAnimation = defaultAnimation
    }

    /// The animation this modifier sets for a transaction carrying `transaction`'s keys.
    public func animation(in transaction: ExplicitTransaction?) -> Animation? {
        guard let transaction, let value = transaction.keys[key] else { return defaultAnimation }
        if let table {
            guard case .string(let name) = value, let animation = table[name] else { return defaultAnimation }
            return animation
        }
        return transaction.keyAnimations[key] ?? defaultAnimation
    }
}
