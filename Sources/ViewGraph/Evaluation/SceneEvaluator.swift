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
    let analysis: SceneAnalysis

    public init(scene: Scene) {
        self.scene = scene
        self.analysis = SceneAnalysis(scene: scene)
    }

    /// Whether the scene has a GeometryReader: then a tree's layout can change what the scene
    /// evaluates to, and callers evaluate again with the readers' frames (`geometry`).
    public var readsGeometry: Bool { analysis.readsGeometry }

    /// Layouts after the first that a GeometryReader's frame may ask for in one update: its content
    /// is evaluated with the frame the layout before gave it, until the frames settle.
    public static let maxGeometryPasses = 3

    /// The scene's state before any update.
    public var initialState: [String: Value] { scene.initialState }

    /// The evaluated tree at `state`; names `state` lacks take their initial values.
    /// `geometry` is the frame of each GeometryReader (by id) that its proxy reports (zero for
    /// one not listed): the frames of a layout of a tree evaluated before.
    public func evaluate(state: [String: Value], geometry: [String: Rect] = [:]) -> ViewNode {
        var run = EvaluationRun(scene: scene, analysis: analysis)
        run.geometry = geometry
        return root(state: state, run: &run)
    }

    /// The evaluated tree at `state` with every view's transaction links and actions, for the
    /// animation engine. `localStates` holds each component instance's local state (by instance
    /// path) from the previous update; instances not listed start fresh, as `@State` does.
    ///
    /// `cache` is the previous update's (`EvaluatedTree.cache`): an instance whose arguments
    /// (or the ones its component's `equatable` names), the local state its body reads and the
    /// environment values it reads are all unchanged keeps its body's previous output, and
    /// `EvaluatedTree.bodies` lists the others with why they were evaluated. The tree is the
    /// same as without a cache, except that an `equatable` instance keeps showing parameters
    /// it does not compare until its body is evaluated again.
    public func evaluateWithTransactions(
        state: [String: Value], localStates: [String: [String: Value]] = [:], cache: EvaluationCache = EvaluationCache(),
        animatorValues: [String: Value] = [:], geometry: [String: Rect] = [:]
    ) -> EvaluatedTree {
        var run = EvaluationRun(scene: scene, analysis: analysis, recordsLinks: true)
        run.animatorValues = animatorValues
        run.geometry = geometry
        run.localStates = localStates
        run.previousCache = cache
        run.cache.reads = cache.reads
        let root = root(state: state, run: &run)
        run.cache.geometry = geometry
        var tree = EvaluatedTree(
            root: root, links: run.links, bodies: run.bodies, instanceStates: run.instanceStates, actions: run.actions,
            cache: run.cache)
        tree.reused = run.reused
        tree.animators = run.animators
        tree.cache.animatorValues = animatorValues
        return tree
    }

    private func root(state: [String: Value], run: inout EvaluationRun) -> ViewNode {
        var values = scene.initialState
        // Room for the state and the two names below at once: the copy is made here, not grown
        // twice by the inserts.
        values.reserveCapacity(values.count + state.count + 2)
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
