import Geometry
import Views

extension LayoutPass {
    /// Lays out ViewThatFits `i` (step VF in LayoutEngine.swift): every child is asked its ideal
    /// size on the checked axes; the first that fits the proposal is shown (else the last),
    /// proposed the whole proposal and placed at the top-leading corner. The ViewThatFits takes
    /// that child's size. `fitOverrides` (the animator's) may hold the previous child instead.
    func solveViewThatFits(_ i: Int, _ axes: FitAxes, _ p: ProposedSize) -> (solution: ContainerSolution, fit: FitChoice) {
        let children = nodes[i].children
        let probe = ProposedSize(width: axes.horizontal ? nil : p.width, height: axes.vertical ? nil : p.height)
        let ideals = children.map { self.size($0, probe) }
        var fit = FitChoice(axes: axes, proposal: p, idealSizes: ideals, chosen: -1)
        fit.chosen = fit.choice(for: p)
        if let held = fitOverrides[nodes[i].node.id], children.indices.contains(held) { fit.chosen = held }
        var size = Size.zero
        if children.indices.contains(fit.chosen) { size = self.size(children[fit.chosen], p) }
        let solution = ContainerSolution(
            placements: Array(filled: ChildPlacement(proposal: p, origin: .zero), count: children.count), size: size)
        return (solution, fit)
    }
}
