import Geometry
import Layout
import Motion
import Views

/// What writing a view's sampled numbers into it gives when those numbers are, bit for bit, the
/// ones the view already holds (the view is at rest): found by reading the view, without
/// copying it or writing any number.
///
/// `ViewSampler.present` writes the numbers in `LaidOutView.visitAnimatableValues` order; a
/// number written with its own bits leaves the view as it is, except a colour: it is visited in
/// linear light and written back through `LinearColor.color`, which does not give every sRGB
/// component back (with glibc's `pow`, 43 of the 256 values k/255 come back a bit off; 0 and 1
/// always come back exactly).
/// So a view at rest is either the view itself (`unchanged`) or the view with its colour passed
/// through linear light (`recoloured`: the colour, put into a copy of the view by
/// `recolour(_:_:)`).
///
/// Only views whose numbers are read here are judged: frames, modifiers other than shadows,
/// and content without a text, gradient, stroke, trim, stroked path, custom shape or tint; any
/// other view is never at rest (nil), which keeps it on the written path.
enum RestingView {
    case unchanged
    case recoloured(Color)

    /// `view` as writing `values` (in visiting order; numbers past their end stay as they are)
    /// leaves it, when every written number has the bits `view` holds there; else nil.
    static func resting(_ view: LaidOutView, values: [Double]) -> RestingView? {
        var colours = ColourRoundTrips()
        return resting(view, values: values, colours: &colours)
    }

    /// `resting(_:values:)`, a colour's conversions taken from `colours` where it has them.
    static func resting(_ view: LaidOutView, values: [Double], colours: inout ColourRoundTrips) -> RestingView? {
        var matcher = Matcher(values: values)
        for frame in view.frames {
            guard matcher.same(frame.origin.x), matcher.same(frame.origin.y), matcher.same(frame.size.width),
                matcher.same(frame.size.height)
            else { return nil }
        }
        for modifier in view.node.modifiers {
            guard matcher.same(modifier) else { return nil }
        }
        switch view.node.content {
        case .shape(let shape):
            // Tested by a pattern: `== nil` would copy the stroke to compare it.
            if case .some = shape.stroke { return nil }
            guard shape.gradient == nil, shape.trim == nil, shape.strokedPath == nil else { return nil }
            switch shape.shape {
            case .roundedRectangle(let radius): guard matcher.same(radius) else { return nil }
            case .custom: return nil
            case .rectangle, .circle, .ellipse, .capsule, .path, .symbol: break
            }
            guard let fill = shape.fill else { return .unchanged }
            guard let written = matcher.written(fill, colours: &colours) else { return nil }
            return Self.same(written, fill) ? .unchanged : .recoloured(written)
        case .color(let color), .divider(let color):
            guard let written = matcher.written(color, colours: &colours) else { return nil }
            return Self.same(written, color) ? .unchanged : .recoloured(written)
        case .image(let image):
            return image.tint == nil ? .unchanged : nil
        case .text:
            return nil
        case .vStack, .hStack, .zStack, .grid, .gridRow, .lazyGrid, .geometryReader, .viewThatFits, .scrollView, .waterfall, .spacer,
            .empty:
            return .unchanged
        }
    }

    /// Gives `view` (found `recoloured(color)`) `color` as its content's colour: a shape's fill,
    /// a colour's or a divider's colour. (In place: the caller's copy is the only one made.)
    static func recolour(_ view: inout LaidOutView, _ color: Color) {
        switch view.node.content {
        case .shape(var shape):
            shape.fill = color
            view.node.content = .shape(consume shape)
        case .color: view.node.content = .color(color)
        case .divider: view.node.content = .divider(color: color)
        default: preconditionFailure("only a shape, a colour or a divider is recoloured")
        }
    }

    /// Whether writing `values` into `view` (as `ViewSampler.present` writes a view that is no
    /// text) gives `resting`, bit for bit: the check of this type's mirrored visiting order that
    /// debug builds make for every view found at rest.
    static func isWritten(_ view: LaidOutView, values: [Double], as resting: LaidOutView) -> Bool {
        var written = view
        ViewSampler.writeNumbers(values, into: &written)
        // `==` is false for a view holding a NaN even against itself: the bits decide then.
        return bits(of: written) == bits(of: resting) && (written == resting || written != written)
    }

    /// The bits of every animatable number and of the content's colour: `==` takes −0.0 for
    /// 0.0, and a one-ulp change of an sRGB component can vanish in linear light.
    static func bits(of view: LaidOutView) -> [UInt64] {
        var bits = view.animatableValues().values.map(\.bitPattern)
        let color: Color? =
            switch view.node.content {
            case .shape(let shape): shape.fill
            case .color(let color), .divider(let color): color
            default: nil
            }
        if let color { bits += [color.red, color.green, color.blue, color.opacity].map(\.bitPattern) }
        return bits
    }

    /// Whether two colours have the same bits in every component.
    private static func same(_ a: Color, _ b: Color) -> Bool {
        a.red.bitPattern == b.red.bitPattern && a.green.bitPattern == b.green.bitPattern && a.blue.bitPattern == b.blue.bitPattern
            && a.opacity.bitPattern == b.opacity.bitPattern
    }

    /// Walks the written numbers in visiting order.
    private struct Matcher {
        let values: [Double]
        var next = 0

        /// Whether the number visited next is written with the bits `value` holds (or not written).
        mutating func same(_ value: Double) -> Bool {
            defer { next += 1 }
            return next >= values.count || values[next].bitPattern == value.bitPattern
        }

        /// A modifier's numbers, in `ViewModifier.visitAnimatableValues` order; false for a
        /// shadow (its colour is not judged here).
        mutating func same(_ modifier: ViewModifier) -> Bool {
            switch modifier {
            case .opacity(let opacity):
                return same(opacity)
            case .offset(let x, let y):
                return same(x) && same(y)
            case .scaleEffect(let x, let y, let anchor):
                return same(x) && same(y) && same(anchor.x) && same(anchor.y)
            case .rotationEffect(let angle, let anchor), .rotation3DEffect(let angle, _, let anchor):
                return same(angle.radians) && same(anchor.x) && same(anchor.y)
            case .clip(.roundedRectangle(let radius)):
                return same(radius)
            case .shadow:
                return false
            case .blur(let radius, _):
                return same(radius)
            case .padding, .fixedFrame, .flexibleFrame, .position, .fixedSize, .layoutPriority, .background, .overlay, .mask, .clip,
                .aspectRatio:
                return true
            }
        }

        /// The colour writing gives when its four linear-light components are written with
        /// their own bits (`LaidOutView.visit(_:_:_:)`: `LinearColor(color)`, then `.color`);
        /// nil when a component is written with other bits.
        mutating func written(_ color: Color, colours: inout ColourRoundTrips) -> Color? {
            let linear = colours.linear(color)
            guard same(linear.red), same(linear.green), same(linear.blue), same(linear.opacity) else { return nil }
            return colours.back(color)
        }
    }
}

/// A few colours' linear-light forms (`LinearColor(color)`) and the colours these give back
/// (`.color`), kept by the colour's bits: a view is judged at rest at several instants with one
/// colour, and each conversion takes a power per component. Exact: both are functions of the
/// colour's bits alone.
struct ColourRoundTrips {
    private struct Entry {
        var bits: (UInt64, UInt64, UInt64, UInt64)
        var linear: LinearColor
        var back: Color?
    }

    /// The most colours kept; past it the oldest is replaced.
    static let capacity = 8
    private var entries: [Entry] = []
    private var oldest = 0

    private static func bits(_ color: Color) -> (UInt64, UInt64, UInt64, UInt64) {
        (color.red.bitPattern, color.green.bitPattern, color.blue.bitPattern, color.opacity.bitPattern)
    }

    private func index(of bits: (UInt64, UInt64, UInt64, UInt64)) -> Int? {
        entries.firstIndex { $0.bits == bits }
    }

    /// `LinearColor(color)`.
    mutating func linear(_ color: Color) -> LinearColor {
        let bits = Self.bits(color)
        if let index = index(of: bits) { return entries[index].linear }
        let entry = Entry(bits: bits, linear: LinearColor(color), back: nil)
        if entries.count < Self.capacity {
            entries.append(entry)
        } else {
            entries[oldest] = entry
            oldest = (oldest + 1) % Self.capacity
        }
        return entry.linear
    }

    /// `LinearColor(color).color`.
    mutating func back(_ color: Color) -> Color {
        let bits = Self.bits(color)
        guard let index = index(of: bits) else { return LinearColor(color).color }
        if let back = entries[index].back { return back }
        let back = entries[index].linear.color
        entries[index].back = back
        return back
    }

    /// How many colours are kept (for tests).
    var count: Int { entries.count }

    /// Whether `color` (by its bits) is kept (for tests).
    func keeps(_ color: Color) -> Bool { index(of: Self.bits(color)) != nil }
}
