import SwiftSyntax

extension Translator {
    /// `ProgressView()`: the format's indeterminate circular `ProgressView`.
    mutating func progressView(_ call: FunctionCallExprSyntax, arguments: Arguments) -> JSONTree? {
        guard arguments.all.isEmpty, call.trailingClosure == nil else {
            error(call, "only ProgressView() without arguments is imported (the indeterminate circular indicator); a label or 'value:' (a linear bar) is not drawn by Zoetrope: write the label as a Text beside it")
            return nil
        }
        return located(.object(["type": .string("ProgressView")]), call)
    }

    /// `.progressViewStyle(CircularProgressViewStyle(tint: .white))`, `.progressViewStyle(.circular)`
    /// and `.tint(.white)` written on a `ProgressView()`: its `tint` property. True when `name`
    /// was one of those (handled, or reported).
    mutating func progressViewModifier(_ name: TokenSyntax, _ call: FunctionCallExprSyntax, members: inout [JSONTree.Member]) -> Bool {
        guard name.text == "progressViewStyle" || name.text == "tint" else { return false }
        let isProgressView: Bool
        if case .string("ProgressView")? = members.first(where: { $0.key == "type" })?.value.plain { isProgressView = true } else { isProgressView = false }
        guard isProgressView else {
            if name.text == "tint" { return false }
            error(name, "'.progressViewStyle' is imported only written on a ProgressView()")
            return true
        }
        let arguments = Arguments(call)
        guard arguments.all.count == 1, let argument = arguments.first, argument.label.isEmpty else {
            error(call, "write .\(name.text)(…) with one argument")
            return true
        }
        var tint: ExprSyntax?
        if name.text == "tint" {
            tint = argument.expression
        } else if argument.expression.trimmedDescription == ".circular" || argument.expression.trimmedDescription == "CircularProgressViewStyle()" {
            return true
        } else if let style = argument.expression.as(FunctionCallExprSyntax.self),
            style.calledExpression.trimmedDescription == "CircularProgressViewStyle",
            let only = Arguments(style).named("tint"), style.arguments.count == 1
        {
            tint = only.expression
        } else {
            error(argument.expression, "only the circular style is drawn: .progressViewStyle(.circular) or CircularProgressViewStyle(tint: color)")
            return true
        }
        guard let tint, let color = value(tint) else { return true }
        members.removeAll { $0.key == "tint" }
        members.append(.init("tint", located(color, tint)))
        return true
    }
}
