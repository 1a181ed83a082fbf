/// What to write instead of a frame that mixes fixed and flexible sizes.
extension SceneDecoder {
    /// The refusal of `{"frame": {"maxWidth": "infinity", "height": 20}}`, which SwiftUI would
    /// not compile (`frame(width:height:alignment:)` and `frame(minWidth:…:alignment:)` are two
    /// modifiers), with the two ways to say it: two frames, the fixed one inside; or, when no
    /// axis has both kinds, the fixed sizes as equal minimum and maximum.
    static func mixedFrameMessage(_ members: JSONObject, fixed: String, flexible: String) -> String {
        let entries = members.indices.map { (key: members.key(at: $0), value: members.value(at: $0)) }
        func frame(_ keys: [String]) -> String {
            let body = entries.filter { keys.contains($0.key) }.map { "\"\($0.key)\": \(exampleText($0.value))" }
            return "{\"frame\": {\(body.joined(separator: ", "))}}"
        }
        var message =
            "frame takes either width/height or min/ideal/max sizes, not both (SwiftUI has no such frame), "
            + "got \(quoted(fixed)) and \(quoted(flexible)); write two frames: "
            + "\(frame(fixedFrameKeys + ["alignment"])), \(frame(flexibleFrameKeys + ["alignment"]))"
        let given = Set(entries.map(\.key))
        let fixedAxes = fixedFrameKeys.filter(given.contains)
        let clashes = fixedAxes.contains { axis in
            let suffix = axis == "width" ? "Width" : "Height"
            return ["min", "ideal", "max"].contains { given.contains($0 + suffix) }
        }
        if !clashes {
            var body: [String] = []
            for entry in entries {
                switch entry.key {
                case "width", "height":
                    let suffix = entry.key == "width" ? "Width" : "Height"
                    let value = exampleText(entry.value)
                    body.append("\"min\(suffix)\": \(value), \"max\(suffix)\": \(value)")
                default:
                    body.append("\"\(entry.key)\": \(exampleText(entry.value))")
                }
            }
            message += ", or give each fixed size as a minimum and maximum: {\"frame\": {\(body.joined(separator: ", "))}}"
        }
        return message
    }

    /// A JSON value as a scene would write it, containers elided.
    static func exampleText(_ json: JSONValue) -> String {
        switch json {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .number(let n): formatNumber(n)
        case .string(let s):
            "\"" + s.map { $0 == "\"" || $0 == "\\" ? "\\\($0)" : "\($0)" }.joined() + "\""
        case .array: "[…]"
        case .object: "{…}"
        }
    }
}
