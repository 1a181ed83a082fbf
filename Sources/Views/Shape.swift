import Geometry

/// The built-in shapes; each fills the rectangle it is given (Circle: the largest centred circle).
public enum Shape: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case circle
    case ellipse
    case capsule
    /// A `Path` view: its path in the view's own coordinates (moved to the rectangle's origin,
    /// not scaled to it, as SwiftUI draws a `Path` in the space it is offered).
    case path(Path)
    /// A custom shape declared under `"shapes"`.
    case custom(CustomShape)
    /// A system symbol (`Image(systemName:)`): a glyph of the icon font, stretched to the rectangle.
    case symbol(SymbolShape)

    /// The outline of the shape in `rect`.
    public func path(in rect: Rect) -> Path {
        switch self {
        case .rectangle:
            return Path(rect: rect)
        case .roundedRectangle(let radius):
            return Path(roundedRect: rect, cornerRadius: radius)
        case .circle:
            let side = min(rect.width, rect.height)
            return Path(ellipseIn: Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
        case .ellipse:
            return Path(ellipseIn: rect)
        case .capsule:
            return Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
        case .path(let path):
            return path.scaled(by: 1, thenOffsetBy: rect.minX, rect.minY)
        case .custom(let shape):
            return shape.path(in: rect)
        case .symbol(let symbol):
            return symbol.path(in: rect)
        }
    }
}

/// A shape view with its resolved paint: `fill` (nil when only stroked or filled with a
/// gradient), `gradient` (a gradient fill, in the unit space of the shape's frame) and an
/// optional stroke.
public struct ShapeView: Hashable, Sendable {
    public var shape: Shape
    public var fill: Color?
    public var stroke: Stroke?
    /// `trim(from:to:)`: the fractions of the outline drawn; nil without a `trim` modifier.
    public var trim: ShapeTrim?
    public var gradient: GradientPaint?
    /// Boxed (an array's one reference), so that the rare `strokedPath` does not enlarge every
    /// shape view; read and written through `strokedPath`.
    @usableFromInline var strokedPathStorage: [StrokedPathStyle] = []

    public init(shape: Shape, fill: Color?, stroke: Stroke? = nil, gradient: GradientPaint? = nil) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
        self.gradient = gradient
    }
}

/// A stroke: centred on the outline (`stroke`), or inside it (`strokeBorder`, used by `border`).
public struct Stroke: Hashable, Sendable {
    public var color: Color
    public var lineWidth: Double
    public var isInset: Bool
    /// The rest of SwiftUI's `StrokeStyle` (its defaults: butt caps, miter joins, miter limit 10,
    /// no dashes).
    public var lineCap: LineCap = .butt
    public var lineJoin: LineJoin = .miter
    public var miterLimit: Double = 10
    public var dash: [Double] = []
    public var dashPhase: Double = 0
    /// A gradient that paints the stroke instead of `color` (then clear), in the unit space of
    /// the shape's frame, as a gradient fill.
    public var gradient: GradientPaint? {
        get { gradientStorage.first }
        set { gradientStorage = newValue.map { [$0] } ?? [] }
    }
    /// Boxed (an array's one reference), so that the rare gradient does not enlarge every value
    /// copied down deep view trees.
    private var gradientStorage: [GradientPaint] = []

    public init(color: Color, lineWidth: Double = 1, isInset: Bool = false) {
        self.color = color
        self.lineWidth = lineWidth
        self.isInset = isInset
    }
}
