import SwiftSyntax

extension Translator {
    /// A content transition: `.identity`, `.opacity`, `.interpolate`, `.numericText()`,
    /// `.numericText(countsDown: true)`, `.numericText(value: Double(count))`.
    mutating func contentTransition(_ expression: ExprSyntax) -> JSONTree? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil || Self.isTypeName(member.base!) {
            return .string(member.declName.baseName.text)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base == nil || Self.isTypeName(member.base!), member.declName.baseName.text == "numericText"
        else {
            error(expression, "write a content transition such as .opacity, .interpolate, .identity, .numericText() or .numericText(value: …)")
            return nil
        }
        let arguments = Arguments(call)
        if arguments.all.isEmpty { return .string("numericText") }
        guard let parameters = generic("numericText", call, arguments: arguments) else { return nil }
        return .object([JSONTree.Member("numericText", parameters)])
    }
}
