import Geometry
import Layout
import Motion
import Views

/// matchedGeometryEffect (docs/animation.md, "Matched geometry"). Views with the same key share
/// the geometry of the frame inside their effect, `frames[level]`:
/// - a view with `isSource: false` whose group has exactly one source in the tree is laid out
///   again, inside the effect, in the source's frame (its `properties` of it: position — the
///   source's anchor point —, size, or both); what is outside the effect keeps its layout;
/// - when an update removes one view of a group and inserts others, each inserted view's tracks
///   start from its layout in the removed view's frame as it was drawn, and the removed view,
///   while its removal transition runs, moves to the inserted view's frame: one view seems to
///   move. Their transitions (opacity by default) run as usual.
extension Animator.Run {
    /// A view of a group: its evaluated node (with its children) and the frame inside its effect.
    struct MatchedView {
        var view: LaidOutView
        var node: ViewNode
        var matched: MatchedGeometry
        var frame: Rect { view.frames[matched.level] }
    }

    /// The evaluated nodes that have a matchedGeometryEffect, by id (decorations included).
    static func matchedNodes(in root: ViewNode) -> [String: ViewNode] {
        var result: [String: ViewNode] = [:]
        func visit(_ node: ViewNode) {
            if node.matchedGeometry != nil { result[node.id] = node }
            for child in node.content.children { visit(child) }
            for modifier in node.modifiers {
                switch modifier {
                case .background(let decoration, _), .overlay(let decoration, _): visit(decoration)
                default: continue
                }
            }
        }
        visit(root)
        return result
    }

    /// The laid-out views of `tree` with an effect, in tree order (children before decorations).
    static func matchedViews(in tree: LaidOutView, nodes: [String: ViewNode], where include: (LaidOutView) -> Bool = { _ in true })
        -> [MatchedView]
    {
        var result: [MatchedView] = []
        func visit(_ view: LaidOutView) {
            if let matched = view.node.matchedGeometry, matched.level < view.frames.count, let node = nodes[view.id], include(view) {
                result.append(MatchedView(view: view, node: node, matched: matched))
            }
            view.children.forEach(visit)
            for key in view.decorations.keys.sorted() { visit(view.decorations[key]!) }
        }
        visit(tree)
        return result
    }

    /// `view` with the part inside its effect laid out again in `target`'s geometry.
    func relaid(_ view: MatchedView, in target: Rect) -> LaidOutView {
        let matched = view.matched, own = view.frame
        let size = matched.properties.size ? target.size : own.size
        let rect = matched.properties.position ? target : own
        let point = Point(x: rect.minX + matched.anchor.x * rect.width, y: rect.minY + matched.anchor.y * rect.height)
        var inner = view.node
        inner.modifiers = Array(inner.modifiers.prefix(matched.level))
        inner.matchedGeometry = nil
        let canvas = Size(width: scene.canvas.width, height: scene.canvas.height)
        let laid = engine.layout(inner, proposal: size, anchor: matched.anchor, at: point, canvas: canvas)
        var result = view.view
        for k in 0...matched.level { result.frames[k] = laid.frames[k] }
        result.children = laid.children
        result.text = laid.text
        for (key, decoration) in laid.decorations { result.decorations[key] = decoration }
        return result
    }

    /// The tree with every non-source view of a group that has exactly one source laid out in
    /// the source's frame.
    func matchingGeometry(_ tree: LaidOutView, nodes: [String: ViewNode]) -> LaidOutView {
        let views = Self.matchedViews(in: tree, nodes: nodes)
        guard views.contains(where: { !$0.matched.isSource }) else { return tree }
        var sources: [String: [Rect]] = [:]
        for view in views where view.matched.isSource { sources[view.matched.key, default: []].append(view.frame) }
        func rewrite(_ view: LaidOutView) -> LaidOutView {
            var view = view
            if let matched = view.node.matchedGeometry, !matched.isSource, let frames = sources[matched.key], frames.count == 1,
                let node = nodes[view.id], matched.level < view.frames.count
            {
                view = relaid(MatchedView(view: view, node: node, matched: matched), in: frames[0])
            }
            view.children = view.children.map(rewrite)
            if !view.decorations.isEmpty { view.decorations = view.decorations.mapValues(rewrite) }
            return view
        }
        return rewrite(tree)
    }

    /// Lays out the non-source views of `tree` in their sources' frames, and keeps the nodes
    /// with an effect for the hand-over. Not inlined: `apply`'s frame is large in debug builds.
    @inline(never)
    mutating func matchGeometry(_ tree: LaidOutView, root: ViewNode) -> LaidOutView {
        matchedNodes = Self.matchedNodes(in: root)
        matchedPairs = []
        return matchedNodes.isEmpty ? tree : matchingGeometry(tree, nodes: matchedNodes)
    }

    /// Starts the tracks of views inserted where a removed view of their group was (before
    /// the update sets their targets), retargets the removed ones and records the pairs.
    @inline(never)
    mutating func handOverMatchedGeometry(
        _ tree: LaidOutView, present: Set<String>, at time: Double, walk: TransactionWalk,
        flattened: [String: (signature: [UInt8], values: [Double], positions: [Int])], continuing: [String: Continuation]
    ) {
        let (starts, pairs) = matchInsertions(
            tree, nodes: matchedNodes, present: present, at: time, walk: walk, flattened: flattened)
        previousMatchedNodes = matchedNodes
        matchedPairs = pairs
        for (id, start) in starts where continuing[id] == nil {
            guard let entry = flattened[id] else { continue }
            // Inserted where its matched view was: its tracks start there.
            tracks.update(
                id, signature: entry.signature, values: start, positions: entry.positions,
                animations: Array(repeating: nil, count: (entry.positions.max() ?? -1) + 1), at: time)
        }
    }

    /// The hero pairs of an update: for each group with exactly one view removed and some
    /// inserted, the start values of every view inside the inserted ones (by id), and the new
    /// targets of the removed one's views. `previous` is the tree of the update before.
    mutating func matchInsertions(
        _ tree: LaidOutView, nodes: [String: ViewNode], present: Set<String>, at time: Double, walk: TransactionWalk,
        flattened: [String: (signature: [UInt8], values: [Double], positions: [Int])]
    ) -> (starts: [String: [Double]], pairs: [UpdateTrace.MatchedPair]) {
        guard let previous = updates.last?.tree, !previousMatchedNodes.isEmpty, !nodes.isEmpty else { return ([:], []) }
        var removed: [String: [MatchedView]] = [:]
        for view in Self.matchedViews(in: previous, nodes: previousMatchedNodes, where: { !present.contains($0.id) }) {
            removed[view.matched.key, default: []].append(view)
        }
        guard !removed.isEmpty else { return ([:], []) }
        var starts: [String: [Double]] = [:]
        var pairs: [UpdateTrace.MatchedPair] = []
        for inserted in Self.matchedViews(in: tree, nodes: nodes, where: { !previousIDs.contains($0.id) }) {
            guard let sources = removed[inserted.matched.key], sources.count == 1 else { continue }
            let source = sources[0]
            let animation = walk.transactions[inserted.view.id].flatMap { inserted.matched.level < $0.count ? $0[inserted.matched.level] : nil }?
                .animation
            // The inserted view starts in the removed one's frame as drawn now.
            let from = presentedFrame(of: source, at: time)
            Self.visit(relaid(inserted, in: from)) { view in
                guard let entry = flattened[view.id], entry.signature == view.animationSignature else { return }
                starts[view.id] = view.animatableValues().values
            }
            // The removed one heads for the inserted one's frame. It is drawn moved with its
            // former parent's content (Animator.Removal): take that move off its target.
            var target = relaid(source, in: inserted.frame)
            let move = removedParentMove(of: source.view.id, in: tree, at: time)
            if move.dx != 0 || move.dy != 0 { target.translate(dx: -move.dx, dy: -move.dy) }
            Self.visit(target) { view in
                tracks.retarget(
                    view.id, signature: view.animationSignature, values: view.animatableValues().values, animation: animation,
                    at: time)
            }
            viewsLaidOut += 2
            pairs.append(
                UpdateTrace.MatchedPair(
                    namespace: inserted.matched.namespace, id: inserted.matched.id, removed: source.view.id,
                    inserted: inserted.view.id, animation: animation))
        }
        return (starts, pairs)
    }

    /// How far the content of the former parent of the removal holding `id` (removed at `time`)
    /// moves by the end of this update: the removed subtree is drawn moved by as much.
    func removedParentMove(of id: String, in tree: LaidOutView, at time: Double) -> (dx: Double, dy: Double) {
        for removal in transitions.removals.reversed() where removal.time == time {
            var contains = false
            Self.visit(removal.view) { if $0.id == id { contains = true } }
            guard contains else { continue }
            guard let parentID = removal.parentID, let parent = Self.find(parentID, in: tree) else { return (0, 0) }
            return (parent.contentFrame.minX - removal.parentOrigin.x, parent.contentFrame.minY - removal.parentOrigin.y)
        }
        return (0, 0)
    }

    static func find(_ id: String, in view: LaidOutView) -> LaidOutView? {
        if view.id == id { return view }
        for child in view.children { if let found = find(id, in: child) { return found } }
        for decoration in view.decorations.values { if let found = find(id, in: decoration) { return found } }
        return nil
    }

    /// The frame inside `view`'s effect as its tracks draw it at `time`.
    func presentedFrame(of view: MatchedView, at time: Double) -> Rect {
        let k = view.matched.level
        guard let stretch = tracks.tracks(of: view.view.id, at: time), stretch.tracks.count >= 4 * k + 4 else { return view.frame }
        return Rect(
            x: stretch.value(4 * k, at: time), y: stretch.value(4 * k + 1, at: time), width: stretch.value(4 * k + 2, at: time),
            height: stretch.value(4 * k + 3, at: time))
    }

    /// Calls `body` with `view` and every view inside it.
    static func visit(_ view: LaidOutView, _ body: (LaidOutView) -> Void) {
        body(view)
        for child in view.children { visit(child, body) }
        for key in view.decorations.keys.sorted() { visit(view.decorations[key]!, body) }
    }
}
