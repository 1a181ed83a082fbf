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
    /// Consuming, so that the common case (any other group) moves the group into its item
    /// instead of copying it.
    consuming func placingOpacityInsideTransforms() -> DisplayItem {
        guard case .opacity = effect, children.count == 1, case .group(var transform) = children[0],
            case .transform = transform.effect, transform.viewID == viewID
        else { return .group(self) }
        // The transform's new children are the one-element array that held it, swapped out of
        // this group so that it is held only here (the caller passes the group's children
        // consumed): a new array was allocated for every such group and the old one freed.
        var held: [DisplayItem] = []
        swap(&held, &children)
        children = transform.children
        held[0] = placingOpacityInsideTransforms()
        transform.children = held
        return .group(transform)
    }
}
