import SwiftSyntax

extension Translator {
    /// For a modifier whose first argument is unlabelled and others labelled: the format's key for it.
    static let firstArgumentKeys: [String: String] = [
        "border": "color", "cornerRadius": "radius", "scaleEffect": "scale", "stroke": "color", "strokeBorder": "color",
        "background": "color", "overlay": "view", "fill": "color", "shadow": "color",
    ]
    /// Modifiers with no equivalent yet, and what to write instead.
    static let unsupportedModifiers: [String: String] = [
        "gesture": "gestures are not run; use .onTapGesture { … } and --tap",
        "onDisappear": "Zoetrope runs no action when a view disappears; use .onChange(of:) on the state that removes it",
        "onReceive": "publishers are not run; write each change at its time with DispatchQueue.main.asyncAfter in .onAppear, or --at SECONDS 'statement'",
        "onLongPressGesture": "a long press is not run; use .onTapGesture { … } and --tap",
    ]

    /// One modifier as the format's single-key object, or nil when it is not drawn (an action
    /// that went elsewhere, or an error already reported).
    mutating func modifier(_ token: TokenSyntax, _ call: FunctionCallExprSyntax, view: [JSONTree.Member], context: ViewContext) -> JSONTree? {
        let name = token.text
        let arguments = Arguments(call)
        let value: JSONTree?
        if let hint = Self.unsupportedModifiers[name] {
            error(token, "'.\(name)' is not supported: \(hint)")
            return nil
        }
        switch name {
        case "animation": value = animationModifier(call, arguments: arguments)
        case "transaction": value = transactionModifier(call, arguments: arguments)
        case "matchedGeometryEffect": value = matchedGeometryModifier(call, arguments: arguments)
        case "keyframeAnimator": value = keyframeAnimatorModifier(call, arguments: arguments, context: context)
        case "phaseAnimator": value = phaseAnimatorModifier(call, arguments: arguments, context: context)
        case "task": return taskModifier(token, call, context: context)
        case "onAppear":
            guard let closure = call.trailingClosure ?? arguments.closure("perform") else { return nil }
            let events = viewAction(closure, context: context, allowsDelays: context.appearsAtStart && context.component == nil, what: "onAppear")
            guard !events.isEmpty else { return nil }
            value = .array(events)
        case "onChange":
            guard let watched = arguments.named("of"), let closure = call.trailingClosure ?? arguments.closure("perform"),
                let text = expressionText(watched.expression)
            else {
                error(call, "write onChange as .onChange(of: value) { … }")
                return nil
            }
            var runsInitially = false
            if let initial = arguments.named("initial") {
                switch initial.expression.trimmedDescription {
                case "true": runsInitially = true
                case "false": break
                default:
                    error(initial.expression, "'initial:' takes true or false")
                    return nil
                }
            }
            guard let names = changeParameters(closure, watched: text) else { return nil }
            var actionScope = scope
            actionScope.substitutions.merge(names) { $1 }
            let events = within(actionScope) { $0.viewAction(closure, context: context, allowsDelays: false, what: "onChange") }
            value = .object(["of": .string(text), "perform": .array(events)])
            // `initial: true`: the action also runs when the view appears, the new value being
            // the value then: an onAppear with the same changes.
            if runsInitially, !events.isEmpty {
                followingModifiers.append(located(.object(["onAppear": .array(events)]), token))
            }
        case "onAnimationCompleted":
            guard let watched = arguments.named("for"), let closure = call.trailingClosure ?? arguments.closure("completion"),
                let text = expressionText(watched.expression)
            else {
                error(call, "write onAnimationCompleted as .onAnimationCompleted(for: value) { … }")
                return nil
            }
            let events = viewAction(closure, context: context, allowsDelays: false, what: "onAnimationCompleted")
            value = .object(["for": .string(text), "perform": .array(events)])
        case "onTapGesture":
            // `.onTapGesture(perform: onTap)`: a closure parameter of this component.
            let parameter = arguments.named("perform")?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            let closure = call.trailingClosure ?? arguments.closure("perform")
            guard closure != nil || parameter != nil else { return nil }
            // A refused closure is still the view's tap target (its tap runs nothing), so that
            // '--tap' says no more than the error.
            let refused = closure.map { refusesParameters($0, "the location of the tap", instead: "'--tap' taps a view, not a point: write '.onTapGesture { … }' (or '{ _ in … }')") } ?? false
            let label = Self.tapLabel(view)
            addTappable(Tappable(
                label: label, statements: refused ? nil : closure?.statements, toggles: nil, node: Syntax(call), context: context, position: position(token),
                untapped: "onTapGesture of \"\(label)\" is never tapped; '--tap \"\(label)\"@SECONDS' runs it at a time",
                actionParameter: closure == nil ? parameter : nil))
            return nil
        case "transactionMonitor":
            guard let label = arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue else {
                error(call, "transactionMonitor takes a string literal")
                return nil
            }
            value = .string(label)
        case "alignmentGuide": value = alignmentGuideModifier(call, arguments: arguments)
        case "mask": value = maskModifier(call, arguments: arguments, context: context)
        case "transition": value = arguments.first.flatMap { transition($0.expression) }
        case "font": value = arguments.first.flatMap { font($0.expression) }
        case "environment": value = environment(call, arguments: arguments)
        case "contentTransition": value = arguments.first.flatMap { contentTransition($0.expression) }
        case "rotationEffect": value = rotation(arguments)
        case "rotation3DEffect": value = rotation(arguments)
        case "padding": value = padding(arguments)
        case "background", "overlay": value = decoration(name, call, arguments: arguments, context: context)
        case "clipShape":
            guard let shape = arguments.first, shape.label.isEmpty else { return nil }
            value = self.view(shape.expression, context: context)
        default: value = generic(name, call, arguments: arguments)
        }
        guard let value else { return nil }
        return located(.object([JSONTree.Member(name, value)]), token)
    }

    /// The label `--tap` finds a tapped view by: its text, its image, or its type.
    static func tapLabel(_ view: [JSONTree.Member]) -> String {
        for key in ["text", "name", "systemName"] {
            if case .string(let label)? = view.first(where: { $0.key == key })?.value.plain { return label }
        }
        if case .string(let type)? = view.first(where: { $0.key == "type" })?.value.plain { return type }
        return "view"
    }

    /// The format's SwiftUI-labelled form: no arguments is `true`, one unlabelled argument is
    /// its value, labelled ones are an object.
    mutating func generic(_ name: String, _ call: FunctionCallExprSyntax, arguments: Arguments) -> JSONTree? {
        if call.trailingClosure != nil {
            error(call.trailingClosure!, "'.\(name)' with a closure is not supported")
            return nil
        }
        if arguments.all.isEmpty { return .bool(true) }
        if arguments.all.count == 1, let only = arguments.first, only.label.isEmpty { return value(only.expression) }
        var members: [JSONTree.Member] = []
        for (i, argument) in arguments.all.enumerated() {
            guard let value = value(argument.expression) else { return nil }
            if argument.label.isEmpty {
                guard i == 0 else {
                    error(argument.node, "'.\(name)' takes only its first argument without a label")
                    return nil
                }
                if case .object(let inner) = value.plain {
                    members += inner
                    continue
                }
                guard let key = Self.firstArgumentKeys[name] else {
                    error(argument.node, "'.\(name)(_:…)' with other arguments is not supported; see docs/scene-format.md for its forms")
                    return nil
                }
                members.append(.init(key, located(value, argument.expression)))
            } else {
                members.append(.init(argument.label, located(value, argument.expression)))
            }
        }
        return .object(members)
    }

    private mutating func padding(_ arguments: Arguments) -> JSONTree? {
        let all = arguments.all
        if all.isEmpty { return .bool(true) }
        if all.count == 1, all[0].label.isEmpty { return value(all[0].expression) }
        if all.count == 2, all[0].label.isEmpty, all[1].label.isEmpty,
            let edges = value(all[0].expression), let length = value(all[1].expression)
        {
            return .object(["edges": edges, "length": length])
        }
        error(all[0].node, "write padding as .padding(), .padding(8), .padding(.horizontal), .padding(.horizontal, 8) or .padding(EdgeInsets(…))")
        return nil
    }

    /// `.background(.yellow)`, `.background(Circle())`, `.overlay(alignment: .top) { … }`.
    private mutating func decoration(_ name: String, _ call: FunctionCallExprSyntax, arguments: Arguments, context: ViewContext) -> JSONTree? {
        var members: [JSONTree.Member] = []
        for argument in arguments.all {
            switch argument.label {
            case "":
                if Self.isViewExpression(argument.expression) {
                    guard let view = view(argument.expression, context: context) else { return nil }
                    members.append(.init("view", view))
                } else {
                    guard let color = value(argument.expression) else { return nil }
                    members.append(.init("color", located(color, argument.expression)))
                }
            case "alignment":
                guard let alignment = value(argument.expression) else { return nil }
                members.append(.init("alignment", alignment))
            default:
                error(argument.node, "'.\(name)' has no argument '\(argument.label)' Zoetrope supports; it takes a colour, a view, 'alignment:' and content")
                return nil
            }
        }
        if let closure = call.trailingClosure ?? arguments.closure("content") {
            guard let content = single(views(closure.statements, context: context), at: closure) else { return nil }
            members.append(.init("content", content))
        }
        if members.count == 1, ["color", "view"].contains(members[0].key) { return members[0].value }
        return .object(members)
    }

    /// Whether an argument is a view (`Circle().fill(.red)`) rather than a colour.
    static func isViewExpression(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
                continue
            }
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
            return name != "Color" && name.first?.isUppercase == true
        }
        return false
    }
}
