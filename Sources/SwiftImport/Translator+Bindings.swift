import SwiftSyntax

/// What a `@Binding` or `@Namespace` declaration of a view is.
enum SpecialProperty {
    case binding(ViewMembers.Property)
    case namespaceParameter(ViewMembers.Property)
    /// `@Namespace private var hero`: declared in the scene's `namespaces`.
    case namespace
    /// Refused with an error already given.
    case refused
}

/// `@Binding` properties: a view given `$state` by the view that uses it reads and writes that
/// state. Such a view is written in place at each use (as a custom modifier is), with each
/// binding standing for the state passed, its parameters for the values passed and a
/// `Namespace.ID` parameter for the namespace passed, so its actions change the caller's state.
extension Translator {
    /// A `@Binding var`, a `@Namespace var` or a `Namespace.ID` parameter; nil for other properties.
    mutating func bindingOrNamespace(
        _ attribute: String?, name: String, binding: PatternBindingSyntax, attributes: AttributeListSyntax
    ) -> SpecialProperty? {
        let type = binding.typeAnnotation?.type.trimmedDescription
        switch attribute {
        case "Binding":
            if binding.initializer != nil || binding.accessorBlock != nil {
                error(binding, "@Binding '\(name)' takes its value from the view that uses this one: write '@Binding var \(name): Type' without a value")
                return .refused
            }
            return .binding(.init(name: name, value: .null, node: Syntax(binding)))
        case "Namespace":
            if binding.initializer != nil || binding.accessorBlock != nil {
                error(binding, "write the namespace as '@Namespace private var \(name)'")
                return .refused
            }
            if !namespaces.contains(name) { namespaces.append(name) }
            return .namespace
        case nil where type == "Namespace.ID":
            if binding.initializer != nil {
                error(binding, "a 'Namespace.ID' parameter takes the namespace the view that uses this one passes: write 'let \(name): Namespace.ID'")
                return .refused
            }
            return .namespaceParameter(.init(name: name, value: .null, node: Syntax(binding)))
        default:
            return nil
        }
    }

    /// Whether a view struct declares a `@Binding` or takes a `Namespace.ID`: it is written in
    /// place at each use.
    static func isWrittenInPlace(_ decl: StructDeclSyntax) -> Bool {
        decl.memberBlock.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
            if variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Binding" }) { return true }
            return variable.bindings.contains { $0.typeAnnotation?.type.trimmedDescription == "Namespace.ID" }
        }
    }

    /// A view with bindings written in place: `Child(isOn: $flag, title: "A")`.
    mutating func viewWithBindings(
        _ name: String, decl: StructDeclSyntax, call: FunctionCallExprSyntax, arguments: Arguments, context: ViewContext
    ) -> JSONTree? {
        enteringView(name, decl) { translator, members in
            translator.viewWithBindings(name, members, call: call, arguments: arguments, context: context)
        }
    }

    private mutating func viewWithBindings(
        _ name: String, _ members: ViewMembers, call: FunctionCallExprSyntax, arguments: Arguments, context: ViewContext
    ) -> JSONTree? {
        guard let body = members.body else { return nil }
        var values: [String: String] = [:]
        var remaining = arguments.all
        func take(_ property: ViewMembers.Property) -> Arguments.Argument? {
            guard let index = remaining.firstIndex(where: { $0.label == property.name }) else { return nil }
            return remaining.remove(at: index)
        }
        for property in members.bindings {
            guard let argument = take(property) else {
                error(call, "'\(name)' needs '\(property.name): $state' for its @Binding '\(property.name)'")
                return nil
            }
            guard let target = bindingTarget(argument.expression, context: context) else { return nil }
            values[property.name] = target
        }
        for property in members.namespaceParameters {
            guard let argument = take(property) else {
                error(call, "'\(name)' needs '\(property.name):', a namespace ('@Namespace private var hero' in this view, passed as '\(property.name): hero')")
                return nil
            }
            guard let reference = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let namespace = substitutions[reference] ?? (namespaces.contains(reference) ? reference : nil)
            else {
                error(argument.expression, "pass a namespace this view declares ('@Namespace private var hero', passed as '\(property.name): hero')")
                return nil
            }
            values[property.name] = namespace
        }
        for property in members.parameters {
            if let argument = take(property) {
                guard let text = argumentText(argument.expression) else { return nil }
                values[property.name] = text
            } else {
                // The declared default (or the type's zero), written in the view's own scope.
                guard let text = Self.expressionLiteral(property.value.plain) else {
                    error(call, "'\(name)' needs '\(property.name):' (its default can't be written as an expression)")
                    return nil
                }
                values[property.name] = text
            }
        }
        if let extra = remaining.first {
            let known = (members.bindings + members.namespaceParameters + members.parameters).map(\.name)
            error(extra.node, extra.label.isEmpty
                ? "arguments of '\(name)' are labelled with its properties (\(Self.list(known)))"
                : "'\(name)' has no property '\(extra.label)'; it has \(Self.list(known))")
            return nil
        }
        if let first = members.state.first {
            // Its own state joins the state of the view it is written in: once only.
            if context.component != nil || uses[name, default: 0] > 1 || !context.loopVariables.isEmpty || !context.proxies.isEmpty {
                // Said once, at the state, however often the view is used.
                if diagnostics.contains(where: { $0.position == position(first.node) }) { return nil }
                error(first.node, "'\(name)' has @Binding and @State; such a view is written in place, so it can be used once, outside a ForEach and a view with parameters (move '\(first.name)' to the view that uses it and pass '$\(first.name)')")
                return nil
            }
            for property in members.state {
                if state.contains(where: { $0.key == property.name }) {
                    error(property.node, "state '\(property.name)' of '\(name)' has the name of another view's state; rename one of them")
                    return nil
                }
                state.append(.init(property.name, property.value))
            }
        }
        // The view's names are its own (its computed properties read them too): the caller's
        // substitutions and custom modifier are already in the values. Its Buttons and tapped
        // views keep these names for `--tap`.
        let savedModifier = modifierBinding
        modifierBinding = nil
        defer { modifierBinding = savedModifier }
        let views = withComputedProperties(members, values: values) { $0.views(body, context: context) }
        return single(views, at: call).map { located($0, call) }
    }

    /// The state a `$name` argument binds: a `@State` of the calling view (or the state its
    /// own binding stands for).
    private mutating func bindingTarget(_ expression: ExprSyntax, context: ViewContext) -> String? {
        guard let reference = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, reference.hasPrefix("$"), reference.count > 1 else {
            error(expression, "pass a binding to a @State of this view: '$name' (for a constant value, make the property a 'let' parameter)")
            return nil
        }
        let name = String(reference.dropFirst())
        if let target = substitutions[name] { return target }
        let owned = context.component.flatMap { componentState[$0] } ?? state
        guard owned.contains(where: { $0.key == name }) else {
            error(expression, "'\(name)' is not a @State of this view; bind a '@State var \(name)' declared here")
            return nil
        }
        return name
    }

    /// A literal default as an expression: a number, bool or string.
    static func expressionLiteral(_ value: JSONTree) -> String? {
        switch value {
        case .number, .bool: value.compactText
        case .string(let text): quotedExpressionString(text)
        default: nil
        }
    }

    /// The state a written name stands for: a binding's state (`isOn.toggle()` in a view given
    /// `$flag` writes `flag`), or the name itself; nil for a name that stands for a value.
    func writtenStateName(_ name: String) -> String? {
        guard let target = substitutions[name] else { return name }
        return target.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) && target.first?.isNumber == false ? target : nil
    }
}

extension Translator {
    /// The text of a quoted expression string without escapes or interpolation (`'Wi-Fi'` is
    /// `Wi-Fi`); nil for anything else.
    static func plainString(_ expression: String) -> String? {
        if expression.hasPrefix("("), expression.hasSuffix(")") { return plainString(String(expression.dropFirst().dropLast())) }
        guard expression.count >= 2, expression.hasPrefix("'"), expression.hasSuffix("'") else { return nil }
        let inner = expression.dropFirst().dropLast()
        guard !inner.contains("'"), !inner.contains("\\") else { return nil }
        return String(inner)
    }
}
