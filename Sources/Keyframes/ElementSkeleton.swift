import DisplayList
import Geometry
import Layout
import Views

/// The elements one update draws: the display list of the presented tree, lowered by the same
/// `DisplayListBuilder` as every snapshot but with every element kept
/// (`DisplayListBuilder.Coverage.everyElement`: a group even where its effect is the identity,
/// a paint even where it is clear), so that the structure stays fixed between updates.
struct ElementSkeleton {
    /// The element's identity across updates. It is not hashed here: merging (`ElementTree`)
    /// hashes a key only when it searches past the next sibling node.
    let key: ElementKey
    /// The item as drawn at the update's instant (its static attributes).
    var item: DisplayItem
    var children: [ElementSkeleton]

    /// The elements of `root` (`Animator.presentation(at:)`): its children and decorations as
    /// presented, in painting order; each view's modifiers (transition effects included) from
    /// `resolve`, which gives the view of an id in a box and the sampler slot of the boxed view's
    /// id (nil: the view as it is in `root`).
    static func elements(
        of root: LaidOutView, builder: DisplayListBuilder, resolve: (String) -> (box: ViewSampler.Presented, slot: Int)?
    ) -> [ElementSkeleton] {
        var (tree, nodes) = resolvedTree(of: root, resolve: resolve)
        return elements(ofResolved: tree, nodes: &nodes, builder: builder)
    }

    /// The tree `elements(of:builder:resolve:)` lowers: `root` with each view resolved, and the
    /// resolved views' boxes by id.
    static func resolvedTree(
        of root: LaidOutView, resolve: (String) -> (box: ViewSampler.Presented, slot: Int)?
    ) -> (tree: LaidOutView, nodes: ViewNodeTable) {
        // Each resolved view's box (its node is what an item's role is read from), not a copy.
        // Passed down as an argument: captured by the nested functions, the table would be
        // boxed and checked for exclusive access at every view.
        var nodes = ViewNodeTable(capacity: root.treeViewCount)
        // The tree is read in place through pointers into its arrays, no child copied whole: each
        // pointer is to `root` or to an element of a children buffer at one of its own indices,
        // held by `children` meanwhile. Each resolved view is built in the slot it ends in, not
        // in a local copied out on return: `slot` is the first element of a temporary allocation
        // of one view, or the element at one of `children`'s indices of a new array's buffer of
        // `children.count`.
        func build(_ view: UnsafePointer<LaidOutView>, into slot: UnsafeMutablePointer<LaidOutView>, nodes: inout ViewNodeTable) {
            let found = resolve(view.pointee.id)
            let box = found?.box ?? ViewSampler.Presented(view.pointee)
            slot.initialize(to: box.view)
            // A leaf resolved to a leaf is its box's view as it is: no children or decorations
            // to make and put in place of the copied (empty) ones.
            if view.pointee.children.isEmpty, view.pointee.decorations.isEmpty, box.view.children.isEmpty,
                box.view.decorations.isEmpty
            {
                nodes.add(box.view.id, box, slot: found?.slot)
                return
            }
            let children = view.pointee.children
            slot.pointee.children = children.withUnsafeBufferPointer { children in
                [LaidOutView](unsafeUninitializedCapacity: children.count) { buffer, count in
                    for index in children.indices {
                        build(children.baseAddress! + index, into: buffer.baseAddress! + index, nodes: &nodes)
                        count = index + 1
                    }
                }
            }
            // (`mapValues` of an empty dictionary still made a new storage.)
            slot.pointee.decorations =
                view.pointee.decorations.isEmpty
                ? [:]
                : view.pointee.decorations.mapValues { decoration in withUnsafePointer(to: decoration) { resolved($0, nodes: &nodes) } }
            nodes.add(box.view.id, box, slot: found?.slot)
        }
        func resolved(_ view: UnsafePointer<LaidOutView>, nodes: inout ViewNodeTable) -> LaidOutView {
            withUnsafeTemporaryAllocation(of: LaidOutView.self, capacity: 1) { slot in
                build(view, into: slot.baseAddress!, nodes: &nodes)
                return slot.baseAddress!.move()
            }
        }
        let tree = withUnsafePointer(to: root) { resolved($0, nodes: &nodes) }
        return (tree, nodes)
    }

    /// The elements of `tree`, a resolved tree (`resolvedTree(of:resolve:)`) whose views' boxes
    /// `nodes` holds.
    static func elements(ofResolved tree: LaidOutView, nodes: inout ViewNodeTable, builder: DisplayListBuilder) -> [ElementSkeleton] {
        let items = builder.items(of: tree)
        var result: [ElementSkeleton] = []
        // One element per item (the array is made once, not grown).
        result.reserveCapacity(items.count)
        for item in items { append(item, nodes: &nodes, to: &result) }
        return result
    }

    private static func append(_ item: DisplayItem, nodes: inout ViewNodeTable, to result: inout [ElementSkeleton]) {
        let identity = item.identity
        guard let node = nodes.node(identity.viewID), let role = ElementRole(item, of: node) else {
            // Not reachable: every item's view was resolved, and only effect modifiers make groups.
            if case .group(let group) = item { for child in group.children { append(child, nodes: &nodes, to: &result) } }
            return
        }
        var children: [ElementSkeleton] = []
        if case .group(let group) = item {
            // One element per item (the array is made once, not grown); a mask's elements
            // first (`KeyframeDocumentWriter+Masks`).
            if case .mask(let mask) = group.effect {
                children.reserveCapacity(mask.count + group.children.count)
                for child in mask { append(child, nodes: &nodes, to: &children) }
            } else {
                children.reserveCapacity(group.children.count)
            }
            for child in group.children { append(child, nodes: &nodes, to: &children) }
        }
        let gradients = ElementKey.gradientLayouts(of: item)
        let key = ElementKey(viewID: identity.viewID, role: role, fillGradient: gradients.fill, strokeGradient: gradients.stroke)
        result.append(ElementSkeleton(key: consume key, item: item, children: consume children))
    }
}

extension ElementRole {
    /// The role of an item that the view whose node `box` holds drew.
    fileprivate init?(_ item: DisplayItem, of box: ViewNodeTable.Node) {
        switch item {
        case .group(let group):
            guard group.modifier < box.view.node.modifiers.count else { return nil }
            let index = group.modifier
            switch box.view.node.modifiers[index] {
            case .clip(let shape): self = .clip(modifier: index, shape: ShapeKind(shape))
            case .opacity: self = .opacity(modifier: index)
            case .offset: self = .offset(modifier: index)
            case .scaleEffect: self = .scale(modifier: index)
            case .rotationEffect: self = .rotation(modifier: index)
            case .rotation3DEffect: self = .rotation3D(modifier: index)
            case .shadow: self = .shadow(modifier: index)
            case .blur(_, let opaque): self = .blur(modifier: index, opaque: opaque)
            case .mask: self = .mask(modifier: index)
            case .padding, .fixedFrame, .flexibleFrame, .position, .fixedSize, .layoutPriority, .background, .overlay,
                .aspectRatio:
                return nil
            }
        case .shape(let shape):
            guard case .shape(let shapeView) = box.view.node.content else {
                self = .shape(.rectangle, .fill)  // a colour or a divider
                return
            }
            // A pattern, not `!= nil`: the comparison copied the stroke to pass it.
            let strokes: Bool
            if case .some = shape.stroke { strokes = true } else { strokes = false }
            let paint: Paint
            switch (shape.fill != nil, strokes) {
            case (true, true): paint = .fillAndStroke
            case (true, false): paint = .fill
            case (false, _): paint = .stroke(inset: shape.role == .insetStroke || shapeView.stroke?.isInset == true)
            }
            self = .shape(
                shapeView.trim == nil && shapeView.strokedPath == nil
                    ? ShapeKind(shapeView.shape)
                    : .sampled(SampledOutline(shapeView.shape, trimmed: shapeView.trim != nil, strokedPath: shapeView.strokedPath)),
                paint)
        case .text(let text):
            // Run colours animate: not part of the role (`glyphs` places them).
            self = .text(text.layout.withoutRunColors, text.font)
        case .image(let image):
            // A template image's tint is its fill, animated like a shape's: not part of the role.
            var view = image.image
            if view.tint != nil { view.tint = .clear }
            self = .image(view)
        }
    }
}
