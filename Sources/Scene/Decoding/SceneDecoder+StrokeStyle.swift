import Views

/// `strokeBorder`, `trim`, `strokedPath` and the `style` of a stroke (SwiftUI's `StrokeStyle`).
extension SceneDecoder {
    static let strokeStyleKeys = ["lineWidth", "lineCap", "lineJoin", "miterLimit", "dash", "dashPhase"]

    /// `strokeBorder` (as `stroke`, drawn inside the outline), `trim` (`{"from", "to"}`) and
    /// `strokedPath` (a `StrokeStyle` object).
    mutating func shapeModifier(_ name: String, _ json: JSONValue, at path: JSONPath, scope: NameScope) -> SceneModifier? {
        if name == "strokeBorder" {
            guard case .stroke(var modifier) = stroke(json, at: path, scope: scope) else { return nil }
            modifier.isInset = true
            return .stroke(modifier)
        }
        if name == "strokedPath" {
            var modifier = StrokeModifier(color: nil)
            guard strokeStyle(json, at: path, into: &modifier, hasLineWidth: false, subject: "strokedPath", scope: scope) else { return nil }
            return .strokedPath(modifier, maxElements: limits.maxStrokedPathElements)
        }
        guard var reader = object(json, at: path, subject: "trim", expected: "an object with from and to") else { return nil }
        defer { finish(reader, subject: "trim", allowed: ["from", "to"]) }
        var from: Dynamic<Double>? = .constant(0), to: Dynamic<Double>? = .constant(1)
        if let (value, p) = reader.take("from") { from = number(value, at: p, subject: "trim.from", scope: scope) }
        if let (value, p) = reader.take("to") { to = number(value, at: p, subject: "trim.to", scope: scope) }
        guard let from, let to else { return nil }
        return .trim(from: from, to: to)
    }

    /// `{"lineWidth", "lineCap", "lineJoin", "miterLimit", "dash", "dashPhase"}` into `modifier`.
    mutating func strokeStyle(
        _ json: JSONValue, at path: JSONPath, into modifier: inout StrokeModifier, hasLineWidth: Bool,
        subject: String = "stroke.style", scope: NameScope
    ) -> Bool {
        guard var reader = object(json, at: path, subject: subject, expected: "an object") else { return false }
        defer { finish(reader, subject: subject, allowed: Self.strokeStyleKeys) }
        var valid = true
        if let (value, p) = reader.take("lineWidth") {
            if hasLineWidth {
                log.record(.invalid("give lineWidth either in stroke or in its style, not both"), at: p)
                valid = false
            } else if let width = length(value, at: p, subject: "\(subject).lineWidth", scope: scope) {
                modifier.lineWidth = width
            } else {
                valid = false
            }
        }
        if let (value, p) = reader.take("lineCap") {
            if let name = value.stringValue, let cap = LineCap(rawValue: name) {
                modifier.lineCap = cap
            } else {
                log.record(.unknownName(value.stringValue ?? value.summary, category: "line cap", candidates: LineCap.allCases.map(\.rawValue)), at: p)
                valid = false
            }
        }
        if let (value, p) = reader.take("lineJoin") {
            if let name = value.stringValue, let join = LineJoin(rawValue: name) {
                modifier.lineJoin = join
            } else {
                log.record(.unknownName(value.stringValue ?? value.summary, category: "line join", candidates: LineJoin.allCases.map(\.rawValue)), at: p)
                valid = false
            }
        }
        if let (value, p) = reader.take("miterLimit") {
            if case .number(let limit) = value, limit >= 1, limit <= 1_000 {
                modifier.miterLimit = limit
            } else {
                log.record(.invalid("\(subject).miterLimit must be a number from 1 to 1000, got \(value.summary)"), at: p)
                valid = false
            }
        }
        if let (value, p) = reader.take("dash") {
            if case .array(let entries) = value, entries.count <= 64,
                let lengths = Optional(entries.compactMap(\.numberValue)), lengths.count == entries.count,
                lengths.allSatisfy({ $0 >= 0 && $0 <= 1_000_000 })
            {
                modifier.dash = lengths
            } else {
                log.record(.invalid("\(subject).dash must be an array of at most 64 lengths from 0 to 1000000, got \(value.summary)"), at: p)
                valid = false
            }
        }
        if let (value, p) = reader.take("dashPhase") {
            if let phase = number(value, at: p, subject: "\(subject).dashPhase", scope: scope) {
                modifier.dashPhase = phase
            } else {
                valid = false
            }
        }
        return valid
    }
}
