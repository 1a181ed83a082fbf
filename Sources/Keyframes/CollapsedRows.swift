import DisplayList
import Geometry
import Layout
import Views

/// A list's later twin rows left out of the element tree altogether and written from their first
/// twin row's template (`KeyframeDocumentWriter.writeTopLevel`) with their own outlines: what
/// writing them as elements would write, without finding, lowering, animating and settling each.
///
/// A leaf is collapsed when
/// - it is a twin (`ViewTwins`: at every structure instant) of a view whose first twin is another
///   leaf, which stays in the tree and is written as the rows' template;
/// - in the update shown at every structure instant, it is a child of a container that draws its
///   children (a stack, grid or the like) with the same ids, under views that make no group and
///   have no decorations from the root down, each of them (and the container) with children of
///   equal z-indices, so that every level paints its children in the order it lists them;
/// - it draws what a template covers, and in the first of those updates the child before it is a
///   leaf that draws something (not a spacer): its row is written right after that leaf's elements
///   (or, where that leaf is collapsed as well, after its row);
/// - its twin's frames are the same in every update and no track of its twin that its outline is
///   drawn from (a frame's, a corner radius, an inset stroke's width) moves, so that its outline
///   first drawn is its outline throughout (and counts as many path elements
///   at every instant it is drawn).
///
/// Whether the template covers the rows, and whether each leaf a run of rows follows is written
/// as one run of top-level elements in the runs' order, is known only once the elements are
/// animated and settled (`isWritable(_:)`): where not, where the drawing passed its bound, or
/// where a template was not written, the encoder makes the elements again with no row
/// collapsed.
struct CollapsedRows {
    /// A view whose later twins are collapsed, and its first twin, whose row is their template.
    struct Twin {
        let origin: String
        let firstTwin: String
    }

    struct Row {
        let id: String
        /// The row's `Twin`, by its index in `twins`.
        let twin: Int
        /// The view's slot in the sampler.
        let slot: Int
        /// Where the scene writes the row (the drawn-path budget names it).
        let source: String
        /// The path data of the row's shapes, in writing order: their outlines first drawn.
        var paths: [Path] = []
        /// The path elements the row's drawing counts (`limits.maxDrawnPathElements`).
        var pathElements = 0
    }

    private(set) var twins: [Twin] = []
    private(set) var rows: [Row] = []
    /// Runs of rows that follow one another in a container, in writing order, each written
    /// after the top-level elements of the kept leaf before it (`anchor`).
    private(set) var chains: [(anchor: String, rows: Range<Int>)] = []
    /// Whether the view at each sampler slot is a collapsed row (slots past the end are not).
    private var removedSlots: [Bool] = []
    /// The sampler whose slots `removedSlots` is kept by.
    private let sampler: ViewSampler

    private init(sampler: ViewSampler) {
        self.sampler = sampler
    }

    /// The rows of `sampler`'s timeline that can be collapsed, for its structure instants
    /// `times`, their outlines lowered by `builder`; nil where none can.
    static func find(sampler: ViewSampler, times: [Double], builder: DisplayListBuilder) -> CollapsedRows? {
        let timeline = sampler.animator
        guard sampler.hasTwins, !times.isEmpty, timeline.removals.isEmpty, timeline.allContentChanges.isEmpty,
            !timeline.hasTransitionStretches
        else { return nil }
        // The updates shown at the instants, each once (the instants ascend, and so do they).
        var updates: [Int] = []
        for time in times {
            let update = timeline.updateIndex(at: time)
            if updates.last != update { updates.append(update) }
        }
        var found = CollapsedRows(sampler: sampler)
        // Whether each view with twins holds still (`holdsStill`), by slot: a few views.
        var stillOrigins: [(slot: Int, still: Bool)] = []
        // The containers whose children are rows, from the root down through views that make no
        // group and have no decorations, in the order the tree is lowered. Each child is read in
        // place (a view copied out of the list retained all it holds).
        func visit(_ view: UnsafePointer<LaidOutView>, path: [String]) {
            guard view.pointee.decorations.isEmpty, view.pointee.node.makesNoDisplayGroup, !view.pointee.children.isEmpty else { return }
            let path = path + [view.pointee.id]
            let rowsHere = Self.drawsChildrenInOrder(view.pointee) && Self.sameContainer(path, sampler: sampler, updates: updates)
            view.pointee.children.withUnsafeBufferPointer { children in
                var previousIsLeaf = false
                // The chain being made: the rows right after the kept leaf `anchor`.
                var anchor: String?
                for index in children.indices {
                    let child = children.baseAddress! + index
                    let isLeaf = child.pointee.children.isEmpty && child.pointee.decorations.isEmpty
                    defer { previousIsLeaf = isLeaf }
                    guard isLeaf else {
                        anchor = nil
                        visit(child, path: path)
                        continue
                    }
                    let slot = sampler.slot(of: child.pointee.id)
                    guard rowsHere, previousIsLeaf, Self.drawsAsRow(child.pointee.node), let origin = sampler.twin(slot: slot) else {
                        // A leaf that draws no element (a spacer) has no elements to write rows
                        // after: the row after it is kept, and anchors the rows after that.
                        anchor = Self.drawsNothing(child.pointee.node.content) ? nil : child.pointee.id
                        continue
                    }
                    guard let firstTwin = sampler.firstTwin(ofSlot: origin.slot), firstTwin != child.pointee.id, let after = anchor else {
                        anchor = child.pointee.id
                        continue
                    }
                    let still: Bool
                    if let known = stillOrigins.first(where: { $0.slot == origin.slot }) {
                        still = known.still
                    } else {
                        still = Self.holdsStill(origin.id, sampler: sampler, updates: updates)
                        stillOrigins.append((origin.slot, still))
                    }
                    guard still else {
                        anchor = child.pointee.id
                        continue
                    }
                    found.add(
                        child.pointee.id, of: Twin(origin: origin.id, firstTwin: firstTwin), source: DisplayListBuilder.source(of: child),
                        slot: slot, after: after)
                }
            }
        }
        timeline.updates.withUnsafeBufferPointer { list in
            visit(UnsafePointer((list.baseAddress! + updates[0]).pointer(to: \.tree)!), path: [])
        }
        guard !found.rows.isEmpty else { return nil }
        // Each row's outlines as first drawn: its view as the lowering resolves it at the first
        // instant, its content lowered alone (a view's items are its own frames' alone, and its
        // offsets and opacities hold them unchanged), counted apart.
        var lowering = builder
        let counted = WorkBudget(limit: .max)
        lowering.drawnPaths = counted
        // Where a row's twin is presented then as its laid-out view, so is the row (`ViewSampler`'s
        // twins), which is read in place rather than presented.
        let rests = found.twins.map { sampler.presentsLaidOutBox($0.origin, at: times[0]) }
        for index in found.rows.indices {
            let row = found.rows[index]
            counted.reset()
            let items: [DisplayItem]?
            if rests[row.twin] {
                items = sampler.readView(slot: row.slot, update: updates[0]) { lowering.contentItems(of: $0) }
            } else {
                items = sampler.structuralBox(row.id, at: times[0]).map { lowering.contentItems(of: $0.view) }
            }
            guard let items else { return nil }
            Self.collectPaths(of: items, into: &found.rows[index].paths)
            found.rows[index].pathElements = counted.count
        }
        return found
    }

    /// Adds the row of view `id` (at `slot`, a twin of `twin.origin`), written right after the
    /// kept leaf `anchor` and the rows already after it.
    private mutating func add(_ id: String, of twin: Twin, source: String, slot: Int, after anchor: String) {
        let index = twins.firstIndex { $0.origin == twin.origin } ?? twins.count
        if index == twins.count { twins.append(twin) }
        let row = Row(id: id, twin: index, slot: slot, source: source)
        if removedSlots.count <= slot { removedSlots += repeatElement(false, count: slot + 1 - removedSlots.count) }
        removedSlots[slot] = true
        if let last = chains.last, last.anchor == anchor, last.rows.upperBound == rows.count {
            chains[chains.count - 1].rows = last.rows.lowerBound..<rows.count + 1
        } else {
            chains.append((anchor, rows.count..<rows.count + 1))
        }
        rows.append(row)
    }

    /// Whether the view `id` is a collapsed row.
    private func removes(_ id: String) -> Bool {
        let slot = sampler.slot(of: id)
        return slot < removedSlots.count && removedSlots[slot]
    }

    /// Whether a leaf of `node` draws what a row's template covers
    /// (`KeyframeDocumentWriter.writesAsRow`): a colour or a rectangle-like shape without a
    /// gradient, trim or stroked path, under offsets, opacities and layout modifiers alone. (Its twins are checked
    /// after all, once animated: this spares making the elements twice where they cannot be.)
    private static func drawsAsRow(_ node: ViewNode) -> Bool {
        guard ViewTwins.drawsSimply(node.content) else { return false }
        if case .shape(let shape) = node.content {
            if case .some = shape.gradient { return false }
            if case .some = shape.stroke?.gradient { return false }
            // A trimmed or stroked-path outline is sampled again from numbers: no plain shape.
            if case .some = shape.trim { return false }
            if case .some = shape.strokedPath { return false }
        }
        return node.modifiers.allSatisfy { modifier in
            switch modifier {
            case .offset, .opacity, .padding, .fixedFrame, .flexibleFrame, .position, .fixedSize, .layoutPriority, .aspectRatio: true
            case .background, .overlay, .clip, .scaleEffect, .rotationEffect, .rotation3DEffect, .shadow, .blur, .mask: false
            }
        }
    }

    /// Whether a leaf of `content` is lowered to no item at all (`DisplayListBuilder`), whatever
    /// its modifiers: an effect's group of nothing is left out.
    private static func drawsNothing(_ content: ViewContent) -> Bool {
        switch content {
        case .spacer, .empty: true
        default: false
        }
    }

    /// Whether `view` draws its children, in the order it lists them (`paintsChildrenInListedOrder`,
    /// checked at every level above the rows too: a z-index above them reorders whole containers,
    /// and one that changes between updates draws a container's elements twice).
    private static func drawsChildrenInOrder(_ view: LaidOutView) -> Bool {
        switch view.node.content {
        case .vStack, .hStack, .zStack, .grid, .gridRow, .lazyGrid, .geometryReader, .viewThatFits, .scrollView, .waterfall:
            return !view.children.isEmpty && view.paintsChildrenInListedOrder
        default:
            return false
        }
    }

    /// Whether the views of `path` (ids from the root down to a container) are the same in every
    /// update of `updates`: each the child of the one before, making no group, without
    /// decorations, and the container drawing the same children in their listed order. Each
    /// update's tree is read in place.
    private static func sameContainer(_ path: [String], sampler: ViewSampler, updates: [Int]) -> Bool {
        sampler.animator.updates.withUnsafeBufferPointer { list in
            // Pointers into the trees' children buffers, which the updates hold meanwhile.
            var first: UnsafePointer<LaidOutView>?
            for update in updates {
                guard let container = Self.container(at: path, in: UnsafePointer((list.baseAddress! + update).pointer(to: \.tree)!)),
                    container.pointee.decorations.isEmpty, container.pointee.node.makesNoDisplayGroup, drawsChildrenInOrder(container.pointee)
                else { return false }
                if let first {
                    guard Self.sameChildren(first, container) else { return false }
                } else {
                    first = container
                }
            }
            return true
        }
    }

    /// The view at `path` below `root` (its first id `root`'s), through views that make no group
    /// and have no decorations; nil where there is none.
    private static func container(at path: [String], in root: UnsafePointer<LaidOutView>) -> UnsafePointer<LaidOutView>? {
        guard root.pointee.id == path[0] else { return nil }
        var view = root
        for id in path.dropFirst() {
            guard view.pointee.decorations.isEmpty, view.pointee.node.makesNoDisplayGroup, view.pointee.paintsChildrenInListedOrder,
                let child = view.pointee.children.withUnsafeBufferPointer({ children in
                    children.indices.first { children[$0].id == id }.map { children.baseAddress! + $0 }
                })
            else { return nil }
            view = child
        }
        return view
    }

    /// Whether two views' children have the same ids, in order.
    private static func sameChildren(_ a: UnsafePointer<LaidOutView>, _ b: UnsafePointer<LaidOutView>) -> Bool {
        a.pointee.children.withUnsafeBufferPointer { x in
            b.pointee.children.withUnsafeBufferPointer { y in
                x.count == y.count && x.indices.allSatisfy { x[$0].id == y[$0].id }
            }
        }
    }

    /// Whether the view `id` is laid out with the same frames in every update of `updates` and no
    /// track its outline is drawn from moves in any of its stretches (a frame's, a rounded
    /// rectangle's corner radius, an inset stroke's width): its twins' outlines then never change.
    /// (A row whose outline moves is not covered by its template: found here, every row would be
    /// made twice.)
    private static func holdsStill(_ id: String, sampler: ViewSampler, updates: [Int]) -> Bool {
        var frames: [Rect]?
        for update in updates {
            guard let laidOut = sampler.readView(id, update: update, { $0.frames }) else { return false }
            if let frames, frames != laidOut { return false }
            frames = laidOut
        }
        guard let frames, let shapeTracks = sampler.readView(id, update: updates[0], { Self.outlineTracks(of: $0) }) else { return false }
        let frameTracks = 4 * frames.count
        return sampler.stretches(slot: sampler.slot(of: id)).allSatisfy { stretch in
            stretch.tracks.prefix(frameTracks).allSatisfy { $0.changes.isEmpty }
                && shapeTracks.allSatisfy { $0 >= stretch.tracks.count || stretch.tracks[$0].changes.isEmpty }
        }
    }

    /// The indices of the tracks of `view`'s shape that its outline is drawn from besides its
    /// frames: a rounded rectangle's corner radius, an inset stroke's width (`strokeBorder`: the
    /// outline is inset by half of it). Found by writing each track's index as its number into a
    /// copy of the view (`visitAnimatableValues`, the order tracks are kept in) and reading the
    /// numbers back from the shape.
    private static func outlineTracks(of view: LaidOutView) -> [Int] {
        guard case .shape(let original) = view.node.content else { return [] }
        let rounded = if case .roundedRectangle = original.shape { true } else { false }
        guard rounded || original.stroke?.isInset == true else { return [] }
        var probe = view
        var next = 0.0
        probe.visitAnimatableValues { value, _ in
            value = next
            next += 1
        }
        guard case .shape(let shape) = probe.node.content else { return [] }
        var tracks: [Int] = []
        if case .roundedRectangle(let radius) = shape.shape { tracks.append(Int(radius)) }
        if let stroke = shape.stroke, stroke.isInset { tracks.append(Int(stroke.lineWidth)) }
        return tracks
    }

    /// The paths of `items`' shapes, in the order the element writer writes them.
    private static func collectPaths(of items: [DisplayItem], into paths: inout [Path]) {
        for item in items {
            switch item {
            case .shape(let shape): paths.append(shape.path)
            case .group(let group): collectPaths(of: group.children, into: &paths)
            case .text, .image: break
            }
        }
    }

    // MARK: - The tree lowered

    /// `tree` without the collapsed rows.
    func reduced(_ tree: LaidOutView) -> LaidOutView {
        withUnsafePointer(to: tree) { tree in
            LaidOutView.withoutLeaves(below: tree, descends: { $0.pointee.decorations.isEmpty }) { removes($0.pointee.id) }
        } ?? tree
    }

    /// Counts the collapsed rows' drawing, as lowering them with the rest would have.
    func countPaths(in budget: DrawnPathBudget?) {
        guard let budget else { return }
        for row in rows { budget.add(row.pathElements, at: row.source) }
    }

    // MARK: - Whether the template covers the rows

    /// Whether the first twin row of each collapsed row's twin is a top-level element written as
    /// a template (`KeyframeDocumentWriter.writesAsRow`) whose tracks no translation moves (so
    /// that every twin row takes the very same list), and the leaf each chain of rows is written
    /// after draws a top-level element.
    func isWritable(_ elements: [AnimatedElement]) -> Bool {
        elements.withUnsafeBufferPointer { buffer in
            // Each element's id read in place (`for element in elements` copied every element).
            func topLevel(_ id: String) -> [Int] { buffer.indices.filter { buffer[$0].key.viewID == id } }
            // The views of the runs of top-level elements, in writing order: each chain's leaf is
            // one run (its elements written once, together), and the chains follow their leaves in
            // the order the writer meets them.
            var runs: [String] = []
            for index in buffer.indices where runs.last != buffer[index].key.viewID { runs.append(buffer[index].key.viewID) }
            var last = -1
            for chain in chains {
                guard let run = runs.firstIndex(of: chain.anchor), runs.lastIndex(of: chain.anchor) == run, run > last else { return false }
                last = run
            }
            for twin in twins {
                let found = topLevel(twin.firstTwin)
                guard found.count == 1 else { return false }
                let element = buffer.baseAddress! + found[0]
                guard KeyframeDocumentWriter.writesAsRow(element, view: twin.firstTwin, origin: twin.origin), !Self.movesPoints(element)
                else { return false }
            }
            return true
        }
    }

    /// Whether a track of the element or its descendants has components that are points
    /// (`ElementTwins.pointComponents`): a twin's list is then moved, not shared.
    private static func movesPoints(_ element: UnsafePointer<AnimatedElement>) -> Bool {
        if element.pointee.tracks.contains(where: { ElementTwins.pointComponents($0.kind) != nil }) { return true }
        return element.pointee.children.withUnsafeBufferPointer { children in
            children.indices.contains { movesPoints(children.baseAddress! + $0) }
        }
    }
}
