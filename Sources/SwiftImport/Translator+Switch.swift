import SwiftSyntax

extension Translator {
    /// `switch value { case .a: …; case .b, .c: …; default: … }` in a view builder: If views
    /// comparing the value with each case (`.name` is the string of its name, as enum state is).
    mutating func switchView(_ switchExpr: SwitchExprSyntax, context: ViewContext) -> JSONTree? {
        guard let subject = expressionText(switchExpr.subject) else { return nil }
        var branches: [(condition: String?, view: JSONTree, node: Syntax)] = []
        var branchContext = context
        branchContext.appearsAtStart = false
        for element in switchExpr.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else {
                error(element, "'#if' is not supported in a switch")
                return nil
            }
            var condition: String?
            switch switchCase.label {
            case .default:
                condition = nil
            case .case(let label):
                var alternatives: [String] = []
                for item in label.caseItems {
                    guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self),
                        let text = casePattern(pattern.expression)
                    else {
                        error(item, "only 'case .name:' and literal cases are supported in a view builder's switch (no 'let' bindings or 'where'); write 'if' for others")
                        return nil
                    }
                    alternatives.append("\(subject) == \(text)")
                }
                condition = alternatives.count == 1 ? alternatives[0] : alternatives.map { "(\($0))" }.joined(separator: " || ")
            }
            let views = views(switchCase.statements, context: branchContext)
            let view = single(views, at: switchCase) ?? .object(["type": .string("EmptyView")])
            branches.append((condition, view, Syntax(switchCase)))
        }
        // Nested from the last case up: each case's If has the following ones as its else.
        var result: JSONTree?
        for branch in branches.reversed() {
            guard let condition = branch.condition else {
                result = branch.view
                continue
            }
            var members: [JSONTree.Member] = [.init("type", .string("If")), .init("condition", .string(condition)), .init("then", branch.view)]
            if let otherwise = result { members.append(.init("else", otherwise)) }
            result = located(.object(members), branch.node)
        }
        return result
    }

    /// A case pattern as an expression: `.loading` is `'loading'`, literals as they are.
    private mutating func casePattern(_ expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            return Self.quotedExpressionString(member.declName.baseName.text)
        }
        if let literal = numberOrBool(expression) { return literal.compactText }
        if let string = expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue { return Self.quotedExpressionString(string) }
        return nil
    }
}
