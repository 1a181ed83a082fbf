import Geometry
import Motion
import Views

extension ViewModifier {
    /// Calls `visit` with every animatable number of this modifier, in a fixed order: opacity;
    /// offset x, y; scale x, y, anchor x, y; rotation radians, anchor x, y (also for 3D rotations);
    /// a rounded-rectangle clip's radius; a shadow's linear colour components and opacity, radius,
    /// x, y; a blur's radius. Other modifiers have none.
    public mutating func visitAnimatableValues(_ visit: (inout Double) -> Void) {
        switch self {
        case .opacity(var opacity):
            visit(&opacity)
            self = .opacity(opacity)
        case .offset(var x, var y):
            visit(&x)
            visit(&y)
            self = .offset(x: x, y: y)
        case .scaleEffect(var x, var y, var anchor):
            visit(&x)
            visit(&y)
            visit(&anchor.x)
            visit(&anchor.y)
            self = .scaleEffect(x: x, y: y, anchor: anchor)
        case .rotationEffect(var angle, var anchor):
            visit(&angle.radians)
            visit(&anchor.x)
            visit(&anchor.y)
            self = .rotationEffect(angle, anchor: anchor)
        case .rotation3DEffect(var angle, let axis, var anchor):
            visit(&angle.radians)
            visit(&anchor.x)
            visit(&anchor.y)
            self = .rotation3DEffect(angle, axis: axis, anchor: anchor)
        case .clip(.roundedRectangle(var radius)):
            visit(&radius)
            self = .clip(.roundedRectangle(cornerRadius: radius))
        case .shadow(var shadow):
            // The colour in linear light, as every animated colour.
            var color = LinearColor(shadow.color)
            visit(&color.red)
            visit(&color.green)
            visit(&color.blue)
            visit(&color.opacity)
            visit(&shadow.radius)
            visit(&shadow.x)
            visit(&shadow.y)
            shadow.color = color.color
            self = .shadow(shadow)
        case .blur(var radius, let opaque):
            visit(&radius)
            self = .blur(radius: radius, opaque: opaque)
        case .padding, .fixedFrame, .flexibleFrame, .position, .fixedSize, .layoutPriority, .background, .overlay, .mask, .clip,
            .aspectRatio:
            break
        }
    }

    /// The animatable numbers, in visiting order.
    var animatableValues: [Double] {
        var copy = self
        var values: [Double] = []
        copy.visitAnimatableValues { values.append($0) }
        return values
    }

    /// The modifier with its animatable numbers replaced, in visiting order, from `values` at `start`.
    func replacingAnimatableValues(from values: [Double], at start: inout Int) -> ViewModifier {
        var copy = self
        copy.visitAnimatableValues { value in
            value = values[start]
            start += 1
        }
        return copy
    }

    /// Whether the modifier changes only how its content is drawn, never its layout: the
    /// modifiers a transition can apply.
    var isDrawingEffect: Bool {
        switch self {
        case .opacity, .offset, .scaleEffect, .rotationEffect, .rotation3DEffect, .clip, .shadow, .blur: true
        case .padding, .fixedFrame, .flexibleFrame, .position, .fixedSize, .layoutPriority, .background, .overlay, .mask,
            .aspectRatio:
            false
        }
    }

    /// Whether two drawing effects have the same kind and the same fixed parameters (a 3D
    /// rotation's axis, a clip's shape kind), so that their numbers interpolate.
    func interpolates(with other: ViewModifier) -> Bool {
        switch (self, other) {
        case (.opacity, .opacity), (.offset, .offset), (.scaleEffect, .scaleEffect), (.rotationEffect, .rotationEffect):
            true
        case (.rotation3DEffect(_, let a, _), .rotation3DEffect(_, let b, _)): a == b
        case (.clip(.roundedRectangle), .clip(.roundedRectangle)): true
        case (.clip(let a), .clip(let b)): a == b
        case (.shadow, .shadow): true
        case (.blur(_, let a), .blur(_, let b)): a == b
        default: false
        }
    }

    /// The same modifier at rest: full opacity, no offset, unit scale, no rotation (anchors and
    /// axes kept). A clip has no resting value and stays as it is.
    var atRest: ViewModifier {
        switch self {
        case .opacity: .opacity(1)
        case .offset: .offset(x: 0, y: 0)
        case .scaleEffect(_, _, let anchor): .scaleEffect(x: 1, y: 1, anchor: anchor)
        case .rotationEffect(_, let anchor): .rotationEffect(.zero, anchor: anchor)
        case .rotation3DEffect(_, let axis, let anchor): .rotation3DEffect(.zero, axis: axis, anchor: anchor)
        default: self
        }
    }

    /// Whether drawing with the modifier looks the same as drawing without it.
    var drawsNothingDifferent: Bool {
        switch self {
        case .opacity(let opacity): opacity == 1
        case .offset(let x, let y): x == 0 && y == 0
        case .scaleEffect(let x, let y, _): x == 1 && y == 1
        case .rotationEffect(let angle, _), .rotation3DEffect(let angle, _, _): angle.radians == 0
        default: false
        }
    }
}
