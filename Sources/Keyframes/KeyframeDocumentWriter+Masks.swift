import DisplayList
import Geometry
import SVG

/// Masked groups: the mask view's elements are drawn (and animated) inside the `<mask>`, in white
/// with their alpha (`SVGElementWriter.startAlphaMask`), the masked content in the group that
/// refers to it. The mask's region holds the mask and the content as first and as last drawn,
/// grown by a quarter of its larger side for motion between them (a spring's overshoot).
extension KeyframeDocumentWriter {
    func writeMask(
        _ element: AnimatedElement, group: DisplayGroup, className: String?, state: State, numbers: NumberText,
        write: (AnimatedElement) -> Void
    ) {
        let svg = state.svg
        var last = group
        if case .group(let final)? = element.final?.item { last = final }
        var region: Rect?
        for drawn in [group, last] {
            if case .mask(let items) = drawn.effect { for item in items { region = DisplayItem.union(region, item.bounds) } }
            for child in drawn.children { region = DisplayItem.union(region, child.bounds) }
        }
        let base = region ?? .zero
        let margin = max(abs(base.width), abs(base.height)) / 4
        let id = svg.startAlphaMask(region: base.inset(by: EdgeInsets(all: -margin)))
        let ordered = element.childrenInWritingOrder
        for child in ordered where element.isMaskContent(child) { write(child) }
        svg.endAlphaMask()
        svg.startMaskedGroup(id)
        common(element, className: className, state: state, numbers: numbers, kinds: [])
        for child in ordered where !element.isMaskContent(child) { write(child) }
        svg.end()
    }
}

extension AnimatedElement {
    /// The id of the mask view of a masked group.
    var maskViewID: String? {
        guard case .mask(let index) = key.role else { return nil }
        return initial.view.decorations[index]?.id
    }

    /// Whether `child` is drawn by the mask view (or a view inside it).
    func isMaskContent(_ child: AnimatedElement) -> Bool {
        guard let id = maskViewID else { return false }
        return child.key.viewID == id || child.key.viewID.hasPrefix(id + "/")
    }

    /// The children in the order they are written: a masked group's mask elements first.
    var childrenInWritingOrder: [AnimatedElement] {
        guard key.role.reordersChildren, maskViewID != nil else { return children }
        return children.filter(isMaskContent) + children.filter { !isMaskContent($0) }
    }
}

extension ElementRole {
    /// Whether an element of this role may write its children in another order than `children`
    /// (`childrenInWritingOrder`): only a masked group does.
    var reordersChildren: Bool {
        if case .mask = self { return true }
        return false
    }
}
