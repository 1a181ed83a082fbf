import Cancellation
import DisplayList
import Geometry
import Layout
import SVG
import Timeline

/// Writes an executed timeline as one self-contained animated SVG that a browser plays without
/// script: CSS `@keyframes` in a `<style>` (or SMIL animation elements), one element per view
/// and role for the whole timeline, exact `cubic-bezier()` segments where a property follows
/// one Bézier animation, adaptively fitted keyframes elsewhere (see docs/keyframes.md).
public struct KeyframeEncoder: Sendable {
    /// How the animation is stated.
    public enum Format: String, Hashable, Sendable, CaseIterable {
        /// CSS animations in a `<style>` element.
        case css
        /// SMIL `<animate>` and `<animateTransform>` elements.
        case smil
    }

    public var format: Format
    /// Digits after the decimal point for lengths.
    public var precision: Int
    /// Prefix of every generated class, animation and clip-path name, so that several documents
    /// can be inlined in one page.
    public var idPrefix: String
    /// Where glyph outlines come from; nil writes text as `<text>`.
    public var glyphs: (any GlyphOutlineProviding)?
    /// The bound on the path elements of each structure the elements are taken from, and of all
    /// the outlines sampled to fit animated shapes together (`limits.maxDrawnPathElements`);
    /// nil: none. Once passed no more are taken.
    public var drawnPaths: DrawnPathBudget?
    /// The bound on the document's bytes (`limits.maxOutputBytes`); nil: none. Past it `encode`
    /// returns no bytes.
    public var output: OutputBudget?
    /// Counts the placing of animated texts' parts, for tests; nil: not counted.
    var textWork: AnimatedTextParts.Work?
    /// Whether a list's later twin rows are left out of the elements and written from their
    /// first twin row's template (`CollapsedRows`); false makes every row's elements (tests
    /// compare the two).
    var collapsesTwinRows = true

    public init(format: Format = .css, precision: Int = 2, idPrefix: String = "z", glyphs: (any GlyphOutlineProviding)?) {
        self.format = format
        self.precision = precision
        self.idPrefix = idPrefix
        self.glyphs = glyphs
    }

    /// The document for `animator`'s whole timeline on a canvas of `canvas` points.
    public func encode(_ animator: Animator, canvas: Size, background: Color?) -> [UInt8] {
        encoded(animator, canvas: canvas, background: background).document
    }

    /// `encode(_:canvas:background:)`, and how many rows the document wrote collapsed (tests).
    func encoded(_ animator: Animator, canvas: Size, background: Color?) -> (document: [UInt8], collapsedRows: Int) {
        var (elements, collapsed) = elements(of: animator, collapsing: collapsesTwinRows)
        // Rows collapsed where their template does not cover them, or with a drawing past its
        // bound (whose error names the view where lowering every row passes it): made again, every
        // row's elements.
        if let rows = collapsed, drawnPaths?.isExceeded == true || !rows.isWritable(elements) {
            drawnPaths?.reset()
            (elements, collapsed) = self.elements(of: animator, collapsing: false)
        }
        if drawnPaths?.isExceeded == true { return ([], 0) }
        var rows = collapsed?.rows.count ?? 0
        var document = write(elements, collapsed: collapsed, canvas: canvas, background: background, cancellation: animator.cancellation)
        if document == nil, !animator.cancellation.isCancelled {
            rows = 0
            drawnPaths?.reset()
            document = write(
                self.elements(of: animator, collapsing: false).elements, collapsed: nil, canvas: canvas, background: background,
                cancellation: animator.cancellation)
        }
        return drawnPaths?.isExceeded == true ? ([], 0) : (document ?? [], rows)
    }

    /// The document of `elements` and the rows `collapsed` left out of them; nil where a
    /// collapsed row's template was not written (the caller writes every row's elements).
    private func write(
        _ elements: [AnimatedElement], collapsed: CollapsedRows?, canvas: Size, background: Color?, cancellation: RenderCancellation
    ) -> [UInt8]? {
        var writer = KeyframeDocumentWriter(format: format, precision: precision, idPrefix: idPrefix)
        writer.cancellation = cancellation
        writer.glyphs = glyphs
        writer.output = output
        writer.collapsedRows = collapsed
        // The outlines of animated texts placed at each keyframe count as one more drawing.
        drawnPaths?.reset()
        writer.drawnPaths = drawnPaths
        writer.textWork = textWork
        return writer.writeWithCollapsedRows(elements, canvas: canvas, background: background)
    }

    /// Every element of the timeline with its tracks: the display list of each structure epoch,
    /// merged into one tree of elements.
    func elements(of animator: Animator) -> [AnimatedElement] {
        elements(of: animator, collapsing: false).elements
    }

    /// `elements(of:)`, with the rows that can be collapsed left out where `collapsing` (and
    /// those rows; nil where none is).
    func elements(of animator: Animator, collapsing: Bool) -> (elements: [AnimatedElement], collapsed: CollapsedRows?) {
        let sampler = ViewSampler(animator: animator)
        let times = sampler.structureTimes()
        var elementAnimator = ElementAnimator(sampler: sampler, times: times, format: format)
        // Rows that move alike are presented through the first of them.
        ViewTwins.find(elementAnimator)
        var tree = ElementTree(epochs: times.count)
        var builder = DisplayListBuilder(glyphs: glyphs, coverage: .everyElement)
        let collapsed = collapsing ? CollapsedRows.find(sampler: sampler, times: times, builder: builder) : nil
        builder.drawnPaths = drawnPaths
        // The resolved tree of the last epoch drawn: an epoch that resolves to the same tree has
        // its elements (a function of the tree) and is added without drawing it again.
        var previous: LaidOutView?
        for (index, time) in times.enumerated() {
            if animator.cancellation.isCancelled || drawnPaths?.isExceeded == true { break }
            drawnPaths?.reset()
            func resolve(_ id: String) -> (box: ViewSampler.Presented, slot: Int)? {
                sampler.structuralBox(id, at: time).map { ($0, sampler.slot(of: $0.view.id)) }
            }
            let whole = Self.structure(of: animator, at: time)
            let structure = collapsed?.reduced(whole) ?? whole
            // A view presented by writing its numbers is compared as written, not presented.
            if let previous,
                ElementSkeleton.resolves(structure, like: previous, presentsLike: { sampler.presents($0, at: time, like: $1) }, resolve: resolve)
            {
                tree.addAgain(update: index)
                continue
            }
            var (resolved, nodes) = ElementSkeleton.resolvedTree(of: structure, resolve: resolve)
            tree.add(ElementSkeleton.elements(ofResolved: resolved, nodes: &nodes, builder: builder), update: index)
            collapsed?.countPaths(in: drawnPaths)
            previous = consume resolved
        }
        if drawnPaths?.isExceeded == true { return ([], collapsed) }
        // The outlines sampled to fit animated shapes count as one more drawing: a shape whose
        // outline changes is outlined again at every sampled instant.
        drawnPaths?.reset()
        elementAnimator.drawnPaths = drawnPaths
        var elements = elementAnimator.animate(tree.roots, parentAlive: [0...Double.infinity])
        if drawnPaths?.isExceeded == true { return ([], collapsed) }
        // Static attributes describe the end of the timeline. Views settled from their twins
        // are not presented and lowered again.
        drawnPaths?.reset()
        let end = FinalState.time(of: animator, structureTimes: times)
        let twins = elementAnimator.twins.shares > 0 ? TwinFinalStates(elements, sampler: sampler, end: end, drawnPaths: drawnPaths) : nil
        let whole = Self.structure(of: animator, at: end)
        let structure = collapsed?.reduced(whole) ?? whole
        func skeleton(of tree: LaidOutView) -> [ElementSkeleton] {
            ElementSkeleton.elements(of: tree, builder: builder) { sampler.structuralBox($0, at: end).map { ($0, sampler.slot(of: $0.view.id)) } }
        }
        FinalState.settle(&elements, skeleton: skeleton(of: twins?.reduced(structure) ?? structure), sampler: sampler, at: end, parentHidden: false, twins: twins)
        collapsed?.countPaths(in: drawnPaths)
        // Where a twin's frames or outline changed, or the drawing passed its bound (which the
        // whole tree, counted in its order, names), the whole tree is lowered and settled after
        // all (twice at the end, but never a moved number).
        if let twins, twins.needsWholeTree || drawnPaths?.isExceeded == true {
            drawnPaths?.reset()
            FinalState.settle(&elements, skeleton: skeleton(of: structure), sampler: sampler, at: end, parentHidden: false)
            collapsed?.countPaths(in: drawnPaths)
        }
        return (elements, collapsed)
    }

    /// The tree whose shape the elements of `time` take (each view is resolved by the sampler):
    /// the presentation where a removed view or a text's content change is drawn, else the
    /// update's laid-out tree, which has the same views in the same order without presenting
    /// every value.
    static func structure(of animator: Animator, at time: Double) -> LaidOutView {
        if animator.removals.contains(where: { $0.isVisible(at: time) }) || animator.drawsContentChange(at: time) {
            return animator.presentation(at: time, relayingOutText: false)
        }
        return animator.updates[animator.updateIndex(at: time)].tree
    }
}
