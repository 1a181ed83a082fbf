import Motion

/// One update: state writes executed together, with an optional explicit transaction, and the
/// updates that run when its animations complete.
public struct TimelineEvent: Hashable, Sendable {
    /// Seconds from the start; nil for completion events, which run when their parent's
    /// animations complete.
    public var time: Double?
    /// The writes, in the order written; every value is computed from the state before the update.
    public var assignments: [StateAssignment]
    /// `withAnimation` or `withTransaction`; nil when neither is given.
    public var transaction: ExplicitTransaction?
    public var completion: [TimelineEvent]
    /// The JSON pointer of the event object.
    public var path: String

    public init(
        time: Double?, assignments: [StateAssignment], transaction: ExplicitTransaction?, completion: [TimelineEvent],
        path: String
    ) {
        self.time = time
        self.assignments = assignments
        self.transaction = transaction
        self.completion = completion
        self.path = path
    }
}

/// `name = value` in an update.
public struct StateAssignment: Hashable, Sendable {
    public var name: String
    public var value: ValueSource

    public init(name: String, value: ValueSource) {
        self.name = name
        self.value = value
    }
}

/// The transaction an update runs in: `withAnimation(a)` is `ExplicitTransaction(animation: a)`.
public struct ExplicitTransaction: Hashable, Sendable {
    /// nil (written `null`), or an expression giving `null`, is no animation.
    public var animation: Dynamic<Animation>?
    public var disablesAnimations: Bool
    /// Custom transaction keys (`TransactionKey`) and their values.
    public var keys: [String: Value]
    /// For each key whose value is an animation (or null), that animation; read by
    /// `AnimationFromKey` without a table.
    public var keyAnimations: [String: Animation?]

    public init(
        animation: Dynamic<Animation>?, disablesAnimations: Bool = false, keys: [String: Value] = [:],
        keyAnimations: [String: Animation?] = [:]
    ) {
        self.animation = animation
        self.disablesAnimations = disablesAnimations
        self.keys = keys
        self.keyAnimations = keyAnimations
    }
}
