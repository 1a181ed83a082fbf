import Motion
import Scene
import Views

/// An `animation`, `transaction` or `transactionMonitor` modifier of an evaluated view, placed
/// among the view's evaluated modifiers: it acts on `modifiers[0..<position]` and the content
/// (or, when scoped, on `modifiers[scope]` only).
public struct TransactionLink: Hashable, Sendable {
    public enum Action: Hashable, Sendable {
        /// `.animation(a, value: v)` with `v` evaluated; `.animation(a)` has a nil value and acts
        /// on every update.
        case animation(Animation?, value: Value?)
        /// `.transaction { … }`: sets, clears or keys the animation and/or sets `disablesAnimations`.
        case transaction(TransactionMutation)
        /// A `transactionMonitor` label: traces report the transaction that reaches it.
        case monitor(String)
    }

    public var action: Action
    public var position: Int
    /// For the scoped forms: the evaluated modifiers of the body, which alone receive the change.
    public var scope: Range<Int>?
    /// Whether a scoped body sets the foreground colour: the content's paint then changes with
    /// the body's transaction (`.animation(.smooth) { $0.foregroundStyle(…) }`).
    public var scopeSetsContentPaint: Bool

    public init(action: Action, position: Int, scope: Range<Int>? = nil, scopeSetsContentPaint: Bool = false) {
        self.action = action
        self.position = position
        self.scope = scope
        self.scopeSetsContentPaint = scopeSetsContentPaint
    }
}

/// What a `.transaction` modifier does to the transaction, evaluated.
public struct TransactionMutation: Hashable, Sendable {
    public enum AnimationChange: Hashable, Sendable {
        case keep
        case set(Animation?)
        case fromKey(AnimationFromKey)
    }

    public var animation: AnimationChange
    public var disablesAnimations: Bool?

    public init(animation: AnimationChange, disablesAnimations: Bool?) {
        self.animation = animation
        self.disablesAnimations = disablesAnimations
    }
}

/// An evaluated tree with the transaction links of each view, keyed by view id, outermost first.
public struct EvaluatedTree: Sendable {
    public var root: ViewNode
    public var links: [String: [TransactionLink]]
    /// The component instances whose bodies were evaluated, in tree order, with why.
    public var bodies: [BodyEvaluation]
    /// The local state of every component instance in the tree, by instance path.
    public var instanceStates: [String: [String: Value]]
    /// Every action modifier of the tree, in tree order.
    public var actions: [ViewActionRecord]
    /// What the next update's evaluation needs to skip bodies whose inputs did not change.
    public var cache: EvaluationCache
    /// The instances whose previous output was reused (not listed: those inside them).
    var reused: [String] = []
    /// The keyframe and phase animators, in tree order.
    public var animators: [AnimatorRecord] = []

    public init(
        root: ViewNode, links: [String: [TransactionLink]], bodies: [BodyEvaluation] = [],
        instanceStates: [String: [String: Value]] = [:], actions: [ViewActionRecord] = [],
        cache: EvaluationCache = EvaluationCache()
    ) {
        self.root = root
        self.links = links
        self.bodies = bodies
        self.instanceStates = instanceStates
        self.actions = actions
        self.cache = cache
    }
}
