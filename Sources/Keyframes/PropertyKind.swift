import DisplayList
import Foundation
import Geometry
import Layout
import Motion
import Views

/// An animatable property of an element, as a vector of numbers that a browser interpolates
/// component by component.
enum PropertyKind: Hashable, Sendable, CaseIterable {
    /// `[x, y]`: an offset group's offset, or a drawn item's move from where it was first drawn.
    case translate
    /// `[anchor x, anchor y, x scale, y scale]`.
    case scale
    /// `[degrees, anchor x, anchor y]`.
    case rotation
    /// `[anchor x, anchor y, rotation degrees, x skew degrees, x scale, y scale]`: the projected
    /// 3D rotation's matrix as `rotate() skewX() scale()`, which both CSS and SMIL can state.
    case projection
    /// `[opacity]`, clamped to 0…1 as the display list draws it.
    case opacity
    /// The outline of a shape: `[x, y, width, height]` of a rectangle (its top-left corner and
    /// size), `[x, y, width, height, radius]` of a rounded rectangle or capsule (the radius as
    /// drawn, at most half the shorter side), `[centre x, centre y, radius]` of a circle,
    /// `[centre x, centre y, x radius, y radius]` of an ellipse. Written as path data; while only
    /// the first two components change it is written as a translation instead.
    case outline
    /// `[red, green, blue]`, gamma-encoded sRGB components in 0…1.
    case fill
    case fillOpacity
    case stroke
    case strokeOpacity
    /// `[red, green, blue]`, linear-light sRGB components in 0…1: `fill` and `stroke` as a CSS
    /// document animates them, three registered custom properties that the browser
    /// interpolates as SwiftUI does (in linear light) and `color(srgb-linear …)` reads
    /// (`properties(of:format:)`).
    case linearFill
    case linearStroke
    case strokeWidth
    /// `[dash phase]`: `stroke-dashoffset`.
    case strokeDashoffset
    /// `[σ]`: a shadow's or blur's `feGaussianBlur` `stdDeviation`, half the SwiftUI radius.
    case stdDeviation
    /// `[dx, dy]`: a shadow's `feOffset`.
    case filterOffset
    /// `[red, green, blue]`: a shadow's `feFlood` `flood-color`.
    case floodColor
    /// `[opacity]`: a shadow's `flood-opacity`.
    case floodOpacity
    /// A gradient fill's or stroke's geometry and stops (`GradientLayout`), animated inside its
    /// definition.
    case fillGradient
    case strokeGradient
    /// A text's drawing (`TextLayout.visitDrawing`): its sizes, letter spacing, run colours,
    /// line, glyph and segment positions and decoration rectangles, from the text's origin, while
    /// its font size, kerning, tracking or run colours animate. Written as the path data, `<text>`
    /// attributes and fills of the element's parts (`AnimatedTextParts`).
    case glyphs

    /// The most components an outline value has (`SampledOutline.value`): a custom shape's
    /// rectangle, parameters (at most `SceneDecoder`'s 32), trim, a `strokedPath`'s width and
    /// dash phase, and probed points.
    static let outlineComponents = 4 + 32 + 2 + 2 + 2 * SampledOutline.probedPoints

    /// The properties an element with `role` animates in a document of `format`: CSS animates
    /// paints in linear light (`linearFill`, `linearStroke`); SMIL has no way to and fits their
    /// encoded components (`fill`, `stroke`).
    static func properties(of role: ElementRole, format: KeyframeEncoder.Format) -> [PropertyKind] {
        let kinds = properties(of: role)
        guard format == .css, kinds.contains(where: { $0 == .fill || $0 == .stroke }) else { return kinds }
        return kinds.map { $0 == .fill ? .linearFill : $0 == .stroke ? .linearStroke : $0 }
    }

    /// The paint a paint in linear light animates (`LinearPaints`); nil for every other kind.
    var linearPaint: LinearPaints.Paint? {
        switch self {
        case .linearFill: .fill
        case .linearStroke: .stroke
        default: nil
        }
    }

    /// The properties an element with `role` animates, in the order they are written.
    static func properties(of role: ElementRole) -> [PropertyKind] {
        switch role {
        case .offset: [.translate]
        case .scale: [.scale]
        case .rotation: [.rotation]
        case .rotation3D: [.projection]
        case .opacity: [.opacity]
        case .clip: [.outline]
        case .shadow: [.stdDeviation, .filterOffset, .floodColor, .floodOpacity]
        case .blur: [.stdDeviation]
        case .mask: []
        case .shape(_, let paint):
            switch paint {
            case .fill: [.outline, .fill, .fillOpacity]
            case .stroke: [.outline, .stroke, .strokeOpacity, .strokeWidth, .strokeDashoffset]
            case .fillAndStroke: [.outline, .fill, .fillOpacity, .stroke, .strokeOpacity, .strokeWidth, .strokeDashoffset]
            }
        case .text: [.translate, .fill, .fillOpacity, .glyphs]
        case .image(let image): image.tint == nil ? [.outline] : [.outline, .fill, .fillOpacity]
        }
    }

    /// The largest error allowed for each component. Lengths stay within 0.05 px (a fifth of the
    /// 0.25 px the issue allows: an edge moved by more than 16/255 px changes its anti-aliased
    /// pixels by more than 16 levels), angles and scales within what moves a point `extent`
    /// points from the anchor by as much (and at most 0.2°), opacities and colour channels
    /// within 0.003 (0.005 less the rounding of written values).
    func tolerances(extent: Double) -> [Double] {
        let length = 0.05, unit = 0.003
        let extent = max(extent, 1)
        switch self {
        case .translate: return [length, length]
        case .outline: return Array(repeating: length, count: Self.outlineComponents)
        case .strokeWidth, .strokeDashoffset, .stdDeviation: return [length]
        case .filterOffset: return [length, length]
        case .floodOpacity: return [unit]
        case .floodColor: return [unit, unit, unit]
        case .scale: return [length, length, length / extent, length / extent]
        case .rotation: return [min(0.2, length / extent * 180 / .pi), length, length]
        case .projection:
            let degrees = min(0.2, length / extent * 180 / .pi)
            return [length, length, degrees, degrees, length / extent, length / extent]
        case .opacity, .fillOpacity, .strokeOpacity: return [unit]
        case .fill, .stroke: return [unit, unit, unit]
        case .linearFill, .linearStroke:
            // Where a linear value moves its encoded one most (below 0.0031308 light the
            // encoding is 12.92 × the value), the same error in sRGB as `fill`'s.
            return Array(repeating: unit / 12.92, count: 3)
        case .fillGradient, .strokeGradient, .glyphs: return []  // by layout: `ElementKey.tolerances`
        }
    }
}

/// Reads the property values of one element from a presented view.
struct PropertyReader {
    let role: ElementRole
    /// Counts the path elements of the outlines sampled to fit an animated shape's `outline`
    /// track (`limits.maxDrawnPathElements`); once passed, outlines are no longer made.
    var drawnPaths: DrawnPathBudget?

    /// The value of `kind` for the element drawn from `view`; translations of drawn items are
    /// measured from `base` (the item's anchor when first drawn).
    func value(_ kind: PropertyKind, of view: LaidOutView, base: Point) -> [Double] {
        if let index = role.modifierIndex, index >= view.node.modifiers.count {
            // A transition effect read from a view without its effects: at rest.
            return Self.rest(kind)
        }
        switch kind {
        case .translate:
            if case .offset(let index) = role, case .offset(let x, let y) = view.node.modifiers[index] { return [x, y] }
            let anchor = self.anchor(of: view)
            return [anchor.x - base.x, anchor.y - base.y]
        case .scale:
            guard case .scale(let index) = role, case .scaleEffect(let x, let y, let anchor) = view.node.modifiers[index] else { return [0, 0, 1, 1] }
            let point = view.frames[index + 1].point(at: anchor)
            return [point.x, point.y, x, y]
        case .rotation:
            guard case .rotation(let index) = role, case .rotationEffect(let angle, let anchor) = view.node.modifiers[index] else { return [0, 0, 0] }
            let point = view.frames[index + 1].point(at: anchor)
            return [angle.radians * 180 / .pi, point.x, point.y]
        case .projection:
            guard case .rotation3D(let index) = role, case .rotation3DEffect(let angle, let axis, let anchor) = view.node.modifiers[index] else {
                return [0, 0, 0, 0, 1, 1]
            }
            let point = view.frames[index + 1].point(at: anchor)
            return [point.x, point.y] + Self.decomposed(Geometry.AffineTransform(projectedRotation: angle, axis: axis))
        case .opacity:
            guard case .opacity(let index) = role, case .opacity(let opacity) = view.node.modifiers[index] else { return [1] }
            return [Self.unit(opacity)]
        case .outline:
            let rect = shapeRect(of: view)
            let x = min(rect.minX, rect.maxX), y = min(rect.minY, rect.maxY)
            let width = abs(rect.width), height = abs(rect.height)
            switch shapeKind ?? .rectangle {
            case .rectangle:
                return [x, y, width, height]
            case .roundedRectangle, .capsule:
                // Path(roundedRect:) limits the radius with the signed sides.
                let half = min(rect.width, rect.height) / 2
                let radius = shapeKind == .capsule ? half : min(max(0, cornerRadius(of: view)), half)
                return [x, y, width, height, max(0, radius)]
            case .circle:
                return [x + width / 2, y + height / 2, abs(min(rect.width, rect.height)) / 2]
            case .ellipse:
                return [x + width / 2, y + height / 2, width / 2, height / 2]
            case .path:
                return [rect.minX, rect.minY]
            case .sampled:
                guard case .shape(let shapeView) = view.node.content else { return [x, y, width, height] }
                return SampledOutline.value(shapeView, in: rect, drawnPaths: drawnPaths, source: view.node.source.pointer)
            }
        case .fill:
            return Self.components(fill(of: view) ?? .clear)
        case .fillOpacity:
            return [Self.unit(fill(of: view)?.opacity ?? 0)]
        case .stroke:
            return Self.components(stroke(of: view)?.color ?? .clear)
        case .linearFill:
            return Self.linearComponents(fill(of: view) ?? .clear)
        case .linearStroke:
            return Self.linearComponents(stroke(of: view)?.color ?? .clear)
        case .strokeOpacity:
            return [Self.unit(stroke(of: view)?.color.opacity ?? 0)]
        case .strokeWidth:
            return [max(0, stroke(of: view)?.lineWidth ?? 0)]
        case .strokeDashoffset:
            return [stroke(of: view)?.dashPhase ?? 0]
        case .stdDeviation:
            guard let index = role.modifierIndex else { return [0] }
            switch view.node.modifiers[index] {
            case .shadow(let shadow): return [blurStandardDeviation(radius: shadow.radius)]
            case .blur(let radius, _): return [blurStandardDeviation(radius: radius)]
            default: return [0]
            }
        case .filterOffset, .floodColor, .floodOpacity:
            guard case .shadow(let index) = role, case .shadow(let shadow) = view.node.modifiers[index] else { return Self.rest(kind) }
            switch kind {
            case .filterOffset: return [shadow.x.isFinite ? shadow.x : 0, shadow.y.isFinite ? shadow.y : 0]
            case .floodColor: return Self.components(shadow.color)
            default: return [Self.unit(shadow.color.opacity)]
            }
        case .fillGradient, .strokeGradient:
            return gradientValue(kind, of: view, base: base)
        case .glyphs:
            return glyphValue(of: view)
        }
    }

    /// The point a drawn item's translation moves: a rectangle's top-left corner, the centre of
    /// a circle or ellipse, a text's origin.
    func anchor(of view: LaidOutView) -> Point {
        if case .text = role { return view.frames[0].origin }
        let rect = shapeRect(of: view)
        switch shapeKind {
        case .circle, .ellipse: return Point(x: rect.midX, y: rect.midY)
        case .path, .sampled: return rect.origin
        default: return Point(x: min(rect.minX, rect.maxX), y: min(rect.minY, rect.maxY))
        }
    }

    var shapeKind: ElementRole.ShapeKind? {
        switch role {
        case .shape(let kind, _), .clip(_, let kind): kind
        case .image: .rectangle
        default: nil
        }
    }

    /// The rectangle a shape or clip is drawn in: the content's frame (a clip's layer's frame),
    /// moved inward by half the line width for an inset stroke.
    func shapeRect(of view: LaidOutView) -> Rect {
        switch role {
        case .clip(let index, _):
            return view.frames[index + 1]
        case .shape(_, .stroke(inset: true)):
            let half = (stroke(of: view)?.lineWidth ?? 0) / 2
            return view.frames[0].inset(by: EdgeInsets(all: half))
        default:
            return view.frames[0]
        }
    }

    func cornerRadius(of view: LaidOutView) -> Double {
        switch role {
        case .clip(let index, _):
            if case .clip(.roundedRectangle(let radius)) = view.node.modifiers[index] { return radius }
        default:
            if case .shape(let shape) = view.node.content, case .roundedRectangle(let radius) = shape.shape { return radius }
        }
        return 0
    }

    func fill(of view: LaidOutView) -> Color? {
        switch view.node.content {
        case .shape(let shape): shape.fill
        case .color(let color), .divider(let color): color
        case .text(let text): text.color
        case .image(let image): image.tint
        default: nil
        }
    }

    func stroke(of view: LaidOutView) -> Stroke? {
        if case .shape(let shape) = view.node.content { return shape.stroke }
        return nil
    }

    /// `[rotation°, x skew°, x scale, y scale]` with rotate(r)·skewX(k)·scale(sx, sy) equal to the
    /// transform's 2×2 part; a zero first column (the view seen edge-on) gives rotation 0.
    static func decomposed(_ m: Geometry.AffineTransform) -> [Double] {
        let sx = (m.a * m.a + m.b * m.b).squareRoot()
        guard sx > 1e-12 else {
            // Edge-on: the x axis collapses; keep y as it is.
            return [0, 0, 0, m.d]
        }
        let rotation = atan2(m.b, m.a)
        let sy = (m.a * m.d - m.b * m.c) / sx
        let shear = sy == 0 ? 0 : (m.a * m.c + m.b * m.d) / (sx * sy)
        return [rotation * 180 / .pi, atan(shear) * 180 / .pi, sx, sy]
    }

    /// A group property's value where its effect draws nothing different.
    static func rest(_ kind: PropertyKind) -> [Double] {
        switch kind {
        case .translate: [0, 0]
        case .scale: [0, 0, 1, 1]
        case .rotation: [0, 0, 0]
        case .projection: [0, 0, 0, 0, 1, 1]
        case .opacity: [1]
        case .filterOffset: [0, 0]
        case .floodColor: [0, 0, 0]
        default: [0]
        }
    }

    static func unit(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }

    static func components(_ color: Color) -> [Double] {
        [unit(color.red), unit(color.green), unit(color.blue)]
    }

    /// `components(color)` in linear light: a view holds its colour encoded, as writing the
    /// animated linear value into it left it (`LinearColor.color`).
    static func linearComponents(_ color: Color) -> [Double] {
        [linear(color.red), linear(color.green), linear(color.blue)]
    }

    /// A component of `linearComponents`: the encoded component clamped, then decoded.
    @inline(__always)
    static func linear(_ encoded: Double) -> Double { LinearColor.linear(fromEncoded: unit(encoded)) }
}
