/// A precedence-climbing parser over the tokens of one expression.
///
/// Recursion depth and tree height are both bounded by `maxDepth`, so neither this parser nor
/// the passes over its tree can overflow the stack, whatever the input.
struct ExpressionParser {
    private let source: ExpressionSource
    private let tokens: [ExpressionToken]
    private let enumPosition: Bool
    private let maxDepth: Int
    private var position = 0
    private var depth = 0

    /// Binding strength of the binary operators; `?:` binds loosest, at 1.
    static func precedence(of symbol: ExpressionSymbol) -> Int? {
        switch symbol {
        case .or: 2
        case .and: 3
        case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual: 4
        case .plus, .minus: 5
        case .times, .divide, .remainder: 6
        default: nil
        }
    }

    static let conditionalPrecedence = 1
    static let comparisonPrecedence = 4

    static func parse(
        _ source: ExpressionSource, enumPosition: Bool, maxDepth: Int
    ) throws(ExpressionFailure) -> ExpressionSyntax {
        let tokens = try ExpressionLexer.tokens(of: source, hashConstants: enumPosition)
        guard tokens.count > 1 else { throw .emptyExpression }
        var parser = ExpressionParser(source: source, tokens: tokens, enumPosition: enumPosition, maxDepth: maxDepth)
        let syntax = try parser.expression(minimumPrecedence: 0)
        guard parser.current.kind == .end else { throw parser.unexpected(parser.current) }
        return syntax
    }

    private init(source: ExpressionSource, tokens: [ExpressionToken], enumPosition: Bool, maxDepth: Int) {
        self.source = source
        self.tokens = tokens
        self.enumPosition = enumPosition
        self.maxDepth = maxDepth
    }

    private var current: ExpressionToken { tokens[position] }

    private mutating func advance() -> ExpressionToken {
        let token = tokens[position]
        if position < tokens.count - 1 { position += 1 }
        return token
    }

    private mutating func enter() throws(ExpressionFailure) {
        depth += 1
        if depth > maxDepth { throw .tooDeep(limit: maxDepth, in: source) }
    }

    private func node(
        _ kind: ExpressionSyntax.Kind, _ range: Range<Int>, _ children: ExpressionSyntax...
    ) throws(ExpressionFailure) -> ExpressionSyntax {
        let syntax = ExpressionSyntax(kind, range: range, children: children)
        if syntax.height > maxDepth { throw .tooDeep(limit: maxDepth, in: source) }
        return syntax
    }

    private func unexpected(_ token: ExpressionToken) -> ExpressionFailure {
        token.kind == .end
            ? .unexpectedEnd(in: source)
            : .unexpectedToken(source.slice(token.start..<token.end), column: token.column, in: source)
    }

    private mutating func expect(
        _ close: ExpressionSymbol, closing open: ExpressionToken
    ) throws(ExpressionFailure) -> ExpressionToken {
        guard current.is(close) else {
            throw .missingClose(
                close.rawValue, for: source.slice(open.start..<open.end), column: open.column,
                found: current.kind == .end ? nil : (source.slice(current.start..<current.end), current.column),
                in: source)
        }
        return advance()
    }

    private mutating func expression(minimumPrecedence: Int) throws(ExpressionFailure) -> ExpressionSyntax {
        try enter()
        defer { depth -= 1 }
        var left = try unary()
        var leftIsComparison = false
        while case .symbol(let symbol) = current.kind {
            if symbol == .question, minimumPrecedence <= Self.conditionalPrecedence {
                let question = advance()
                let then = try expression(minimumPrecedence: 0)
                _ = try expect(.colon, closing: question)
                let otherwise = try expression(minimumPrecedence: Self.conditionalPrecedence)
                left = try node(
                    .conditional(left, then, otherwise), left.range.lowerBound..<otherwise.range.upperBound,
                    left, then, otherwise)
                leftIsComparison = false
                continue
            }
            guard let precedence = Self.precedence(of: symbol), precedence >= minimumPrecedence else { break }
            let isComparison = precedence == Self.comparisonPrecedence
            if isComparison, leftIsComparison {
                throw .chainedComparison(symbol.rawValue, column: current.column, in: source)
            }
            _ = advance()
            let right = try expression(minimumPrecedence: precedence + 1)
            left = try node(.binary(symbol, left, right), left.range.lowerBound..<right.range.upperBound, left, right)
            leftIsComparison = isComparison
        }
        return left
    }

    private mutating func unary() throws(ExpressionFailure) -> ExpressionSyntax {
        guard current.is(.not) || current.is(.minus) else { return try postfix(primary()) }
        let op = advance()
        try enter()
        defer { depth -= 1 }
        let operand = try unary()
        guard case .symbol(let symbol) = op.kind else { preconditionFailure("unary operator token") }
        return try node(.unary(symbol, operand), op.start..<operand.range.upperBound, operand)
    }

    private mutating func postfix(_ base: ExpressionSyntax) throws(ExpressionFailure) -> ExpressionSyntax {
        var base = base
        while true {
            if current.is(.dot) {
                let dot = advance()
                guard case .identifier(let name) = current.kind else {
                    throw .memberNameExpected(
                        column: dot.column,
                        found: current.kind == .end ? nil : source.slice(current.start..<current.end),
                        in: source)
                }
                let nameToken = advance()
                base = try node(.member(base, name), base.range.lowerBound..<nameToken.end, base)
            } else if current.is(.leftBracket) {
                let open = advance()
                let index = try expression(minimumPrecedence: 0)
                let close = try expect(.rightBracket, closing: open)
                base = try node(.index(base, index), base.range.lowerBound..<close.end, base, index)
            } else {
                return base
            }
        }
    }

    private mutating func primary() throws(ExpressionFailure) -> ExpressionSyntax {
        let token = advance()
        let range = token.start..<token.end
        switch token.kind {
        case .number(let value): return try node(.literal(.number(value)), range)
        case .string(let value): return try node(.literal(.string(value)), range)
        case .hashConstant(let value): return try node(.enumConstant(value), range)
        case .identifier(let name):
            switch name {
            case "true": return try node(.literal(.bool(true)), range)
            case "false": return try node(.literal(.bool(false)), range)
            case "null", "nil": return try node(.literal(.null), range)
            default: break
            }
            guard current.is(.leftParen) else { return try node(.name(name), range) }
            return try call(name, start: token)
        case .symbol(.leftParen):
            var inner = try expression(minimumPrecedence: 0)
            let close = try expect(.rightParen, closing: token)
            inner.range = token.start..<close.end
            return inner
        case .symbol(.leftBracket):
            return try arrayLiteral(open: token)
        case .symbol(.leftBrace):
            return try objectLiteral(open: token)
        case .symbol(.dot) where enumPosition:
            guard case .identifier(let name) = current.kind else { throw unexpected(token) }
            let nameToken = advance()
            return try node(.enumConstant(name), token.start..<nameToken.end)
        default:
            throw unexpected(token)
        }
    }

    /// `[a, b, …]`, possibly empty.
    private mutating func arrayLiteral(open: ExpressionToken) throws(ExpressionFailure) -> ExpressionSyntax {
        try enter()
        defer { depth -= 1 }
        var elements: [ExpressionSyntax] = []
        if !current.is(.rightBracket) {
            while true {
                elements.append(try expression(minimumPrecedence: 0))
                guard current.is(.comma) else { break }
                _ = advance()
            }
        }
        let close = try expect(.rightBracket, closing: open)
        let syntax = ExpressionSyntax(.arrayLiteral(elements), range: open.start..<close.end, children: elements)
        if syntax.height > maxDepth { throw .tooDeep(limit: maxDepth, in: source) }
        return syntax
    }

    /// `{name: value, 'any key': value, …}`, possibly empty; each key once.
    private mutating func objectLiteral(open: ExpressionToken) throws(ExpressionFailure) -> ExpressionSyntax {
        try enter()
        defer { depth -= 1 }
        var fields: [(key: String, value: ExpressionSyntax)] = []
        if !current.is(.rightBrace) {
            while true {
                let keyToken = advance()
                let key: String
                switch keyToken.kind {
                case .identifier(let name), .string(let name): key = name
                default: throw unexpected(keyToken)
                }
                if fields.contains(where: { $0.key == key }) {
                    throw .duplicateField(key, column: keyToken.column, in: source)
                }
                _ = try expect(.colon, closing: keyToken)
                fields.append((key, try expression(minimumPrecedence: 0)))
                guard current.is(.comma) else { break }
                _ = advance()
            }
        }
        let close = try expect(.rightBrace, closing: open)
        let syntax = ExpressionSyntax(
            .objectLiteral(fields), range: open.start..<close.end, children: fields.map(\.value))
        if syntax.height > maxDepth { throw .tooDeep(limit: maxDepth, in: source) }
        return syntax
    }

    private mutating func call(_ name: String, start: ExpressionToken) throws(ExpressionFailure) -> ExpressionSyntax {
        let open = advance()
        var arguments: [ExpressionSyntax] = []
        if !current.is(.rightParen) {
            while true {
                arguments.append(try expression(minimumPrecedence: 0))
                guard current.is(.comma) else { break }
                _ = advance()
            }
        }
        let close = try expect(.rightParen, closing: open)
        let syntax = ExpressionSyntax(.call(name, arguments), range: start.start..<close.end, children: arguments)
        if syntax.height > maxDepth { throw .tooDeep(limit: maxDepth, in: source) }
        return syntax
    }
}
