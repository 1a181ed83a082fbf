/// Where an opacity group goes relative to the transforms of its own view.
///
/// WebKit (WebKitGTK 2.50, tested) paints an opacity below 1 into a transparency layer clipped
/// to the group's bounds, and where those bounds come from a child under a transform of its own
/// it rounds them to whole device pixels: a 10-point square offset by 0.3 loses its 30 %
/// covered row of pixels. The same group inside the transform keeps every pixel, in WebKit as in
/// Chromium, and draws the same picture: a transform moves each point, an opacity fades the
/// whole of what the group holds, and the group holds the same elements either way
/// (docs/keyframes.md, "Browser tests"; `Tests/browser/test_opacity_edges.py`).
extension DisplayGroup {
    /// The item of this group, an opacity group moved inside every transform group of its own
    /// view that is its only child, one after the other; any other group unchanged.
    ///
    /// Only the view's own transforms, so that the order depends on the view's modifiers alone
    /// and stays the same at every instant (the keyframe writer's elements keep their nesting).
    ///
    /// Consuming, so that the group's children array can be taken over. The caller builds the
    /// common case (any other group) in its item itself.
    consuming func placingOpacityInsideTransforms() -> DisplayItem {
        guard Self.movesInsideTransform(effect, children: children, viewID: viewID), case .group(let transform) = children[0]
        else { return .group(self) }
        // The transform's new children are the one-element array that held it, swapped out of
        // this group so that it is held only here (the caller passes the group's children
        // consumed), so no array is allocated. Each new group is built in its item's box by
        // the memberwise initialiser, not changed field by field and then copied into a box.
        var held: [DisplayItem] = []
        swap(&held, &children)
        if Self.movesInsideTransform(effect, children: transform.children, viewID: viewID) {
            let inner = DisplayGroup(viewID: viewID, effect: effect, modifier: modifier, children: transform.children)
            held[0] = inner.placingOpacityInsideTransforms()
        } else {
            held[0] = .group(DisplayGroup(viewID: viewID, effect: effect, modifier: modifier, children: transform.children))
        }
        return .group(DisplayGroup(viewID: transform.viewID, effect: transform.effect, modifier: transform.modifier, children: held))
    }

    /// Whether a group of `viewID` with this effect and these children is an opacity group whose
    /// only child is a transform group of the same view (one that
    /// `placingOpacityInsideTransforms()` changes).
    static func movesInsideTransform(_ effect: Effect, children: [DisplayItem], viewID: String) -> Bool {
        guard case .opacity = effect, children.count == 1, case .group(let transform) = children[0],
            case .transform = transform.effect
        else { return false }
        return transform.viewID == viewID
    }
}
