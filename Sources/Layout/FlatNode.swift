import Geometry
import Views

/// Flattens a view tree depth first: each view, then its children, then its decoration views.
struct FlatTreeBuilder {
    var nodes: [FlatNode]

    /// Room for a small tree's views from the start, so that it is allocated once rather than
    /// at each doubling. A larger tree grows from there.
    static let initialCapacity = 16

    init() {
        nodes = []
        nodes.reserveCapacity(Self.initialCapacity)
    }

    @discardableResult
    mutating func add(_ node: ViewNode, stackAxis: Axis?, inGrid: Bool = false) -> Int {
        withUnsafePointer(to: node) { add($0, stackAxis: stackAxis, inGrid: inGrid) }
    }

    /// Adds the view at `node`. Child views are passed on through pointers into their array: a
    /// view read from an array and passed as a value is copied for the call. Only `FlatNode`
    /// keeps a copy.
    private mutating func add(_ node: UnsafePointer<ViewNode>, stackAxis: Axis?, inGrid: Bool) -> Int {
        let index = nodes.count
        nodes.append(FlatNode(node: node.pointee, stackAxis: stackAxis))
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
        var children: [Int] = []
        children.reserveCapacity(childNodes.count)
        childNodes.withUnsafeBufferPointer { childNodes in
            for k in childNodes.indices {
                children.append(add(childNodes.baseAddress! + k, stackAxis: childAxis, inGrid: isGrid))
            }
        }
        var decorations: [(position: Int, node: Int)] = []
        for (position, modifier) in node.pointee.modifiers.enumerated() {
            switch modifier {
            case .background(let view, _), .overlay(let view, _), .mask(let view, _):
                decorations.append((position, add(view, stackAxis: nil)))
            default:
                break
            }
        }
        nodes[index].children = children
        nodes[index].decorations = decorations
        return index
    }
}

/// A view of the flattened tree.
struct FlatNode {
    /// The view; constant, so `modifierCount` (derived from it) cannot go stale.
    let node: ViewNode
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

    init(node: ViewNode, stackAxis: Axis?) {
        self.node = node
        self.stackAxis = stackAxis
        modifierCount = node.modifiers.count
        switch node.content {
        case .vStack, .hStack, .zStack, .grid, .gridRow, .lazyGrid, .geometryReader, .viewThatFits, .scrollView, .waterfall:
            isContainer = true
        default: isContainer = false
        }
        if case .spacer = node.content { isSpacer = true } else { isSpacer = false }
        if case .text = node.content { isText = true } else { isText = false }
        if case .empty = node.content, node.modifiers.isEmpty { isAbsent = true } else { isAbsent = false }
        var priority = isSpacer ? -Double.infinity : 0
        for modifier in node.modifiers {
            if case .layoutPriority(let value) = modifier, !value.isNaN { priority = value }
        }
        self.priority = priority
    }
}
