import Geometry
import Views

/// A `ScrollView` as written: its axes, `showsIndicators`, `defaultScrollAnchor` and
/// `scrollPosition` (the content offset along the scroll axis, the vertical one when both).
public struct ScrollViewProperties: Hashable, Sendable {
    public var horizontal: Bool
    public var vertical: Bool
    public var showsIndicators: Bool
    public var anchor: Dynamic<UnitPoint>?
    public var position: Dynamic<Double>?

    public init(
        horizontal: Bool, vertical: Bool, showsIndicators: Bool, anchor: Dynamic<UnitPoint>?, position: Dynamic<Double>?
    ) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.showsIndicators = showsIndicators
        self.anchor = anchor
        self.position = position
    }
}
