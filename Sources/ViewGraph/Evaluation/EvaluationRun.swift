import Geometry
import Scene
import Views

/// One evaluation of a scene at a state. It keeps two budgets, so that no state can make the
/// tree, or the work of building it, unbounded: ForEach stops adding elements once `maxNodes`
/// views exist, or once `maxNodes` elements were made in all (elements whose content shows
/// nothing use no node).
struct EvaluationRun {
    /// The modifiers waiting to wrap the views of a Group, If, ForEach or component instance.
    typealias Inherited = [InheritedModifier]

    let scene: Scene
    let analysis: SceneAnalysis
    var remainingNodes: Int
    var remainingElements: Int
    /// How many times a ForEach was cut short by the budgets.
    var truncations = 0
    /// Whether to record each view's transaction links, actions and component bodies (the
    /// animation engine needs them; a static render does not).
    let recordsLinks: Bool
    /// The transaction links of each view, outermost first.
    var links: [String: [TransactionLink]] = [:]
    /// The views that have links, in the order recorded.
    var linkOrder: [String] = []
    /// The bodies evaluated, in tree order, with their reasons (recorded with the links).
    var bodies: [BodyEvaluation] = []
    /// The previous update's cache, and the one this evaluation builds.
    var previousCache = EvaluationCache()
    var cache = EvaluationCache()
    /// The instances whose previous output was reused as a whole, in tree order.
    var reused: [String] = []
    /// The component instances in the tree, in tree order (recorded with the links).
    var instanceOrder: [String] = []
    /// The local state of each component instance from the previous update, by instance path;
    /// an instance not listed starts with its initial state.
    var localStates: [String: [String: Value]] = [:]
    /// The local state each instance was evaluated with.
    var instanceStates: [String: [String: Value]] = [:]
    /// The component instances enclosing the view being evaluated, innermost last.
    var instancePaths: [String] = []
    /// The actions of the views, in tree order (recorded with the links).
    var actions: [ViewActionRecord] = []
    /// The value each keyframe or phase animator's content reads, by animator id (`/0@2`);
    /// absent: its initial value or first phase.
    var animatorValues: [String: Value] = [:]
    /// The keyframe and phase animators of the tree, in tree order (recorded with the links).
    var animators: [AnimatorRecord] = []
    /// The frame of each GeometryReader (by path) that its proxy reports; zero when not known.
    var geometry: [String: Rect] = [:]

    var usesEnvironmentValues: Bool { analysis.usesEnvironmentValues }

    init(scene: Scene, analysis: SceneAnalysis, recordsLinks: Bool = false) {
        self.scene = scene
        self.analysis = analysis
        self.recordsLinks = recordsLinks
        self.remainingNodes = scene.limits.maxNodes
        self.remainingElements = scene.limits.maxNodes
    }

    /// Whether another ForEach element may be made; counts it.
    mutating func takeElement() -> Bool {
        guard remainingNodes > 0, remainingElements > 0 else {
            truncations += 1
            return false
        }
        remainingElements -= 1
        return true
    }

    /// The views `view` contributes to its parent: one for a view, any number for a Group, If,
    /// ForEach or component instance. `inherited` are the modifiers of enclosing fragments,
    /// innermost first; they wrap each view after its own modifiers.
    mutating func nodes(
        for view: SceneView, path: String, context: EvaluationContext, inherited: Inherited,
        environment: ViewEnvironment
    ) -> [ViewNode] {
        if !usesEnvironmentValues, !Self.isFragment(view) {
            return [plainNode(for: view, path: path, context: context, inherited: inherited, environment: environment)]
        }
        let chain = ownModifiers(of: view, context: context) + inherited
        // The If's condition, the ForEach's data, arguments and ids see the environment values
        // the fragment's views see.
        let context = usesEnvironmentValues ? environment.applyingValues(of: chain).context(context) : context
        let path = Self.identified(path, of: view, context: context)
        switch view.kind {
        case .group(let children):
            return children.enumerated().flatMap { i, child in
                nodes(for: child, path: Self.path(path, String(i)), context: context, inherited: chain, environment: environment)
            }
        case .conditional(let condition, let then, let otherwise):
            if condition.evaluate(context, default: false) {
                return nodes(for: then, path: Self.path(path, "then"), context: context, inherited: chain, environment: environment)
            }
            guard let otherwise else { return [] }
            return nodes(
                for: otherwise, path: Self.path(path, "else"), context: context, inherited: chain, environment: environment)
        case .forEach(let forEach):
            return elements(of: forEach, path: path, context: context, inherited: chain, environment: environment)
        case .component(let instance):
            guard let component = scene.components[instance.name] else { return [] }
            return instanceNodes(instance, of: component, path: path, context: context, chain: chain, environment: environment)
        default:
            return [node(for: view, path: path, context: context, chain: expandedChain(chain, path: path), environment: environment)]
        }
    }

    /// The one view of `view`, which is not a fragment, in a scene whose environment values never
    /// vary: its chain straight from its own modifiers and the inherited ones, without first
    /// wrapping its own.
    mutating func plainNode(
        for view: SceneView, path: String, context: EvaluationContext, inherited: Inherited, environment: ViewEnvironment
    ) -> ViewNode {
        let path = Self.identified(path, of: view, context: context)
        let chain = expandedChain(view.modifiers, context: context, inherited: inherited, path: path)
        return node(for: view, path: path, context: context, chain: chain, environment: environment)
    }

    /// Appends to `result` the views `view` contributes as a child (no inherited modifiers), as
    /// `nodes(for:…)` gives them; one view is appended as it is made, without the array of one
    /// that `nodes` returns (an allocation and a copy of the view per child).
    mutating func appendNodes(
        for view: SceneView, path: String, context: EvaluationContext, environment: ViewEnvironment,
        to result: inout [ViewNode]
    ) {
        if !usesEnvironmentValues, !Self.isFragment(view) {
            result.append(plainNode(for: view, path: path, context: context, inherited: [], environment: environment))
        } else {
            result += nodes(for: view, path: path, context: context, inherited: [], environment: environment)
        }
    }

    /// `chain` numbered, scoped bodies spliced in, animator contents reading their values. Not
    /// inlined: `nodes` recurses once per level of the tree, so its frame stays small.
    @inline(never)
    func expandedChain(_ chain: Inherited, path: String) -> [ChainLink] {
        let values = animatorValues
        return ChainLink.expanded(chain) { index in values.isEmpty ? nil : values[path + "@" + index] }
    }

    /// The chain of a view that is not a fragment, as `expandedChain(_:path:)` expands its own
    /// `modifiers` (which read `context`) followed by `inherited`.
    @inline(never)
    func expandedChain(
        _ modifiers: [SceneModifier], context: EvaluationContext, inherited: Inherited, path: String
    ) -> [ChainLink] {
        let values = animatorValues
        return ChainLink.expanded(modifiers, context: context, inherited: inherited) { index in
            values.isEmpty ? nil : values[path + "@" + index]
        }
    }

    /// Whether `view` is a Group, If, ForEach or component instance: a fragment, which yields
    /// any number of views that its modifiers wrap.
    static func isFragment(_ view: SceneView) -> Bool {
        switch view.kind {
        case .group, .conditional, .forEach, .component: true
        default: false
        }
    }

    /// `path` with the view's `id` modifiers, evaluated in `context`, appended.
    static func identified(_ path: String, of view: SceneView, context: EvaluationContext) -> String {
        var path = path
        for index in view.modifiers.indices where view.modifiers[index].isID {
            guard case .id(let id) = view.modifiers[index] else { continue }
            path += "#" + escaped(id.evaluate(context).interpolationText)
        }
        return path
    }

    /// `view`'s modifiers as they wrap the views it yields; those of a Group, If, ForEach or
    /// instance carry the names they read, for the reuse of component bodies.
    mutating func ownModifiers(of view: SceneView, context: EvaluationContext) -> Inherited {
        guard !view.modifiers.isEmpty else { return [] }
        var reads: [[String]]?
        switch view.kind {
        case .group, .conditional, .forEach, .component:
            if recordsLinks { reads = cache.reads.modifiers(of: view) }
        default:
            break
        }
        return view.modifiers.enumerated().map { i, modifier in
            InheritedModifier(modifier: modifier, context: context, reads: reads?[i] ?? [])
        }
    }

    /// One element per data element, until the node budget runs out.
    mutating func elements(
        of forEach: ForEachView, path: String, context: EvaluationContext, inherited: Inherited,
        environment: ViewEnvironment
    ) -> [ViewNode] {
        var result: [ViewNode] = []
        var used: Set<String> = []
        var repeats: [String: Int] = [:]
        func add(_ element: Value, _ run: inout EvaluationRun) {
            let id = Self.key(of: element, id: forEach.id)
            var key = id
            // A repeated id gets the first free suffix #2, #3…, free also of ids that look like one.
            while !used.insert(key).inserted {
                let n = repeats[id, default: 1] + 1
                repeats[id] = n
                key = id + "#\(n)"
            }
            var elementContext = context
            elementContext[forEach.variable] = element
            result += run.nodes(
                for: forEach.content, path: Self.path(path, "[" + key + "]"), context: elementContext,
                inherited: inherited, environment: environment)
        }
        switch forEach.data {
        case .range(let lower, let upper, let closed):
            let low = lower.evaluate(context, default: 0)
            let high = upper.evaluate(context, default: 0) + (closed ? 1 : 0)
            var i = low
            while i < high, takeElement() {
                add(.number(Double(i)), &self)
                i += 1
            }
        case .array(let expression):
            for element in expression.evaluate(context).arrayValue ?? [] {
                guard takeElement() else { break }
                add(element, &self)
            }
        }
        return result
    }

    /// The identity of a ForEach element, escaped as a JSON pointer token.
    static func key(of element: Value, id: ForEachView.Identifier) -> String {
        let value: Value
        switch id {
        case .element: value = element
        case .field(let name): value = element.objectValue?[name] ?? .null
        }
        return escaped(value.interpolationText)
    }

    /// `text` escaped as a JSON pointer token.
    static func escaped(_ text: String) -> String {
        text.replacingAll("~", with: "~0").replacingAll("/", with: "~1")
    }

    /// `parent` extended by one segment: `tag` (a literal such as `bg`) then `segment`. The
    /// bytes are written once into a string of their size; joined with `+`, each part became a
    /// string of its own first.
    static func path(_ parent: String, tag: StaticString = "", _ segment: String) -> String {
        var parent = parent
        var segment = segment
        return tag.withUTF8Buffer { tag in
            parent.withUTF8 { parent in
                segment.withUTF8 { segment in
                    // The root ("/") does not double its slash: its children are "/segment".
                    let kept = parent.count == 1 && parent[0] == UInt8(ascii: "/") ? 0 : parent.count
                    let count = kept + 1 + tag.count + segment.count
                    // Bounds: the parts written are `kept` (at most `parent.count`), 1, `tag.count`
                    // and `segment.count` bytes at consecutive offsets, `count` in all: the
                    // buffer's capacity.
                    return String(unsafeUninitializedCapacity: count) { buffer in
                        let base = buffer.baseAddress!
                        if kept > 0 { base.initialize(from: parent.baseAddress!, count: kept) }
                        base[kept] = UInt8(ascii: "/")
                        if !tag.isEmpty { (base + kept + 1).initialize(from: tag.baseAddress!, count: tag.count) }
                        if !segment.isEmpty {
                            (base + kept + 1 + tag.count).initialize(from: segment.baseAddress!, count: segment.count)
                        }
                        return count
                    }
                }
            }
        }
    }
}

extension String {
    /// Every occurrence of `target` replaced by `replacement`.
    func replacingAll(_ target: Character, with replacement: String) -> String {
        guard contains(target) else { return self }
        var result = ""
        for ch in self {
            if ch == target { result += replacement } else { result.append(ch) }
        }
        return result
    }
}
