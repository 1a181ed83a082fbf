import Geometry
import Views

/// A `LazyVGrid`'s or `LazyHGrid`'s own properties.
public struct LazyGridProperties: Hashable, Sendable {
    /// Vertical for a LazyVGrid (its items are columns), horizontal for a LazyHGrid.
    public var axis: Axis
    public var items: [SceneGridItem]
    public var spacing: Dynamic<Double>?
    /// `alignment`: a horizontal alignment for a LazyVGrid, a vertical one for a LazyHGrid.
    public var alignment: Dynamic<Alignment>

    public init(axis: Axis, items: [SceneGridItem], spacing: Dynamic<Double>?, alignment: Dynamic<Alignment>) {
        self.axis = axis
        self.items = items
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// One `columns` / `rows` entry: `{"fixed": 50}`, `{"flexible": {"minimum": 10, "maximum": "infinity"}}`,
/// `{"adaptive": {"minimum": 80}}`, with optional `spacing` and `alignment`.
public struct SceneGridItem: Hashable, Sendable {
    public enum Size: Hashable, Sendable {
        case fixed(Dynamic<Double>)
        case flexible(minimum: Dynamic<Extent>, maximum: Dynamic<Extent>)
        case adaptive(minimum: Dynamic<Extent>, maximum: Dynamic<Extent>)
    }

    public var size: Size
    public var spacing: Dynamic<Double>?
    public var alignment: Dynamic<Alignment>?

    public init(size: Size, spacing: Dynamic<Double>?, alignment: Dynamic<Alignment>?) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// One guide of an `alignmentGuide` modifier: its value reads `d` (`d.width`, `d.leading`…).
public struct AlignmentGuideEntry: Hashable, Sendable {
    public var guide: GuideKey
    public var value: Dynamic<Double>

    public init(guide: GuideKey, value: Dynamic<Double>) {
        self.guide = guide
        self.value = value
    }
}

/// `gridCellColumns`, `gridColumnAlignment`, `gridCellAnchor`, `gridCellUnsizedAxes`.
public enum GridCellModifier: Hashable, Sendable {
    case columns(Dynamic<Int>)
    case columnAlignment(Dynamic<HorizontalAlignment>)
    case anchor(Dynamic<UnitPoint>)
    case unsizedAxes(horizontal: Bool, vertical: Bool)
}
