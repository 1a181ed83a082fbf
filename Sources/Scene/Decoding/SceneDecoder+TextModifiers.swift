import Views

/// `font` and `lineLimit`.
extension SceneDecoder {
    static let fontKeys = ["style", "size", "weight", "design", "italic", "custom", "fixedSize", "relativeTo"]

    /// A text style name (or an expression over them), or `{"style" | "size", "weight", "design", "italic"}`.
    mutating func font(_ json: JSONValue, at path: JSONPath, scope: NameScope) -> SceneFont? {
        guard case .object(let members) = json else {
            guard case .string = json else {
                log.record(.typeMismatch("font", expected: "a text style name, an object or an expression", got: json), at: path)
                return nil
            }
            return named(json, at: path, subject: "font", scope: scope).map { SceneFont(base: .style($0)) }
        }
        var reader = ObjectReader(members, at: path)
        defer { finish(reader, subject: "font", allowed: Self.fontKeys) }
        var base: SceneFont.Base?
        if let custom = reader.take("custom") {
            guard let customBase = customFontBase(custom.value, at: custom.path, reader: &reader, scope: scope) else { return nil }
            base = customBase
        } else if let key = ["fixedSize", "relativeTo"].first(where: reader.has) {
            log.record(.invalid("font.\(key) belongs to a custom font: {\"custom\": \"<name of a scene font>\", …}"), at: path)
            return nil
        } else { switch (reader.take("style"), reader.take("size")) {
        case (.some(let style), nil):
            base = named(style.value, at: style.path, subject: "font.style", scope: scope).map { .style($0) }
        case (nil, .some(let size)):
            let points = number(size.value, at: size.path, subject: "font.size", scope: scope)
            if let constant = points?.constantValue, constant <= 0 {
                log.record(.invalid("font.size must be greater than 0, got \(formatNumber(constant))"), at: size.path)
                return nil
            }
            base = points.map { .size($0) }
        case (.some, .some):
            log.record(.invalid("font takes exactly one of 'style' and 'size'"), at: path)
            return nil
        case (nil, nil):
            // Without a base a font object only restyles: SwiftUI has modifiers for that.
            let restyles = [("weight", "fontWeight"), ("italic", "italic")].compactMap { key, modifier in
                reader.members.first { $0.key == key }.map { "{\"\(modifier)\": \(Self.exampleText($0.value))}" }
            }
            let advice = restyles.isEmpty ? "" : "; to change only that, write the modifier \(restyles.joined(separator: " and "))"
            log.record(.invalid("font takes exactly one of 'style' and 'size'\(advice)"), at: path)
            return nil
        } }
        var weight: Dynamic<Font.Weight>??, design: Dynamic<Font.Design>??, italic: Dynamic<Bool>??
        weight = reader.take("weight").map { named($0.value, at: $0.path, subject: "font.weight", scope: scope) } ?? .some(nil)
        design = reader.take("design").map { named($0.value, at: $0.path, subject: "font.design", scope: scope) } ?? .some(nil)
        italic = reader.take("italic").map { bool($0.value, at: $0.path, subject: "font.italic", scope: scope) } ?? .some(nil)
        guard let base, let weight, let design, let italic else { return nil }
        return SceneFont(base: base, weight: weight, design: design, italic: italic)
    }

    /// `{"custom": "Inter", "size": 17, "relativeTo": "body"}` or `{"custom": "Inter", "fixedSize": 17}`
    /// (SwiftUI's `.custom(_:size:relativeTo:)` and `.custom(_:fixedSize:)`); the size defaults to 17.
    private mutating func customFontBase(
        _ json: JSONValue, at path: JSONPath, reader: inout ObjectReader, scope: NameScope
    ) -> SceneFont.Base? {
        if let style = reader.take("style") {
            log.record(.invalid("a custom font takes 'size' or 'fixedSize', not 'style'; use 'relativeTo' for its text style"), at: style.path)
            return nil
        }
        guard case .string(let name) = json else {
            log.record(.typeMismatch("font.custom", expected: "the name of a font of the scene's fonts", got: json), at: path)
            return nil
        }
        let font = customFont(named: name, at: path)
        var size: Dynamic<Double> = .constant(Font.body.size)
        let sized = reader.take("size").map { ("size", $0) }, fixed = reader.take("fixedSize").map { ("fixedSize", $0) }
        switch (sized, fixed) {
        case (.some(let (key, given)), nil), (nil, .some(let (key, given))):
            guard let points = number(given.value, at: given.path, subject: "font.\(key)", scope: scope) else { return nil }
            if let constant = points.constantValue, constant <= 0 {
                log.record(.invalid("font.\(key) must be greater than 0, got \(formatNumber(constant))"), at: given.path)
                return nil
            }
            size = points
            if key == "fixedSize", let relative = reader.take("relativeTo") {
                log.record(.invalid("a fixedSize font does not scale, so it takes no 'relativeTo'"), at: relative.path)
                return nil
            }
        case (.some, .some):
            log.record(.invalid("a custom font takes 'size' or 'fixedSize', not both"), at: path)
            return nil
        case (nil, nil):
            break
        }
        var relativeTo: Font.TextStyle?
        if let relative = reader.take("relativeTo") {
            guard case .string(let styleName) = relative.value, let style = Font.TextStyle(rawValue: styleName) else {
                log.record(
                    .invalid(
                        "font.relativeTo must be a text style name (\(Font.TextStyle.allCases.map(\.rawValue).joined(separator: ", "))), got \(relative.value.summary)"
                    ), at: relative.path)
                return nil
            }
            relativeTo = style
        }
        guard let font else { return nil }
        return .custom(font, size: size, relativeTo: relativeTo)
    }

    /// A whole number of lines (at least 1), null for no limit, or an expression.
    mutating func lineLimit(_ json: JSONValue, at path: JSONPath, scope: NameScope) -> SceneModifier? {
        if json.isNull { return .lineLimit(nil) }
        guard let limit = integer(json, at: path, subject: "lineLimit", scope: scope) else { return nil }
        if let n = limit.constantValue, n < 1 {
            log.record(.invalid("lineLimit must be at least 1, got \(n)"), at: path)
            return nil
        }
        return .lineLimit(limit)
    }
}
