import Geometry
import Views

/// The drawing of one instant: a canvas and a tree of items in painting order (back to front).
/// Every coordinate is in canvas points; a group's transform applies to everything inside it.
public struct DisplayList: Hashable, Sendable {
    public var size: Size
    public var background: Color?
    public var items: [DisplayItem]

    public init(size: Size, background: Color?, items: [DisplayItem]) {
        self.size = size
        self.background = background
        self.items = items
    }
}

/// One node of the drawing tree.
public indirect enum DisplayItem: Hashable, Sendable {
    case group(DisplayGroup)
    case shape(ShapeItem)
    case text(TextItem)
}

/// Items drawn together under one effect: a transform, an opacity or a clip.
public struct DisplayGroup: Hashable, Sendable {
    public enum Effect: Hashable, Sendable {
        case transform(AffineTransform)
        case opacity(Double)
        /// Everything inside is clipped to this outline.
        case clip(Path)
    }

    /// The identity of the view whose modifier made this group.
    public var viewID: String
    public var effect: Effect
    public var children: [DisplayItem]

    public init(viewID: String, effect: Effect, children: [DisplayItem]) {
        self.viewID = viewID
        self.effect = effect
        self.children = children
    }
}

/// A filled and/or stroked outline.
public struct ShapeItem: Hashable, Sendable {
    public var viewID: String
    public var path: Path
    public var fill: Color?
    /// A stroke centred on `path` (inset strokes are already moved inward by the builder).
    public var stroke: StrokePaint?

    public init(viewID: String, path: Path, fill: Color?, stroke: StrokePaint? = nil) {
        self.viewID = viewID
        self.path = path
        self.fill = fill
        self.stroke = stroke
    }
}

/// The colour and width of a stroke.
public struct StrokePaint: Hashable, Sendable {
    public var color: Color
    public var lineWidth: Double

    public init(color: Color, lineWidth: Double) {
        self.color = color
        self.lineWidth = lineWidth
    }
}

/// A laid-out text placed at `origin` (the top-leading corner of its frame).
public struct TextItem: Hashable, Sendable {
    public var viewID: String
    public var layout: TextLayout
    public var color: Color
    public var origin: Point
    public var font: Font
    /// The glyph outlines of every line in canvas coordinates; nil when text is written as `<text>`.
    public var outline: Path?

    public init(viewID: String, layout: TextLayout, color: Color, origin: Point, font: Font, outline: Path?) {
        self.viewID = viewID
        self.layout = layout
        self.color = color
        self.origin = origin
        self.font = font
        self.outline = outline
    }
}
