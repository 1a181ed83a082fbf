/// Where an opacity group goes relative to the transforms of its own view.
///
/// WebKit (WebKitGTK 2.50, tested) paints an opacity below 1 into a transparency layer clipped
/// to the group's bounds rounded to whole device pixels, and a child under a transform
/// contributes its bounds unwidened: a rectangle whose offset puts an edge at y = 32.7 loses its
/// partly covered row of pixels (one row on one side, 10 % of a 10-point square's pixels).
/// Painting the same group from inside the transform draws every pixel, in WebKit as in
/// Chromium. The two orders draw the same picture: a transform moves each point, an opacity
/// fades the whole of what the group holds, and the group holds the same elements either way.
extension DisplayGroup {
    /// The item of this group, an opacity group moved inside every transform group of its own
    /// view that is its only child, one after the other; any other group unchanged.
    ///
    /// Only the view's own transforms, so that the order depends on the view's modifiers alone
    /// and stays the same at every instant (the keyframe writer's elements keep their nesting).
    func placingOpacityInsideTransforms() -> DisplayItem {
        guard case .opacity = effect, children.count == 1, case .group(var transform) = children[0],
            case .transform = transform.effect, transform.viewID == viewID
        else { return .group(self) }
        var opacity = self
        opacity.children = transform.children
        transform.children = [opacity.placingOpacityInsideTransforms()]
        return .group(transform)
    }
}
