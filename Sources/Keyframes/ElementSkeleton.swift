import DisplayList
import Geometry
import Layout
import Views

/// The elements one update draws, nested as the display list nests them (modifier groups
/// outside in, backgrounds behind, overlays in front), whatever the animated values: a group is
/// kept even where its effect is the identity, so that the structure stays fixed between updates.
struct ElementSkeleton {
    var key: ElementKey
    var children: [ElementSkeleton]

    /// The elements of the branch of `view` (a view of `Animator.presentation(at:)`): its
    /// children and decorations as presented, in painting order; its modifiers (transition
    /// effects included) from `resolve`.
    static func elements(of view: LaidOutView, resolve: (LaidOutView) -> LaidOutView) -> [ElementSkeleton] {
        var resolved = resolve(view)
        resolved.children = view.childrenInPaintingOrder
        resolved.decorations = view.decorations
        var result: [ElementSkeleton] = []
        appendLayer(resolved.node.modifiers.count, of: resolved, resolve: resolve, to: &result)
        return result
    }

    private static func appendLayer(
        _ layer: Int, of view: LaidOutView, resolve: (LaidOutView) -> LaidOutView, to items: inout [ElementSkeleton]
    ) {
        guard layer > 0 else {
            appendContent(of: view, resolve: resolve, to: &items)
            return
        }
        let index = layer - 1
        let role: ElementRole
        switch view.node.modifiers[index] {
        case .padding, .fixedFrame, .flexibleFrame, .position, .fixedSize, .layoutPriority:
            appendLayer(index, of: view, resolve: resolve, to: &items)
            return
        case .background:
            if let decoration = view.decorations[index] { items += elements(of: decoration, resolve: resolve) }
            appendLayer(index, of: view, resolve: resolve, to: &items)
            return
        case .overlay:
            appendLayer(index, of: view, resolve: resolve, to: &items)
            if let decoration = view.decorations[index] { items += elements(of: decoration, resolve: resolve) }
            return
        case .clip(let shape): role = .clip(modifier: index, shape: ElementRole.ShapeKind(shape))
        case .opacity: role = .opacity(modifier: index)
        case .offset: role = .offset(modifier: index)
        case .scaleEffect: role = .scale(modifier: index)
        case .rotationEffect: role = .rotation(modifier: index)
        case .rotation3DEffect: role = .rotation3D(modifier: index)
        }
        var children: [ElementSkeleton] = []
        appendLayer(index, of: view, resolve: resolve, to: &children)
        guard !children.isEmpty else { return }
        items.append(ElementSkeleton(key: ElementKey(viewID: view.id, role: role), children: children))
    }

    private static func appendContent(of view: LaidOutView, resolve: (LaidOutView) -> LaidOutView, to items: inout [ElementSkeleton]) {
        func leaf(_ role: ElementRole) {
            items.append(ElementSkeleton(key: ElementKey(viewID: view.id, role: role), children: []))
        }
        switch view.node.content {
        case .vStack, .hStack, .zStack:
            for child in view.children { items += elements(of: child, resolve: resolve) }
        case .spacer, .empty:
            break
        case .divider, .color:
            leaf(.shape(.rectangle, .fill))
        case .shape(let shapeView):
            let kind = ElementRole.ShapeKind(shapeView.shape)
            switch (shapeView.fill != nil, shapeView.stroke) {
            case (true, nil): leaf(.shape(kind, .fill))
            case (false, let stroke?): leaf(.shape(kind, .stroke(inset: stroke.isInset)))
            case (true, let stroke?) where stroke.isInset:
                leaf(.shape(kind, .fill))
                leaf(.shape(kind, .stroke(inset: true)))
            case (true, _?): leaf(.shape(kind, .fillAndStroke))
            case (false, nil): break
            }
        case .text(let text):
            guard let layout = view.text else { return }
            leaf(.text(layout, text.font))
        }
    }
}
