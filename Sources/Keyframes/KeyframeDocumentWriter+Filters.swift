import DisplayList
import Geometry
import SVG
import Views

/// Shadow and blur groups: the filter definition as the snapshot writes it (its values at the
/// end of the timeline), with SMIL animations inside the primitives whose attributes move
/// (`stdDeviation`, `dx`, `dy`, `flood-color`, `flood-opacity`), in both formats: filter
/// primitives' attributes are not CSS properties. The group itself carries only the visibility.
extension KeyframeDocumentWriter {
    func writeFilter(_ element: AnimatedElement, group: DisplayGroup, className: String?, state: State, numbers: NumberText) {
        let svg = state.svg
        var last = group
        if case .group(let final)? = element.final?.item { last = final }
        let id = svg.filterDefinition(last.effect, region: Self.filterRegion(of: element, first: group, last: last)) { primitive in
            let kinds: Set<PropertyKind> =
                switch primitive {
                case .blur: [.stdDeviation]
                case .offset: [.filterOffset]
                case .flood: [.floodColor, .floodOpacity]
                }
            SMILAnimations(xml: svg.xml, cache: state.smil).write(
                element, format: format, text: { propertyText($0, $1, element, numbers) }, visibility: false, kinds: kinds)
        }
        guard let filterSwitch = element.filterSwitch else {
            svg.startFilteredGroup(id)
            common(element, className: className, state: state, numbers: numbers, kinds: [])
            return
        }
        svg.xml.start("g")
        if filterSwitch.keyframes.last?.value[0] == 1 { svg.xml.attribute("filter", "url(#\(id))") }
        common(element, className: className, state: state, numbers: numbers, kinds: [])
        SMILAnimations(xml: svg.xml).writeFilterSwitch(filterSwitch, filter: id)
    }

    /// A region holding the group's content as first and as last drawn, its blur grown by the
    /// largest standard deviation of any keyframe and moved by every keyframe's offset (an
    /// opaque blur: its rectangle).
    static func filterRegion(of element: AnimatedElement, first: DisplayGroup, last: DisplayGroup) -> Rect {
        if case .blur(_, let opaque?) = last.effect { return opaque }
        var content: Rect?
        for group in [first, last] {
            for child in group.children { content = DisplayItem.union(content, child.bounds) }
        }
        let base = content ?? .zero
        func values(_ kind: PropertyKind) -> [[Double]] {
            var result = [element.initialValue(kind)]
            if let track = element.track(kind) {
                result += track.keyframes.map(\.value) + (track.loop?.keyframes.map(\.value) ?? [])
            }
            return result
        }
        let sigma = values(.stdDeviation).map { $0[0] }.filter(\.isFinite).max() ?? 0
        let grow = DisplayGroup.blurReach * max(0, sigma)
        guard case .shadow = last.effect else { return base.inset(by: EdgeInsets(all: -grow)) }
        var region = base
        for offset in values(.filterOffset) where offset.count == 2 && offset[0].isFinite && offset[1].isFinite {
            let cast = Rect(x: base.minX + offset[0], y: base.minY + offset[1], width: base.width, height: base.height)
            region = DisplayItem.union(region, cast.inset(by: EdgeInsets(all: -grow))) ?? region
        }
        return region
    }
}
