import SwiftSyntax

extension Translator {
    /// The views a view builder's statements make (`if` becomes an If view).
    mutating func views(_ statements: CodeBlockItemListSyntax, context: ViewContext) -> [JSONTree] {
        var views: [JSONTree] = []
        for statement in statements {
            guard !isOverViewLimit else { break }
            switch statement.item {
            case .expr(let expression):
                if let view = viewStatement(expression, context: context) { views.append(view) }
            case .stmt(let stmt):
                if let expression = stmt.as(ExpressionStmtSyntax.self)?.expression ?? stmt.as(ReturnStmtSyntax.self)?.expression {
                    if let view = viewStatement(expression, context: context) { views.append(view) }
                } else {
                    error(stmt, "'\(stmt.trimmedDescription.prefix(30))' is not supported in a view builder; write views, 'if'/'else' or 'ForEach'")
                }
            case .decl(let decl):
                // `let _ = Self._printChanges()` (seed 003): SwiftUI's debugging print.
                if let binding = decl.as(VariableDeclSyntax.self)?.bindings.first, binding.pattern.is(WildcardPatternSyntax.self),
                    binding.initializer?.value.trimmedDescription == "Self._printChanges()"
                {
                    warning(decl, "Self._printChanges() prints nothing here (see the trace: 'zoetrope trace'); skipped")
                    continue
                }
                error(decl, "declarations are not supported in a view builder; write the value where it is used")
            }
        }
        return views
    }

    private mutating func viewStatement(_ expression: ExprSyntax, context: ViewContext) -> JSONTree? {
        if let ifExpr = expression.as(IfExprSyntax.self) { return ifView(ifExpr, context: context) }
        if let switchExpr = expression.as(SwitchExprSyntax.self) { return switchView(switchExpr, context: context) }
        return view(expression, context: context)
    }

    private mutating func ifView(_ ifExpr: IfExprSyntax, context: ViewContext) -> JSONTree? {
        // `if let x = e`: `x` reads `e` in the conditions after it and in the `then` branch.
        let savedSubstitutions = substitutions
        guard let condition = ifConditions(ifExpr.conditions) else {
            substitutions = savedSubstitutions
            return nil
        }
        var branchContext = context
        branchContext.appearsAtStart = false
        var members: [JSONTree.Member] = [.init("type", .string("If")), .init("condition", .string(condition))]
        // Its Buttons' actions run later (`--tap`), with the names `if let` gives (kept by addTappable).
        let thenViews = views(ifExpr.body.statements, context: branchContext)
        substitutions = savedSubstitutions
        members.append(.init("then", single(thenViews, at: ifExpr.body) ?? .null))
        switch ifExpr.elseBody {
        case .ifExpr(let elseIf):
            if let view = ifView(elseIf, context: branchContext) { members.append(.init("else", view)) }
        case .codeBlock(let block):
            let elseViews = views(block.statements, context: branchContext)
            members.append(.init("else", single(elseViews, at: block) ?? .null))
        case nil:
            break
        }
        return located(.object(members), ifExpr)
    }

    /// A view expression: a view and its chain of modifiers.
    mutating func view(_ expression: ExprSyntax, context: ViewContext) -> JSONTree? {
        guard countView(expression) else { return nil }
        var chain: [(name: TokenSyntax, call: FunctionCallExprSyntax?)] = []
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                !Self.isTypeName(base)
            {
                chain.append((member.declName.baseName, call))
                current = base
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base, !Self.isTypeName(base) {
                chain.append((member.declName.baseName, nil))
                current = base
            } else {
                break
            }
        }
        // Inside a custom modifier, `modifier(X())` and `titleStyle()` apply to its content.
        var implicitContent = false
        if let binding = modifierBinding, binding.contentName == "self", let call = current.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName,
            name.text == "modifier" || viewExtensions.contains(where: { $0.name.text == name.text })
        {
            chain.append((name, call))
            implicitContent = true
        }
        guard var view = implicitContent ? modifierBinding?.content : baseView(current, context: context) else { return nil }
        guard case .object(var members) = view.plain else { return view }
        var modifiers: [JSONTree] = []
        func attach() {
            guard !modifiers.isEmpty else { return }
            if let index = members.firstIndex(where: { $0.key == "modifiers" }), case .array(let existing) = members[index].value.plain {
                members[index].value = .array(existing + modifiers)
            } else {
                members.append(.init("modifiers", .array(modifiers)))
            }
            modifiers = []
        }
        for (name, call) in chain.reversed() {
            guard let call else {
                error(name, "'.\(name.text)' is a property, not a modifier; write '.\(name.text)()'")
                continue
            }
            if let template = modifierTemplate(name.text, call) {
                // A custom modifier: the view so far is its content.
                guard let (template, values) = template else { continue }
                attach()
                guard let expanded = expand(template, values: values, content: located(.object(members), current), at: name, context: context),
                    case .object(let expandedMembers) = expanded.plain
                else { return nil }
                members = expandedMembers
                continue
            }
            if progressViewModifier(name, call, members: &members) { continue }
            if name.text == "disabled", buttonDisabled(call, base: current, members: &members) { continue }
            if let modifier = modifier(name, call, view: members, context: context) { modifiers.append(modifier) }
            modifiers += followingModifiers
            followingModifiers = []
        }
        attach()
        view = located(.object(members), current)
        return view
    }

    /// `Color`, `Font`: a capitalised name used as a type, not a view.
    static func isTypeName(_ expression: ExprSyntax) -> Bool {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return ["Color", "Font", "Animation", "AnyTransition", "ContentTransition", "Angle", "Double", "CGFloat"].contains(name)
    }
}
