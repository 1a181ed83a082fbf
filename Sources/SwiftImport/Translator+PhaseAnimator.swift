import SwiftSyntax

/// `.phaseAnimator(_:trigger:content:animation:)` as the format's `phaseAnimator`. The phases
/// are an array of literals (`[0, 1, 2]`, `[false, true]`) or an enum's cases (`Phase.allCases`
/// of `enum Phase: CaseIterable { case idle, up, down }`), which are the strings of their names
/// (as enum state is): `phase == .up` reads `phase == 'up'`, and a computed property of the enum
/// that switches over `self` (`var scale: Double { switch self { case .up: 1.2; default: 1 } }`)
/// is the expression that picks its value.
extension Translator {
    mutating func phaseAnimatorModifier(_ call: FunctionCallExprSyntax, arguments: Arguments, context: ViewContext) -> JSONTree? {
        for argument in arguments.all where !["", "trigger", "content", "animation"].contains(argument.label) {
            error(argument.node, "phaseAnimator takes its phases, trigger, content and animation; '\(argument.label)' is not one of them")
            return nil
        }
        guard let phasesArgument = arguments.first, phasesArgument.label.isEmpty else {
            error(call, "phaseAnimator needs its phases first: .phaseAnimator([0, 1, 2]) { content, phase in … } or .phaseAnimator(Phase.allCases) { … }")
            return nil
        }
        guard let (phases, phaseEnum) = phaseValues(phasesArgument.expression) else { return nil }
        var members: [JSONTree.Member] = [.init("phases", located(.array(phases), phasesArgument.expression))]
        if let trigger = arguments.named("trigger") {
            guard let text = expressionText(trigger.expression) else { return nil }
            members.append(.init("trigger", located(.string(text), trigger.expression)))
        }
        guard let contentClosure = arguments.closure("content") ?? call.trailingClosure else {
            error(call, "phaseAnimator needs its content: .phaseAnimator(phases) { content, phase in content.scaleEffect(phase == 1 ? 1.2 : 1) }")
            return nil
        }
        // While the closures are written, the enum's properties read the phase, and its cases
        // compared with the phase are strings.
        let savedMembers = memberSubstitutions
        defer { memberSubstitutions = savedMembers }
        if let phaseEnum {
            for (property, text) in phaseEnum.properties { memberSubstitutions["phase.\(property)"] = text }
        }
        let phaseCases = phaseEnum.map { Set($0.cases) }
        let animationClosure = arguments.closure("animation") ?? call.additionalTrailingClosures.first { $0.label.text == "animation" }?.closure
        if let animationClosure {
            guard let animation = phaseAnimation(animationClosure, phaseCases: phaseCases) else { return nil }
            members.append(.init("animation", located(animation, animationClosure)))
        }
        guard let content = animatorContent(contentClosure, valueText: "phase", valueCases: phaseCases, context: context) else { return nil }
        members.append(.init("content", content))
        return .object(members)
    }

    /// The phases as JSON values, and the enum they are cases of.
    private mutating func phaseValues(_ expression: ExprSyntax) -> ([JSONTree], PhaseEnum?)? {
        // Phase.allCases
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "allCases",
            let typeName = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        {
            guard let phaseEnum = phaseEnum(typeName, at: expression) else { return nil }
            return (phaseEnum.cases.map { .string($0) }, phaseEnum)
        }
        guard let array = expression.as(ArrayExprSyntax.self), !array.elements.isEmpty else {
            error(expression, "the phases are an array of literals ([0, 1, 2]) or an enum's cases (Phase.allCases)")
            return nil
        }
        // [.idle, .up] or [Phase.idle, Phase.up]
        let caseNames = array.elements.compactMap { element -> (String, String?)? in
            guard let member = element.expression.as(MemberAccessExprSyntax.self) else { return nil }
            return (member.declName.baseName.text, member.base?.trimmedDescription)
        }
        if caseNames.count == array.elements.count {
            let typeNames = Set(caseNames.compactMap(\.1))
            var phaseEnum: PhaseEnum?
            if let typeName = typeNames.first, typeNames.count == 1 {
                guard let found = self.phaseEnum(typeName, at: expression) else { return nil }
                phaseEnum = found
            }
            if let unknown = caseNames.first(where: { phaseEnum != nil && !phaseEnum!.cases.contains($0.0) }) {
                error(expression, "'\(unknown.0)' is not a case of the phases' enum")
                return nil
            }
            return (caseNames.map { .string($0.0) }, phaseEnum ?? PhaseEnum(cases: caseNames.map(\.0), properties: [:]))
        }
        guard let literal = literal(expression, subject: "the phases") else { return nil }
        guard case .array(let values) = literal.plain else { return nil }
        return (values, nil)
    }

    /// `animation: { phase in … }`: one animation, or a `switch phase` of presets (an expression
    /// over preset names, as the format takes).
    private mutating func phaseAnimation(_ closure: ClosureExprSyntax, phaseCases: Set<String>?) -> JSONTree? {
        var parameter = "_"
        if case .simpleInput(let names)? = closure.signature?.parameterClause, let first = names.first { parameter = first.name.text }
        if case .parameterClause(let clause)? = closure.signature?.parameterClause, let first = clause.parameters.first {
            parameter = (first.secondName ?? first.firstName).text
        }
        guard closure.statements.count == 1, let statement = closure.statements.first,
            let expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ReturnStmtSyntax.self)?.expression
                ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
        else {
            error(closure, "write the animation as { phase in .bouncy } or { phase in switch phase { case .up: .bouncy; default: .smooth } }")
            return nil
        }
        var inner = scope
        if parameter != "_" {
            inner.substitutions[parameter] = "phase"
            if let phaseCases { inner.computed.enumTyped[parameter] = phaseCases }
        }
        return within(inner) { $0.phaseAnimation(expression) }
    }

    /// The expression of `animation: { phase in … }`, with its parameter standing for `phase`.
    private mutating func phaseAnimation(_ expression: ExprSyntax) -> JSONTree? {
        // `phase == .grow ? .easeOut : .bouncy`: the presets as quoted names.
        if let ternary = expression.as(TernaryExprSyntax.self) {
            guard let condition = expressionText(ternary.condition), let then = animation(ternary.thenExpression),
                let otherwise = animation(ternary.elseExpression)
            else { return nil }
            guard case .string(let a) = then.plain, case .string(let b) = otherwise.plain else {
                error(expression, "an animation that differs by phase is a preset (.bouncy, .smooth, .easeInOut, …, or nil): the format picks it with an expression over names; write one animation with parameters for every phase instead")
                return nil
            }
            return .string("\(condition) ? \(Self.quotedExpressionString(a)) : \(Self.quotedExpressionString(b))")
        }
        guard let switchExpr = expression.as(SwitchExprSyntax.self) else {
            return animation(expression)
        }
        guard let subject = expressionText(switchExpr.subject) else { return nil }
        var branches: [(condition: String?, animation: String)] = []
        for element in switchExpr.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self), switchCase.statements.count == 1,
                let result = switchCase.statements.first?.item.as(ExprSyntax.self)
                    ?? switchCase.statements.first?.item.as(ReturnStmtSyntax.self)?.expression
            else {
                error(element, "each case of the phase's animation is one animation: case .up: .bouncy")
                return nil
            }
            guard let translated = animation(result) else { return nil }
            let name: String
            switch translated.plain {
            case .string(let preset): name = Self.quotedExpressionString(preset)
            case .null: name = "nil"
            default:
                error(result, "an animation that differs by phase is a preset (.bouncy, .smooth, .easeInOut, …, or nil): the format picks it with an expression over names; write one animation with parameters for every phase instead")
                return nil
            }
            switch switchCase.label {
            case .default: branches.append((nil, name))
            case .case(let label):
                var alternatives: [String] = []
                for item in label.caseItems {
                    guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self),
                        let text = expecting(enumCases(of: switchExpr.subject) ?? [], { $0.expressionText(pattern.expression) })
                    else {
                        error(item, "write the cases as 'case .name:' or literals")
                        return nil
                    }
                    alternatives.append("\(subject) == \(text)")
                }
                branches.append((alternatives.joined(separator: " || "), name))
            }
        }
        return .string(Self.chooser(branches) ?? "nil")
    }

    /// Nested `?:` over branches; the last without condition (or `nil`) is the rest.
    static func chooser(_ branches: [(condition: String?, animation: String)]) -> String? {
        var result: String?
        for branch in branches.reversed() {
            guard let condition = branch.condition else {
                result = branch.animation
                continue
            }
            result = "\(condition.contains("||") ? "(\(condition))" : condition) ? \(branch.animation) : \(result ?? "nil")"
        }
        return result
    }
}

/// An enum whose cases are phases: its case names and its computed properties as expressions
/// over `phase`.
struct PhaseEnum {
    var cases: [String]
    var properties: [String: String]
}

extension Translator {
    /// `enum Name { case a, b; var scale: Double { switch self { case .a: 1; default: 2 } } }`
    /// of this file.
    mutating func phaseEnum(_ typeName: String, at node: some SyntaxProtocol) -> PhaseEnum? {
        guard let decl = tree.statements.lazy.compactMap({ $0.item.as(DeclSyntax.self)?.as(EnumDeclSyntax.self) }).first(where: { $0.name.text == typeName }) else {
            error(node, "'\(typeName)' is not an enum of this file; the phases are an array of literals or 'Phase.allCases' of 'enum Phase: CaseIterable { case … }'")
            return nil
        }
        var cases: [String] = []
        var properties: [String: String] = [:]
        for member in decl.memberBlock.members {
            if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
                for element in caseDecl.elements {
                    guard element.parameterClause == nil, element.rawValue == nil else {
                        error(element, "phase cases have no associated or raw values")
                        return nil
                    }
                    cases.append(element.name.text)
                }
                continue
            }
            guard let (name, switchExpr) = Self.switchOverSelf(member.decl) else {
                error(member.decl, "in a phases enum, Zoetrope imports cases and computed properties that switch over self (var scale: Double { switch self { case .up: 1.2; default: 1 } })")
                return nil
            }
            guard let chosen = enumProperty(name, switchExpr, subject: "phase") else { return nil }
            properties[name] = chosen
        }
        guard !cases.isEmpty else {
            error(decl.name, "the enum '\(typeName)' has no cases")
            return nil
        }
        return PhaseEnum(cases: cases, properties: properties)
    }
}
