/// Splits an expression into tokens; the last token is always `.end`.
struct ExpressionLexer {
    private let source: ExpressionSource
    private let hashConstants: Bool
    private var offset = 0

    /// - Parameter hashConstants: whether `#name` (a colour such as `#ff8800`) is a string constant.
    init(_ source: ExpressionSource, hashConstants: Bool) {
        self.source = source
        self.hashConstants = hashConstants
    }

    static func tokens(of source: ExpressionSource, hashConstants: Bool) throws(ExpressionFailure) -> [ExpressionToken]
    {
        var lexer = ExpressionLexer(source, hashConstants: hashConstants)
        var tokens: [ExpressionToken] = []
        repeat {
            tokens.append(try lexer.next())
        } while tokens.last?.kind != .end
        return tokens
    }

    private mutating func next() throws(ExpressionFailure) -> ExpressionToken {
        while let c = source[offset], c.singleASCIIByte.map(isASCIIWhitespace) ?? c.isWhitespace { offset += 1 }
        let start = offset
        guard let c = source[offset] else { return ExpressionToken(kind: .end, start: start, end: start) }
        let kind: ExpressionToken.Kind
        if let byte = c.singleASCIIByte, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            kind = try number()
        } else if c == "'" || c == "\"" {
            kind = .string(try string(quote: c))
        } else if Self.startsIdentifier(c) {
            kind = .identifier(identifier())
        } else if c == "#", hashConstants, let next = source[offset + 1], Self.continuesIdentifier(next) {
            offset += 1
            kind = .hashConstant("#" + identifier())
        } else {
            kind = .symbol(try symbol())
        }
        return ExpressionToken(kind: kind, start: start, end: offset)
    }

    // For ASCII, `isLetter` is A–Z and a–z and `isNumber` is 0–9 (Unicode's Alphabetic and
    // Numeric_Type among ASCII): tested on the byte, without a property look-up.
    static func startsIdentifier(_ c: Character) -> Bool {
        if let byte = c.singleASCIIByte { return byte == UInt8(ascii: "_") || isASCIILetter(byte) }
        return c == "_" || c.isLetter
    }

    static func continuesIdentifier(_ c: Character) -> Bool {
        if let byte = c.singleASCIIByte {
            return byte == UInt8(ascii: "_") || isASCIILetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
        return c == "_" || c.isLetter || c.isNumber
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private mutating func identifier() -> String {
        let start = offset
        while let c = source[offset], Self.continuesIdentifier(c) { offset += 1 }
        return source.slice(start..<offset)
    }

    private func isDigit(_ offset: Int) -> Bool {
        // An ASCII character that `isNumber` is a digit: one byte ("\r\n" is neither).
        guard let byte = source[offset]?.singleASCIIByte else { return false }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// `12`, `1.5`, `2e-3`: a fraction or an exponent counts only when a digit follows.
    private mutating func number() throws(ExpressionFailure) -> ExpressionToken.Kind {
        let start = offset
        while isDigit(offset) { offset += 1 }
        if source[offset] == ".", isDigit(offset + 1) {
            offset += 1
            while isDigit(offset) { offset += 1 }
        }
        if source[offset] == "e" || source[offset] == "E" {
            let sign = source[offset + 1] == "+" || source[offset + 1] == "-" ? 1 : 0
            if isDigit(offset + 1 + sign) {
                offset += 1 + sign
                while isDigit(offset) { offset += 1 }
            }
        }
        let text = source.slice(start..<offset)
        guard let value = Double(text), value.isFinite else {
            throw .numberOutOfRange(text, column: start + 1, in: source)
        }
        return .number(value)
    }

    /// A string in `'…'` or `"…"` with the escapes `\\ \' \" \n \t \r \0 \u{…}`.
    private mutating func string(quote: Character) throws(ExpressionFailure) -> String {
        let start = offset
        offset += 1
        var result = ""
        while let c = source[offset] {
            offset += 1
            if c == quote { return result }
            guard c == "\\" else {
                result.append(c)
                continue
            }
            let escapeStart = offset - 1
            switch source[offset] {
            case "\\": result.append("\\")
            case "'": result.append("'")
            case "\"": result.append("\"")
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "u":
                guard let scalar = unicodeEscape() else {
                    throw .invalidEscape(
                        source.slice(escapeStart..<min(offset + 1, source.count)),
                        column: escapeStart + 1, in: source)
                }
                result.unicodeScalars.append(scalar)
            case nil: throw .unterminatedString(column: start + 1, in: source)
            default:
                throw .invalidEscape(source.slice(escapeStart..<offset + 1), column: escapeStart + 1, in: source)
            }
            offset += 1
        }
        throw .unterminatedString(column: start + 1, in: source)
    }

    /// Reads `u{1F600}` with `offset` at the `u`; leaves `offset` at the closing brace.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        guard source[offset + 1] == "{" else { return nil }
        var cursor = offset + 2
        var digits = ""
        while let c = source[cursor], c.isHexDigit, digits.count < 8 {
            digits.append(c)
            cursor += 1
        }
        guard source[cursor] == "}", let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else {
            return nil
        }
        offset = cursor
        return scalar
    }

    private mutating func symbol() throws(ExpressionFailure) -> ExpressionSymbol {
        let c = source[offset]!
        if let next = source[offset + 1], let pair = ExpressionSymbol(rawValue: String([c, next])) {
            offset += 2
            return pair
        }
        if let single = ExpressionSymbol(rawValue: String(c)) {
            offset += 1
            return single
        }
        let hint: String? =
            switch c {
            case "=": "=="
            case "&": "&&"
            case "|": "||"
            default: nil
            }
        throw .unexpectedCharacter(c, column: offset + 1, hint: hint, in: source)
    }
}
