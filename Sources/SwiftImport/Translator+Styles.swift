import SwiftSyntax

extension Translator {
    /// A transition: `.opacity`, `.move(edge: .leading)`, `.asymmetric(…)`, `a.combined(with: b)`.
    mutating func transition(_ expression: ExprSyntax) -> JSONTree? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil || Self.isTypeName(member.base!) {
            if let template = transitionExtensions[member.declName.baseName.text], template.isVariable {
                return customTransition(template, call: nil, at: member)
            }
            return .string(member.declName.baseName.text)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base == nil || Self.isTypeName(member.base!), let template = transitionExtensions[member.declName.baseName.text], !template.isVariable
        {
            return customTransition(template, call: call, at: member)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            error(expression, "write a transition such as .opacity, .scale, .slide, .move(edge: .leading) or .asymmetric(insertion:removal:)")
            return nil
        }
        let name = member.declName.baseName.text
        let arguments = Arguments(call)
        if let base = member.base, !Self.isTypeName(base) {
            guard name == "combined", let other = arguments.named("with"), let first = transition(base), let second = transition(other.expression) else {
                if name != "combined" { error(member.declName, "the only transition method is .combined(with:)") }
                return nil
            }
            var parts: [JSONTree] = []
            for part in [first, second] {
                if case .array(let inner)? = part["combined"]?.plain { parts += inner } else { parts.append(part) }
            }
            return .object(["combined": .array(parts)])
        }
        switch name {
        case "asymmetric":
            guard let insertion = arguments.named("insertion"), let removal = arguments.named("removal"),
                let inserted = transition(insertion.expression), let removed = transition(removal.expression)
            else {
                error(call, "write .asymmetric(insertion: …, removal: …)")
                return nil
            }
            return .object(["asymmetric": .object(["insertion": inserted, "removal": removed])])
        case "modifier":
            return modifierTransition(call, arguments: arguments)
        default:
            guard let parameters = generic(name, call, arguments: arguments) else { return nil }
            return .object([JSONTree.Member(name, parameters)])
        }
    }

    /// A font: `.largeTitle`, `.system(size: 20, weight: .bold)`, `.title.weight(.light).italic()`.
    mutating func font(_ expression: ExprSyntax) -> JSONTree? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil || Self.isTypeName(member.base!) {
            return .string(member.declName.baseName.text)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            return value(expression)
        }
        let name = member.declName.baseName.text
        let arguments = Arguments(call)
        if let base = member.base, !Self.isTypeName(base) {
            guard let font = font(base) else { return nil }
            var members: [JSONTree.Member]
            switch font.plain {
            case .object(let existing): members = existing
            case .string(let style): members = [.init("style", .string(style))]
            default:
                error(base, "write the font as .title.\(name)(…) or .system(size:weight:design:)")
                return nil
            }
            switch name {
            case "weight": if let weight = arguments.first.flatMap({ value($0.expression) }) { members.append(.init("weight", weight)) }
            case "bold": members.append(.init("weight", .string("bold")))
            case "italic": members.append(.init("italic", .bool(true)))
            default:
                error(member.declName, "the font method '.\(name)' is not supported; Zoetrope has .weight(_:), .bold() and .italic()")
                return nil
            }
            return .object(members)
        }
        guard name == "system" else {
            error(call, "the font '.\(name)(…)' is not supported; write a text style (.title) or .system(size:weight:design:)")
            return nil
        }
        var members: [JSONTree.Member] = []
        for argument in arguments.all {
            guard let value = value(argument.expression) else { return nil }
            members.append(.init(argument.label.isEmpty ? "style" : argument.label, value))
        }
        return .object(members)
    }

    /// `.rotationEffect(.degrees(45), anchor: .top)`, `.rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))`.
    mutating func rotation(_ arguments: Arguments) -> JSONTree? {
        var members: [JSONTree.Member] = []
        for argument in arguments.all {
            if argument.label.isEmpty {
                guard let angle = angle(argument.expression) else { return nil }
                members.append(angle)
            } else {
                guard let value = value(argument.expression) else { return nil }
                members.append(.init(argument.label, located(value, argument.expression)))
            }
        }
        if members.count == 1, members[0].key == "degrees" { return members[0].value }
        return .object(members)
    }

    /// `.degrees(x)`, `.radians(x)`, `Angle(degrees: x)` as `degrees`/`radians` and the value.
    private mutating func angle(_ expression: ExprSyntax) -> JSONTree.Member? {
        if let call = expression.as(FunctionCallExprSyntax.self), let only = call.arguments.first, call.arguments.count == 1 {
            var unit: String?
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil || Self.isTypeName(member.base!) {
                unit = member.declName.baseName.text
            } else if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Angle" {
                unit = only.label?.text
            }
            if let unit, unit == "degrees" || unit == "radians", let value = value(only.expression) {
                return .init(unit, located(value, only.expression))
            }
        }
        error(expression, "write the angle as .degrees(…) or .radians(…) (for a changing angle: .degrees(flag ? 90 : 0))")
        return nil
    }
}
