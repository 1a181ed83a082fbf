import Geometry

/// A modifier that survives evaluation: layout, drawing and effects. Environment modifiers
/// (`font`, `foregroundColor`, `lineLimit`, …) are resolved into the content by the evaluator;
/// `border` becomes an overlay and `cornerRadius` becomes a `clip`.
public enum ViewModifier: Hashable, Sendable {
    case padding(EdgeInsets)
    /// `frame(width:height:alignment:)`: nil keeps the child's size on that axis.
    case fixedFrame(width: Double?, height: Double?, alignment: Alignment)
    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`;
    /// `.infinity` is allowed for max values.
    ///
    /// Boxed, as are the decorations: a modifier is as large as its largest inline case, and
    /// modifiers are copied all through evaluation, layout and drawing.
    indirect case flexibleFrame(FlexibleFrame)
    case offset(x: Double, y: Double)
    /// Places the view's centre at (x, y) in the parent's space; takes all offered space.
    case position(x: Double, y: Double)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case layoutPriority(Double)
    /// A view drawn behind, sized to the modified view and aligned in it.
    indirect case background(ViewNode, alignment: Alignment)
    /// A view drawn in front, sized to the modified view and aligned in it.
    indirect case overlay(ViewNode, alignment: Alignment)
    /// `mask(alignment:_:)`: the view's alpha masks the content; laid out as an overlay.
    indirect case mask(ViewNode, alignment: Alignment)
    /// Clips the modified view (and everything inside) to `shape` in its frame.
    case clip(Shape)
    case opacity(Double)
    case scaleEffect(x: Double, y: Double, anchor: UnitPoint)
    case rotationEffect(Angle, anchor: UnitPoint)
    /// `rotation3DEffect(angle, axis:anchor:)`, drawn as its orthographic projection onto the
    /// screen (an affine transform: SVG 1.1 has no perspective); see docs/deviations.md.
    case rotation3DEffect(Angle, axis: Axis3D, anchor: UnitPoint)
    /// `aspectRatio(_:contentMode:)`: proposes the child the largest (fit) or smallest (fill)
    /// size of `ratio` (width / height; nil: the child's ideal size's) in the proposal.
    case aspectRatio(ratio: Double?, contentMode: ContentMode)
    /// `shadow(color:radius:x:y:)`: a blurred, coloured, offset copy of everything the modified
    /// view draws, behind it.
    case shadow(Shadow)
    /// `blur(radius:opaque:)`: everything the modified view draws, blurred (σ = radius / 2);
    /// `opaque` makes the result fully opaque inside the view's frame.
    case blur(radius: Double, opaque: Bool)
}

/// The axis of a 3D rotation, as SwiftUI's `(x: CGFloat, y: CGFloat, z: CGFloat)`.
public struct Axis3D: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var z: Double

    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }
}

/// The arguments of a flexible frame; nil leaves that constraint out.
public struct FlexibleFrame: Hashable, Sendable {
    public var minWidth: Double?
    public var idealWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var idealHeight: Double?
    public var maxHeight: Double?
    public var alignment: Alignment

    public init(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}
