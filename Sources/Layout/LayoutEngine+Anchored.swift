import Geometry
import Views

extension LayoutEngine {
    /// Lays out `view` alone, proposed `proposal`, with the point `anchor` of its chosen frame at
    /// `point` (matchedGeometryEffect's placement of a view in another's frame).
    public func layout(_ view: ViewNode, proposal: Size, anchor: UnitPoint, at point: Point, canvas: Size) -> LaidOutView {
        let pass = LayoutPass(root: view, measurer: measurer, canvas: canvas)
        let p = ProposedSize(pass.finite(proposal))
        let size = pass.finite(pass.size(0, p))
        let origin = Point(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        var laidOut = pass.place(0, p, at: origin)
        if pass.needsMirroring { laidOut.mirrorRightToLeft() }
        return laidOut
    }
}
