extension LayoutPass {
    /// Where container `i` puts its children for proposal `p`, for the stacks, a GridRow
    /// outside a grid (a row of a grid has no solution of its own: nil), lazy grids and the
    /// waterfall layout; nil for any other view.
    func childrenSolution(_ i: Int, _ p: ProposedSize) -> ContainerSolution? {
        switch nodes[i].node.content {
        case .vStack(let alignment, let spacing, _):
            stackSolution(i, axis: .vertical, alignment: .horizontal(alignment), spacing: spacing, p)
        case .hStack(let alignment, let spacing, _):
            stackSolution(i, axis: .horizontal, alignment: .vertical(alignment), spacing: spacing, p)
        case .zStack(let alignment, _):
            solveZStack(i, alignment: alignment, p)
        case .gridRow(let alignment, _):
            nodes[i].isRowOfGrid
                ? nil : stackSolution(i, axis: .horizontal, alignment: .vertical(alignment ?? .center), spacing: nil, p)
        case .lazyGrid(let spec, _):
            solveLazyGrid(i, spec, p)
        case .waterfall(let spec, _):
            solveWaterfall(i, spec, p)
        default:
            nil
        }
    }
}
