/// `{"type": "ProgressView", "tint": "white"}`: SwiftUI's indeterminate circular `ProgressView()`
/// (iOS's activity indicator), drawn as the views it is made of, so that every output shows it.
extension SceneDecoder {
    /// The indicator's side, in points (iOS's medium activity indicator).
    static let progressViewSide = 20.0
    /// Its spokes: how many, their size, and the seconds of one turn of the highlight.
    static let progressSpokes = 8
    static let progressSpokeSize = (width: 2.5, height: 6.0)
    static let progressTurnSeconds = 1.0

    /// A ProgressView, as a 20 × 20 pt frame of eight capsule spokes around its centre, the
    /// top one opaque and each one before it (anticlockwise) fainter, down to 0.3; a repeating
    /// `keyframeAnimator` steps the spokes a spoke clockwise every 1/8 s, holding each step, as
    /// iOS's indicator does. `tint` (a colour, as `CircularProgressViewStyle(tint:)`) paints the
    /// spokes; the default is `gray` (iOS draws the indicator in a system grey).
    mutating func progressView(_ reader: inout ObjectReader, scope: NameScope) -> SceneView.Kind? {
        var tint: JSONValue = .string("gray")
        if let (value, path) = reader.take("tint") {
            // Checked at its own place, so that an error names `/…/tint`; the spokes then read it.
            guard colorProperty(value, at: path, subject: "ProgressView.tint", scope: scope) != nil else { return nil }
            tint = value
        }
        let step = 360.0 / Double(Self.progressSpokes)
        let hold = Self.progressTurnSeconds / Double(Self.progressSpokes)
        let spokes = (0..<Self.progressSpokes).map { index -> String in
            let opacity = max(0.3, 1 - 0.15 * Double(index))
            let offset = Self.progressSpokeSize.height / 2 - Self.progressViewSide / 2
            return #"{"type": "Capsule", "modifiers": [{"fill": \#(Self.jsonText(tint))}, "#
                + #"{"frame": {"width": \#(Self.progressSpokeSize.width), "height": \#(Self.progressSpokeSize.height)}}, "#
                + #"{"opacity": \#(opacity)}, {"offset": {"y": \#(offset)}}, {"rotationEffect": \#(-step * Double(index))}]}"#
        }
        let keyframes = (0..<Self.progressSpokes).map { index in
            #"{"move": {"to": \#(step * Double(index))}}, {"linear": {"to": \#(step * Double(index)), "duration": \#(hold)}}"#
        }
        let text = #"{"type": "ZStack", "children": [\#(spokes.joined(separator: ", "))], "modifiers": ["#
            + #"{"frame": {"width": \#(Self.progressViewSide), "height": \#(Self.progressViewSide)}}, "#
            + #"{"keyframeAnimator": {"initialValue": {"turn": 0}, "repeating": true, "#
            + #""tracks": {"turn": [\#(keyframes.joined(separator: ", "))]}, "content": [{"rotationEffect": "value.turn"}]}}]}"#
        guard let parsed = try? JSONParser.parse(Array(text.utf8), maxNesting: 64) else { return nil }
        return view(parsed.0, at: reader.path.appending("indicator"), subject: "ProgressView", scope: scope).map { .group([$0]) }
    }

    /// A JSON value as JSON text.
    static func jsonText(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return number.isFinite ? "\(number)" : "null"
        case .string(let string):
            var out = "\""
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case _ where scalar.value < 0x20: out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        case .array(let elements): return "[" + elements.map(jsonText).joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.map { jsonText(.string($0.key)) + ": " + jsonText($0.value) }.joined(separator: ", ") + "}"
        }
    }
}
