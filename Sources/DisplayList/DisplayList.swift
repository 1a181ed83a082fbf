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

/// One node of the drawing tree: the only lowering from laid-out views to drawing. The snapshot
/// writer writes it at an instant; the keyframe writer writes the same elements and animates
/// them, finding each again at other instants by its `identity`.
public indirect enum DisplayItem: Hashable, Sendable {
    case group(DisplayGroup)
    case shape(ShapeItem)
    case text(TextItem)
    case image(ImageItem)

    /// Which view drew the item, and what of it.
    public var identity: ElementIdentity {
        switch self {
        case .group(let group): ElementIdentity(viewID: group.viewID, role: .modifier(group.modifier))
        case .shape(let shape): ElementIdentity(viewID: shape.viewID, role: shape.role)
        case .text(let text): ElementIdentity(viewID: text.viewID, role: .content)
        case .image(let image): ElementIdentity(viewID: image.viewID, role: .content)
        }
    }
}

/// An item's identity across instants: its view and its role for that view.
public struct ElementIdentity: Hashable, Sendable {
    public var viewID: String
    public var role: DrawingRole

    public init(viewID: String, role: DrawingRole) {
        self.viewID = viewID
        self.role = role
    }
}

/// What an item draws for its view.
public enum DrawingRole: Hashable, Sendable {
    /// The group made by the view's modifier at this index.
    case modifier(Int)
    /// The view's own drawing: a colour, a divider, a shape's fill and stroke, a text.
    case content
    /// A shape's inset stroke, drawn after its fill as an item of its own (it follows a smaller
    /// outline).
    case insetStroke
}

/// Items drawn together under one effect: a transform, an opacity, a clip or a filter.
public struct DisplayGroup: Hashable, Sendable {
    public enum Effect: Hashable, Sendable {
        case transform(AffineTransform)
        case opacity(Double)
        /// Everything inside is clipped to this outline.
        case clip(Path)
        /// Everything inside, drawn over its shadow (`DisplayItem+Filter.swift`).
        case shadow(Shadow)
        /// Everything inside, blurred by a SwiftUI radius; `opaqueIn` (an opaque blur) is the
        /// rectangle the result fills opaquely, nothing drawn outside it.
        case blur(radius: Double, opaqueIn: Rect?)
        /// Everything inside, masked by the alpha of these items (the mask view's drawing).
        case mask([DisplayItem])
    }

    /// The identity of the view whose modifier made this group.
    public var viewID: String
    public var effect: Effect
    /// The index of that modifier in the view's modifiers. Declared after `effect`: the
    /// synthesised memberwise initialiser (it builds a group in place, where an initialiser that
    /// assigns field by field builds a temporary and copies it) then takes other labels than the
    /// public one, which calls it. Neither may gain defaults that let one call match both.
    public var modifier: Int
    public var children: [DisplayItem]
}

extension DisplayGroup {
    public init(viewID: String, modifier: Int = 0, effect: Effect, children: [DisplayItem]) {
        self.init(viewID: viewID, effect: effect, modifier: modifier, children: children)
    }
}

/// A filled and/or stroked outline.
public struct ShapeItem: Hashable, Sendable {
    public var viewID: String
    public var path: Path
    public var fill: Color?
    /// A stroke centred on `path` (inset strokes are already moved inward by the builder).
    public var stroke: StrokePaint?
    /// A gradient fill (then `fill` is nil), placed in the shape's frame.
    public var gradient: GradientFill?
    /// `.content`, or `.insetStroke` for the stroke item of a filled shape with an inset stroke.
    /// Declared after `gradient`: the synthesised memberwise initialiser (it builds an item in
    /// place) then takes other labels than the public one, which calls it. A call that names
    /// `role` but no `gradient` matches both, so calls inside the module name `gradient` too.
    public var role: DrawingRole
}

extension ShapeItem {
    public init(
        viewID: String, path: Path, fill: Color?, stroke: StrokePaint? = nil, role: DrawingRole = .content,
        gradient: GradientFill? = nil
    ) {
        self.init(viewID: viewID, path: path, fill: fill, stroke: stroke, gradient: gradient, role: role)
    }
}

/// The colour and width of a stroke.
public struct StrokePaint: Hashable, Sendable {
    public var color: Color
    public var lineWidth: Double
    /// The rest of the stroke style, written where it differs from SVG's initial values.
    public var lineCap: LineCap = .butt
    public var lineJoin: LineJoin = .miter
    /// nil where no corner of the outline is sharp enough for the limit to matter (the
    /// built-in shapes turn at most 90°).
    public var miterLimit: Double?
    public var dash: [Double] = []
    public var dashPhase: Double = 0
    /// A gradient stroke (then `color` is clear), placed in the shape's frame.
    public var gradient: GradientFill? {
        get { gradientStorage.first }
        set { gradientStorage = newValue.map { [$0] } ?? [] }
    }
    /// Boxed (an array's one reference), so that the rare gradient does not enlarge every value
    /// copied down deep view trees.
    private var gradientStorage: [GradientFill] = []

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
    /// A rich text's glyphs in colours of their own (not in `outline`), one path per run.
    public var runOutlines: [TextRunOutline] = []
    /// Colour glyphs (bitmap emoji) drawn as images, in canvas coordinates; their outlines are
    /// empty. Paths mode only.
    public var glyphImages: [PlacedGlyphImage] = []
    /// A gradient fill of the glyphs (then `color` is clear), placed in the text's frame.
    public var gradient: GradientFill? {
        get { gradientStorage.first }
        set { gradientStorage = newValue.map { [$0] } ?? [] }
    }
    /// Boxed (an array's one reference), so that the rare gradient does not enlarge every value
    /// copied down deep view trees.
    private var gradientStorage: [GradientFill] = []

    public init(viewID: String, layout: TextLayout, color: Color, origin: Point, font: Font, outline: Path?) {
        self.viewID = viewID
        self.layout = layout
        self.color = color
        self.origin = origin
        self.font = font
        self.outline = outline
    }
}

/// A colour glyph's image over its box, in canvas coordinates.
public struct PlacedGlyphImage: Hashable, Sendable {
    public var asset: ImageAsset
    public var frame: Rect

    public init(asset: ImageAsset, frame: Rect) {
        self.asset = asset
        self.frame = frame
    }
}

/// The glyphs of one coloured run of a rich text, in canvas coordinates.
public struct TextRunOutline: Hashable, Sendable {
    public var color: Color
    public var path: Path

    public init(color: Color, path: Path) {
        self.color = color
        self.path = path
    }
}
