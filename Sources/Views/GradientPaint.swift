import Geometry

/// A gradient used as a paint: SwiftUI's `LinearGradient`, `RadialGradient`,
/// `EllipticalGradient` and `AngularGradient`, with their stops.
///
/// Geometry is in the unit space of the rectangle the paint fills (a shape's frame): points are
/// `UnitPoint`s; radial radii are in points, elliptical radii are fractions of the rectangle's
/// size, as in SwiftUI.
public struct GradientPaint: Hashable, Sendable {
    /// One colour of a gradient at `location` (0…1 along the gradient).
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: Double

        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// The geometry of the gradient.
    public enum Kind: Hashable, Sendable {
        /// Colours along the line from `start` to `end`.
        case linear(start: UnitPoint, end: UnitPoint)
        /// Circles around `center`, `startRadius` to `endRadius` points.
        case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
        /// Ellipses around `center` whose radii are the fractions of the rectangle's width and
        /// height (`EllipticalGradient(startRadiusFraction:endRadiusFraction:)`).
        case elliptical(center: UnitPoint, startFraction: Double, endFraction: Double)
        /// Colours around `center` from `start` to `end`, angles clockwise on screen from 3 o'clock.
        case angular(center: UnitPoint, start: Angle, end: Angle)
    }

    public var kind: Kind
    /// In order of location (the decoder sorts them, keeping the written order of equal
    /// locations, as SwiftUI does).
    public var stops: [Stop]

    public init(kind: Kind, stops: [Stop]) {
        self.kind = kind
        self.stops = stops
    }

    /// Evenly spaced stops for `colors`, as `Gradient(colors:)`: one colour is a single stop at 0.
    public static func evenStops(_ colors: [Color]) -> [Stop] {
        guard colors.count > 1 else { return colors.map { Stop(color: $0, location: 0) } }
        let last = Double(colors.count - 1)
        return colors.enumerated().map { Stop(color: $1, location: Double($0) / last) }
    }

    /// The colour at `location`: the first colour before the first stop, the last after the last,
    /// linear in sRGB components between stops (SVG's `color-interpolation` default).
    public func color(at location: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if !(location > first.location) { return first.color }
        if location >= last.location { return last.color }
        var i = 1
        while i < stops.count - 1 && stops[i].location < location { i += 1 }
        let a = stops[i - 1], b = stops[i]
        let span = b.location - a.location
        let t = span > 0 ? (location - a.location) / span : 1
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        return Color(
            red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
            blue: mix(a.color.blue, b.color.blue), opacity: mix(a.color.opacity, b.color.opacity))
    }
}
