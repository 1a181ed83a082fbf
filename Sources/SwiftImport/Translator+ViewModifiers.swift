import SwiftSyntax

/// A custom modifier written in place: a `struct X: ViewModifier`'s `body(content:)`, or a
/// `View` extension method's body, with `content` (or `self`) standing for the modified view.
struct ModifierTemplate {
    /// The parameters in order, with the labels a call uses and their default values (Swift
    /// expressions, translated where the template is expanded).
    var parameters: [(label: String, name: String, defaultValue: ExprSyntax?)]
    var body: CodeBlockItemListSyntax
    /// `content` for a ViewModifier (its body's parameter name), `self` for an extension.
    var contentName: String
    var name: String
}

/// While a template is expanded: the view standing for its content, and its parameters'
/// values as expression strings.
struct ModifierBinding {
    var content: JSONTree
    var contentName: String
    var values: [String: String]
    /// Whether `content` has been put in: each further copy counts its views against the limit.
    var contentUsed = false
}

extension Translator {
    /// `struct X: ViewModifier` and the methods of `extension View { … }`.
    mutating func collectModifier(_ decl: DeclSyntax) -> Bool {
        if let structDecl = decl.as(StructDeclSyntax.self),
            structDecl.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "ViewModifier" }) == true
        {
            modifierStructs.append((structDecl.name.text, structDecl))
            return true
        }
        if let extensionDecl = decl.as(ExtensionDeclSyntax.self), extensionDecl.extendedType.trimmedDescription == "AnyTransition" {
            collectTransitions(extensionDecl)
            return true
        }
        guard let extensionDecl = decl.as(ExtensionDeclSyntax.self), extensionDecl.extendedType.trimmedDescription == "View" else { return false }
        for member in extensionDecl.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.body != nil else {
                warning(member.decl, "only methods of 'extension View' are imported (custom modifiers: 'func name() -> some View { modifier(X()) }'); this declaration is skipped")
                continue
            }
            viewExtensions.append(function)
        }
        return true
    }

    /// The template a modifier call expands, if it is one of the file's: `.modifier(TitleStyle())`
    /// or `.titleStyle()`, with the values of its parameters.
    mutating func modifierTemplate(_ name: String, _ call: FunctionCallExprSyntax) -> (ModifierTemplate, [String: String])?? {
        if name == "modifier", call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil {
            guard let structCall = argument.expression.as(FunctionCallExprSyntax.self),
                let structName = structCall.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let decl = modifierStructs.first(where: { $0.name == structName })?.decl
            else {
                error(argument.expression, "'\(argument.expression.trimmedDescription.prefix(40))' is not a ViewModifier of this file; Zoetrope imports 'struct Name: ViewModifier { func body(content: Content) -> some View { … } }' used as .modifier(Name(…))")
                return .some(nil)
            }
            guard let template = modifierStructTemplate(decl) else { return .some(nil) }
            guard let values = expansionValues(template, Arguments(structCall), call: structCall) else { return .some(nil) }
            return (template, values)
        }
        guard let function = viewExtensions.first(where: { $0.name.text == name }) else { return nil }
        if let applied = Self.appliedStruct(function), !modifierStructs.contains(where: { $0.name == applied }) {
            // `func onAnimationCompleted(…) { modifier(AnimationCompletionObserverModifier(…)) }`:
            // not a modifier Zoetrope can expand; the format's own modifier of that name is used.
            warning(function.name, "extension method '\(name)' applies '\(applied)', which Zoetrope does not import; '.\(name)(…)' is read as Zoetrope's own modifier of that name")
            return nil
        }
        let template = ModifierTemplate(
            parameters: function.signature.parameterClause.parameters.map {
                (label: $0.firstName.text, name: ($0.secondName ?? $0.firstName).text, defaultValue: $0.defaultValue?.value)
            },
            body: function.body!.statements, contentName: "self", name: name)
        if call.trailingClosure != nil {
            error(call.trailingClosure!, "'.\(name)' with a closure is not supported; custom modifiers take values")
            return .some(nil)
        }
        guard let values = expansionValues(template, Arguments(call), call: call) else { return .some(nil) }
        return (template, values)
    }

    /// The struct a one-line extension method applies: `modifier(X(…))` or `self.modifier(X(…))`.
    static func appliedStruct(_ function: FunctionDeclSyntax) -> String? {
        guard let statements = function.body?.statements, statements.count == 1, let only = statements.first else { return nil }
        let expression = only.item.as(ReturnStmtSyntax.self)?.expression ?? only.item.as(ExprSyntax.self)
        guard let call = expression?.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription.hasSuffix("modifier"),
            ["modifier", "self.modifier"].contains(call.calledExpression.trimmedDescription),
            let inner = call.arguments.first?.expression.as(FunctionCallExprSyntax.self)
        else { return nil }
        return inner.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? inner.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression.trimmedDescription
    }

    mutating func modifierStructTemplate(_ decl: StructDeclSyntax) -> ModifierTemplate? {
        var parameters: [(label: String, name: String, defaultValue: ExprSyntax?)] = []
        var body: FunctionDeclSyntax?
        for member in decl.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "body", body == nil {
                body = function
                continue
            }
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.attributes.isEmpty else {
                error(member.decl, "this declaration in ViewModifier '\(decl.name.text)' is not supported; Zoetrope imports stored properties (let/var, no @State) and 'func body(content: Content) -> some View'")
                continue
            }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, binding.accessorBlock == nil else {
                    error(binding, "only stored properties are supported in a ViewModifier; write computed values where they are used")
                    continue
                }
                parameters.append((name, name, binding.initializer?.value))
            }
        }
        guard let body, let statements = body.body?.statements else {
            error(decl.name, "ViewModifier '\(decl.name.text)' has no 'func body(content: Content) -> some View { … }'")
            return nil
        }
        let contentName = body.signature.parameterClause.parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? "content"
        return ModifierTemplate(parameters: parameters, body: statements, contentName: contentName, name: decl.name.text)
    }

    /// Each parameter's value, as an expression string in the caller's scope.
    mutating func expansionValues(_ template: ModifierTemplate, _ arguments: Arguments, call: FunctionCallExprSyntax) -> [String: String]? {
        var values: [String: String] = [:]
        var remaining = arguments.all[...]
        for parameter in template.parameters {
            let expression: ExprSyntax
            if let argument = remaining.first, argument.label == parameter.label || (argument.label.isEmpty && parameter.label == "_") {
                remaining = remaining.dropFirst()
                expression = argument.expression
            } else if let defaultValue = parameter.defaultValue {
                // A default is written in the template's own scope: no caller names.
                let saved = modifierBinding
                modifierBinding = nil
                defer { modifierBinding = saved }
                guard let text = argumentText(defaultValue) else { return nil }
                values[parameter.name] = text
                continue
            } else {
                error(call, "'\(template.name)' needs '\(parameter.label == "_" ? parameter.name : parameter.label + ":")'")
                return nil
            }
            guard let text = argumentText(expression) else { return nil }
            values[parameter.name] = text
        }
        if let extra = remaining.first {
            error(extra.node, "'\(template.name)' has no parameter '\(extra.label.isEmpty ? "_" : extra.label)'; it takes \(Self.list(template.parameters.map(\.label)))")
            return nil
        }
        return values
    }

    /// An argument as an expression string: `.red` is `red`, a string literal is quoted.
    mutating func argumentText(_ expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil || Self.isTypeName(member.base!) {
            return member.declName.baseName.text
        }
        guard let text = expressionText(expression) else { return nil }
        return Self.isJSONNumber(text) || text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) ? text : "(\(text))"
    }

    /// The view a template makes around `content`.
    mutating func expand(_ template: ModifierTemplate, values: [String: String], content: JSONTree, at node: some SyntaxProtocol, context: ViewContext) -> JSONTree? {
        if modifiersInProgress.contains(template.name) {
            error(node, "modifier '\(template.name)' applies itself; Zoetrope's modifiers can't be recursive")
            return nil
        }
        modifiersInProgress.insert(template.name)
        let saved = modifierBinding, savedSubstitutions = substitutions
        modifierBinding = ModifierBinding(content: content, contentName: template.contentName, values: values)
        substitutions = [:]
        defer {
            modifierBinding = saved
            substitutions = savedSubstitutions
            modifiersInProgress.remove(template.name)
        }
        var statements = template.body
        if statements.count == 1, let returned = statements.first?.item.as(ReturnStmtSyntax.self), let expression = returned.expression {
            statements = CodeBlockItemListSyntax([CodeBlockItemSyntax(item: .expr(expression))])
        }
        return expandingUse(at: node) { $0.single($0.views(statements, context: context), at: node) }
    }
}
