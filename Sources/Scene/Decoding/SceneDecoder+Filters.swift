/// `{"shadow": {"color": "black.opacity(0.33)", "radius": 8, "x": 0, "y": 4}}` and
/// `{"blur": {"radius": 4, "opaque": false}}` (shorthand `{"blur": 4}`).
extension SceneDecoder {
    static let shadowKeys = ["color", "radius", "x", "y"]
    static let blurKeys = ["radius", "opaque"]

    /// A required `radius`, an optional `color` (SwiftUI's default: black at 0.33), `x` and `y` (0).
    mutating func shadow(_ json: JSONValue, at path: JSONPath, scope: NameScope) -> SceneModifier? {
        guard var reader = object(json, at: path, subject: "shadow", expected: "an object with radius (and color, x, y)")
        else { return nil }
        defer { finish(reader, subject: "shadow", allowed: Self.shadowKeys) }
        var valid = true
        var color: ColorProperty?
        if let (value, p) = reader.take("color") {
            color = colorProperty(value, at: p, subject: "shadow.color", scope: scope)
            valid = valid && color != nil
        }
        var radius: Dynamic<Double>?
        if let (value, p) = reader.take("radius") {
            radius = number(value, at: p, subject: "shadow.radius", scope: scope)
        } else {
            log.record(.missingKey("radius", in: "shadow"), at: path)
        }
        var offsets: [Dynamic<Double>?] = []
        for key in ["x", "y"] {
            if let (value, p) = reader.take(key) {
                offsets.append(number(value, at: p, subject: "shadow.\(key)", scope: scope))
            } else {
                offsets.append(.constant(0))
            }
        }
        guard valid, let radius, let x = offsets[0], let y = offsets[1] else { return nil }
        return .shadow(ShadowModifier(color: color, radius: radius, x: x, y: y))
    }

    /// A radius, or `{"radius": r, "opaque": bool}` (`opaque` false unless given).
    mutating func blur(_ json: JSONValue, at path: JSONPath, scope: NameScope) -> SceneModifier? {
        guard case .object = json else {
            return number(json, at: path, subject: "blur", scope: scope).map { .blur(radius: $0, opaque: .constant(false)) }
        }
        guard var reader = object(json, at: path, subject: "blur", expected: "a radius or an object with radius and opaque")
        else { return nil }
        defer { finish(reader, subject: "blur", allowed: Self.blurKeys) }
        var radius: Dynamic<Double>?
        if let (value, p) = reader.take("radius") {
            radius = number(value, at: p, subject: "blur.radius", scope: scope)
        } else {
            log.record(.missingKey("radius", in: "blur"), at: path)
        }
        var opaque: Dynamic<Bool>? = .constant(false)
        if let (value, p) = reader.take("opaque") { opaque = bool(value, at: p, subject: "blur.opaque", scope: scope) }
        guard let radius, let opaque else { return nil }
        return .blur(radius: radius, opaque: opaque)
    }
}
