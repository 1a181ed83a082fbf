import Geometry

/// `ScrollView(axes, showsIndicators:)`: a viewport clipping its content, which is proposed an
/// unspecified length along the scroll axes.
public struct ScrollSpec: Hashable, Sendable {
    public var horizontal: Bool
    public var vertical: Bool
    /// Accepted for SwiftUI's sake; SwiftUI shows indicators only while scrolling, so none is drawn.
    public var showsIndicators: Bool
    /// `defaultScrollAnchor`: where the content sits before any scrolling (top-leading when nil).
    public var anchor: UnitPoint?
    /// The content offset along the scroll axis (the vertical one when both), in points from the
    /// content's start; clamped to the scrollable range. nil: the anchor decides.
    public var position: Double?

    public init(
        horizontal: Bool = false, vertical: Bool = true, showsIndicators: Bool = true, anchor: UnitPoint? = nil,
        position: Double? = nil
    ) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.showsIndicators = showsIndicators
        self.anchor = anchor
        self.position = position
    }
}
