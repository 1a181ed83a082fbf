extension TextTemplate {
    /// Splits `source` into literal text and `\(…)` interpolations and checks each one.
    ///
    /// The length of constant text is left to the caller to check (`constantValue` is never
    /// shortened); evaluated texts are cut to `limits.maxTextLength`.
    ///
    /// - Throws: a `SceneError` at `path` for a malformed interpolation or an invalid
    ///   expression inside one (its columns count from the interpolation's start).
    public static func parse(
        _ source: String, scope: Scope, path: String, limits: SceneLimits = .default
    ) throws(SceneError) -> TextTemplate {
        do {
            return try compile(source, scope: scope, limits: limits)
        } catch {
            throw error.sceneError(path: path)
        }
    }

    static func compile(_ source: String, scope: Scope, limits: SceneLimits) throws(ExpressionFailure) -> TextTemplate {
        // A scan of the UTF-8 (not Foundation's string search): most texts have no backslash.
        guard source.utf8Contains(where: { $0 == UInt8(ascii: "\\") }) else { return constant(source, limits: limits) }
        // ASCII without a carriage return is split by its bytes: each byte is then one
        // character, so the split is the same without making the characters. A malformed text
        // is split again by characters, which says where it is malformed.
        let bytes = Array(source.utf8)
        if !bytes.contains(where: { $0 >= 0x80 || $0 == 0x0D }),
            case .segments(let segments) = try split(bytes, string: { String(decoding: $0, as: UTF8.self) }, scope: scope, limits: limits)
        {
            return TextTemplate(source: source, segments: segments, maxLength: limits.maxTextLength)
        }
        let text = ExpressionSource(source)
        switch try split(text.characters, string: { String($0) }, scope: scope, limits: limits) {
        case .segments(let segments): return TextTemplate(source: source, segments: segments, maxLength: limits.maxTextLength)
        case .unterminated(let opening): throw .unterminatedInterpolation(column: opening + 1, in: text)
        case .empty(let opening): throw .emptyInterpolation(column: opening + 1, in: text)
        }
    }

    /// A split text: its segments, or the offset of the `\(` of its first malformed interpolation.
    private enum Split {
        case segments([Segment])
        case unterminated(opening: Int)
        case empty(opening: Int)
    }

    /// Splits `units` (a text's characters, or the bytes of an ASCII text) into literal text and
    /// compiled interpolations; `string` makes the text of a run of units.
    private static func split<Unit: TemplateUnit>(
        _ units: [Unit], string: (ArraySlice<Unit>) -> String, scope: Scope, limits: SceneLimits
    ) throws(ExpressionFailure) -> Split {
        var segments: [Segment] = []
        var literal: [Unit] = []
        var offset = 0
        while offset < units.count {
            let c = units[offset]
            let next = offset + 1 < units.count ? units[offset + 1] : nil
            if c == .backslash, next == .backslash {
                literal.append(.backslash)
                offset += 2
            } else if c == .backslash, next == .openingParenthesis {
                guard let end = closingParenthesis(in: units, from: offset + 2) else { return .unterminated(opening: offset) }
                let inner = units[(offset + 2)..<end]
                if inner.allSatisfy(\.isWhitespace) { return .empty(opening: offset) }
                if !literal.isEmpty { segments.append(.literal(string(literal[...]))) }
                literal.removeAll(keepingCapacity: true)
                let expression = try Expression.compile(
                    string(inner), expecting: .any, scope: scope,
                    bareNamesAreConstants: false, limits: limits)
                segments.append(.expression(expression))
                offset = end + 1
            } else {
                literal.append(c)
                offset += 1
            }
        }
        if !literal.isEmpty { segments.append(.literal(string(literal[...]))) }
        return .segments(segments)
    }

    /// The offset of the `)` that closes an interpolation whose expression starts at `start`,
    /// skipping nested parentheses and quoted strings; nil when none does.
    private static func closingParenthesis<Unit: TemplateUnit>(in units: [Unit], from start: Int) -> Int? {
        var depth = 1
        var quote: Unit?
        var offset = start
        while offset < units.count {
            let c = units[offset]
            if let open = quote {
                if c == .backslash {
                    offset += 1
                } else if c == open {
                    quote = nil
                }
            } else if c == .singleQuote || c == .doubleQuote {
                quote = c
            } else if c == .openingParenthesis {
                depth += 1
            } else if c == .closingParenthesis {
                depth -= 1
                if depth == 0 { return offset }
            }
            offset += 1
        }
        return nil
    }
}

/// What a template is split into: its characters, or the bytes of an ASCII text.
private protocol TemplateUnit: Equatable {
    static var backslash: Self { get }
    static var openingParenthesis: Self { get }
    static var closingParenthesis: Self { get }
    static var singleQuote: Self { get }
    static var doubleQuote: Self { get }
    var isWhitespace: Bool { get }
}

extension Character: TemplateUnit {
    fileprivate static var backslash: Character { "\\" }
    fileprivate static var openingParenthesis: Character { "(" }
    fileprivate static var closingParenthesis: Character { ")" }
    fileprivate static var singleQuote: Character { "'" }
    fileprivate static var doubleQuote: Character { "\"" }
}

extension UInt8: TemplateUnit {
    fileprivate static var backslash: UInt8 { UInt8(ascii: "\\") }
    fileprivate static var openingParenthesis: UInt8 { UInt8(ascii: "(") }
    fileprivate static var closingParenthesis: UInt8 { UInt8(ascii: ")") }
    fileprivate static var singleQuote: UInt8 { UInt8(ascii: "'") }
    fileprivate static var doubleQuote: UInt8 { UInt8(ascii: "\"") }
    fileprivate var isWhitespace: Bool { isASCIIWhitespace(self) }
}
