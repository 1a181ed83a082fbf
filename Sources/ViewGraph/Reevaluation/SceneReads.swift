import Scene

/// What the parts of a scene read that decide whether a component body must be evaluated
/// again: for each component, the local state and environment keys its body reads; for each
/// Group, If, ForEach and instance with modifiers, the names each modifier reads (those wrap
/// the views an instance yields, so their inputs decide whether its output can be reused).
/// Filled in as the evaluator meets them, and carried from update to update by the cache.
struct SceneReads: Sendable {
    struct Body: Sendable {
        /// The local state variables the body reads, in declaration order.
        var state: [String]
        /// The environment keys the body reads, sorted; nil when it reads `env` as a whole.
        var environmentKeys: [String]?
    }

    private(set) var bodies: [String: Body] = [:]
    /// By the JSON pointer of the fragment view: the names each of its modifiers reads from its
    /// scope (`env` and `colorScheme` left out: the incoming environment covers them).
    private(set) var fragmentModifiers: [String: [[String]]] = [:]

    mutating func body(of component: Component) -> Body {
        if let known = bodies[component.name] { return known }
        let reads = ExpressionReads(of: component.body)
        let body = Body(
            state: component.state.map(\.name).filter(reads.names.contains), environmentKeys: reads.environmentKeys?.sorted())
        bodies[component.name] = body
        return body
    }

    mutating func modifiers(of fragment: SceneView) -> [[String]] {
        if let known = fragmentModifiers[fragment.path] { return known }
        let reads = fragment.modifiers.map { modifier in
            ExpressionReads(of: modifier).names.subtracting(["env", "colorScheme"]).sorted()
        }
        fragmentModifiers[fragment.path] = reads
        return reads
    }
}
