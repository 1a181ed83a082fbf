import Geometry
import Views

extension LayoutPass {
    /// Lays out ScrollView `i` (step SV in LayoutEngine.swift). Its content is proposed an
    /// unspecified length along the scroll axes and the proposal across; the ScrollView takes the
    /// proposal (the content's length on an unspecified axis; ∞ only for probes, as shapes). Along a scroll axis, content
    /// shorter than the viewport sits by the anchor (top/leading by default); longer content is
    /// moved back by the scroll offset: `scrollPosition` clamped to 0…(content − viewport), or
    /// without one the anchor's fraction of that range. Across, the content is centred.
    func solveScrollView(_ i: Int, _ spec: ScrollSpec, _ p: ProposedSize) -> ContainerSolution {
        let children = nodes[i].children
        let proposal = ProposedSize(width: spec.horizontal ? nil : p.width, height: spec.vertical ? nil : p.height)
        let sizes = children.map { self.size($0, proposal) }
        let content = sizes.first ?? .zero
        func own(_ proposed: Double?, _ length: Double) -> Double { proposed ?? length }
        let viewport = Size(width: own(p.width, content.width), height: own(p.height, content.height))
        let anchor = spec.anchor ?? UnitPoint(x: 0, y: 0)
        let positionAxis: Axis = spec.vertical ? .vertical : .horizontal
        func origin(_ axis: Axis, scrolls: Bool, fraction: Double) -> Double {
            let window = viewport[axis].finiteOrZero, length = content[axis].finiteOrZero
            guard scrolls else { return (window - length) / 2 }
            guard length > window else { return fraction * (window - length) }
            let range = length - window
            let offset = axis == positionAxis ? (spec.position?.finiteOrZero ?? fraction * range) : fraction * range
            return -min(max(offset, 0), range)
        }
        let corner = Point(
            x: origin(.horizontal, scrolls: spec.horizontal, fraction: anchor.x.finiteOrZero),
            y: origin(.vertical, scrolls: spec.vertical, fraction: anchor.y.finiteOrZero))
        return ContainerSolution(
            placements: Array(filled: ChildPlacement(proposal: proposal, origin: corner), count: children.count),
            size: viewport)
    }
}
