import Geometry
import Views

extension LayoutPass {
    /// SwiftUI's default spacing: between stack children, and a Spacer's default minimum length.
    static let defaultSpacing = 8.0

    /// The ideal length of views that fill whatever they are offered (shapes, colours, a divider's
    /// extent), as SwiftUI's `replacingUnspecifiedDimensions()`.
    static let defaultIdealLength = 10.0

    /// The size of view `i`'s content, before any modifier.
    func contentSize(_ i: Int, _ p: ProposedSize) -> Size {
        contentSizesComputed += 1
        switch nodes[i].node.content {
        case .vStack(let alignment, let spacing, _):
            return stackSolution(i, axis: .vertical, alignment: .horizontal(alignment), spacing: spacing, p).size
        case .hStack(let alignment, let spacing, _):
            return stackSolution(i, axis: .horizontal, alignment: .vertical(alignment), spacing: spacing, p).size
        case .zStack(let alignment, _):
            return solveZStack(i, alignment: alignment, p).size
        case .grid(let spec, _):
            return solveGrid(i, spec, p).container.size
        case .gridRow(let alignment, _):
            // In a grid the row takes the grid's width and its row's height, which the grid
            // proposes; elsewhere it is an HStack.
            if nodes[i].isRowOfGrid { return p.replacingUnspecified(by: .zero) }
            return stackSolution(i, axis: .horizontal, alignment: .vertical(alignment ?? .center), spacing: nil, p).size
        case .lazyGrid(let spec, _):
            return solveLazyGrid(i, spec, p).size
        case .geometryReader:
            return p.replacingUnspecified()
        case .viewThatFits(let axes, _):
            return solveViewThatFits(i, axes, p).solution.size
        case .scrollView(let spec, _):
            return solveScrollView(i, spec, p).size
        case .waterfall(let spec, _):
            return solveWaterfall(i, spec, p).size
        case .spacer(let minLength):
            return spacerSize(minLength: minLength, axis: nodes[i].stackAxis, p)
        case .divider:
            return dividerSize(extent: dividerAxis(of: i), p)
        case .text:
            // The entry first: measuring may grow the table, which must not be read before.
            let entry = textEntry(i, p)
            return textMemo[entry: entry].size
        case .shape(let shape):
            if case .symbol(let symbol) = shape.shape { return symbolSize(symbol, p) }
            return p.replacingUnspecified()
        case .color:
            return p.replacingUnspecified()
        case .image(let image):
            return imageSize(image, p)
        case .empty:
            return .zero
        }
    }

    /// A Spacer: along its stack's axis it takes what it is offered but at least `minLength`
    /// (default 8) and is 0 across; outside a stack it does that on both axes.
    func spacerSize(minLength: Double?, axis: Axis?, _ p: ProposedSize) -> Size {
        let minimum = max(0, (minLength ?? Self.defaultSpacing).finiteOrZero)
        func length(_ proposed: Double?) -> Double { max(proposed ?? minimum, minimum) }
        switch axis {
        case .horizontal?: return Size(width: length(p.width), height: 0)
        case .vertical?: return Size(width: 0, height: length(p.height))
        case nil: return Size(width: length(p.width), height: length(p.height))
        }
    }

    /// A Divider: 1 pt thick, and along `extent` whatever it is offered (10 when unspecified).
    func dividerSize(extent: Axis, _ p: ProposedSize) -> Size {
        Size(extent, main: p[extent] ?? Self.defaultIdealLength, cross: 1)
    }

    /// The axis a divider extends along: across its stack (horizontal in a VStack, vertical in an
    /// HStack), horizontal outside stacks.
    func dividerAxis(of i: Int) -> Axis {
        nodes[i].stackAxis == .horizontal ? .vertical : .horizontal
    }
}
