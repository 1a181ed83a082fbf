/// A lexical token of the expression language; `start..<end` are character offsets in the source.
struct ExpressionToken: Equatable {
    enum Kind: Equatable {
        case number(Double)
        case string(String)
        case identifier(String)
        /// `#ff8800`: a colour literal, produced only in enum positions.
        case hashConstant(String)
        case symbol(ExpressionSymbol)
        case end
    }

    var kind: Kind
    var start: Int
    var end: Int

    var column: Int { start + 1 }

    func `is`(_ symbol: ExpressionSymbol) -> Bool { kind == .symbol(symbol) }
}

/// Operators and punctuation.
enum ExpressionSymbol: String, CaseIterable {
    case leftParen = "("
    case rightParen = ")"
    case leftBracket = "["
    case rightBracket = "]"
    case leftBrace = "{"
    case rightBrace = "}"
    case comma = ","
    case dot = "."
    case question = "?"
    case colon = ":"
    case not = "!"
    case and = "&&"
    case or = "||"
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessEqual = "<="
    case greater = ">"
    case greaterEqual = ">="
    case plus = "+"
    case minus = "-"
    case times = "*"
    case divide = "/"
    case remainder = "%"
}
