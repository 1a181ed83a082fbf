import Scene
import SwiftSyntax

extension Translator {
    /// An `Animation` value: a preset name, a curve with parameters and options, `nil`.
    mutating func animation(_ expression: ExprSyntax) -> JSONTree? {
        if expression.is(NilLiteralExprSyntax.self) { return .null }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil || Self.isTypeName(member.base!) {
            let name = member.declName.baseName.text
            return name == "none" ? .null : located(.string(name), expression)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            return expressionText(expression).map { .string($0) }
        }
        let name = member.declName.baseName.text
        let arguments = Arguments(call)
        // An option on an animation: `.easeIn.delay(0.2)`, `.linear(duration: 1).repeatForever(autoreverses: false)`.
        if let base = member.base, !Self.isTypeName(base) {
            guard let curve = animation(base) else { return nil }
            var members: [JSONTree.Member]
            switch curve.plain {
            case .object(let existing): members = existing
            case .string(let preset): members = [.init(preset, .object([]))]
            default:
                error(base, "options such as .\(name)(…) apply to an animation, not to nil")
                return nil
            }
            let option: JSONTree?
            switch name {
            case "delay", "speed":
                option = arguments.first.flatMap { value($0.expression) }
            case "repeatCount":
                var parts: [JSONTree.Member] = []
                for argument in arguments.all {
                    guard let value = value(argument.expression) else { return nil }
                    parts.append(.init(argument.label.isEmpty ? "count" : argument.label, value))
                }
                option = parts.count == 1 ? parts[0].value : .object(parts)
            case "repeatForever":
                option = arguments.all.isEmpty ? .bool(true) : generic(name, call, arguments: arguments)
            default:
                error(member.declName, "the animation option '.\(name)' is not supported; Zoetrope has .delay, .speed, .repeatCount and .repeatForever")
                return nil
            }
            guard let option else { return nil }
            return located(.object(Self.chained(members, .init(name, option))), expression)
        }
        if name == "timingCurve" {
            let points = arguments.unlabelled.compactMap { numberOrBool($0.expression) }
            guard points.count == 4 else {
                error(call, "timingCurve takes four control point numbers: .timingCurve(0.2, 0, 0.2, 1, duration: 0.5)")
                return nil
            }
            var members: [JSONTree.Member] = [.init("timingCurve", .array(points))]
            if let duration = arguments.named("duration"), let value = value(duration.expression) {
                members.append(.init("duration", value))
            }
            return located(.object(members), expression)
        }
        if arguments.all.isEmpty { return located(.object([JSONTree.Member(name, .object([]))]), expression) }
        guard let parameters = generic(name, call, arguments: arguments) else { return nil }
        return located(.object([JSONTree.Member(name, parameters)]), expression)
    }

    /// An animation object's `members` with `option` chained outside the options it has: as keys
    /// where the chain is in the order the format applies keys in (delay, speed, one repeat,
    /// each at most once), else as the format's `options` list, in the order written
    /// (`.repeatForever().delay(1)` waits once; as keys it would wait before every pass).
    static func chained(_ members: [JSONTree.Member], _ option: JSONTree.Member) -> [JSONTree.Member] {
        var curve: [JSONTree.Member] = []
        var chain: [JSONTree.Member] = []
        for member in members {
            if member.key == "options", case .array(let list) = member.value.plain {
                for element in list { if case .object(let one) = element.plain, let first = one.first { chain.append(first) } }
            } else if AnimationOptionOrder.rank(of: member.key) != nil {
                chain.append(member)
            } else {
                curve.append(member)
            }
        }
        chain.append(option)
        let ranks = chain.map { AnimationOptionOrder.rank(of: $0.key)! }
        if zip(ranks, ranks.dropFirst()).allSatisfy({ $0 < $1 }) { return curve + chain }
        return curve + [.init("options", .array(chain.map { .object([$0]) }))]
    }

    /// `.animation(.smooth, value: x)`, `.animation(.easeIn)`, `.animation(nil)`.
    mutating func animationModifier(_ call: FunctionCallExprSyntax, arguments: Arguments) -> JSONTree? {
        guard let curveArgument = arguments.first, curveArgument.label.isEmpty, let curve = animation(curveArgument.expression) else {
            if arguments.first?.label.isEmpty == false || arguments.all.isEmpty {
                error(call, "write .animation(.smooth, value: state) (or .animation(.smooth) for every change)")
            }
            return nil
        }
        if call.trailingClosure != nil {
            error(call.trailingClosure!, "the scoped '.animation(_:) { … }' form is not imported yet; write it in the JSON scene ({\"animation\": {\"curve\": …, \"body\": […]}})")
            return nil
        }
        guard let watched = arguments.named("value") else { return curve }
        guard let text = expressionText(watched.expression) else { return nil }
        return .object(["curve": curve, "value": located(.string(text), watched.expression)])
    }

    /// `.transaction { $0.animation = .smooth; $0.disablesAnimations = true }`.
    mutating func transactionModifier(_ call: FunctionCallExprSyntax, arguments: Arguments) -> JSONTree? {
        guard let closure = call.trailingClosure, arguments.all.isEmpty else {
            error(call, "write .transaction { $0.animation = … } (the value: and body: forms are not imported yet)")
            return nil
        }
        var parameter = "$0"
        if case .simpleInput(let names)? = closure.signature?.parameterClause, let first = names.first { parameter = first.name.text }
        var members: [JSONTree.Member] = []
        for statement in closure.statements {
            guard let sequence = statement.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                let target = sequence.elements.first?.as(MemberAccessExprSyntax.self),
                target.base?.trimmedDescription == parameter,
                sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
                let assigned = sequence.elements.last
            else {
                error(statement, "a transaction body may only assign: \(parameter).animation = … or \(parameter).disablesAnimations = …")
                return nil
            }
            switch target.declName.baseName.text {
            case "animation":
                guard let value = animation(assigned) else { return nil }
                members.append(.init("animation", value))
            case "disablesAnimations":
                guard let value = value(assigned) else { return nil }
                members.append(.init("disablesAnimations", value))
            default:
                error(target.declName, "only 'animation' and 'disablesAnimations' of a transaction can be set")
                return nil
            }
        }
        return .object(members)
    }
}
