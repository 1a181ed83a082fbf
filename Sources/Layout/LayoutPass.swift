import Geometry
import Views

/// One layout of one tree: the tree flattened into indexed nodes, and the sizes and baselines of
/// every container, and every text layout, asked for during the pass, memoised per proposal.
///
/// A view is measured at several proposals (stacks probe 0 and ∞ to learn flexibility, then offer a
/// share); without the memo nested stacks re-measure their subtrees exponentially. Each view sees
/// only a handful of distinct proposals, so the memo is a short list scanned linearly. Leaves
/// (shapes, spacers…) and modifier chains are cheaper to recompute than to memoise; the text
/// measurer, the expensive leaf, is memoised separately, and a text's size like a container's.
final class LayoutPass {
    let measurer: any TextMeasuring
    /// The canvas, finite; unbounded sizes that would reach a final frame are clamped to it.
    let canvas: Size
    let nodes: [FlatNode]
    /// Memoised container and text sizes, container baselines. The tables are not checked for
    /// exclusive access at run time: a pass runs on one thread, each lookup and insert is one
    /// call that lays nothing out while it holds the table, and lookups are hot (a checked
    /// access cost a third of a text lookup).
    @exclusivity(unchecked) private var sizeMemo: MemoTable<ProposedSize, Size>
    @exclusivity(unchecked) private var baselineMemo: MemoTable<ProposedSize, Baselines>
    /// Memoised measurer answers.
    @exclusivity(unchecked) private var textMemo: MemoTable<TextKey, TextLayout>
    /// Memoised custom guides that whole views' content sets (`explicitGuide`).
    var explicitGuideMemo: MemoTable<ExplicitGuideKey, Double?>
    /// The cells of GridRows whose grid is being placed, keyed by the row's index.
    var rowSolutions: [Int: ContainerSolution] = [:]
    /// ViewThatFits ids whose shown child the animator holds (until its switch instant), by id.
    var fitOverrides: [String: Int] = [:]
    /// How many content sizes the pass computed (not read from the memo): the work a layout
    /// did, which tests bound to keep layout linear in the number of views.
    var contentSizesComputed = 0

    init(root: ViewNode, measurer: any TextMeasuring, canvas: Size) {
        self.measurer = measurer
        self.canvas = Size(width: canvas.width.finiteOrZero, height: canvas.height.finiteOrZero)
        var builder = FlatTreeBuilder()
        builder.add(root, stackAxis: nil)
        nodes = builder.nodes
        sizeMemo = MemoTable(nodeCount: nodes.count)
        baselineMemo = MemoTable(nodeCount: nodes.count)
        textMemo = MemoTable(nodeCount: nodes.count)
        explicitGuideMemo = MemoTable(nodeCount: nodes.count)
    }

    /// The size view `i` chooses, with its first `level` modifiers applied, for proposal `p`.
    func size(_ i: Int, level: Int, _ p: ProposedSize) -> Size {
        if level > 0 { return modifiedSize(i, level: level, p) }
        guard nodes[i].isContainer || nodes[i].isText else { return contentSize(i, p) }
        if let known = sizeMemo.value(i, for: p) { return known }
        let size = contentSize(i, p)
        sizeMemo.insert(size, i, for: p)
        return size
    }

    /// The size of the whole view `i`, all modifiers applied.
    func size(_ i: Int, _ p: ProposedSize) -> Size {
        size(i, level: nodes[i].node.modifiers.count, p)
    }

    /// The explicit text baselines of view `i` at `level`, memoised like sizes.
    func baselines(_ i: Int, level: Int, _ p: ProposedSize) -> Baselines {
        if level > 0 { return modifiedBaselines(i, level: level, p) }
        guard nodes[i].isContainer else { return contentBaselines(i, p) }
        if let known = baselineMemo.value(i, for: p) { return known }
        let baselines = contentBaselines(i, p)
        baselineMemo.insert(baselines, i, for: p)
        return baselines
    }

    /// The measurer's layout of text node `i` (whose text is `text`) for `key`, memoised.
    func measured(_ i: Int, _ text: ResolvedText, _ key: TextKey) -> TextLayout {
        if let known = textMemo.value(i, for: key) { return known }
        var limited = text
        if let lineLimit = key.lineLimit { limited.lineLimit = lineLimit }
        let layout = measurer.layout(limited, maxWidth: key.maxWidth, source: nodes[i].node.source)
        textMemo.insert(layout, i, for: key)
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
