import Geometry

/// `{"rotation3DEffect": {"degrees": 180, "axis": {"x": 0, "y": 1, "z": 0}, "anchor": "center"}}`.
extension SceneDecoder {
    static let rotation3DKeys = ["degrees", "radians", "axis", "anchor", "anchorZ", "perspective"]

    /// `degrees` or `radians`, a required `axis` (components 0 when absent), an `anchor`; a
    /// `perspective` may only be 0, the orthographic projection Zoetrope draws, and `anchorZ`
    /// only its SwiftUI default 0.
    mutating func rotation3DEffect(_ json: JSONValue, at path: JSONPath, scope: NameScope) -> SceneModifier? {
        guard var reader = object(json, at: path, subject: "rotation3DEffect", expected: "an object with degrees and axis")
        else { return nil }
        defer { finish(reader, subject: "rotation3DEffect", allowed: Self.rotation3DKeys) }
        let anchor: Dynamic<UnitPoint>? = namedProperty(
            &reader, "anchor", subject: "rotation3DEffect.anchor", default: .center, scope: scope)
        var valid = true
        if let (value, p) = reader.take("perspective"), value != .number(0) {
            log.record(
                .invalid(
                    "rotation3DEffect.perspective must be 0: Zoetrope draws the orthographic projection of a 3D rotation (docs/deviations.md), got \(value.summary)"
                ), at: p)
            valid = false
        }
        if let (value, p) = reader.take("anchorZ"), value != .number(0) {
            log.record(
                .invalid(
                    "rotation3DEffect.anchorZ must be 0: Zoetrope rotates about the view's plane (docs/deviations.md), got \(value.summary)"
                ), at: p)
            valid = false
        }
        let units = [("degrees", SceneAngle.Unit.degrees), ("radians", .radians)].filter { reader.has($0.0) }
        var angle: SceneAngle?
        if units.count == 1 {
            let (key, unit) = units[0]
            let (value, p) = reader.take(key)!
            angle = number(value, at: p, subject: "rotation3DEffect.\(key)", scope: scope).map { SceneAngle(value: $0, unit: unit) }
        } else {
            log.record(.invalid("rotation3DEffect takes exactly one of degrees and radians"), at: path)
        }
        var axis: Axis3DProperty?
        if let (value, p) = reader.take("axis") {
            axis = self.axis(value, at: p, scope: scope)
        } else {
            log.record(.missingKey("axis", in: "rotation3DEffect"), at: path)
        }
        guard valid, let angle, let axis, let anchor else { return nil }
        return .rotation3DEffect(Rotation3DModifier(angle: angle, axis: axis, anchor: anchor))
    }

    private mutating func axis(_ json: JSONValue, at path: JSONPath, scope: NameScope) -> Axis3DProperty? {
        guard var reader = object(json, at: path, subject: "rotation3DEffect.axis", expected: "an object with x, y and z")
        else { return nil }
        defer { finish(reader, subject: "rotation3DEffect.axis", allowed: ["x", "y", "z"]) }
        var components: [Dynamic<Double>?] = []
        for key in ["x", "y", "z"] {
            if let (value, p) = reader.take(key) {
                components.append(number(value, at: p, subject: "rotation3DEffect.axis.\(key)", scope: scope))
            } else {
                components.append(.constant(0))
            }
        }
        guard let x = components[0], let y = components[1], let z = components[2] else { return nil }
        return Axis3DProperty(x: x, y: y, z: z)
    }
}
