/// Every message of the expression language, worded in one place.
extension ExpressionFailure {
    // MARK: Limits

    static func tooLong(length: Int, limit: Int) -> Self {
        Self(code: .tooLong, message: "expression is \(length) characters long; the limit is \(limit)")
    }

    static func tooDeep(limit: Int, in source: ExpressionSource) -> Self {
        Self(code: .tooDeep, message: "expression is nested more than \(limit) levels deep in \(source.quoted)")
    }

    // MARK: Syntax

    static let emptyExpression = Self(code: .syntax, message: "expected an expression, got an empty string")

    static func emptyInterpolation(column: Int, in template: ExpressionSource) -> Self {
        Self(code: .syntax, message: "empty interpolation '\\()' at column \(column) in \(template.quoted)")
    }

    static func unterminatedInterpolation(column: Int, in template: ExpressionSource) -> Self {
        Self(code: .syntax, message: "unterminated interpolation '\\(' at column \(column) in \(template.quoted)")
    }

    static func unexpectedCharacter(_ c: Character, column: Int, hint: String?, in source: ExpressionSource) -> Self {
        let advice = hint.map { "; did you mean '\($0)'?" } ?? ""
        return Self(
            code: .syntax, message: "unexpected character '\(c)' at column \(column) in \(source.quoted)\(advice)")
    }

    static func numberOutOfRange(_ text: String, column: Int, in source: ExpressionSource) -> Self {
        Self(code: .syntax, message: "number '\(text)' at column \(column) is out of range in \(source.quoted)")
    }

    static func unterminatedString(column: Int, in source: ExpressionSource) -> Self {
        Self(code: .syntax, message: "unterminated string starting at column \(column) in \(source.quoted)")
    }

    static func invalidEscape(_ escape: String, column: Int, in source: ExpressionSource) -> Self {
        Self(code: .syntax, message: "invalid escape '\(escape)' at column \(column) in \(source.quoted)")
    }

    static func unexpectedToken(_ text: String, column: Int, in source: ExpressionSource) -> Self {
        Self(code: .syntax, message: "unexpected '\(text)' at column \(column) in \(source.quoted)")
    }

    static func unexpectedEnd(in source: ExpressionSource) -> Self {
        Self(code: .syntax, message: "unexpected end of expression in \(source.quoted)")
    }

    static func missingClose(
        _ close: String, for open: String, column: Int, found: (text: String, column: Int)?, in source: ExpressionSource
    ) -> Self {
        let message =
            if let found {
                "expected '\(close)' for '\(open)' at column \(column), got '\(found.text)' at column \(found.column) in \(source.quoted)"
            } else {
                "missing '\(close)' for '\(open)' at column \(column) in \(source.quoted)"
            }
        return Self(code: .syntax, message: message)
    }

    static func memberNameExpected(column: Int, found: String?, in source: ExpressionSource) -> Self {
        let got = found.map { ", got '\($0)'" } ?? ""
        return Self(
            code: .syntax, message: "expected a member name after '.' at column \(column)\(got) in \(source.quoted)")
    }

    static func duplicateField(_ key: String, column: Int, in source: ExpressionSource) -> Self {
        Self(code: .syntax, message: "field '\(key)' at column \(column) is given twice in \(source.quoted)")
    }

    static func chainedComparison(_ op: String, column: Int, in source: ExpressionSource) -> Self {
        Self(
            code: .syntax,
            message:
                "comparisons cannot be chained: add parentheses before '\(op)' at column \(column) in \(source.quoted)")
    }

    // MARK: Types and names

    /// "expected a number, got a bool expression 'isActive'", with " in '…'" when the culprit is
    /// only part of the expression.
    static func mismatch(
        expected: String, got type: ValueType, at range: Range<Int>, in source: ExpressionSource
    ) -> Self {
        Self(
            code: .typeMismatch,
            message:
                "expected \(expected), got \(type.expressionPhrase) expression \(source.quote(range))\(source.context(of: range))"
        )
    }

    static func cannotCompare(
        _ left: ValueType, with right: ValueType, at range: Range<Int>, in source: ExpressionSource
    ) -> Self {
        Self(
            code: .typeMismatch,
            message:
                "cannot compare \(left.phrase) with \(right.phrase) in \(source.quote(range))\(source.context(of: range))"
        )
    }

    static func notIndexable(_ type: ValueType, at range: Range<Int>, in source: ExpressionSource) -> Self {
        Self(
            code: .typeMismatch,
            message: "\(type.phrase) cannot be indexed: \(source.quote(range))\(source.context(of: range))")
    }

    static func objectIndexNotLiteral(at range: Range<Int>, in source: ExpressionSource) -> Self {
        Self(
            code: .typeMismatch,
            message:
                "an object is indexed by a string literal, got \(source.quote(range))\(source.context(of: range))")
    }

    static func unknownName(
        _ name: String, suggestion: String?, at range: Range<Int>, in source: ExpressionSource
    ) -> Self {
        var message = "unknown name '\(name)'\(source.context(of: range))"
        if let suggestion {
            message += "; did you mean '\(suggestion)'?"
        } else if functionNames.contains(name) {
            message += "; '\(name)' is a function: call it as \(name)(…)"
        }
        return Self(code: .unknownName, message: message)
    }

    static func unknownMember(
        _ member: String, of base: Range<Int>, type: ValueType, members: [String], suggestion: String?,
        in source: ExpressionSource
    ) -> Self {
        var message = "\(source.quote(base)) has no member '\(member)'"
        if let suggestion {
            message += "; did you mean '\(suggestion)'?"
        } else if members.isEmpty {
            message += ": it is \(type.phrase)"
        } else {
            message += " (\(type.phrase) with \(members.sorted().joined(separator: ", ")))"
        }
        return Self(code: .unknownMember, message: message)
    }

    static func unknownFunction(_ name: String, suggestion: String?) -> Self {
        let advice =
            suggestion.map { "did you mean '\($0)'?" }
            ?? "the functions are " + functionNames.sorted().joined(separator: ", ")
        return Self(code: .unknownFunction, message: "unknown function '\(name)'; \(advice)")
    }

    static func argumentCount(_ function: BuiltinFunction, got count: Int) -> Self {
        argumentCount(
            function.rawValue,
            arity: function.isVariadic ? "at least 2 arguments" : function.accepts(argumentCount: 2) ? "exactly 2 arguments" : "exactly 1 argument",
            got: count)
    }

    static func argumentCount(_ function: ArrayFunction, got count: Int) -> Self {
        argumentCount(
            function.rawValue, arity: function.arity == 1 ? "exactly 1 argument" : "exactly \(function.arity) arguments",
            got: count)
    }

    private static func argumentCount(_ name: String, arity: String, got count: Int) -> Self {
        Self(code: .argumentCount, message: "\(name) takes \(arity), got \(count)")
    }

    /// `items` in "the elements of 'items' have no field 'id'".
    static func noIdField(of array: Range<Int>, type: ValueType, in source: ExpressionSource) -> Self {
        Self(
            code: .typeMismatch,
            message:
                "removeId needs elements with an 'id' field, but the elements of \(source.quote(array)) are \(type.phrase)\(source.context(of: array))"
        )
    }

    /// Every function name, built-in and array.
    static let functionNames = BuiltinFunction.allCases.map(\.rawValue) + ArrayFunction.allCases.map(\.rawValue)
}

extension ExpressionSource {
    /// " in 'whole expression'" when `range` is only part of it, else "".
    func context(of range: Range<Int>) -> String {
        range == trimmedRange ? "" : " in \(quoted)"
    }
}
