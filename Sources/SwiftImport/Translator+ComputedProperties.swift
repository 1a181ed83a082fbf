import SwiftSyntax

/// Computed properties of the view being translated, and the cases of the file's enums.
struct ComputedState {
    /// `var name: some View { … }` of the view struct being translated: its statements.
    var views: [String: CodeBlockItemListSyntax] = [:]
    /// The case names of every `enum` of the file (`case idle, loading`): `.idle` in an
    /// expression is the string `'idle'`, as enum state is.
    var enumCases: Set<String> = []
}

extension Translator {
    /// Collects an `enum`'s case names; its other members are skipped with a warning.
    mutating func collectEnum(_ decl: EnumDeclSyntax) {
        for member in decl.memberBlock.members {
            guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else {
                warning(member.decl, "only the cases of enum '\(decl.name.text)' are imported (as the strings of their names)")
                continue
            }
            for element in cases.elements {
                if element.parameterClause != nil {
                    error(element, "enum cases with associated values are not imported; state holds a case as the string of its name")
                }
                computed.enumCases.insert(element.name.text)
            }
        }
    }

    /// `.idle` where `idle` is a case of one of the file's enums: its name.
    func enumCaseName(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil,
            computed.enumCases.contains(member.declName.baseName.text)
        else { return nil }
        return member.declName.baseName.text
    }

    /// A computed property of a view struct (`var name: T { … }`), put in where it is read:
    /// an expression's text in `substitutions`, or, for `some View`, statements read as views.
    /// The getter is one expression (`{ x * 2 }`, `{ return x * 2 }`), a `switch` whose cases
    /// each return one (nested `?:` comparing the subject, as a view builder's switch), or an
    /// `if`/`else` whose branches each return one.
    mutating func computedProperty(_ name: String, _ binding: PatternBindingSyntax, into members: inout ViewMembers) {
        guard let statements = Self.getter(binding) else {
            error(binding, "computed property '\(name)' needs a getter: 'var \(name): Type { … }'")
            return
        }
        if binding.typeAnnotation?.type.trimmedDescription == "some View" {
            members.computedViews.append((name, statements))
            return
        }
        // Earlier computed properties are read in it; the names of the view around are not.
        let saved = substitutions
        substitutions = Dictionary(members.computed.map { ($0.name, $0.text) }, uniquingKeysWith: { a, _ in a })
        defer { substitutions = saved }
        guard let text = returnedText(statements, property: name) else { return }
        members.computed.append((name, "(\(text))"))
    }

    static func getter(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let statements): return statements
        case .accessors(let accessors):
            return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: return nil
        }
    }

    /// The expression a getter's statements return.
    private mutating func returnedText(_ statements: CodeBlockItemListSyntax, property: String) -> String? {
        guard statements.count == 1, let item = statements.first?.item else {
            error(statements, "computed property '\(property)': write one expression, a 'switch' or an 'if' whose branches each return one (no 'let' or other statements)")
            return nil
        }
        if let returned = item.as(ReturnStmtSyntax.self) {
            guard let expression = returned.expression else {
                error(returned, "computed property '\(property)' must return a value")
                return nil
            }
            return returnedText(expression, property: property)
        }
        if let statement = item.as(ExpressionStmtSyntax.self) { return returnedText(statement.expression, property: property) }
        if let expression = item.as(ExprSyntax.self) { return returnedText(expression, property: property) }
        error(item, "computed property '\(property)': write one expression, a 'switch' or an 'if' whose branches each return one")
        return nil
    }

    private mutating func returnedText(_ expression: ExprSyntax, property: String) -> String? {
        if let switchExpr = expression.as(SwitchExprSyntax.self) { return switchText(switchExpr, property: property) }
        if let ifExpr = expression.as(IfExprSyntax.self) { return ifText(ifExpr, property: property) }
        return expressionText(expression)
    }

    /// `switch s { case .a: return x; case .b, .c: return y; default: return z }` as
    /// `s == 'a' ? x : ((s == 'b') || (s == 'c') ? y : z)`; the last case is the rest without
    /// `default` (Swift's switch is exhaustive).
    private mutating func switchText(_ switchExpr: SwitchExprSyntax, property: String) -> String? {
        guard let subject = expressionText(switchExpr.subject) else { return nil }
        var branches: [(condition: String?, value: String)] = []
        for element in switchExpr.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else {
                error(element, "'#if' is not supported in a switch")
                return nil
            }
            var condition: String?
            if case .case(let label) = switchCase.label {
                var alternatives: [String] = []
                for item in label.caseItems {
                    guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self),
                        let text = caseText(pattern.expression)
                    else {
                        error(item, "computed property '\(property)': only 'case .name:' and literal cases are supported (no 'let' bindings or 'where')")
                        return nil
                    }
                    alternatives.append("\(subject) == \(text)")
                }
                condition = alternatives.count == 1 ? alternatives[0] : alternatives.map { "(\($0))" }.joined(separator: " || ")
            }
            guard let value = returnedText(switchCase.statements, property: property) else { return nil }
            branches.append((condition, value))
        }
        guard var result = branches.last?.value else {
            error(switchExpr, "computed property '\(property)': the switch has no cases")
            return nil
        }
        for branch in branches.dropLast().reversed() {
            guard let condition = branch.condition else {
                error(switchExpr, "computed property '\(property)': 'default' must be the last case")
                return nil
            }
            result = "\(condition) ? (\(branch.value)) : (\(result))"
        }
        return result
    }

    /// `if c { return x } else if d { return y } else { return z }` as `c ? (x) : (d ? (y) : (z))`.
    private mutating func ifText(_ ifExpr: IfExprSyntax, property: String) -> String? {
        guard ifExpr.conditions.count == 1, case .expression(let conditionExpr) = ifExpr.conditions.first!.condition,
            let condition = expressionText(conditionExpr)
        else {
            error(ifExpr.conditions, "computed property '\(property)': the condition must be one boolean expression (no 'let')")
            return nil
        }
        guard let then = returnedText(ifExpr.body.statements, property: property) else { return nil }
        let otherwise: String?
        switch ifExpr.elseBody {
        case .ifExpr(let next): otherwise = ifText(next, property: property)
        case .codeBlock(let block): otherwise = returnedText(block.statements, property: property)
        case nil:
            error(ifExpr, "computed property '\(property)': an 'if' needs an 'else' that returns a value too")
            return nil
        }
        guard let otherwise else { return nil }
        return "\(condition) ? (\(then)) : (\(otherwise))"
    }

    /// A case pattern as an expression: `.loading` is `'loading'`, literals as they are.
    private mutating func caseText(_ expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            return Self.quotedExpressionString(member.declName.baseName.text)
        }
        if let literal = numberOrBool(expression) { return literal.compactText }
        if let string = expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue { return Self.quotedExpressionString(string) }
        return nil
    }

    /// `header` in a view builder, where `var header: some View { … }` is a computed property
    /// of the view being translated: its views.
    mutating func computedView(_ expression: ExprSyntax, context: ViewContext) -> JSONTree?? {
        let name: String
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        guard let statements = computed.views[name] else { return nil }
        // A property that reads itself would never end.
        computed.views[name] = nil
        defer { computed.views[name] = statements }
        return .some(single(views(statements, context: context), at: expression))
    }

    /// Runs `body` with the computed properties of a view struct in effect (and those of the
    /// view around it not: each struct reads its own names).
    mutating func withComputedProperties<T>(_ members: ViewMembers, _ body: (inout Translator) -> T) -> T {
        let savedSubstitutions = substitutions, savedViews = computed.views
        substitutions = Dictionary(members.computed.map { ($0.name, $0.text) }, uniquingKeysWith: { a, _ in a })
        computed.views = Dictionary(members.computedViews.map { ($0.name, $0.statements) }, uniquingKeysWith: { a, _ in a })
        defer {
            substitutions = savedSubstitutions
            computed.views = savedViews
        }
        return body(&self)
    }
}
