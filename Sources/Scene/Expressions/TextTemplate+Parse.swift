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
        guard source.utf8.contains(UInt8(ascii: "\\")) else { return constant(source, limits: limits) }
        let text = ExpressionSource(source)
        var segments: [Segment] = []
        var literal = ""
        var offset = 0
        while let c = text[offset] {
            if c == "\\", text[offset + 1] == "\\" {
                literal.append("\\")
                offset += 2
            } else if c == "\\", text[offset + 1] == "(" {
                let end = try closingParenthesis(in: text, from: offset + 2, opening: offset)
                let inner = text.slice(offset + 2..<end)
                if inner.allSatisfy(\.isWhitespace) { throw .emptyInterpolation(column: offset + 1, in: text) }
                if !literal.isEmpty { segments.append(.literal(literal)) }
                literal = ""
                let expression = try Expression.compile(
                    inner, expecting: .any, scope: scope,
                    bareNamesAreConstants: false, limits: limits)
                segments.append(.expression(expression))
                offset = end + 1
            } else {
                literal.append(c)
                offset += 1
            }
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        return TextTemplate(source: source, segments: segments, maxLength: limits.maxTextLength)
    }

    /// The offset of the `)` that closes the interpolation opened at `opening`, skipping
    /// nested parentheses and quoted strings.
    private static func closingParenthesis(
        in text: ExpressionSource, from start: Int, opening: Int
    ) throws(ExpressionFailure) -> Int {
        var depth = 1
        var quote: Character?
        var offset = start
        while let c = text[offset] {
            if let open = quote {
                if c == "\\" {
                    offset += 1
                } else if c == open {
                    quote = nil
                }
            } else if c == "'" || c == "\"" {
                quote = c
            } else if c == "(" {
                depth += 1
            } else if c == ")" {
                depth -= 1
                if depth == 0 { return offset }
            }
            offset += 1
        }
        throw .unterminatedInterpolation(column: opening + 1, in: text)
    }
}
