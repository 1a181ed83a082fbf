import Geometry
import Scene
import Views

/// What an update's evaluation keeps for the next one: for each component instance, the
/// inputs its body was evaluated from and what it produced. Pass the cache an evaluation
/// returns to the next evaluation; an empty cache evaluates every body ("first evaluation").
public struct EvaluationCache: Sendable {
    var instances: [String: CachedInstance] = [:]
    /// What the scene's bodies and fragment modifiers read, learnt once.
    var reads = SceneReads()
    /// The GeometryReader frames the evaluation read (by reader id).
    var geometry: [String: Rect] = [:]
    /// The values the keyframe and phase animators' contents read at that evaluation.
    var animatorValues: [String: Value] = [:]

    public init() {}

    /// The instance paths the cache holds.
    public var instancePaths: Set<String> { Set(instances.keys) }
}

/// One instance's body: its inputs and its output.
struct CachedInstance: Sendable {
    var component: String
    /// The parameter values the body was evaluated with (SwiftUI's instance, kept while the
    /// compared arguments stay equal).
    var arguments: [String: Value]
    /// The local state the body was evaluated with.
    var state: [String: Value]
    /// What `env` was.
    var environmentObject: [String: Value]
    /// The environment coming in from the parent.
    var environment: ViewEnvironment
    /// The values the modifiers wrapping the instance's views read.
    var inheritedInputs: [Value]
    var output: Output

    struct Output: Sendable {
        var nodes: [ViewNode]
        var links: [(path: String, links: [TransactionLink])]
        var actions: [ViewActionRecord]
        var animators: [AnimatorRecord] = []
        /// The instances inside, in tree order.
        var nestedInstances: [String]
        var nodesUsed: Int
        var elementsUsed: Int
        /// Whether no ForEach was cut short by the budgets.
        var isComplete: Bool
    }
}
