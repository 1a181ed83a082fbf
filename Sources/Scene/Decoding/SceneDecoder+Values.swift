/// Decoding of value positions: numbers, booleans, names, colours, texts and expressions.
extension SceneDecoder {
    // `Expression.parse` and `TextTemplate.parse` without their pointer argument: the
    // pointer is rendered only for an error.

    mutating func expression(
        _ source: String, expecting type: ValueType, scope: NameScope, bareNames: Bool = false, at path: JSONPath
    ) -> Expression? {
        do {
            return try Expression.compile(
                source, expecting: type, scope: scope.expressions, bareNamesAreConstants: bareNames, limits: limits)
        } catch {
            log.absorb(error.sceneError(path: path.pointer))
            return nil
        }
    }

    mutating func template(_ source: String, scope: NameScope, at path: JSONPath) -> TextTemplate? {
        do {
            let template = try TextTemplate.compile(source, scope: scope.expressions, limits: limits)
            if let text = template.constantValue { checkTextLength(text, at: path) }
            return template
        } catch {
            log.absorb(error.sceneError(path: path.pointer))
            return nil
        }
    }

    mutating func checkTextLength(_ text: String, at path: JSONPath) {
        // A text has at most as many characters as UTF-8 bytes: most need no counting.
        guard text.utf8.count > limits.maxTextLength else { return }
        let count = text.count
        if count > limits.maxTextLength {
            log.record(
                .limit("text is \(count) characters long, more than the limit of \(limits.maxTextLength)"), at: path)
        }
    }

    /// A literal (`literal` accepts it) or an expression of `type`; a constant expression is folded.
    mutating func dynamic<T: DynamicValue>(
        _ json: JSONValue, at path: JSONPath, subject: String, expected: String, type: ValueType, scope: NameScope,
        literal: (JSONValue) -> T?
    ) -> Dynamic<T>? {
        if let value = literal(json) { return .constant(value) }
        guard case .string(let source) = json else {
            log.record(.typeMismatch(subject, expected: expected, got: json), at: path)
            return nil
        }
        guard let parsed = expression(source, expecting: type, scope: scope, at: path) else { return nil }
        if let constant = parsed.constantValue {
            guard let value = T(evaluated: constant) else {
                log.record(.invalid("\(subject) must be \(expected), got \(constant.interpolationText)"), at: path)
                return nil
            }
            return .constant(value)
        }
        return .expression(parsed)
    }

    mutating func number(_ json: JSONValue, at path: JSONPath, subject: String, scope: NameScope) -> Dynamic<Double>? {
        dynamic(json, at: path, subject: subject, expected: "a number or an expression", type: .number, scope: scope) {
            $0.numberValue
        }
    }

    /// A number that must not be negative when it is a constant.
    mutating func length(_ json: JSONValue, at path: JSONPath, subject: String, scope: NameScope) -> Dynamic<Double>? {
        let value = number(json, at: path, subject: subject, scope: scope)
        if let constant = value?.constantValue, constant < 0 {
            log.record(.invalid("\(subject) must not be negative, got \(formatNumber(constant))"), at: path)
            return nil
        }
        return value
    }

    /// A length that may be `"infinity"`.
    mutating func extent(_ json: JSONValue, at path: JSONPath, subject: String, scope: NameScope) -> Dynamic<Extent>? {
        let value: Dynamic<Extent>? = dynamic(
            json, at: path, subject: subject, expected: "a number, 'infinity' or an expression", type: .number,
            scope: scope
        ) { json in
            if case .number(let n) = json { return Extent(n) }
            if json == .string("infinity") { return .infinity }
            return nil
        }
        if let constant = value?.constantValue, constant.value < 0 {
            log.record(.invalid("\(subject) must not be negative, got \(formatNumber(constant.value))"), at: path)
            return nil
        }
        return value
    }

    mutating func integer(_ json: JSONValue, at path: JSONPath, subject: String, scope: NameScope) -> Dynamic<Int>? {
        if case .number(let n) = json, n != n.rounded() || abs(n) > 1e9 {
            log.record(.invalid("\(subject) must be a whole number, got \(formatNumber(n))"), at: path)
            return nil
        }
        return dynamic(
            json, at: path, subject: subject, expected: "a whole number or an expression", type: .number, scope: scope,
            literal: { $0.numberValue.map { Int($0) } })
    }

    mutating func bool(_ json: JSONValue, at path: JSONPath, subject: String, scope: NameScope) -> Dynamic<Bool>? {
        dynamic(json, at: path, subject: subject, expected: "true, false or an expression", type: .bool, scope: scope) {
            $0.boolValue
        }
    }

    /// A name from `T.names`, or an expression whose bare names are constants; every constant
    /// it can produce must be a valid name.
    mutating func named<T: NamedValue>(_ json: JSONValue, at path: JSONPath, subject: String, scope: NameScope) -> Dynamic<T>? {
        guard case .string(let source) = json else {
            log.record(.typeMismatch(subject, expected: "\(article(T.category)) name or an expression", got: json), at: path)
            return nil
        }
        if isIdentifier(source), !scope.declares(source) {
            if let custom = customAlignment(source, as: T.self, at: path, subject: subject) {
                return custom.map { .constant($0) }
            }
            guard let value = T.value(named: source) else {
                log.record(.unknownName(source, category: T.category, candidates: T.names.map(\.name)), at: path)
                return nil
            }
            return .constant(value)
        }
        guard let parsed = expression(source, expecting: .string, scope: scope, bareNames: true, at: path) else {
            return nil
        }
        if let constant = parsed.constantValue {
            guard let value = T(evaluated: constant) else {
                log.record(
                    .unknownName(constant.interpolationText, category: T.category, candidates: T.names.map(\.name)),
                    at: path)
                return nil
            }
            return .constant(value)
        }
        for name in parsed.possibleStringConstants ?? [] where T.value(named: name) == nil {
            log.record(.unknownName(name, category: T.category, candidates: T.names.map(\.name)), at: path)
            return nil
        }
        return .expression(parsed)
    }

    /// A colour position: a colour string (literal or expression) or `{"color": …, "opacity": …}`.
    mutating func colorProperty(_ json: JSONValue, at path: JSONPath, subject: String, scope: NameScope) -> ColorProperty? {
        switch json {
        case .string(let source):
            return color(source, at: path, scope: scope).map { ColorProperty(color: $0) }
        case .object(let members) where members.contains(where: { $0.key == "color" }):
            var reader = ObjectReader(members, at: path)
            let color = reader.take("color")!
            let property = colorObject(color: color, opacity: reader.take("opacity"), subject: subject, scope: scope)
            finish(reader, subject: subject, allowed: ["color", "opacity"])
            return property
        default:
            log.record(
                .typeMismatch(subject, expected: "a color, {\"color\", \"opacity\"} or an expression", got: json), at: path)
            return nil
        }
    }

    /// `{"color": …, "opacity": …}`, given its members; the opacity is read only when the colour
    /// is a string.
    mutating func colorObject(
        color: (value: JSONValue, path: JSONPath), opacity: (value: JSONValue, path: JSONPath)?, subject: String,
        scope: NameScope
    ) -> ColorProperty? {
        guard case .string(let source) = color.value else {
            log.record(.typeMismatch("\(subject).color", expected: "a color or an expression", got: color.value), at: color.path)
            return nil
        }
        let decoded = self.color(source, at: color.path, scope: scope)
        var opacityValue: Dynamic<Double>?
        if let opacity {
            opacityValue = number(opacity.value, at: opacity.path, subject: "\(subject).opacity", scope: scope)
        }
        return decoded.map { ColorProperty(color: $0, opacity: opacityValue) }
    }

    /// A colour string: a literal in colour syntax, or an expression whose constants are colours.
    mutating func color(_ source: String, at path: JSONPath, scope: NameScope) -> Dynamic<SceneColor>? {
        let identifier = isIdentifier(source)
        let isDeclaredName = identifier && scope.declares(source)
        if !isDeclaredName, identifier {
            return colorLiteral(ColorSyntax.parse(identifier: source), at: path).map { .constant($0) }
        }
        if !isDeclaredName, ColorSyntax.looksLikeLiteral(source) {
            return colorLiteral(source, at: path).map { .constant($0) }
        }
        guard let parsed = expression(source, expecting: .string, scope: scope, bareNames: true, at: path) else {
            return nil
        }
        if let constant = parsed.constantValue {
            guard case .string(let text) = constant else { return nil }
            return colorLiteral(text, at: path).map { .constant($0) }
        }
        for text in parsed.possibleStringConstants ?? [] where colorLiteral(text, at: path) == nil {
            return nil
        }
        return .expression(parsed)
    }

    mutating func colorLiteral(_ text: String, at path: JSONPath) -> SceneColor? {
        colorLiteral(ColorSyntax.parse(text), at: path)
    }

    /// The colour of a parsed literal, or its failure logged at `path`.
    mutating func colorLiteral(_ parsed: Result<SceneColor, ColorSyntax.Failure>, at path: JSONPath) -> SceneColor? {
        switch parsed {
        case .success(let color):
            return color
        case .failure(.unknownName(let name)):
            log.record(.unknownColor(name), at: path)
        case .failure(.malformed(let message)):
            log.record(Problem(code: "invalid_color", message: message), at: path)
        }
        return nil
    }

    /// A literal JSON value as an expression value.
    func value(of json: JSONValue) -> Value {
        switch json {
        case .null: .null
        case .bool(let b): .bool(b)
        case .number(let n): .number(n)
        case .string(let s): .string(s)
        case .array(let elements): .array(elements.map(value(of:)))
        case .object(let members):
            .object(Dictionary(members.map { ($0.key, value(of: $0.value)) }, uniquingKeysWith: { first, _ in first }))
        }
    }
}

/// "a" or "an" before `noun`.
func article(_ noun: String) -> String {
    guard let first = noun.first else { return "a" }
    return ("aeiou".contains(first) ? "an " : "a ") + noun
}
