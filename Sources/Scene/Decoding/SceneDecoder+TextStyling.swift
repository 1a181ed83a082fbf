import Views

/// `kerning`, `tracking`, `baselineOffset`, `underline`, `strikethrough`, `textCase`,
/// `monospacedDigit`, `truncationMode`, `minimumScaleFactor`, `allowsTightening`, `fontDesign`.
extension SceneDecoder {
    static let textStyleModifierNames = [
        "kerning", "tracking", "baselineOffset", "underline", "strikethrough", "textCase", "monospacedDigit",
        "truncationMode", "minimumScaleFactor", "allowsTightening", "fontDesign", "contentTransition",
    ]
    static let textDecorationKeys = ["isActive", "pattern", "color"]

    /// One of ``textStyleModifierNames``.
    mutating func textStyleModifier(_ name: String, _ json: JSONValue, at path: JSONPath, scope: NameScope) -> SceneModifier? {
        let style: TextStyleModifier?
        switch name {
        case "kerning": style = number(json, at: path, subject: name, scope: scope).map { .kerning($0) }
        case "tracking": style = number(json, at: path, subject: name, scope: scope).map { .tracking($0) }
        case "baselineOffset": style = number(json, at: path, subject: name, scope: scope).map { .baselineOffset($0) }
        case "underline": style = textDecoration(json, at: path, subject: name, scope: scope).map { .underline($0) }
        case "strikethrough": style = textDecoration(json, at: path, subject: name, scope: scope).map { .strikethrough($0) }
        case "textCase":
            style = json.isNull ? .textCase(nil) : named(json, at: path, subject: name, scope: scope).map { .textCase($0) }
        case "monospacedDigit": style = bool(json, at: path, subject: name, scope: scope).map { .monospacedDigit($0) }
        case "truncationMode": style = named(json, at: path, subject: name, scope: scope).map { .truncationMode($0) }
        case "minimumScaleFactor":
            let factor = number(json, at: path, subject: name, scope: scope)
            if let constant = factor?.constantValue, !(constant > 0 && constant <= 1) {
                log.record(.invalid("minimumScaleFactor must be greater than 0 and at most 1, got \(formatNumber(constant))"), at: path)
                return nil
            }
            style = factor.map { .minimumScaleFactor($0) }
        case "allowsTightening": style = bool(json, at: path, subject: name, scope: scope).map { .allowsTightening($0) }
        case "fontDesign": style = named(json, at: path, subject: name, scope: scope).map { .fontDesign($0) }
        case "contentTransition": style = contentTransition(json, at: path, scope: scope).map { .contentTransition($0) }
        default: return nil
        }
        return style.map { .textStyle($0) }
    }

    /// `true`/`false` (or an expression) or `{"isActive", "pattern", "color"}`.
    mutating func textDecoration(_ json: JSONValue, at path: JSONPath, subject: String, scope: NameScope) -> TextDecorationProperty? {
        switch json {
        case .bool, .string:
            return bool(json, at: path, subject: subject, scope: scope).map { TextDecorationProperty(isActive: $0) }
        case .object(let members):
            var reader = ObjectReader(members, at: path)
            defer { finish(reader, subject: subject, allowed: Self.textDecorationKeys) }
            var property = TextDecorationProperty()
            var failed = false
            if let active = reader.take("isActive") {
                if let value = bool(active.value, at: active.path, subject: "\(subject).isActive", scope: scope) {
                    property.isActive = value
                } else { failed = true }
            }
            if let pattern = reader.take("pattern") {
                if let value: Dynamic<LinePattern> = named(pattern.value, at: pattern.path, subject: "\(subject).pattern", scope: scope) {
                    property.pattern = value
                } else { failed = true }
            }
            if let color = reader.take("color"), !color.value.isNull {
                if let value = colorProperty(color.value, at: color.path, subject: "\(subject).color", scope: scope) {
                    property.color = value
                } else { failed = true }
            }
            return failed ? nil : property
        default:
            log.record(
                .typeMismatch(subject, expected: "true, false, an expression or {\"isActive\", \"pattern\", \"color\"}", got: json), at: path)
            return nil
        }
    }
}
