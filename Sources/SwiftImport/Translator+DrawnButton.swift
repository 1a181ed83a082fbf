import SwiftSyntax

extension Translator {
    /// `Button { … } label: { … }` (and `Button(action: { … }) { … }`): the label's views, as
    /// SwiftUI's default (borderless) style draws them: tinted with the accent colour, `blue`,
    /// where they set no foreground colour of their own. `.disabled(c)` on it greys the tint
    /// (``buttonDisabled(_:members:)``).
    mutating func drawnButton(_ call: FunctionCallExprSyntax, label: ClosureExprSyntax, context: ViewContext) -> JSONTree? {
        let views = views(label.statements, context: context)
        guard !views.isEmpty else { return nil }
        return located(.object([
            "type": .string("Group"), "children": .array(views),
            "modifiers": .array([.object(["foregroundColor": .string(Self.buttonTint)])]),
        ]), call)
    }

    static let buttonTint = "blue"

    /// `.disabled(c)` written on a Button: a drawn one's tint is `gray` while `c` holds, as
    /// SwiftUI greys a disabled button's label. A tap runs the action whatever `c` is then (the
    /// import can't know the state at that time): a warning says so when it is tapped.
    mutating func buttonDisabled(_ call: FunctionCallExprSyntax, base: ExprSyntax, members: inout [JSONTree.Member]) -> Bool {
        guard let button = base.as(FunctionCallExprSyntax.self), button.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Button"
        else { return false }
        let arguments = Arguments(call)
        guard arguments.all.count <= 1, arguments.first?.label.isEmpty ?? true else {
            error(call, "write .disabled(condition)")
            return true
        }
        let condition = arguments.first.map { expressionText($0.expression) } ?? "true"
        guard let condition else { return true }
        if let index = members.firstIndex(where: { $0.key == "modifiers" }), case .array(var modifiers) = members[index].value.plain,
            case .object(let first)? = modifiers.first?.plain, first.first?.key == "foregroundColor"
        {
            modifiers[0] = .object(["foregroundColor": .string("(\(condition)) ? gray : \(Self.buttonTint)")])
            members[index].value = .array(modifiers)
        }
        interactions.disabledButtons.insert(position(button))
        return true
    }

    /// The first `Text("…")` literal of a Button's label views, which `--tap` names it by.
    static func firstText(in closure: ClosureExprSyntax) -> String? {
        final class Finder: SyntaxVisitor {
            var found: String?
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard found == nil else { return .skipChildren }
                if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Text",
                    let text = node.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
                {
                    found = text
                    return .skipChildren
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(closure.statements)
        return finder.found
    }
}
