import Scene

/// What the parts of a scene read that decide whether a component body must be evaluated
/// again: for each component, the local state and environment keys its body reads; for each
/// Group, If, ForEach and instance with modifiers, the names each modifier reads (those wrap
/// the views an instance yields, so their inputs decide whether its output can be reused).
struct SceneReads: Sendable {
    struct Body: Sendable {
        /// The local state variables the body reads, in declaration order.
        var state: [String]
        /// The environment keys the body reads, sorted; nil when it reads `env` as a whole.
        var environmentKeys: [String]?
    }

    var bodies: [String: Body] = [:]
    /// By the JSON pointer of the fragment view: the names each of its modifiers reads from its
    /// scope (`env` and `colorScheme` left out: the incoming environment covers them).
    var fragmentModifiers: [String: [[String]]] = [:]

    init() {}

    init(scene: Scene) {
        guard !scene.components.isEmpty else { return }
        for (name, component) in scene.components {
            let reads = ExpressionReads(of: component.body)
            bodies[name] = Body(
                state: component.state.map(\.name).filter(reads.names.contains),
                environmentKeys: reads.environmentKeys?.sorted())
        }
        var fragments: [String: [[String]]] = [:]
        func visit(_ view: SceneView) {
            switch view.kind {
            case .group, .conditional, .forEach, .component:
                guard !view.modifiers.isEmpty else { return }
                fragments[view.path] = view.modifiers.map { modifier in
                    ExpressionReads(of: modifier).names.subtracting(["env", "colorScheme"]).sorted()
                }
            default:
                return
            }
        }
        scene.body.forEachNestedView(visit)
        for component in scene.components.values { component.body.forEachNestedView(visit) }
        fragmentModifiers = fragments
    }
}
