import Geometry
import Scene
import Views

/// Evaluates a scene at a state into the evaluated view tree: every expression evaluated, the
/// environment resolved into the content, Groups, Ifs, ForEachs and components flattened, and
/// each view identified by its structural path.
///
/// Identities: the root is `/`; children append their index (`/0/1`); If branches `then` or
/// `else` (`/2/then`); ForEach elements their id in brackets (`/1/[42]`, `/` and `~` escaped as
/// in JSON pointers, a repeated id suffixed `#2`, `#3`…); component bodies the component's name
/// (`/0/Card`); background and overlay views `bg` or `ov` and the modifier's position in the
/// view's chain (`/0/bg0`; `3.1` for the second modifier of a scoped body at position 3). A
/// root that yields several views is wrapped in a VStack at `/`, one that yields none is an
/// empty view.
public struct SceneEvaluator: Sendable {
    public let scene: Scene
    /// Whether any view sets `environment` values.
    let usesEnvironmentValues: Bool

    public init(scene: Scene) {
        self.scene = scene
        self.usesEnvironmentValues = scene.setsEnvironmentValues
    }

    /// The scene's state before any update.
    public var initialState: [String: Value] { scene.initialState }

    /// The evaluated tree at `state`; names `state` lacks take their initial values.
    public func evaluate(state: [String: Value]) -> ViewNode {
        var run = EvaluationRun(scene: scene, usesEnvironmentValues: usesEnvironmentValues)
        return root(state: state, run: &run)
    }

    /// The evaluated tree at `state` with every view's transaction links and actions, for the
    /// animation engine. `localStates` holds each component instance's local state (by instance
    /// path) from the previous update; instances not listed start fresh, as `@State` does.
    public func evaluateWithTransactions(
        state: [String: Value], localStates: [String: [String: Value]] = [:]
    ) -> EvaluatedTree {
        var run = EvaluationRun(scene: scene, usesEnvironmentValues: usesEnvironmentValues, recordsLinks: true)
        run.localStates = localStates
        let root = root(state: state, run: &run)
        return EvaluatedTree(
            root: root, links: run.links, components: run.components, instanceStates: run.instanceStates,
            actions: run.actions)
    }

    private func root(state: [String: Value], run: inout EvaluationRun) -> ViewNode {
        var values = scene.initialState
        for (name, value) in state { values[name] = value }
        values["colorScheme"] = .string(scene.canvas.colorScheme.rawValue)
        let environment = ViewEnvironment(colorScheme: scene.canvas.colorScheme)
        values["env"] = environment.environmentObject
        let nodes = run.nodes(
            for: scene.body, path: "/", context: EvaluationContext(values), inherited: [], environment: environment)
        switch nodes.count {
        case 1: return nodes[0]
        case 0: return ViewNode(id: "/", content: .empty)
        default: return ViewNode(id: "/", content: .vStack(alignment: .center, spacing: nil, children: nodes))
        }
    }
}
