import Motion
import Scene
import ViewGraph

/// What one update did, for `POST /v1/trace`: the seed-004 `transactionMonitor` printout of
/// this engine.
public struct UpdateTrace: Hashable, Sendable {
    /// A `transactionMonitor` that the update reached, and the animation it received.
    public struct Monitor: Hashable, Sendable {
        public var label: String
        /// The view the monitor is attached to.
        public var viewID: String
        public var animation: Animation?
    }

    /// Why the update ran.
    public enum Cause: Hashable, Sendable {
        /// The initial state, at time 0.
        case initial
        /// A timeline event (its JSON pointer).
        case event(String)
        /// A completion event of an earlier update (its JSON pointer).
        case completion(String)
        /// An event of a view's `onAppear`, `onChange` or `onAnimationCompleted` (its JSON pointer).
        case action(String)
        /// A `phaseAnimator` entering its next phase (the animator's id, `view@position`).
        case phase(String)
        /// A ViewThatFits switching child at the instant its animated proposal stopped fitting the
        /// one it showed (its id).
        case viewThatFits(String)
    }

    public var time: Double
    public var cause: Cause
    /// The state writes of the update, in the order written, with their new values.
    public var changes: [StateChange]
    /// The explicit transaction's animation (`withAnimation`), if the event had one.
    public var explicitAnimation: Animation?
    public var disablesAnimations: Bool
    /// Every monitor on a view branch that changed, in tree order (outer first).
    public var monitors: [Monitor]
    /// The component instances whose bodies were evaluated, in tree order, and why.
    public var bodies: [BodyEvaluation]
    /// When the completion events this update scheduled will run.
    public var scheduledCompletions: [Double]
    /// The matchedGeometryEffect hand-overs of the update: a removed view and an inserted one.
    public var matchedGeometry: [MatchedPair] = []
    /// The texts whose content changed under an animation with a `contentTransition`.
    public var contentTransitions: [ContentChangeEntry] = []

    /// A text drawing a change of its content (`contentTransition`).
    public struct ContentChangeEntry: Hashable, Sendable {
        public var viewID: String
        /// `opacity`, `interpolate`, `numericText` or `numericText(countsDown)`.
        public var transition: String
        public var from: String
        public var to: String
        public var animation: Animation
        /// When the parts come to rest (nil: never).
        public var end: Double?
        /// The blur radius the rolling characters reach (`numericText`); 0 for the others.
        public var blur: Double = 0
    }

    /// A view inserted where a removed view of its group was (`matchedGeometryEffect`).
    public struct MatchedPair: Hashable, Sendable {
        public var namespace: String
        /// The group's id, as JSON text.
        public var id: String
        public var removed: String
        public var inserted: String
        /// The animation the inserted view's frame received; nil: it did not move.
        public var animation: Animation?
    }
}

/// One state write of an update: the name and the value written.
public struct StateChange: Hashable, Sendable {
    public var name: String
    public var value: Value

    public init(name: String, value: Value) {
        self.name = name
        self.value = value
    }
}
