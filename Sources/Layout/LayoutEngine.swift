// Layout: SwiftUI's proposal → size → placement, over an evaluated `ViewNode` tree.
//
// Deviations from SwiftUI (also in docs/deviations.md):
// - Default stack spacing is a flat 8 between any two views (SwiftUI picks per pair of view
//   kinds); with the default spacing there is none next to a Spacer (SEMANTICS §6). An explicit
//   `spacing:` applies between every pair, Spacers included, as SwiftUI's uniform spacing does.
// - No pixel rounding: frames are exact doubles (SwiftUI rounds origins and sizes to the
//   display's pixel grid).
// - A fixed `frame(width:height:)` length that is negative becomes 0 (SwiftUI ignores it, as it
//   ignores a non-finite one, which we do too): an animation overshooting below zero then
//   collapses the view instead of snapping it to its natural size.
// - A Divider's ideal length (asked for with an unspecified proposal, e.g. under `fixedSize`) is 10,
//   like shapes and colours; its thickness is 1 pt, not one device pixel.
// - A Divider or Spacer takes its orientation from the stack it is a direct child of (through its
//   own modifiers); inside a ZStack, a background/overlay or at the root it is axis-less.
// - Text truncated to fit a short proposed height keeps whole lines only (see T2).
// - Alignment guides are the built-in ones; `alignmentGuide` overrides one for the whole view as its
//   parent (stack, ZStack, grid, background/overlay) aligns it, wherever it is in the chain, and
//   `d`'s guides are the defaults (not other overrides).
// - Grid: a cell spanning k columns asks each for 1/k of its width (SwiftUI's exact rule for
//   spanning cells is not documented); past 10,000 such column memberships in one grid, spanning
//   cells stop sizing columns. A child that is no GridRow widens the grid (not its columns), and
//   the columns sit in the grid by its alignment.
// - LazyVGrid/LazyHGrid with no proposal across (inside `fixedSize`): a flexible item takes its
//   minimum and an adaptive item one repetition of its minimum.
//
// The algorithm, in numbered steps. A container's size (and baselines) for a proposal, a whole
// view's size, a stack's solution and every text measurement are memoised for the whole pass
// (LayoutPass), so the probes below cost O(1) once measured and nested stacks stay linear
// instead of exponential.
//
// R. Root: propose the canvas size; the root's chosen size is centred in the canvas.
//
// Modifiers, applied from the outermost inwards (`modifiers[0]` wraps the content):
// M1. padding(insets): propose the proposal minus the insets (never below 0; unspecified stays
//     unspecified); size = child + insets; child at (leading, top).
// M2. frame(width:height:alignment:): a given length is the frame's and is proposed to the child;
//     a missing one passes the proposal through and takes the child's length. The child's
//     alignment guide is put on the frame's (baselines of a frame are its bottom edge).
// M3. frame(min/ideal/max…): normalised min ≤ ideal ≤ max, negatives → 0. Per axis: with a
//     proposal and both bounds, the proposal clamped; with no proposal and an ideal, the ideal;
//     otherwise the child is proposed the proposal (or ideal) clamped to the bounds and the frame
//     is: min only → max(min(proposal, child), min); max only → min(max(proposal, child), max);
//     both → child clamped; neither → child. When placed, the child is proposed the frame's final
//     size (unspecified again if it was unspecified, there is no ideal and the size lies strictly
//     inside the bounds). Alignment as M2.
// M4. fixedSize(h, v): propose unspecified on the fixed axes; size = the child's.
// M5. position(x, y): size = the proposal, unspecified axes 10; the child is proposed the
//     same proposal and its centre put at (x, y) from the frame's top-leading corner.
// M6. background/overlay(view, alignment): no effect on size; the view is proposed exactly the
//     decorated frame and aligned in it guide on guide (the decorated view's baselines count).
// M7. layoutPriority, offset, scaleEffect, rotationEffect, opacity, clip: no layout effect; the
//     frame equals the one inside. layoutPriority is read by the parent stack (the outermost wins).
//
// Content:
// C1. Shapes and Color: the proposal, unspecified axes 10 (an ∞ proposal gives ∞: only probes
//     propose ∞, and placement only ever proposes finite or unspecified lengths).
// C2. Spacer: along its stack's axis max(proposal, minLength) (minLength default 8; unspecified →
//     minLength) and 0 across; axis-less, that on both axes. Its default layout priority is −∞,
//     so it gets what its siblings leave (SwiftUI's spacers do the same).
// C3. Divider: 1 pt thick; along its extent (across its stack; horizontal outside one) the proposal,
//     unspecified → 10.
// C4. EmptyView: 0 × 0; without modifiers it is skipped by stack spacing.
// T1. Text: measured with maxWidth = the proposed width (none when unspecified or infinite).
// T2. If the proposed height is finite and smaller than the text, measured again with a lineLimit
//     of as many whole lines as fit (at least 1, at most its own lineLimit).
//
// VStack/HStack (main axis = the stack's axis, cross = the other):
// S1. Gaps: `spacing` (default 8) between adjacent children, none next to a Spacer with the
//     default spacing, none around an unmodified EmptyView.
// S2. Proposed length L on the main axis: available = L − Σ gaps. Group children by layout
//     priority, highest first. A group is offered available minus what higher groups took minus
//     the minimum length (measured at 0) of every lower-priority child.
// S3. Within a group, children ordered by flexibility (length at ∞ − length at 0, cross proposal
//     unchanged), least flexible first, ties in order; each is proposed (what the group has left)
//     ÷ (children of the group not yet sized), at least 0, and its chosen length is taken off.
// S2'. Unspecified main axis: each child is proposed unspecified along it (its ideal length).
// S4. Main axis: children in order, separated by the gaps; the stack's length is the sum.
// A. Alignment guides: a view's `alignmentGuide(guide) { d in … }` replaces that guide's value
//    (from its leading edge or top) wherever its parent aligns it; `d` is the view's size and
//    default guides for the proposal it was measured at.
//
// S5. Cross axis: every child is proposed the stack's cross proposal; children are aligned so that
//     their guides (leading/center/trailing; top/center/bottom/first or last text baseline — a
//     view without text has its baseline at its bottom) lie on one line; the stack's cross length
//     is the union of their extents. A stack's baselines are its topmost child's first baseline
//     and its bottommost child's last.
// S6. When placed with an unspecified cross proposal, the stack proposes its own cross length
//     instead (SwiftUI's equal-width trick: `.frame(maxWidth: .infinity)` children of a
//     `fixedSize` VStack all take the widest child's width).
//
// ZStack:
// Z1. Children of the highest layout priority are proposed the ZStack's proposal and aligned on
//     one point by the alignment; the ZStack's size is the union of their frames.
// Z2. Lower-priority children (with the default priorities: only Spacers) are proposed that size
//     and aligned on the same point.
// Z3. With equal priorities that is simply: all proposed the proposal, size = the union.
//
// Grid (a GridRow child is a row of cells; any other child is a row of one cell spanning every
// column; EmptyViews take no row or column):
// G1. Cells take columns in order, a `gridCellColumns` cell that many (cut to end at
//     `limits.maxGridColumns`); the grid has as many columns as its longest row.
// G2. A column's length for a width x is the widest of its cells not unsized horizontally, each
//     proposed x × unspecified; a cell spanning k columns is proposed k·x + (k − 1)·spacing and
//     counts (its width − (k − 1)·spacing) ÷ k in each. With no proposed width each column takes its
//     length for unspecified; else, after the spacing (default 8), columns are offered shares as
//     stack children (S3: least flexible first, each an equal share of what is left).
// G3. A non-row child, unless unsized horizontally, widens the grid to its width for the grid's
//     proposed width × unspecified; the columns sit in the grid by the grid's horizontal alignment.
// G4. A row's length for a height y is its tallest cell not unsized vertically, proposed its cell
//     width × y (with a baseline alignment: its highest part above the baseline plus its deepest
//     below); rows share the proposed height as columns share the width.
// G5. Each cell is proposed its cell (its columns and the spacing between them × its row) and
//     placed in it by `gridCellAnchor`, else by its column's `gridColumnAlignment` (a single-column
//     cell; else the grid's horizontal alignment) and its GridRow's alignment (or the grid's vertical one); baseline
//     alignments put a row's baselines on one line.
// G6. The grid's size: its width (G3) × the rows with their vertical spacing. A GridRow's frame is
//     the grid's width × its row.
//
// LazyVGrid (LazyHGrid is the same with the axes swapped; "across" is horizontal for a LazyVGrid):
// L1. Across, the spacing after every item but the last (default 8) and the fixed items' lengths
//     are set aside from the proposal.
// L2. The other items in order are each offered (what is left) ÷ (items left): a flexible one
//     takes the offer clamped to minimum…maximum; an adaptive one fits n = ⌊(share + spacing) ÷
//     (minimum + spacing)⌋ repetitions (at least 1; the grid's columns stop growing at
//     `limits.maxGridColumns`), each
//     (share − spacing·(n − 1)) ÷ n but at most maximum. What it takes is taken off.
// L3. The grid is as wide as its proposal (at least its columns); the columns sit in it by the
//     grid's alignment.
// L4. Children fill the columns row by row; each is proposed its column's width × unspecified, and
//     a row is as tall as its tallest child.
// L5. Rows follow each other with `spacing` (default 8) between them; each child sits in its cell
//     by its item's alignment (centred by default). The grid's length along is the rows' total:
//     the proposal along the axis is not used.
//
// GeometryReader:
// GR. Its size is the proposal (10 on an unspecified axis, as shapes); each child is proposed that
//     size and placed at its top-leading corner. Its children were evaluated with `proxy` holding
//     its frame from a layout before (see docs/layout.md, "GeometryReader").
//
// ViewThatFits:
// VF. Each child is proposed unspecified on the checked axes (`in`, both by default) and the
//     proposal on the others: its ideal size. The first child whose ideal length fits the proposal
//     on every checked axis (an unspecified proposal fits anything) is shown, else the last; it is
//     proposed the whole proposal, the ViewThatFits takes its size, and the others are not laid
//     out. (In an animation the animator may hold the previous child until the instant the
//     animated proposal stops fitting it: docs/layout.md, "ViewThatFits".)
//
// ScrollView:
// SV. The content (one view) is proposed an unspecified length along the scroll axes and the
//     proposal across. The ScrollView takes the proposal (the content's length where unspecified;
//     ∞ only for probes, as shapes) and clips its content (a `clip` the evaluator puts innermost). Along a scroll axis
//     shorter content sits by `defaultScrollAnchor` (top/leading by default: fraction a of the free
//     space), longer content is moved back by `scrollPosition` clamped to 0…(content − viewport)
//     (without one, a × that range); across, the content is centred. No indicators are drawn.
//
// WaterfallLayout (seed 002's custom Layout, `columns` n ≥ 1, `spacing` s):
// W.  Width w = the proposed width (0 unspecified); column width c = (w − s·(n − 1)) ÷ n (≥ 0).
//     Children in order: the shortest column so far (first on a tie) gets the child, measured
//     c × unspecified (height h), placed at x = column·(c + s), y = the column's height, proposed
//     c × h; the column grows by h + s. Height = the tallest column, trailing s included.
//
// Placement:
// P1. Each view is placed by its parent at a corner with the proposal it was measured with; its
//     frames are filled from the outermost modifier inwards (M1–M7 give each inner corner).
// P2. The content's children are placed at the positions solved for that proposal (S6 aside).
// P3. Final sizes are finite: an ∞ could only come from degenerate input, and becomes the canvas
//     length (NaN or negative → 0).
// P4. Backgrounds and overlays are placed last, inside the frame they decorate.

import Geometry
import Views

/// Lays out evaluated view trees, SwiftUI's way: proposal → size → placement.
public struct LayoutEngine: Sendable {
    public let measurer: any TextMeasuring

    public init(measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    /// Lays out `root` for a canvas: the root is proposed the canvas size and its chosen size is
    /// centred in the canvas.
    /// `fitOverrides` holds, by id, the child a ViewThatFits keeps showing (the animator's, until
    /// an animated proposal stops fitting it).
    public func layout(_ root: ViewNode, in canvas: Size, fitOverrides: [String: Int] = [:]) -> LaidOutView {
        layoutPass(root, in: canvas, fitOverrides: fitOverrides).laidOut
    }

    /// `layout(_:in:fitOverrides:)` with the pass that did it (for its work count).
    func layoutPass(
        _ root: ViewNode, in canvas: Size, fitOverrides: [String: Int] = [:]
    ) -> (laidOut: LaidOutView, pass: LayoutPass) {
        measurer.beginLayout()
        let pass = LayoutPass(root: root, measurer: measurer, canvas: canvas)
        pass.fitOverrides = fitOverrides
        let proposal = ProposedSize(pass.canvas)
        let size = pass.finite(pass.size(0, proposal))
        let origin = Point(x: (pass.canvas.width - size.width) / 2, y: (pass.canvas.height - size.height) / 2)
        var root = pass.place(0, proposal, at: origin)
        if pass.needsMirroring { root.mirrorRightToLeft() }
        return (root, pass)
    }

    /// The size `view` chooses for `proposal`, as its parent would see it (∞ allowed, for probing).
    public func sizeThatFits(_ view: ViewNode, proposal: ProposedSize) -> Size {
        LayoutPass(root: view, measurer: measurer, canvas: .zero).size(0, proposal)
    }
}
