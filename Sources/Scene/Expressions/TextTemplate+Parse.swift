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
        if let template = try compileASCII(source, scope: scope, limits: limits) { return template }
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

    /// `compile` by bytes, for a text of ASCII without a carriage return: each byte is then one
    /// character, so it splits the text where the character scan does. nil for any other text
    /// and where that scan throws for the text itself (it is left to throw the same error); an
    /// interpolation's own error is thrown as it would be there.
    private static func compileASCII(
        _ source: String, scope: Scope, limits: SceneLimits
    ) throws(ExpressionFailure) -> TextTemplate? {
        let bytes = Array(source.utf8)
        guard !bytes.contains(where: { $0 >= 0x80 || $0 == 0x0D }) else { return nil }
        let backslash = UInt8(ascii: "\\")
        var segments: [Segment] = []
        var literal: [UInt8] = []
        var offset = 0
        while offset < bytes.count {
            let c = bytes[offset]
            let next = offset + 1 < bytes.count ? bytes[offset + 1] : nil
            if c == backslash, next == backslash {
                literal.append(backslash)
                offset += 2
            } else if c == backslash, next == UInt8(ascii: "(") {
                guard let end = closingParenthesis(inASCII: bytes, from: offset + 2) else { return nil }
                let inner = bytes[(offset + 2)..<end]
                if inner.allSatisfy(isASCIIWhitespace) { return nil }
                if !literal.isEmpty { segments.append(.literal(String(decoding: literal, as: UTF8.self))) }
                literal.removeAll(keepingCapacity: true)
                let expression = try Expression.compile(
                    String(decoding: inner, as: UTF8.self), expecting: .any, scope: scope,
                    bareNamesAreConstants: false, limits: limits)
                segments.append(.expression(expression))
                offset = end + 1
            } else {
                literal.append(c)
                offset += 1
            }
        }
        if !literal.isEmpty { segments.append(.literal(String(decoding: literal, as: UTF8.self))) }
        return TextTemplate(source: source, segments: segments, maxLength: limits.maxTextLength)
    }

    /// `closingParenthesis(in:from:opening:)` over the bytes of `compileASCII`; nil where it throws.
    private static func closingParenthesis(inASCII bytes: [UInt8], from start: Int) -> Int? {
        var depth = 1
        var quote: UInt8?
        var offset = start
        while offset < bytes.count {
            let c = bytes[offset]
            if let open = quote {
                if c == UInt8(ascii: "\\") {
                    offset += 1
                } else if c == open {
                    quote = nil
                }
            } else if c == UInt8(ascii: "'") || c == UInt8(ascii: "\"") {
                quote = c
            } else if c == UInt8(ascii: "(") {
                depth += 1
            } else if c == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return offset }
            }
            offset += 1
        }
        return nil
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
