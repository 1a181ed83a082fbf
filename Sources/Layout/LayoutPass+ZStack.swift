import Geometry
import Views

extension LayoutPass {
    /// Lays out the children of ZStack `i` (steps Z1–Z3 in LayoutEngine.swift): the children of the
    /// highest layout priority are proposed the ZStack's proposal and, aligned on one point, their
    /// union is the ZStack's size; any lower-priority children are then proposed that size and
    /// aligned on the same point.
    func solveZStack(_ i: Int, alignment: Alignment, _ p: ProposedSize) -> ContainerSolution {
        let children = nodes[i].children
        let count = children.count
        guard count > 0 else { return ContainerSolution(proposals: [], origins: [], size: .zero) }
        let top = children.map { nodes[$0].priority }.max()!
        var proposals = Array(filled: p, count: count)
        var sizes = Array(filled: Size.zero, count: count)
        // Each child's top-leading corner relative to the common alignment point.
        var corners = Array(filled: Point.zero, count: count)

        func measure(_ k: Int) {
            sizes[k] = self.size(children[k], proposals[k])
            corners[k] = Point(
                x: -horizontalGuide(alignment.horizontal, of: children[k], proposals[k], size: sizes[k]),
                y: -verticalGuide(alignment.vertical, of: children[k], level: nodes[children[k]].modifierCount,
                    proposals[k], size: sizes[k]))
        }

        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for k in 0..<count where nodes[children[k]].priority == top {
            measure(k)
            minX = min(minX, corners[k].x)
            minY = min(minY, corners[k].y)
            maxX = max(maxX, corners[k].x + sizes[k].width)
            maxY = max(maxY, corners[k].y + sizes[k].height)
        }
        // Unbounded children (only while probing with ∞) make the stack unbounded on that axis.
        let width = minX.isFinite && maxX.isFinite ? maxX - minX : .infinity
        let height = minY.isFinite && maxY.isFinite ? maxY - minY : .infinity
        let union = Size(width: width, height: height)

        for k in 0..<count where nodes[children[k]].priority < top {
            proposals[k] = ProposedSize(union)
            measure(k)
        }
        let origins = corners.map { corner in
            Point(x: width.isFinite ? corner.x - minX : 0, y: height.isFinite ? corner.y - minY : 0)
        }
        return ContainerSolution(proposals: proposals, origins: origins, size: union)
    }
}
