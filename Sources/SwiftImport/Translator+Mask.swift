import SwiftSyntax

extension Translator {
    /// `.mask { Circle() }`, `.mask(Circle())` and `.mask(alignment: .top) { … }`: the mask view,
    /// or an object with `view` and `alignment`.
    mutating func maskModifier(_ call: FunctionCallExprSyntax, arguments: Arguments, context: ViewContext) -> JSONTree? {
        var alignment: JSONTree?
        var maskView: JSONTree?
        for argument in arguments.all {
            switch argument.label {
            case "alignment":
                alignment = value(argument.expression).map { located($0, argument.expression) }
            case "", "content":
                if let closure = argument.expression.as(ClosureExprSyntax.self) {
                    maskView = single(views(closure.statements, context: context), at: closure)
                } else {
                    maskView = view(argument.expression, context: context)
                }
            default:
                error(argument.node, "mask has no argument '\(argument.label)'; write .mask(alignment: .center) { … }")
                return nil
            }
        }
        if let closure = call.trailingClosure { maskView = single(views(closure.statements, context: context), at: closure) }
        guard let maskView else {
            error(call, "mask needs its view: .mask { Circle() }")
            return nil
        }
        guard let alignment else { return maskView }
        return .object([.init("view", maskView), .init("alignment", alignment)])
    }
}
