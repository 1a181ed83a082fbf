import Geometry
import Views

extension LayoutPass {
    /// Lays out WaterfallLayout `i` as seed 002's custom Layout (step W in LayoutEngine.swift):
    /// width w = the proposed width (0 unspecified); column width c = (w − spacing·(n − 1)) ÷ n;
    /// each child in order goes to the shortest column so far (the first on a tie), is measured
    /// proposed c × unspecified, placed at that column's x and current height, proposed c × its
    /// height, and adds its height plus `spacing` to the column. The height is the tallest
    /// column's, trailing spacing included (the seed's `sizeThatFits` adds it too).
    func solveWaterfall(_ i: Int, _ spec: WaterfallSpec, _ p: ProposedSize) -> ContainerSolution {
        let children = nodes[i].children
        let columns = max(1, spec.columns)
        let spacing = spec.spacing.finiteOrZero
        let width = p.width ?? 0
        let columnWidth = max(0, (width - spacing * Double(columns - 1)) / Double(columns))
        var heights = Array(filled: 0.0, count: columns)
        var proposals = Array(filled: ProposedSize.zero, count: children.count)
        var sizes = Array(filled: Size.zero, count: children.count)
        var origins = Array(filled: Point.zero, count: children.count)
        for (k, child) in children.enumerated() where !nodes[child].isAbsent {
            var column = 0
            for c in 1..<columns where heights[c] < heights[column] { column = c }
            let height = size(child, ProposedSize(width: columnWidth, height: nil)).height.finiteOrZero
            proposals[k] = ProposedSize(width: columnWidth, height: height)
            sizes[k] = size(child, proposals[k])
            origins[k] = Point(x: Double(column) * (columnWidth + spacing), y: heights[column])
            heights[column] += height + spacing
        }
        return ContainerSolution(
            proposals: proposals, origins: origins, size: Size(width: width, height: heights.max() ?? 0))
    }
}
