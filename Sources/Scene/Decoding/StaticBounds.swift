/// Checks, before any evaluation, that the view tree stays within `maxDepth` and `maxNodes`.
///
/// Depth counts every level the evaluator, layout and drawing recurse through, as SwiftUI
/// nests `ModifiedContent`: a view, each of its modifiers (the last written is the outermost),
/// a component instance and then its body's root, a Group, If or ForEach; children, backgrounds
/// and overlays sit one level below the view. A view deeper than the limit is not looked into,
/// so no input makes this check (or a later stage) recurse further than `maxDepth`.
///
/// Node counts are upper bounds for the initial state: an `If` counts its larger branch, a
/// `ForEach` its initial element count (1 when unknown: the evaluator's budget bounds those) times
/// its content (at least 1 per element, which bounds the work of elements that show nothing),
/// and modifiers of a Group, If, ForEach or component instance count once per view
/// they wrap.
struct StaticBounds {
    let limits: SceneLimits
    let components: [String: Component]
    private var memo: [String: Measure] = [:]
    private var visiting: Set<String> = []
    private(set) var problems: [(Problem, String)] = []
    private var reportedNodes = false
    private var reportedDepth = false

    struct Measure {
        var nodes: Int
        /// Levels from the view (its outermost modifier) down to its deepest nested view, itself included.
        var height: Int
    }

    /// `limits.maxDepth`, never past `SceneLimits.deepestNesting`.
    private var maxDepth: Int { min(limits.maxDepth, SceneLimits.deepestNesting) }

    init(limits: SceneLimits, components: [String: Component]) {
        self.limits = limits
        self.components = components
    }

    /// Checks the scene's body; returns its measure (an upper bound of the initial tree's views).
    @discardableResult
    mutating func check(_ body: SceneView) -> Measure {
        measure(body, depth: 1)
    }

    /// Measures `view`, whose outermost level is at nesting `depth` (the root is 1), reporting
    /// the first view nested too deep and the innermost view whose subtree is too large.
    mutating func measure(_ view: SceneView, depth: Int) -> Measure {
        // Its modifiers wrap the view: the view itself sits below all of them.
        let modifierLevels = Self.levels(of: view.modifiers)
        let ownDepth = saturatingAdd(depth, modifierLevels)
        guard ownDepth <= maxDepth else {
            if !reportedDepth {
                reportedDepth = true
                if depth <= maxDepth, modifierLevels > 0 {
                    problems.append(
                        (
                            .limit(
                                "views and modifiers are nested \(ownDepth) deep (this view has \(modifierLevels) modifiers), more than the limit of \(maxDepth)"
                            ), view.path + "/modifiers"
                        ))
                } else {
                    problems.append(
                        (.limit("views are nested \(depth) deep, more than the limit of \(maxDepth)"), view.path))
                }
            }
            return Measure(nodes: 1, height: maxDepth + 1)
        }
        let depth = ownDepth
        var decorations = Measure(nodes: 0, height: 0)
        // Only modifiers that hold views or modifiers add anything: the others are not copied.
        view.modifiers.withUnsafeBufferPointer { modifiers in
            for index in modifiers.indices where Self.nests(at: modifiers.baseAddress! + index) {
                add(modifiers[index], depth: depth, to: &decorations)
            }
        }

        var result: Measure
        var isFragment = false
        switch view.kind {
        case .vStack(_, _, let children), .hStack(_, _, let children), .zStack(_, let children),
            .grid(_, _, _, let children), .gridRow(_, let children), .lazyGrid(_, let children),
            .viewThatFits(_, let children), .waterfall(_, _, let children):
            result = Measure(nodes: 1, height: 1)
            for child in children { result.include(measure(child, depth: depth + 1), below: true) }
        case .geometryReader(_, let content), .scrollView(_, let content):
            result = Measure(nodes: 1, height: 1)
            result.include(measure(content, depth: depth + 1), below: true)
        case .group(let children):
            isFragment = true
            result = Measure(nodes: 0, height: 1)
            for child in children { result.include(measure(child, depth: depth + 1), below: true) }
        case .conditional(_, let then, let otherwise):
            isFragment = true
            let a = measure(then, depth: depth + 1)
            let b = otherwise.map { measure($0, depth: depth + 1) } ?? Measure(nodes: 0, height: 0)
            result = Measure(nodes: max(a.nodes, b.nodes), height: 1 + max(a.height, b.height))
        case .forEach(let forEach):
            isFragment = true
            let content = measure(forEach.content, depth: depth + 1)
            let elements = max(forEach.initialCount ?? 1, 0)
            result = Measure(nodes: saturatingMultiply(elements, max(content.nodes, 1)), height: 1 + content.height)
        case .component(let instance):
            // The instance is a level, and its body's root one below it.
            isFragment = true
            let body = component(instance.name, depth: depth + 1)
            result = Measure(nodes: body.nodes, height: saturatingAdd(body.height, 1))
            if saturatingAdd(depth, body.height) > maxDepth, !reportedDepth {
                reportedDepth = true
                problems.append(
                    (
                        .limit(
                            "views are nested \(saturatingAdd(depth, body.height)) deep (inside \(instance.name)), more than the limit of \(maxDepth)"
                        ), view.path
                    ))
            }
        case .spacer, .divider, .text, .richText, .shape, .color, .empty, .image, .symbol:
            result = Measure(nodes: 1, height: 1)
        }
        // A fragment's modifiers wrap each view it contributes: at most `result.nodes` of them.
        let copies = isFragment ? max(result.nodes, 1) : 1
        result.nodes = saturatingAdd(result.nodes, saturatingMultiply(copies, decorations.nodes))
        result.height = saturatingAdd(max(result.height, 1 + decorations.height), modifierLevels)
        if result.nodes > limits.maxNodes, !reportedNodes {
            reportedNodes = true
            problems.append(
                (
                    .limit("\(view.typeName) produces up to \(result.nodes) views, more than the limit of \(limits.maxNodes)"),
                    view.path
                ))
        }
        return result
    }

    /// The levels a modifier list nests: one per modifier, and those of the modifiers a scoped
    /// `animation` or `transaction` applies inside it.
    static func levels(of modifiers: [SceneModifier]) -> Int {
        var total = 0
        // The case tested in place, at its address: most modifiers hold none, and a modifier
        // passed by value is copied whole.
        modifiers.withUnsafeBufferPointer { modifiers in
            for index in modifiers.indices {
                guard SceneModifier.mayHoldModifiers(at: modifiers.baseAddress! + index) else {
                    total = saturatingAdd(total, 1)
                    continue
                }
                switch modifiers[index] {
                case .animation(let animation):
                    if case .scoped(let body) = animation.trigger {
                        total = saturatingAdd(total, 1 + levels(of: body))
                        continue
                    }
                case .transaction(let transaction):
                    total = saturatingAdd(total, 1 + levels(of: transaction.body ?? []))
                    continue
                case .keyframeAnimator(let animator):
                    total = saturatingAdd(total, 1 + levels(of: animator.content))
                    continue
                case .phaseAnimator(let animator):
                    total = saturatingAdd(total, 1 + levels(of: animator.content))
                    continue
                default:
                    break
                }
                total = saturatingAdd(total, 1)
            }
        }
        return total
    }

    /// Whether `add` does anything with the modifier at `modifier` (read in place).
    private static func nests(at modifier: UnsafePointer<SceneModifier>) -> Bool {
        switch modifier.pointee {
        case .background, .overlay, .mask, .border, .animation, .transaction, .keyframeAnimator, .phaseAnimator: true
        default: false
        }
    }

    private mutating func add(_ modifier: SceneModifier, depth: Int, to total: inout Measure) {
        switch modifier {
        case .background(let decoration), .overlay(let decoration), .mask(let decoration):
            switch decoration.content {
            case .color: total.include(Measure(nodes: 1, height: 1), below: false)
            case .view(let view): total.include(measure(view, depth: depth + 1), below: false)
            }
        case .border:
            total.include(Measure(nodes: 1, height: 1), below: false)
        case .animation(let animation):
            if case .scoped(let body) = animation.trigger {
                for m in body { add(m, depth: depth, to: &total) }
            }
        case .transaction(let transaction):
            for m in transaction.body ?? [] { add(m, depth: depth, to: &total) }
        case .keyframeAnimator(let animator):
            for m in animator.content { add(m, depth: depth, to: &total) }
        case .phaseAnimator(let animator):
            for m in animator.content { add(m, depth: depth, to: &total) }
        default:
            break
        }
    }

    /// A component body's measure, computed once, at `depth` (its root's) where it is first
    /// used; a component that contains itself measures nothing (it was reported when the
    /// components were decoded).
    private mutating func component(_ name: String, depth: Int) -> Measure {
        if let known = memo[name] { return known }
        guard let component = components[name], !visiting.contains(name) else { return Measure(nodes: 0, height: 0) }
        visiting.insert(name)
        let result = measure(component.body, depth: depth)
        visiting.remove(name)
        memo[name] = result
        return result
    }
}

extension StaticBounds.Measure {
    /// Adds `other`'s nodes; its height counts one level below this view when `below`.
    mutating func include(_ other: Self, below: Bool) {
        nodes = saturatingAdd(nodes, other.nodes)
        height = max(height, other.height + (below ? 1 : 0))
    }
}

func saturatingAdd(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? Int.max : sum
}

func saturatingMultiply(_ a: Int, _ b: Int) -> Int {
    let (product, overflow) = a.multipliedReportingOverflow(by: b)
    return overflow ? Int.max : product
}
