import Geometry
@testable import Layout
import Views

/// Builders for the test trees and a layout entry point using `GridMeasurer`.
enum V {
    static func text(_ id: String, _ string: String, lineLimit: Int? = nil, _ modifiers: [ViewModifier] = []) -> ViewNode {
        ViewNode(id: id, content: .text(ResolvedText(string: string, lineLimit: lineLimit)), modifiers: modifiers)
    }

    static func rect(_ id: String, _ modifiers: [ViewModifier] = []) -> ViewNode {
        ViewNode(id: id, content: .shape(ShapeView(shape: .rectangle, fill: .black)), modifiers: modifiers)
    }

    static func circle(_ id: String, _ modifiers: [ViewModifier] = []) -> ViewNode {
        ViewNode(id: id, content: .shape(ShapeView(shape: .circle, fill: .black)), modifiers: modifiers)
    }

    static func color(_ id: String, _ modifiers: [ViewModifier] = []) -> ViewNode {
        ViewNode(id: id, content: .color(.black), modifiers: modifiers)
    }

    static func spacer(_ id: String, minLength: Double? = nil, _ modifiers: [ViewModifier] = []) -> ViewNode {
        ViewNode(id: id, content: .spacer(minLength: minLength), modifiers: modifiers)
    }

    static func divider(_ id: String) -> ViewNode {
        ViewNode(id: id, content: .divider(color: .black))
    }

    static func empty(_ id: String) -> ViewNode {
        ViewNode(id: id, content: .empty)
    }

    static func vstack(
        _ id: String, alignment: HorizontalAlignment = .center, spacing: Double? = nil, _ children: [ViewNode],
        _ modifiers: [ViewModifier] = []
    ) -> ViewNode {
        ViewNode(id: id, content: .vStack(alignment: alignment, spacing: spacing, children: children), modifiers: modifiers)
    }

    static func hstack(
        _ id: String, alignment: VerticalAlignment = .center, spacing: Double? = nil, _ children: [ViewNode],
        _ modifiers: [ViewModifier] = []
    ) -> ViewNode {
        ViewNode(id: id, content: .hStack(alignment: alignment, spacing: spacing, children: children), modifiers: modifiers)
    }

    static func zstack(_ id: String, alignment: Alignment = .center, _ children: [ViewNode], _ modifiers: [ViewModifier] = [])
        -> ViewNode
    {
        ViewNode(id: id, content: .zStack(alignment: alignment, children: children), modifiers: modifiers)
    }

    static func frame(_ width: Double?, _ height: Double?, _ alignment: Alignment = .center) -> ViewModifier {
        .fixedFrame(width: width, height: height, alignment: alignment)
    }
}

let engine = LayoutEngine(measurer: GridMeasurer())

func layout(_ root: ViewNode, _ width: Double, _ height: Double) -> LaidOutView {
    engine.layout(root, in: Size(width: width, height: height))
}

/// The layout of `root` with its work: the content sizes computed per view of the flattened
/// tree. Memoisation keeps it at a handful of proposals per view; without it, nested views
/// re-measure their subtrees exponentially.
func layoutWork(_ root: ViewNode, _ width: Double, _ height: Double) -> (laidOut: LaidOutView, sizesPerView: Double) {
    let (laidOut, pass) = engine.layoutPass(root, in: Size(width: width, height: height))
    return (laidOut, Double(pass.contentSizesComputed) / Double(pass.nodes.count))
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

extension LaidOutView {
    /// The view with `id` in this tree (children and decorations included).
    subscript(id: String) -> LaidOutView? {
        if node.id == id { return self }
        for child in children { if let found = child[id] { return found } }
        for key in decorations.keys.sorted() { if let found = decorations[key]![id] { return found } }
        return nil
    }

    /// The outermost frame of the view with `id`, or nil.
    func frame(of id: String) -> Rect? { self[id]?.frame }
}
