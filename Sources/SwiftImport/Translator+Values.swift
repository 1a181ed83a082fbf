import SwiftSyntax

extension Translator {
    /// A value in a property or argument position: a JSON literal when the Swift is one, a name
    /// for `.name`, otherwise an expression string (`"isActive ? 200 : 0"`).
    mutating func value(_ expression: ExprSyntax) -> JSONTree? {
        if let literal = numberOrBool(expression) { return literal }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil || Self.isTypeName(member.base!) {
            let name = member.declName.baseName.text
            return .string(["infinity", "greatestFiniteMagnitude"].contains(name) ? "infinity" : name)
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color"
        {
            return colorCall(call)
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            ["StrokeStyle", "CGSize", "CGPoint", "UnitPoint", "EdgeInsets"].contains(type)
        {
            return labelledObject(Arguments(call), of: type)
        }
        // (x: 0, y: 1, z: 0)
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            var members: [JSONTree.Member] = []
            for element in tuple.elements {
                guard let label = element.label?.text, let value = value(element.expression) else {
                    error(element, "tuples need labels: (x: 0, y: 1, z: 0)")
                    return nil
                }
                members.append(.init(label, value))
            }
            return .object(members)
        }
        // [.top, .leading]
        if let array = expression.as(ArrayExprSyntax.self), !array.elements.isEmpty,
            array.elements.allSatisfy({ $0.expression.as(MemberAccessExprSyntax.self)?.base == nil && $0.expression.is(MemberAccessExprSyntax.self) })
        {
            return .array(array.elements.map { .string($0.expression.as(MemberAccessExprSyntax.self)!.declName.baseName.text) })
        }
        // Literal arithmetic (a custom modifier's `active ? 0 : 180` with `active` true) is its number.
        return expressionText(expression).map { Self.folded($0) }.map { Self.isJSONNumber($0) ? .number($0) : .string($0) }
    }

    /// `StrokeStyle(lineWidth: 8, lineCap: .round)` as an object of its labels.
    mutating func labelledObject(_ arguments: Arguments, of type: String) -> JSONTree? {
        var members: [JSONTree.Member] = []
        for argument in arguments.all {
            guard !argument.label.isEmpty else {
                error(argument.node, "\(type)'s arguments need their labels")
                return nil
            }
            // StrokeStyle's dash is a JSON array of lengths, not an expression.
            if argument.label == "dash", let array = argument.expression.as(ArrayExprSyntax.self) {
                let lengths = array.elements.compactMap { numberOrBool($0.expression) }
                if lengths.count == array.elements.count {
                    members.append(.init(argument.label, located(.array(lengths), argument.expression)))
                    continue
                }
            }
            guard let value = value(argument.expression) else { return nil }
            members.append(.init(argument.label, located(value, argument.expression)))
        }
        return .object(members)
    }

    /// A number, bool or `nil` written as a literal.
    func numberOrBool(_ expression: ExprSyntax) -> JSONTree? {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return Self.number(integer.literal.text) }
        if let float = expression.as(FloatLiteralExprSyntax.self) { return Self.number(float.literal.text) }
        if let bool = expression.as(BooleanLiteralExprSyntax.self) { return .bool(bool.literal.tokenKind == .keyword(.true)) }
        if expression.is(NilLiteralExprSyntax.self) { return .null }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
            case .number(let text)? = numberOrBool(prefix.expression)
        {
            return .number("-" + text)
        }
        return nil
    }

    /// A Swift number literal as a JSON number: underscores dropped, other radixes and leading
    /// zeros (which JSON doesn't have) written as the decimal value.
    static func number(_ literal: String) -> JSONTree? {
        let digits = literal.filter { $0 != "_" }
        if digits.hasPrefix("0x") || digits.hasPrefix("0b") || digits.hasPrefix("0o") {
            let radix = digits.hasPrefix("0x") ? 16 : digits.hasPrefix("0b") ? 2 : 8
            if let integer = Int(digits.dropFirst(2), radix: radix) { return .number(String(integer)) }
            return Double(digits).flatMap { $0.isFinite ? JSONTree.number($0) : nil }
        }
        if isJSONNumber(digits) { return .number(digits) }
        return Double(digits).flatMap { $0.isFinite ? JSONTree.number($0) : nil }
    }

    /// Whether the text is a JSON number: `0`, `12`, `0.5`, `1e3`, `2.5E-2` (no leading zeros).
    static func isJSONNumber(_ text: String) -> Bool {
        var characters = Array(text.utf8)[...]
        func digits() -> Int {
            let count = characters.prefix { $0 >= 48 && $0 <= 57 }.count
            characters = characters.dropFirst(count)
            return count
        }
        if characters.first == 48 {
            characters = characters.dropFirst()
        } else if digits() == 0 {
            return false
        }
        if characters.first == 46 {
            characters = characters.dropFirst()
            if digits() == 0 { return false }
        }
        if characters.first == 101 || characters.first == 69 {
            characters = characters.dropFirst()
            if characters.first == 43 || characters.first == 45 { characters = characters.dropFirst() }
            if digits() == 0 { return false }
        }
        return characters.isEmpty
    }

    /// A literal initial value (state, parameter defaults): numbers, bools, strings, `.name`,
    /// arrays and dictionaries of those.
    mutating func literal(_ expression: ExprSyntax, subject: String) -> JSONTree? {
        if let simple = numberOrBool(expression), simple != .null { return simple }
        if let string = expression.as(StringLiteralExprSyntax.self), let text = string.representedLiteralValue { return .string(text) }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil || Self.isTypeName(member.base!) {
            return .string(member.declName.baseName.text)
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            var elements: [JSONTree] = []
            for element in array.elements {
                guard let value = literal(element.expression, subject: subject) else { return nil }
                elements.append(value)
            }
            return .array(elements)
        }
        if let dictionary = expression.as(DictionaryExprSyntax.self) {
            var members: [JSONTree.Member] = []
            if case .elements(let elements) = dictionary.content {
                for element in elements {
                    guard let key = element.key.as(StringLiteralExprSyntax.self)?.representedLiteralValue else {
                        error(element.key, "dictionary keys in \(subject) must be string literals")
                        return nil
                    }
                    guard let value = literal(element.value, subject: subject) else { return nil }
                    members.append(.init(key, value))
                }
            }
            return .object(members)
        }
        if let called = expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            if scalarTypes[called] != nil { return scalarLiteral(expression) }
            if dataStructs[called] != nil { return dataLiteral(expression, subject: subject) }
        }
        error(expression, "\(subject) must have a literal initial value (a number, bool, string, '.name' or an array of them), got '\(expression.trimmedDescription.prefix(40))'")
        return nil
    }

    /// A text: a string literal whose `\(…)` interpolations become the format's, or any other
    /// expression shown as `\(…)`.
    mutating func textValue(_ expression: ExprSyntax) -> JSONTree? {
        if let name = enumCaseName(expression) { return .string(name) }
        guard let string = expression.as(StringLiteralExprSyntax.self) else {
            // A property of a view written in place, given a string literal: that text.
            if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, let text = substitutions[name].flatMap(Self.plainString) {
                return .string(text)
            }
            return expressionText(expression).map { .string("\\(\($0))") }
        }
        if string.openingPounds != nil {
            error(string, "raw strings ('#\"…\"#') are not supported; write a plain string literal")
            return nil
        }
        var text = ""
        for segment in string.segments {
            switch segment {
            case .stringSegment(let part):
                guard let unescaped = Self.unescaped(part.content.text) else {
                    error(part, "this escape sequence is not supported; use \\n, \\t, \\\", \\\\ or \\u{…}")
                    return nil
                }
                // The scene's `\(` interpolates and `\\` is one backslash: a literal one is doubled.
                text += unescaped.replacingOccurrences(of: "\\", with: "\\\\")
            case .expressionSegment(let interpolation):
                guard interpolation.expressions.count == 1, let only = interpolation.expressions.first, only.label == nil else {
                    error(interpolation, "interpolations take one value: \\(value)")
                    return nil
                }
                guard let inner = expressionText(only.expression) else { return nil }
                text += "\\(\(inner))"
            }
        }
        return .string(text)
    }

    /// Swift's escapes in a string segment, resolved.
    static func unescaped(_ raw: String) -> String? {
        var out = ""
        var iterator = raw.makeIterator()
        while let character = iterator.next() {
            guard character == "\\" else {
                out.append(character)
                continue
            }
            switch iterator.next() {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "0": out.append("\0")
            case "\"": out.append("\"")
            case "'": out.append("'")
            case "\\": out.append("\\")
            case "u":
                guard iterator.next() == "{" else { return nil }
                var hex = ""
                while let digit = iterator.next(), digit != "}" { hex.append(digit) }
                guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else { return nil }
                out.unicodeScalars.append(scalar)
            default: return nil
            }
        }
        return out
    }

    /// `Color(red:green:blue:opacity:)`, `Color(white:opacity:)`, `Color(hue:saturation:brightness:opacity:)`
    /// with literal numbers, as the format's `rgb(…)`/`hsb(…)` strings; `Color("name")` is an asset colour Zoetrope doesn't have.
    mutating func colorCall(_ call: FunctionCallExprSyntax) -> JSONTree? {
        let arguments = Arguments(call)
        var numbers: [String: Double] = [:]
        for argument in arguments.all {
            guard case .number(let text)? = numberOrBool(argument.expression), let number = Double(text) else {
                error(argument.node, "Color(…) takes literal numbers here; for a colour that changes write 'flag ? .red : .blue'")
                return nil
            }
            numbers[argument.label] = number
        }
        let labels = arguments.all.map(\.label)
        let alpha = numbers["opacity"]
        func byte(_ x: Double) -> String { String(Int((min(max(x, 0), 1) * 255).rounded())) }
        func fraction(_ x: Double) -> String { JSONTree.number(x).compactText }
        if Set(labels).isSubset(of: ["red", "green", "blue", "opacity"]), labels.starts(with: ["red", "green", "blue"]) {
            let rgb = [numbers["red"]!, numbers["green"]!, numbers["blue"]!].map(byte).joined(separator: ", ")
            return .string(alpha.map { "rgba(\(rgb), \(fraction($0)))" } ?? "rgb(\(rgb))")
        }
        if Set(labels).isSubset(of: ["white", "opacity"]), labels.first == "white" {
            let w = byte(numbers["white"]!)
            return .string(alpha.map { "rgba(\(w), \(w), \(w), \(fraction($0)))" } ?? "rgb(\(w), \(w), \(w))")
        }
        if Set(labels).isSubset(of: ["hue", "saturation", "brightness", "opacity"]), labels.starts(with: ["hue", "saturation", "brightness"]) {
            let hsb = [numbers["hue"]!, numbers["saturation"]!, numbers["brightness"]!].map(fraction).joined(separator: ", ")
            return .string(alpha.map { "hsb(\(hsb), \(fraction($0)))" } ?? "hsb(\(hsb))")
        }
        error(call, "this Color initializer is not supported; write Color(red:green:blue:), Color(white:), Color(hue:saturation:brightness:) (each with an optional opacity:) or a named colour such as .blue")
        return nil
    }
}
