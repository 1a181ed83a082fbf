import Geometry
import Views

/// One layout of one tree: the tree flattened into indexed nodes, and the sizes and baselines of
/// every container, and every text layout, asked for during the pass, memoised per proposal.
///
/// A view is measured at several proposals (stacks probe 0 and ∞ to learn flexibility, then offer a
/// share); without the memo nested stacks re-measure their subtrees exponentially. Each view sees
/// only a handful of distinct proposals, so the memo is a short list scanned linearly. Leaves
/// (shapes, spacers…) and the inner levels of modifier chains are cheaper to recompute than to
/// memoise; the text measurer, the expensive leaf, is memoised separately, and a text's size like
/// a container's. The size of a whole view with modifiers (what its parent asks: a stack asks
/// each child at 0, ∞ and its share, then again to place it) is memoised too, and so is a stack's
/// solution, which placing asks for again at the proposal it was sized at.
///
/// Every memo is exact: a size, a solution or a text layout is a function of the view and the
/// proposal only (the tree, the measurer and `fitOverrides` do not change during a pass), so a
/// memoised answer is the very value computing it again would give (proposals are compared with
/// `==`, so −0 and +0 share an entry, as they did in the size memo before).
final class LayoutPass {
    let measurer: any TextMeasuring
    /// The canvas, finite; unbounded sizes that would reach a final frame are clamped to it.
    let canvas: Size
    /// The views, read through pointers into `pinned`: valid only while the pass lives.
    let nodes: [FlatNode]
    /// The root's copy and the decoration views' copies the nodes point at, freed with the pass.
    private let pinned = PinnedViews()
    /// Memoised container and text sizes, container baselines. The tables are not checked for
    /// exclusive access at run time: a pass runs on one thread, each lookup and insert is one
    /// call that lays nothing out while it holds the table, and lookups are hot (a checked
    /// access cost a third of a text lookup).
    @exclusivity(unchecked) private var sizeMemo: MemoTable<ProposedSize, Size>
    @exclusivity(unchecked) private var baselineMemo: MemoTable<ProposedSize, Baselines>
    /// Memoised sizes of whole views that have modifiers (all of them applied).
    @exclusivity(unchecked) private var viewSizeMemo: MemoTable<ProposedSize, Size>
    /// Memoised VStack, HStack and (outside a grid) GridRow solutions.
    @exclusivity(unchecked) private var stackMemo: MemoTable<ProposedSize, ContainerSolution>
    /// Memoised measurer answers.
    @exclusivity(unchecked) private(set) var textMemo: MemoTable<TextKey, TextLayout>
    /// Each text node's text prepared for the measurer on its first measurement (its own line
    /// limit), reused for the other widths it is measured at.
    @exclusivity(unchecked) private var preparedTexts: [PreparedText?]
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
        var builder = FlatTreeBuilder(pinning: pinned)
        builder.add(pinned.pin(root), stackAxis: nil)
        nodes = builder.nodes
        var containers = 0, texts = 0, modified = 0
        for node in nodes {
            if node.isContainer { containers += 1 }
            if node.isText { texts += 1 }
            if node.modifierCount > 0 { modified += 1 }
        }
        let proposals = Self.proposalsPerView
        sizeMemo = MemoTable(nodeCount: nodes.count, capacity: (containers + texts) * proposals)
        baselineMemo = MemoTable(nodeCount: nodes.count)
        viewSizeMemo = MemoTable(nodeCount: nodes.count, capacity: modified * proposals)
        stackMemo = MemoTable(nodeCount: nodes.count, capacity: containers * proposals)
        textMemo = MemoTable(nodeCount: nodes.count, capacity: texts * proposals / 2)
        explicitGuideMemo = MemoTable(nodeCount: nodes.count)
        preparedTexts = Array(filled: nil, count: texts > 0 ? nodes.count : 0)
    }

    /// Whether some view lies in a right-to-left layout (its frames are mirrored once placed).
    /// A member, so that the pass, which keeps the views alive, lives while they are read.
    var needsMirroring: Bool {
        nodes.contains { !$0.node.rightToLeft.isEmpty }
    }

    /// How many proposals a view is typically asked about in one pass (a stack probes each
    /// child at 0 and ∞, offers it a share, and asks again to place it): the memo tables make
    /// room for that many entries per view they hold (half as many text layouts, which are
    /// large) before the pass begins. A guess: a table outgrowing it grows as an array does, and
    /// the room made is bounded by the tree's views (`limits.maxNodes`).
    static let proposalsPerView = 8

    /// The size view `i` chooses, with its first `level` modifiers applied, for proposal `p`.
    func size(_ i: Int, level: Int, _ p: ProposedSize) -> Size {
        if level > 0 {
            guard level == nodes[i].modifierCount else { return modifiedSize(i, level: level, p) }
            if let known = viewSizeMemo.value(i, for: p) { return known }
            let size = modifiedSize(i, level: level, p)
            viewSizeMemo.insert(size, i, for: p)
            return size
        }
        guard nodes[i].isContainer || nodes[i].isText else { return contentSize(i, p) }
        if let known = sizeMemo.value(i, for: p) { return known }
        let size = contentSize(i, p)
        sizeMemo.insert(size, i, for: p)
        return size
    }

    /// The size of the whole view `i`, all modifiers applied.
    func size(_ i: Int, _ p: ProposedSize) -> Size {
        size(i, level: nodes[i].modifierCount, p)
    }

    /// The solution of VStack/HStack `i` (or a GridRow outside a grid, laid out as an HStack) for
    /// `p`, memoised: sizing, placing and baselines all ask for it.
    func stackSolution(
        _ i: Int, axis: Axis, alignment: StackAlignment, spacing: Double?, _ p: ProposedSize
    ) -> ContainerSolution {
        if let known = stackMemo.value(i, for: p) { return known }
        let solution = solveStack(i, axis: axis, alignment: alignment, spacing: spacing, p)
        stackMemo.insert(solution, i, for: p)
        return solution
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

    /// The `textMemo` entry of the measurer's layout of text node `i` for `key`, measured on
    /// the first ask. Callers read the entry in place (`textMemo[entry:]`): most need only the
    /// size, and a layout is large.
    func measuredEntry(_ i: Int, _ key: TextKey) -> Int {
        if let known = textMemo.entry(i, for: key) { return known }
        let layout: TextLayout
        if let lineLimit = key.lineLimit {
            layout = measurer.layout(preparedText(i), lineLimit: lineLimit, maxWidth: key.maxWidth, source: nodes[i].node.source)
        } else {
            layout = measurer.layout(preparedText(i), maxWidth: key.maxWidth, source: nodes[i].node.source)
        }
        return textMemo.insert(layout, i, for: key)
    }

    /// Text node `i`'s text as it is, prepared for the measurer once per pass (its line-limited
    /// layouts are made from it too).
    private func preparedText(_ i: Int) -> PreparedText {
        if let prepared = preparedTexts[i] { return prepared }
        guard case .text(let text) = nodes[i].node.content else { preconditionFailure("node \(i) is not a Text") }
        let prepared = measurer.prepare(text)
        preparedTexts[i] = prepared
        return prepared
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
