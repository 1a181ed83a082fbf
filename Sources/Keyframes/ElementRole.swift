import Geometry
import Layout
import Views

/// What one element of the keyframe document does for its view: an effect group made by a
/// modifier, or a drawn item. With the view's id it identifies the element across updates.
enum ElementRole: Hashable, Sendable {
    case offset(modifier: Int)
    case scale(modifier: Int)
    case rotation(modifier: Int)
    /// `rotation3DEffect`, drawn as its projection onto the screen.
    case rotation3D(modifier: Int)
    case opacity(modifier: Int)
    /// A group clipped to `shape` in the frame of the layer made by `modifier`.
    case clip(modifier: Int, shape: ShapeKind)
    /// A group drawn with a shadow (`<g filter>`; the filter's primitives are animated).
    case shadow(modifier: Int)
    /// A blurred group; an opaque blur is another element.
    case blur(modifier: Int, opaque: Bool)
    /// A masked group: its first children (the mask view's elements) are drawn in its `<mask>`.
    case mask(modifier: Int)
    /// A drawn shape, colour view or divider.
    case shape(ShapeKind, Paint)
    /// A laid-out text: a different layout (another string, another width) is another element.
    /// Boxed, as `image`: kept inline, these payloads made every role (and every copy of one) as
    /// large as a text's layout and font.
    indirect case text(TextLayout, Font)
    /// An image drawn over a rectangle: another image or interpolation is another element; a
    /// template image (its tint `.clear` here) animates its tint as its fill.
    indirect case image(ImageView)

    /// The outline an element is drawn with; every kind maps to one SVG basic shape.
    enum ShapeKind: Hashable, Sendable {
        case rectangle
        case roundedRectangle
        case capsule
        case circle
        case ellipse
        /// A `Path` view: its path in its own coordinates, drawn at the value's `[x, y]`.
        case path(Path)
        /// A custom shape, or a shape under `trim` or `strokedPath`, drawn again from the value's numbers.
        indirect case sampled(SampledOutline)

        @inline(__always) init(_ shape: Shape) {
            switch shape {
            case .rectangle: self = .rectangle
            case .roundedRectangle: self = .roundedRectangle
            case .capsule: self = .capsule
            case .circle: self = .circle
            case .ellipse: self = .ellipse
            case .path(let path): self = .path(path)
            case .custom, .symbol: self = .sampled(SampledOutline(shape, trimmed: false))
            }
        }
    }

    /// Which paints of a shape the element draws: the display list draws an inset stroke with a
    /// fill as two items.
    enum Paint: Hashable, Sendable {
        case fill
        case stroke(inset: Bool)
        case fillAndStroke
    }

    /// The index of the modifier that makes the group.
    var modifierIndex: Int? {
        switch self {
        case .offset(let index), .scale(let index), .rotation(let index), .rotation3D(let index), .opacity(let index), .clip(let index, _),
            .shadow(let index), .blur(let index, _), .mask(let index):
            index
        case .shape, .text, .image: nil
        }
    }

    /// Whether the element is a group of other elements.
    var isGroup: Bool {
        switch self {
        case .offset, .scale, .rotation, .rotation3D, .opacity, .clip, .shadow, .blur, .mask: true
        case .shape, .text, .image: false
        }
    }
}

/// An element's identity across updates.
struct ElementKey: Hashable, Sendable {
    var viewID: String
    var role: ElementRole
    /// The layouts of the gradients the element paints with: another layout is another element.
    var fillGradient: GradientLayout? = nil
    var strokeGradient: GradientLayout? = nil
}
