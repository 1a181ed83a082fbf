import SwiftSyntax

/// `.keyframeAnimator(initialValue:trigger:content:keyframes:)` (and `repeating:`) with
/// `KeyframeTrack(\.name) { LinearKeyframe(…); SpringKeyframe(…); CubicKeyframe(…); MoveKeyframe(…) }`
/// as the format's `keyframeAnimator`.
///
/// The initial value is a struct of number fields with defaults (`AnimationValues()`), each
/// field a track, or a number, whose one track is named `value` (`KeyframeTrack { … }` or the
/// keyframes written directly).
extension Translator {
    mutating func keyframeAnimatorModifier(_ call: FunctionCallExprSyntax, arguments: Arguments, context: ViewContext) -> JSONTree? {
        for argument in arguments.all where !["initialValue", "trigger", "repeating", "content", "keyframes"].contains(argument.label) {
            error(argument.node, "keyframeAnimator takes initialValue, trigger or repeating, content and keyframes; '\(argument.label.isEmpty ? "_" : argument.label)' is not one of them")
            return nil
        }
        guard let initial = arguments.named("initialValue") else {
            error(call, "keyframeAnimator needs 'initialValue:' (a number, or a struct of numbers such as AnimationValues())")
            return nil
        }
        // A number is the one track `value`; a struct's fields are tracks of their names.
        let initialValue: JSONTree
        let isScalar: Bool
        if case .number? = numberOrBool(initial.expression) {
            initialValue = .object(["value": numberOrBool(initial.expression)!])
            isScalar = true
        } else if let name = initial.expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            dataStructs[name] != nil
        {
            guard let object = dataLiteral(initial.expression, subject: "the keyframes' initial value") else { return nil }
            initialValue = object
            isScalar = false
        } else {
            error(initial.expression, "the initial value must be a number literal or a struct of number fields with defaults (struct AnimationValues { var scale = 1.0; var y = 0.0 }, written AnimationValues())")
            return nil
        }
        var members: [JSONTree.Member] = [.init("initialValue", located(initialValue, initial.expression))]
        if let trigger = arguments.named("trigger") {
            guard let text = expressionText(trigger.expression) else { return nil }
            members.append(.init("trigger", located(.string(text), trigger.expression)))
        }
        if let repeating = arguments.named("repeating") {
            guard let value = value(repeating.expression) else { return nil }
            members.append(.init("repeating", located(value, repeating.expression)))
        }
        let contentClosure = arguments.closure("content") ?? call.trailingClosure
        let keyframesClosure = arguments.closure("keyframes") ?? call.additionalTrailingClosures.first { $0.label.text == "keyframes" }?.closure
        guard let contentClosure, let keyframesClosure, contentClosure != keyframesClosure else {
            error(call, "keyframeAnimator needs its content and keyframes: .keyframeAnimator(initialValue: v, trigger: t) { content, value in content.scaleEffect(value.scale) } keyframes: { _ in KeyframeTrack(\\.scale) { … } }")
            return nil
        }
        guard let tracks = keyframeTracks(keyframesClosure, isScalar: isScalar, fields: Self.fieldNames(initialValue)) else { return nil }
        members.append(.init("tracks", .object(tracks)))
        guard let content = animatorContent(contentClosure, valueText: isScalar ? "value.value" : "value", context: context) else { return nil }
        members.append(.init("content", content))
        return .object(members)
    }

    private static func fieldNames(_ value: JSONTree) -> [String] {
        guard case .object(let members) = value.plain else { return [] }
        return members.map(\.key)
    }

    /// The tracks of a `keyframes:` closure, by field name.
    private mutating func keyframeTracks(_ closure: ClosureExprSyntax, isScalar: Bool, fields: [String]) -> [JSONTree.Member]? {
        var tracks: [JSONTree.Member] = []
        var loose: [JSONTree] = []
        for statement in closure.statements {
            guard let call = (statement.item.as(ExprSyntax.self) ?? statement.item.as(ReturnStmtSyntax.self)?.expression)?.as(FunctionCallExprSyntax.self) else {
                error(statement, "the keyframes closure holds KeyframeTrack(\\.name) { … } for each animated field")
                return nil
            }
            guard call.calledExpression.trimmedDescription == "KeyframeTrack" else {
                // A number's keyframes may be written without a track.
                guard isScalar, let keyframe = keyframe(call) else {
                    if !isScalar { error(call, "write the keyframes of each field in KeyframeTrack(\\.name) { … }") }
                    return nil
                }
                loose.append(keyframe)
                continue
            }
            let name: String
            if let path = call.arguments.first?.expression.as(KeyPathExprSyntax.self) {
                guard path.components.count == 1, let component = path.components.first?.component.as(KeyPathPropertyComponentSyntax.self) else {
                    error(path, "a track's key path names one field: KeyframeTrack(\\.scale)")
                    return nil
                }
                name = component.declName.baseName.text
                guard !isScalar, fields.contains(name) else {
                    error(path, isScalar
                        ? "the initial value is a number: write KeyframeTrack { … } without a key path"
                        : "'\(name)' is not a field of the initial value; its fields are \(Self.list(fields))")
                    return nil
                }
            } else if call.arguments.isEmpty, isScalar {
                name = "value"
            } else {
                error(call, isScalar ? "the initial value is a number: write KeyframeTrack { … } without a key path" : "write KeyframeTrack(\\.name) { … } with the field it animates")
                return nil
            }
            guard let body = call.trailingClosure ?? Arguments(call).closure("content") else {
                error(call, "KeyframeTrack needs its keyframes: KeyframeTrack(\\.\(name)) { LinearKeyframe(1.2, duration: 0.2) }")
                return nil
            }
            if tracks.contains(where: { $0.key == name }) {
                error(call, "'\(name)' has two tracks; write its keyframes in one KeyframeTrack")
                return nil
            }
            var keyframes: [JSONTree] = []
            for item in body.statements {
                guard let keyframeCall = item.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self) else {
                    error(item, "a track holds keyframes: LinearKeyframe, SpringKeyframe, CubicKeyframe or MoveKeyframe")
                    return nil
                }
                guard let keyframe = keyframe(keyframeCall) else { return nil }
                keyframes.append(keyframe)
            }
            tracks.append(.init(name, located(.array(keyframes), call)))
        }
        if !loose.isEmpty {
            guard tracks.isEmpty else {
                error(closure, "write the keyframes in one KeyframeTrack { … }, or all without one")
                return nil
            }
            tracks.append(.init("value", located(.array(loose), closure)))
        }
        return tracks
    }

    /// One keyframe: `LinearKeyframe(1.2, duration: 0.2, timingCurve: .easeOut)` is
    /// `{"linear": {"to": 1.2, "duration": 0.2, "timingCurve": "easeOut"}}`.
    private mutating func keyframe(_ call: FunctionCallExprSyntax) -> JSONTree? {
        let kinds = ["LinearKeyframe": "linear", "SpringKeyframe": "spring", "CubicKeyframe": "cubic", "MoveKeyframe": "move"]
        let labels: [String: [String]] = [
            "linear": ["duration", "timingCurve"], "spring": ["duration", "spring", "startVelocity"],
            "cubic": ["duration", "startVelocity", "endVelocity"], "move": [],
        ]
        let typeName = call.calledExpression.trimmedDescription
        guard let kind = kinds[typeName] else {
            error(call.calledExpression, "'\(typeName)' is not a keyframe; write LinearKeyframe, SpringKeyframe, CubicKeyframe or MoveKeyframe")
            return nil
        }
        let arguments = Arguments(call)
        guard let to = arguments.first, to.label.isEmpty else {
            error(call, "\(typeName) takes the value first: \(typeName)(1.2\(kind == "move" ? "" : ", duration: 0.2"))")
            return nil
        }
        guard let target = value(to.expression) else { return nil }
        var members: [JSONTree.Member] = [.init("to", located(target, to.expression))]
        for argument in arguments.all.dropFirst() {
            guard labels[kind]!.contains(argument.label) else {
                error(argument.node, "\(typeName) has no argument '\(argument.label.isEmpty ? "_" : argument.label)'\(labels[kind]!.isEmpty ? "" : "; it takes \(labels[kind]!.joined(separator: ", "))")")
                return nil
            }
            let translated: JSONTree?
            switch argument.label {
            case "timingCurve": translated = unitCurve(argument.expression)
            case "spring": translated = springValue(argument.expression)
            default: translated = value(argument.expression)
            }
            guard let translated else { return nil }
            members.append(.init(argument.label, located(translated, argument.expression)))
        }
        return located(.object([JSONTree.Member(kind, .object(members))]), call)
    }

    /// `.easeOut`, `.circularEaseIn`, `.bezier(startControlPoint: UnitPoint(x:y:), endControlPoint: …)`.
    private mutating func unitCurve(_ expression: ExprSyntax) -> JSONTree? {
        let named = ["linear", "easeIn", "easeOut", "easeInOut", "circularEaseIn", "circularEaseOut", "circularEaseInOut"]
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.trimmedDescription == "UnitCurve",
            named.contains(member.declName.baseName.text)
        {
            return .string(member.declName.baseName.text)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "bezier", member.base == nil || member.base?.trimmedDescription == "UnitCurve"
        {
            let arguments = Arguments(call)
            var numbers: [JSONTree] = []
            for label in ["startControlPoint", "endControlPoint"] {
                guard let point = arguments.named(label)?.expression.as(FunctionCallExprSyntax.self), point.calledExpression.trimmedDescription == "UnitPoint",
                    Arguments(point).all.map(\.label) == ["x", "y"]
                else { break }
                for coordinate in Arguments(point).all {
                    guard case .number? = numberOrBool(coordinate.expression) else { break }
                    numbers.append(numberOrBool(coordinate.expression)!)
                }
            }
            if numbers.count == 4 { return .array(numbers) }
        }
        error(expression, "the timing curve is one of .\(named.joined(separator: ", .")) or .bezier(startControlPoint: UnitPoint(x: 0.2, y: 0), endControlPoint: UnitPoint(x: 0.2, y: 1)) with literal numbers")
        return nil
    }

    /// A keyframe's spring: `.bouncy`, `.smooth(duration: 0.4)`, `Spring(duration: 0.5, bounce: 0.3)`,
    /// `Spring(response: 0.4, dampingFraction: 0.6)`.
    private mutating func springValue(_ expression: ExprSyntax) -> JSONTree? {
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "Spring" {
            var members: [JSONTree.Member] = []
            for argument in Arguments(call).all {
                guard ["duration", "bounce", "response", "dampingFraction"].contains(argument.label), let value = value(argument.expression) else {
                    error(argument.node, "write Spring(duration:bounce:) or Spring(response:dampingFraction:)")
                    return nil
                }
                members.append(.init(argument.label, value))
            }
            return .object(["spring": .object(members)])
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.trimmedDescription == "Spring" {
            return .string(member.declName.baseName.text)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base == nil || member.base?.trimmedDescription == "Spring"
        {
            return animation(ExprSyntax(call))
        }
        error(expression, "write the spring as .bouncy, .smooth, .snappy, .bouncy(duration:extraBounce:) or Spring(duration:bounce:)")
        return nil
    }

    /// The modifiers an animator's content closure applies: `{ content, value in
    /// content.scaleEffect(value.scale) }` with `value` read as `valueText` (the format's
    /// `value`, or `phase`).
    mutating func animatorContent(_ closure: ClosureExprSyntax, valueText: String, valueCases: Set<String>? = nil, context: ViewContext) -> JSONTree? {
        var names: [String] = []
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters)?: names = parameters.map(\.name.text)
        case .parameterClause(let clause)?: names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: break
        }
        guard names.count == 2, let statement = closure.statements.first, closure.statements.count == 1,
            let expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ReturnStmtSyntax.self)?.expression
        else {
            error(closure, "write the content as { content, value in content.modifier(…) } (named parameters, one expression)")
            return nil
        }
        let placeholder: JSONTree = .object(["type": .string("_content")])
        let savedModifier = modifierBinding
        modifierBinding = ModifierBinding(content: placeholder, contentName: names[0], values: [:])
        defer { modifierBinding = savedModifier }
        var inner = scope
        if names[1] != "_" {
            inner.substitutions[names[1]] = valueText
            // A phase that is an enum's case: `.grow` compared with it is 'grow'.
            if let valueCases { inner.computed.enumTyped[names[1]] = valueCases }
        }
        guard let view = within(inner, { $0.view(expression, context: context) }) else { return nil }
        guard case .object(let members) = view.plain, members.first?.key == "type", members.first?.value.plain == .string("_content"),
            members.dropFirst().allSatisfy({ $0.key == "modifiers" })
        else {
            error(expression, "the content closure may only apply modifiers to '\(names[0])' (content.scaleEffect(…).offset(…))")
            return nil
        }
        return members.first { $0.key == "modifiers" }?.value ?? .array([])
    }
}
