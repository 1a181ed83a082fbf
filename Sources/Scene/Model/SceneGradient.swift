import Geometry
import Views

/// A gradient as a scene writes it: `linearGradient`, `radialGradient`, `ellipticalGradient` or
/// `angularGradient`, with `colors` or `stops`. Every number, colour and point may be an expression.
public struct GradientProperty: Hashable, Sendable {
    /// A colour and its location; a nil location (from `colors`) is spread evenly.
    public struct Stop: Hashable, Sendable {
        public var color: ColorProperty
        public var location: Dynamic<Double>?

        public init(color: ColorProperty, location: Dynamic<Double>?) {
            self.color = color
            self.location = location
        }
    }

    public enum Kind: Hashable, Sendable {
        case linear(start: PointProperty, end: PointProperty)
        case radial(center: PointProperty, startRadius: Dynamic<Double>, endRadius: Dynamic<Double>)
        case elliptical(center: PointProperty, startFraction: Dynamic<Double>, endFraction: Dynamic<Double>)
        /// A nil `end` is a full turn after `start` (`AngularGradient(colors:center:angle:)`).
        case angular(center: PointProperty, start: SceneAngle, end: SceneAngle?)
    }

    public var kind: Kind
    public var stops: [Stop]

    public init(kind: Kind, stops: [Stop]) {
        self.kind = kind
        self.stops = stops
    }

    /// The gradient at a state. Locations are clamped to 0…1 and sorted (stable); a non-finite
    /// number counts as 0; radii are at least 0.
    public func resolved(_ context: EvaluationContext, scheme: ColorScheme, foreground: Color) -> GradientPaint {
        let evenLocations = GradientPaint.evenStops(stops.map { _ in Color.clear }).map(\.location)
        var resolvedStops = stops.enumerated().map { i, stop in
            let location = stop.location.map { Self.finite($0.evaluate(context, default: 0)) } ?? evenLocations[i]
            return GradientPaint.Stop(
                color: stop.color.resolved(context, scheme: scheme) ?? foreground, location: min(max(location, 0), 1))
        }
        resolvedStops = resolvedStops.enumerated().sorted { a, b in
            a.element.location != b.element.location ? a.element.location < b.element.location : a.offset < b.offset
        }.map(\.element)
        func radius(_ value: Dynamic<Double>) -> Double { max(0, Self.finite(value.evaluate(context, default: 0))) }
        let kind: GradientPaint.Kind =
            switch self.kind {
            case .linear(let start, let end): .linear(start: start.resolved(context), end: end.resolved(context))
            case .radial(let center, let startRadius, let endRadius):
                .radial(center: center.resolved(context), startRadius: radius(startRadius), endRadius: radius(endRadius))
            case .elliptical(let center, let startFraction, let endFraction):
                .elliptical(
                    center: center.resolved(context), startFraction: radius(startFraction),
                    endFraction: radius(endFraction))
            case .angular(let center, let start, let end):
                {
                    let from = Self.finite(start.resolved(context).radians)
                    let to = end.map { Self.finite($0.resolved(context).radians) } ?? from + 2 * .pi
                    return .angular(center: center.resolved(context), start: .radians(from), end: .radians(to))
                }()
            }
        return GradientPaint(kind: kind, stops: resolvedStops)
    }

    static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
}

/// A `UnitPoint` as a scene writes it: a name (`"topLeading"`) or `{"x": …, "y": …}`.
public enum PointProperty: Hashable, Sendable {
    case named(Dynamic<UnitPoint>)
    case components(x: Dynamic<Double>, y: Dynamic<Double>)

    public func resolved(_ context: EvaluationContext) -> UnitPoint {
        switch self {
        case .named(let point): point.evaluate(context, default: .center)
        case .components(let x, let y):
            UnitPoint(
                x: GradientProperty.finite(x.evaluate(context, default: 0)),
                y: GradientProperty.finite(y.evaluate(context, default: 0)))
        }
    }
}
