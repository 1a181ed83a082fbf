/// `{"contentTransition": "identity" | "opacity" | "interpolate" | "numericText"}`, or
/// `{"contentTransition": {"numericText": {"countsDown": true}}}` /
/// `{"contentTransition": {"numericText": {"value": "count"}}}` (SwiftUI's
/// `numericText(countsDown:)` and `numericText(value:)`).
extension SceneDecoder {
    static let numericTextKeys = ["countsDown", "value"]

    mutating func contentTransition(_ json: JSONValue, at path: JSONPath, scope: NameScope) -> ContentTransitionProperty? {
        switch json {
        case .string:
            return named(json, at: path, subject: "contentTransition", scope: scope).map { ContentTransitionProperty(kind: $0) }
        case .object(let members) where members.count == 1 && members[0].key == "numericText":
            let argumentsPath = path.appending("numericText")
            guard case .object(let arguments) = members[0].value else {
                log.record(
                    .typeMismatch(
                        "contentTransition.numericText", expected: "an object with 'countsDown' or 'value'",
                        got: members[0].value),
                    at: argumentsPath)
                return nil
            }
            var reader = ObjectReader(arguments, at: argumentsPath)
            defer { finish(reader, subject: "numericText", allowed: Self.numericTextKeys) }
            var property = ContentTransitionProperty(kind: .constant(.numericText))
            var failed = false
            let countsDown = reader.take("countsDown"), value = reader.take("value")
            if countsDown != nil, let value {
                log.record(.invalid("numericText takes 'countsDown' or 'value', not both"), at: value.path)
                return nil
            }
            if let countsDown {
                if let flag = bool(countsDown.value, at: countsDown.path, subject: "numericText.countsDown", scope: scope) {
                    property.countsDown = flag
                } else { failed = true }
            }
            if let value {
                if let number = number(value.value, at: value.path, subject: "numericText.value", scope: scope) {
                    property.value = number
                } else { failed = true }
            }
            return failed ? nil : property
        default:
            log.record(
                .typeMismatch(
                    "contentTransition", expected: "'identity', 'opacity', 'interpolate', 'numericText' or {'numericText': {…}}",
                    got: json),
                at: path)
            return nil
        }
    }
}
