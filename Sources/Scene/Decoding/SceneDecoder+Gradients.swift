import Geometry
import Views

/// Gradients: `{"linearGradient": {…}}` (and `radialGradient`, `ellipticalGradient`,
/// `angularGradient`) where a `fill` or `background` paint is accepted, and the views
/// `LinearGradient`, `RadialGradient`, `EllipticalGradient` and `AngularGradient`.
extension SceneDecoder {
    /// The paint keys and the view type each stands for.
    static let gradientPaintKeys: [String: String] = [
        "linearGradient": "LinearGradient", "radialGradient": "RadialGradient",
        "ellipticalGradient": "EllipticalGradient", "angularGradient": "AngularGradient",
    ]

    /// The properties of each gradient (as a view and inside a paint key).
    static let gradientProperties: [String: [String]] = [
        "LinearGradient": ["colors", "stops", "startPoint", "endPoint"],
        "RadialGradient": ["colors", "stops", "center", "startRadius", "endRadius"],
        "EllipticalGradient": ["colors", "stops", "center", "startRadiusFraction", "endRadiusFraction"],
        "AngularGradient": ["colors", "stops", "center", "startAngle", "endAngle", "angle"],
    ]

    /// Whether `members` is a gradient paint: exactly one member, a gradient key. (Its key read
    /// alone and matched as `namedModifier` matches names, not hashed.)
    static func isGradientPaint(_ members: JSONObject) -> Bool {
        guard members.count == 1 else { return false }
        let key = members.key(at: 0)
        switch (key.utf8.first ?? 0, key) {
        case (UInt8(ascii: "l"), "linearGradient"), (UInt8(ascii: "r"), "radialGradient"),
            (UInt8(ascii: "e"), "ellipticalGradient"), (UInt8(ascii: "a"), "angularGradient"):
            return true
        default:
            return false
        }
    }

    /// A colour (as `colorProperty`) or a gradient paint object.
    mutating func paintProperty(_ json: JSONValue, at path: JSONPath, subject: String, scope: NameScope) -> ColorProperty? {
        guard case .object(let members) = json, Self.isGradientPaint(members) else {
            return colorProperty(json, at: path, subject: subject, scope: scope)
        }
        var outer = ObjectReader(members, at: path)
        let key = outer.keys[0]
        let (value, innerPath) = outer.take(key)!
        let type = Self.gradientPaintKeys[key]!
        guard var reader = object(value, at: innerPath, subject: "\(subject).\(key)", expected: "an object") else {
            return nil
        }
        let gradient = gradient(type, &reader, subject: "\(subject).\(key)", scope: scope)
        finish(reader, subject: "\(subject).\(key)", allowed: Self.gradientProperties[type]!)
        return gradient.map(Self.gradientPaint)
    }

    /// A gradient view: a `Color` view whose paint is the gradient (it fills its proposed space).
    mutating func gradientView(_ type: String, _ reader: inout ObjectReader, scope: NameScope) -> SceneView.Kind? {
        gradient(type, &reader, subject: type, scope: scope).map { .color(Self.gradientPaint($0)) }
    }

    static func gradientPaint(_ gradient: GradientProperty) -> ColorProperty {
        ColorProperty(color: .constant(.rgba(.clear)), gradient: gradient)
    }

    /// The properties of gradient `type` (`"LinearGradient"`, …) read from `reader`; the caller
    /// finishes the reader.
    mutating func gradient(
        _ type: String, _ reader: inout ObjectReader, subject: String, scope: NameScope
    ) -> GradientProperty? {
        let stops = gradientStops(&reader, subject: subject, scope: scope)
        var valid = stops != nil
        func point(_ key: String, default value: UnitPoint, _ run: inout SceneDecoder) -> PointProperty {
            guard let (json, p) = reader.take(key) else { return .named(.constant(value)) }
            if let point = run.pointProperty(json, at: p, subject: "\(subject).\(key)", scope: scope) { return point }
            valid = false
            return .named(.constant(value))
        }
        func length(_ key: String, default value: Double, _ run: inout SceneDecoder) -> Dynamic<Double> {
            guard let (json, p) = reader.take(key) else { return .constant(value) }
            if let length = run.length(json, at: p, subject: "\(subject).\(key)", scope: scope) { return length }
            valid = false
            return .constant(value)
        }
        func angle(_ key: String, default value: Double, _ run: inout SceneDecoder) -> SceneAngle {
            guard let (json, p) = reader.take(key) else { return SceneAngle(value: .constant(value), unit: .degrees) }
            if let angle = run.angleProperty(json, at: p, subject: "\(subject).\(key)", scope: scope) { return angle }
            valid = false
            return SceneAngle(value: .constant(value), unit: .degrees)
        }
        let kind: GradientProperty.Kind
        switch type {
        case "LinearGradient":
            kind = .linear(start: point("startPoint", default: .top, &self), end: point("endPoint", default: .bottom, &self))
        case "RadialGradient":
            kind = .radial(
                center: point("center", default: .center, &self), startRadius: length("startRadius", default: 0, &self),
                endRadius: length("endRadius", default: 0, &self))
        case "EllipticalGradient":
            kind = .elliptical(
                center: point("center", default: .center, &self),
                startFraction: length("startRadiusFraction", default: 0, &self),
                endFraction: length("endRadiusFraction", default: 0.5, &self))
        default:
            let center = point("center", default: .center, &self)
            if reader.has("angle") {
                // `AngularGradient(colors:center:angle:)`: a full turn starting at `angle`.
                if reader.has("startAngle") || reader.has("endAngle") {
                    log.record(.invalid("\(subject) takes 'angle' or 'startAngle'/'endAngle', not both"), at: reader.path)
                    valid = false
                }
                kind = .angular(center: center, start: angle("angle", default: 0, &self), end: nil)
            } else {
                kind = .angular(
                    center: center, start: angle("startAngle", default: 0, &self),
                    end: angle("endAngle", default: 360, &self))
            }
        }
        guard valid, let stops else { return nil }
        return GradientProperty(kind: kind, stops: stops)
    }

    /// `colors` (evenly spaced) or `stops` (`{"color", "location"}`): exactly one, 1…maxGradientStops.
    private mutating func gradientStops(
        _ reader: inout ObjectReader, subject: String, scope: NameScope
    ) -> [GradientProperty.Stop]? {
        let given = ["colors", "stops"].filter(reader.has)
        guard given.count == 1, let (json, path) = reader.take(given[0]) else {
            log.record(.invalid("\(subject) takes exactly one of 'colors' and 'stops'"), at: reader.path)
            return nil
        }
        let key = given[0]
        guard case .array(let elements) = json, !elements.isEmpty else {
            log.record(.typeMismatch("\(subject).\(key)", expected: "a non-empty array", got: json), at: path)
            return nil
        }
        guard elements.count <= limits.maxGradientStops else {
            log.record(
                .limit("\(subject).\(key) has \(elements.count) stops, more than the limit of \(limits.maxGradientStops)"),
                at: path)
            return nil
        }
        var stops: [GradientProperty.Stop] = []
        var valid = true
        for (i, element) in elements.enumerated() {
            let elementPath = path.appending(i)
            if key == "colors" {
                if let color = colorProperty(element, at: elementPath, subject: "\(subject).colors[\(i)]", scope: scope) {
                    stops.append(.init(color: color, location: nil))
                } else {
                    valid = false
                }
                continue
            }
            guard var stop = object(
                element, at: elementPath, subject: "\(subject).stops[\(i)]", expected: "an object with color and location")
            else {
                valid = false
                continue
            }
            defer { finish(stop, subject: "\(subject).stops[\(i)]", allowed: ["color", "location", "opacity"]) }
            guard let color = stop.take("color"), let location = stop.take("location") else {
                log.record(.missingKey(stop.has("color") ? "location" : "color", in: "\(subject).stops[\(i)]"), at: elementPath)
                valid = false
                continue
            }
            let colorValue = colorObject(
                color: color, opacity: stop.take("opacity"), subject: "\(subject).stops[\(i)]", scope: scope)
            let locationValue = number(location.value, at: location.path, subject: "\(subject).stops[\(i)].location", scope: scope)
            if let colorValue, let locationValue {
                stops.append(.init(color: colorValue, location: locationValue))
            } else {
                valid = false
            }
        }
        return valid ? stops : nil
    }

    /// A unit point: a name, `[x, y]` or `{"x": …, "y": …}` (numbers or expressions).
    mutating func pointProperty(_ json: JSONValue, at path: JSONPath, subject: String, scope: NameScope) -> PointProperty? {
        switch json {
        case .array(let elements) where elements.count == 2:
            let x = number(elements[0], at: path.appending(0), subject: "\(subject)[0]", scope: scope)
            let y = number(elements[1], at: path.appending(1), subject: "\(subject)[1]", scope: scope)
            guard let x, let y else { return nil }
            return .components(x: x, y: y)
        case .object:
            var reader = object(json, at: path, subject: subject, expected: "an object with x and y")!
            defer { finish(reader, subject: subject, allowed: ["x", "y"]) }
            guard let x = reader.take("x"), let y = reader.take("y") else {
                log.record(.missingKey(reader.has("x") ? "y" : "x", in: subject), at: path)
                return nil
            }
            let xValue = number(x.value, at: x.path, subject: "\(subject).x", scope: scope)
            let yValue = number(y.value, at: y.path, subject: "\(subject).y", scope: scope)
            guard let xValue, let yValue else { return nil }
            return .components(x: xValue, y: yValue)
        case .string:
            let named: Dynamic<UnitPoint>? = named(json, at: path, subject: subject, scope: scope)
            return named.map { .named($0) }
        default:
            log.record(
                .typeMismatch(subject, expected: "a unit point name, [x, y] or {\"x\", \"y\"}", got: json), at: path)
            return nil
        }
    }

    /// An angle: a number of degrees, `{"degrees": …}` or `{"radians": …}`.
    mutating func angleProperty(_ json: JSONValue, at path: JSONPath, subject: String, scope: NameScope) -> SceneAngle? {
        guard case .object = json else {
            return number(json, at: path, subject: subject, scope: scope).map { SceneAngle(value: $0, unit: .degrees) }
        }
        var reader = object(json, at: path, subject: subject, expected: "an angle")!
        defer { finish(reader, subject: subject, allowed: ["degrees", "radians"]) }
        let units = [("degrees", SceneAngle.Unit.degrees), ("radians", .radians)].filter { reader.has($0.0) }
        guard units.count == 1, let (value, p) = reader.take(units[0].0) else {
            log.record(.invalid("\(subject) takes exactly one of degrees and radians"), at: path)
            return nil
        }
        return number(value, at: p, subject: "\(subject).\(units[0].0)", scope: scope).map {
            SceneAngle(value: $0, unit: units[0].1)
        }
    }
}
