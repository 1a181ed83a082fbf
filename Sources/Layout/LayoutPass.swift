import Geometry
import Views

/// One layout of one tree: the tree flattened into indexed nodes, and every size, baseline and text
/// layout asked for during the pass, memoised per (node, modifier level, proposal).
///
/// A view is measured at several proposals (stacks probe 0 and ∞ to learn flexibility, then offer a
/// share); without the memo nested stacks re-measure their subtrees exponentially. Each view sees
/// only a handful of distinct proposals, so the memo is a short list scanned linearly.
final class LayoutPass {
    let measurer: any TextMeasuring
    /// The canvas, finite; unbounded sizes that would reach a final frame are clamped to it.
    let canvas: Size
    private(set) var nodes: [FlatNode] = []
    /// Memoised sizes, by slot (`FlatNode.slot + level`).
    private var sizeMemo: [[(ProposedSize, Size)]] = []
    private var baselineMemo: [[(ProposedSize, Baselines)]] = []
    /// Memoised text layouts, by node index.
    private var textMemo: [[(ProposedSize, TextLayout)]] = []

    init(root: ViewNode, measurer: any TextMeasuring, canvas: Size) {
        self.measurer = measurer
        self.canvas = Size(width: canvas.width.finiteOrZero, height: canvas.height.finiteOrZero)
        flatten(root, stackAxis: nil)
        sizeMemo = Array(repeating: [], count: slotCount)
        baselineMemo = Array(repeating: [], count: slotCount)
        textMemo = Array(repeating: [], count: nodes.count)
    }

    private var slotCount = 0

    /// Appends `node` and, depth first, its children and decoration views; returns its index.
    @discardableResult
    private func flatten(_ node: ViewNode, stackAxis: Axis?) -> Int {
        let index = nodes.count
        nodes.append(FlatNode(node: node, stackAxis: stackAxis, slot: slotCount))
        slotCount += node.modifiers.count + 1
        let childAxis: Axis? =
            switch node.content {
            case .vStack: .vertical
            case .hStack: .horizontal
            default: nil
            }
        var children: [Int] = []
        children.reserveCapacity(node.content.children.count)
        for child in node.content.children {
            children.append(flatten(child, stackAxis: childAxis))
        }
        var decorations: [Int: Int] = [:]
        for (position, modifier) in node.modifiers.enumerated() {
            switch modifier {
            case .background(let view, _), .overlay(let view, _):
                decorations[position] = flatten(view, stackAxis: nil)
            default:
                break
            }
        }
        nodes[index].children = children
        nodes[index].decorations = decorations
        return index
    }

    /// The size view `i` chooses, with its first `level` modifiers applied, for proposal `p`.
    func size(_ i: Int, level: Int, _ p: ProposedSize) -> Size {
        let slot = nodes[i].slot + level
        for (proposal, size) in sizeMemo[slot] where proposal == p { return size }
        let size = level == 0 ? contentSize(i, p) : modifiedSize(i, level: level, p)
        sizeMemo[slot].append((p, size))
        return size
    }

    /// The size of the whole view `i`, all modifiers applied.
    func size(_ i: Int, _ p: ProposedSize) -> Size {
        size(i, level: nodes[i].node.modifiers.count, p)
    }

    /// The explicit text baselines of view `i` at `level`, memoised like sizes.
    func baselines(_ i: Int, level: Int, _ p: ProposedSize) -> Baselines {
        let slot = nodes[i].slot + level
        for (proposal, baselines) in baselineMemo[slot] where proposal == p { return baselines }
        let baselines = level == 0 ? contentBaselines(i, p) : modifiedBaselines(i, level: level, p)
        baselineMemo[slot].append((p, baselines))
        return baselines
    }

    /// The text layout of text node `i` for `p`, memoised.
    func textLayout(_ i: Int, _ text: ResolvedText, _ p: ProposedSize) -> TextLayout {
        for (proposal, layout) in textMemo[i] where proposal == p { return layout }
        let layout = measureText(text, p)
        textMemo[i].append((p, layout))
        return layout
    }

    /// A final size: non-finite values (possible only with degenerate input) become the canvas
    /// length on that axis, negative ones 0.
    func finite(_ size: Size) -> Size {
        func clamp(_ value: Double, _ canvasLength: Double) -> Double {
            if value.isNaN { return 0 }
            if value == .infinity { return canvasLength }
            return max(0, value)
        }
        return Size(width: clamp(size.width, canvas.width), height: clamp(size.height, canvas.height))
    }
}

/// A view of the flattened tree.
struct FlatNode {
    var node: ViewNode
    /// The axis of the stack this view is a direct child of; nil in a ZStack, a decoration or the root.
    var stackAxis: Axis?
    /// The first memo slot; the view with its first `level` modifiers applied uses `slot + level`.
    var slot: Int
    /// Indices of the child views (stacks only).
    var children: [Int] = []
    /// Index of the view of each background or overlay, keyed by modifier position.
    var decorations: [Int: Int] = [:]
    /// The priority its parent stack lays it out by: the outermost `layoutPriority`, else −∞ for a
    /// `Spacer` (SwiftUI's spacers give way to every sibling), else 0.
    var priority: Double
    /// A Spacer along its stack's axis: default spacing is 0 next to it.
    var isSpacer: Bool
    /// An `EmptyView` without modifiers: SwiftUI drops it from stacks, so no spacing around it.
    var isAbsent: Bool

    init(node: ViewNode, stackAxis: Axis?, slot: Int) {
        self.node = node
        self.stackAxis = stackAxis
        self.slot = slot
        if case .spacer = node.content { isSpacer = true } else { isSpacer = false }
        if case .empty = node.content, node.modifiers.isEmpty { isAbsent = true } else { isAbsent = false }
        var priority = isSpacer ? -Double.infinity : 0
        for modifier in node.modifiers {
            if case .layoutPriority(let value) = modifier, !value.isNaN { priority = value }
        }
        self.priority = priority
    }
}

/// Distances from a view's top to its first and last text baselines; nil when the view has no
/// text (its baseline guides then default to its bottom).
struct Baselines: Hashable {
    var first: Double?
    var last: Double?

    static let none = Baselines(first: nil, last: nil)

    func offset(by dy: Double) -> Baselines {
        Baselines(first: first.map { $0 + dy }, last: last.map { $0 + dy })
    }
}

extension Double {
    /// The value when finite, else 0.
    var finiteOrZero: Double { isFinite ? self : 0 }
}
