import Geometry
import Views

extension LayoutPass {
    /// Lays out GeometryReader `i` (step GR in LayoutEngine.swift): it takes the proposal (10 on
    /// an unspecified axis, as shapes), and proposes that size to each child, placed at its
    /// top-leading corner.
    func solveGeometryReader(_ i: Int, _ p: ProposedSize) -> ContainerSolution {
        let size = p.replacingUnspecified()
        let count = nodes[i].children.count
        let proposal = ProposedSize(size)
        for child in nodes[i].children { _ = self.size(child, proposal) }
        return ContainerSolution(
            placements: Array(filled: ChildPlacement(proposal: proposal, origin: .zero), count: count), size: size)
    }
}

extension LaidOutView {
    /// The frame (inside its modifiers, in canvas space) of every GeometryReader in the tree, by id.
    public var geometryReaderFrames: [String: Rect] {
        var frames: [String: Rect] = [:]
        collectGeometryReaderFrames(into: &frames)
        return frames
    }

    private func collectGeometryReaderFrames(into frames: inout [String: Rect]) {
        if case .geometryReader = node.content { frames[id] = contentFrame }
        for child in children { child.collectGeometryReaderFrames(into: &frames) }
        for key in decorations.keys { decorations[key]!.collectGeometryReaderFrames(into: &frames) }
    }
}
