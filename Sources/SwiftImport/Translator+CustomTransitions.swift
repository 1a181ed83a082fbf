import SwiftSyntax

/// A static function or variable of `extension AnyTransition { … }`: its parameters and the
/// transition it returns.
struct TransitionTemplate {
    var name: String
    var isVariable: Bool
    var parameters: [(label: String, name: String, defaultValue: ExprSyntax?)]
    var body: ExprSyntax
}

extension Translator {
    /// `static func flip(anchor: UnitPoint = .center) -> AnyTransition { … }` and
    /// `static var cardFlip: AnyTransition { … }`, each returning one transition expression.
    mutating func collectTransitions(_ decl: ExtensionDeclSyntax) {
        for member in decl.memberBlock.members {
            var statements: CodeBlockItemListSyntax?
            var template: TransitionTemplate?
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                statements = function.body?.statements
                template = TransitionTemplate(
                    name: function.name.text, isVariable: false,
                    parameters: function.signature.parameterClause.parameters.map {
                        (label: $0.firstName.text, name: ($0.secondName ?? $0.firstName).text, defaultValue: $0.defaultValue?.value)
                    },
                    body: ExprSyntax(NilLiteralExprSyntax()))
            } else if let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, case .getter(let getter)? = binding.accessorBlock?.accessors
            {
                statements = getter
                template = TransitionTemplate(name: name, isVariable: true, parameters: [], body: ExprSyntax(NilLiteralExprSyntax()))
            }
            guard var template, let statements, statements.count == 1, let only = statements.first,
                let body = only.item.as(ReturnStmtSyntax.self)?.expression ?? only.item.as(ExprSyntax.self)
            else {
                warning(member.decl, "only static functions and variables returning one transition are imported from 'extension AnyTransition'; this declaration is skipped")
                continue
            }
            template.body = body
            transitionExtensions[template.name] = template
        }
    }

    /// `.cardFlip`, `.flip(anchor: .leading)`: the transition the extension returns, with the
    /// arguments in place of the parameters.
    mutating func customTransition(_ template: TransitionTemplate, call: FunctionCallExprSyntax?, at node: some SyntaxProtocol) -> JSONTree? {
        let key = "AnyTransition.\(template.name)"
        if modifiersInProgress.contains(key) {
            error(node, "transition '\(template.name)' uses itself; Zoetrope's transitions can't be recursive")
            return nil
        }
        // `.t0.combined(with: .t0)` in t1, two t1s in t2, …: 2^n expansions, each counted.
        guard countNodes(1, at: node, "the source's custom transitions expand more times") else { return nil }
        var values: [String: String] = [:]
        if let call {
            let modifier = ModifierTemplate(parameters: template.parameters, body: CodeBlockItemListSyntax([]), contentName: "", name: template.name)
            guard let found = expansionValues(modifier, Arguments(call), call: call) else { return nil }
            values = found
        }
        modifiersInProgress.insert(key)
        let saved = substitutions, savedBinding = modifierBinding
        substitutions = values
        modifierBinding = nil
        defer {
            substitutions = saved
            modifierBinding = savedBinding
            modifiersInProgress.remove(key)
        }
        return expandingUse(at: node) { $0.transition(template.body) }
    }

    /// `.modifier(active: Flip(active: true), identity: Flip(active: false))`: the modifiers
    /// each ViewModifier applies, as the format's custom transition.
    mutating func modifierTransition(_ call: FunctionCallExprSyntax, arguments: Arguments) -> JSONTree? {
        guard arguments.all.map(\.label) == ["active", "identity"] else {
            error(call, "write a custom transition as .modifier(active: Name(…), identity: Name(…)) with ViewModifier structs of this file")
            return nil
        }
        var members: [JSONTree.Member] = []
        for argument in arguments.all {
            guard let structCall = argument.expression.as(FunctionCallExprSyntax.self),
                let name = structCall.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let decl = modifierStructs.first(where: { $0.name == name })?.decl
            else {
                error(argument.expression, "'\(argument.expression.trimmedDescription.prefix(40))' is not a ViewModifier of this file; a custom transition's states are 'struct Name: ViewModifier' values")
                return nil
            }
            guard let template = modifierStructTemplate(decl), let values = expansionValues(template, Arguments(structCall), call: structCall) else { return nil }
            let placeholder = JSONTree.object(["type": .string("EmptyView")])
            guard let expanded = expand(template, values: values, content: placeholder, at: argument.expression, context: ViewContext(appearsAtStart: false)) else { return nil }
            guard case .object(let fields) = expanded.plain, fields.first?.value.plain == .string("EmptyView"), fields.allSatisfy({ ["type", "modifiers"].contains($0.key) })
            else {
                error(argument.expression, "the body of '\(name)' makes other views; a transition's ViewModifier may only apply modifiers to 'content'")
                return nil
            }
            members.append(.init(argument.label, fields.first { $0.key == "modifiers" }?.value ?? .array([])))
        }
        return .object(["modifiers": .object(members)])
    }
}
