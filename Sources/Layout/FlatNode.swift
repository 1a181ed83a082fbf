import Geometry
import Views

/// Flattens a view tree depth first: each view, then its children, then its decoration views.
///
/// Nodes point at their views in place: the root, pinned by the pass, and every child view in
/// its parent's array of children. A decoration's view is bound out of its modifier as a copy,
/// which the builder pins with the pass's root (`pinned`).
struct FlatTreeBuilder {
    var nodes: [FlatNode]
    /// Where decoration views' copies are kept; their owner (the pass) keeps them alive.
    let pinned: PinnedViews

    /// Room for a small tree's views from the start, so that it is allocated once rather than
    /// at each doubling. A larger tree grows from there.
    static let initialCapacity = 16

    init(pinning pinned: PinnedViews) {
        self.pinned = pinned
        nodes = []
        nodes.reserveCapacity(Self.initialCapacity)
    }

    /// Adds the view at `node` and the views under it. Child views are passed on through
    /// pointers into their array: a view read from an array and passed as a value is copied for
    /// the call. `node`, and the arrays of children under it, must stay alive and unchanged for
    /// as long as the nodes are read (see `FlatNode.view`).
    @discardableResult
    mutating func add(_ node: UnsafePointer<ViewNode>, stackAxis: Axis?, inGrid: Bool = false) -> Int {
        let index = nodes.count
        nodes.append(FlatNode(node, stackAxis: stackAxis))
        var childAxis: Axis? =
            switch node.pointee.content {
            case .vStack: .vertical
            case .hStack: .horizontal
            default: nil
            }
        if case .gridRow = node.pointee.content {
            // A row's cells are laid out along it: a Divider in it is vertical, a Spacer horizontal.
            nodes[index].isRowOfGrid = inGrid
            childAxis = .horizontal
        }
        var isGrid = false
        if case .grid = node.pointee.content { isGrid = true }
        let childNodes = node.pointee.content.children
        if !childNodes.isEmpty {
            var children: [Int] = []
            children.reserveCapacity(childNodes.count)
            // The elements' addresses outlive the closure: the array is a part of a pinned view
            // (`PinnedViews`), native storage that nothing changes, so its buffer neither moves
            // nor is freed while the nodes are read.
            childNodes.withUnsafeBufferPointer { childNodes in
                for k in childNodes.indices {
                    children.append(add(childNodes.baseAddress! + k, stackAxis: childAxis, inGrid: isGrid))
                }
            }
            nodes[index].children = children
        }
        var decorations: [(position: Int, node: Int)] = []
        for (position, modifier) in node.pointee.modifiers.enumerated() {
            switch modifier {
            case .background(let view, _), .overlay(let view, _), .mask(let view, _):
                decorations.append((position, add(pinned.pin(view), stackAxis: nil)))
            default:
                break
            }
        }
        nodes[index].decorations = decorations
        return index
    }
}

/// A view of the flattened tree.
struct FlatNode {
    /// The view, pinned or in a pinned view's children (`PinnedViews`): read in place, where a
    /// copy per node cost its fields' retains and releases. It stays alive and unchanged while
    /// its pass lives, so nodes are read only through their pass, and the view is constant,
    /// so `modifierCount` (derived from it) cannot go stale.
    private let view: UnsafePointer<ViewNode>
    var node: ViewNode { unsafeAddress { view } }
    /// The axis of the stack (or GridRow: horizontal) this view is a direct child of; nil in a
    /// ZStack, a Grid, a lazy grid, a decoration or the root.
    var stackAxis: Axis?
    /// Indices of the child views (stacks only).
    var children: [Int] = []
    /// The modifier position and the view's index of each background, overlay or mask, by
    /// position (a short list: a dictionary cost more to build than its lookups save).
    var decorations: [(position: Int, node: Int)] = []
    /// The priority its parent stack lays it out by: the outermost `layoutPriority`, else −∞ for a
    /// `Spacer` (SwiftUI's spacers give way to every sibling), else 0.
    var priority: Double
    /// A Spacer: with the default spacing, there is none next to it.
    var isSpacer: Bool
    /// An `EmptyView` without modifiers: SwiftUI drops it from stacks, so no spacing around it.
    var isAbsent: Bool
    /// A VStack, HStack, ZStack, Grid, GridRow or lazy grid: its sizes are memoised.
    var isContainer: Bool
    /// A Text: its sizes are memoised too (stacks ask a text its size at the same proposals
    /// again and again, and each answer is a text layout looked up and copied).
    var isText: Bool
    /// A GridRow that is a direct child of a Grid: the grid lays out its cells.
    var isRowOfGrid = false
    /// `node.modifiers.count`: the level of the whole view (stored: read on every size asked).
    let modifierCount: Int

    /// The index of the view of the background, overlay or mask at modifier `position`.
    func decoration(at position: Int) -> Int? {
        for decoration in decorations where decoration.position == position { return decoration.node }
        return nil
    }

    init(_ view: UnsafePointer<ViewNode>, stackAxis: Axis?) {
        self.view = view
        self.stackAxis = stackAxis
        modifierCount = view.pointee.modifiers.count
        switch view.pointee.content {
        case .vStack, .hStack, .zStack, .grid, .gridRow, .lazyGrid, .geometryReader, .viewThatFits, .scrollView, .waterfall:
            isContainer = true
        default: isContainer = false
        }
        if case .spacer = view.pointee.content { isSpacer = true } else { isSpacer = false }
        if case .text = view.pointee.content { isText = true } else { isText = false }
        if case .empty = view.pointee.content, view.pointee.modifiers.isEmpty { isAbsent = true } else { isAbsent = false }
        var priority = isSpacer ? -Double.infinity : 0
        for modifier in view.pointee.modifiers {
            if case .layoutPriority(let value) = modifier, !value.isNaN { priority = value }
        }
        self.priority = priority
    }
}
