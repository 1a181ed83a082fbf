import SwiftSyntax

extension Translator {
    static let drawnViews = [
        "VStack", "HStack", "ZStack", "Group", "Text", "Rectangle", "Circle", "Ellipse", "Capsule", "RoundedRectangle",
        "Spacer", "Divider", "EmptyView", "Color", "Image", "ForEach", "ProgressView",
    ] + layoutContainers.sorted()

    /// The view at the start of a modifier chain: a built-in view, a control, or a custom view.
    mutating func baseView(_ expression: ExprSyntax, context: ViewContext) -> JSONTree? {
        // `Color.red`, `.red` is not a view on its own (a shape style), but Color.red is.
        if let member = expression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color"
        {
            return located(.object(["type": .string("Color"), "color": .string(member.declName.baseName.text)]), expression)
        }
        // `content` in a ViewModifier's body, `self` in an extension method's.
        if let binding = modifierBinding, let reference = expression.as(DeclReferenceExprSyntax.self),
            reference.baseName.text == binding.contentName
        {
            // A second `content` copies its views: `VStack { content; content }` applied n times
            // would make 2^n of them, so each copy counts against the view limit.
            if binding.contentUsed {
                guard countNodes(binding.content.viewCount, at: expression, "the source's '\(binding.contentName)' copies more views") else { return nil }
            }
            modifierBinding?.contentUsed = true
            return binding.content
        }
        // `header`, a `var header: some View { … }` of this view.
        if let views = computedView(expression, context: context) { return views }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else {
            error(expression, "'\(expression.trimmedDescription.prefix(40))' is not a view Zoetrope can import; write a view such as Text(\"…\"), VStack { … } or a View struct of this file")
            return nil
        }
        let arguments = Arguments(call)
        var members: [JSONTree.Member] = [.init("type", .string(name))]
        switch name {
        case "VStack", "HStack", "ZStack", "Group":
            for argument in arguments.labelled {
                guard ["alignment", "spacing"].contains(argument.label), name != "Group", name != "ZStack" || argument.label == "alignment"
                else {
                    error(argument.node, "\(name) has no argument '\(argument.label)'")
                    continue
                }
                if let value = value(argument.expression) { members.append(.init(argument.label, located(value, argument.expression))) }
            }
            unlabelled(arguments, of: name)
            guard let content = call.trailingClosure ?? arguments.closure("content") else {
                error(call, "\(name) needs its content: \(name) { … }")
                return nil
            }
            members.append(.init("children", .array(views(content.statements, context: context))))
        case "Text":
            // Text(age, format: .number): the value as text.
            if arguments.all.count == 2, arguments.all[1].label == "format", let first = arguments.first, first.label.isEmpty,
                arguments.all[1].expression.trimmedDescription == ".number"
            {
                guard let text = expressionText(first.expression) else { return nil }
                members.append(.init("text", located(.string("\\(\(text))"), first.expression)))
                break
            }
            guard let text = arguments.first, arguments.all.count == 1 else {
                error(call, "Text takes one string: Text(\"Hello\") or Text(\"Count: \\(count)\")")
                return nil
            }
            guard let value = textValue(text.expression) else { return nil }
            members.append(.init("text", located(value, text.expression)))
            // `Text(verbatim:)` shows its string as it is, without Markdown.
            if text.label == "verbatim" { members.append(.init("verbatim", .bool(true))) }
        case "Rectangle", "Circle", "Ellipse", "Capsule", "Divider", "EmptyView":
            if let extra = arguments.all.first {
                error(extra.node, "\(name)() takes no arguments")
            }
        case "RoundedRectangle":
            for argument in arguments.all {
                if argument.label == "cornerRadius", let value = value(argument.expression) {
                    members.append(.init("cornerRadius", located(value, argument.expression)))
                } else if argument.label == "style" {
                    warning(argument.node, "RoundedRectangle's 'style' is not drawn: corners are circular arcs")
                } else {
                    error(argument.node, "RoundedRectangle takes 'cornerRadius:' (a number); 'cornerSize:' is not supported")
                }
            }
        case "Spacer":
            for argument in arguments.all {
                guard argument.label == "minLength", let value = value(argument.expression) else {
                    error(argument.node, "Spacer takes only 'minLength:'")
                    continue
                }
                members.append(.init("minLength", located(value, argument.expression)))
            }
        case "Color":
            guard let color = colorCall(call) else { return nil }
            members.append(.init("color", color))
        case "Image":
            guard let first = arguments.all.first, arguments.all.count == 1,
                let string = first.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
                first.label == "" || first.label == "systemName"
            else {
                error(call, "Image takes one string literal: Image(\"tower\") (an asset of the scene) or Image(systemName: \"heart.fill\")")
                return nil
            }
            members.append(.init(first.label == "" ? "name" : "systemName", .string(string)))
        case "ForEach":
            return forEach(call, arguments: arguments, context: context)
        case "ProgressView":
            return progressView(call, arguments: arguments)
        case _ where Self.layoutContainers.contains(name):
            return layoutContainer(name, call, arguments: arguments, context: context)
        case "Button", "Toggle":
            return control(name, call, arguments: arguments, context: context)
        default:
            if let shape = shapeStructs.first(where: { $0.name == name }) {
                return customShape(name, decl: shape.decl, call: call, arguments: arguments)
            }
            if let custom = viewStructs.first(where: { $0.name == name }) {
                return expandingUse(at: call) { $0.customView(name, decl: custom.decl, call: call, arguments: arguments, context: context) }
            }
            error(call.calledExpression, "'\(name)' is not a view Zoetrope can import; it draws \(Self.drawnViews.joined(separator: ", ")) and the View structs of this file")
            return nil
        }
        return located(.object(members), call)
    }

    /// Reports unlabelled arguments where only labelled ones are taken.
    private mutating func unlabelled(_ arguments: Arguments, of name: String) {
        for argument in arguments.all where argument.label.isEmpty {
            error(argument.node, "\(name) takes only labelled arguments")
        }
    }

    /// A Button or Toggle: its action runs with `--tap`. A Button whose label is written as views
    /// is drawn as them (``drawnButton(_:label:context:)``); a title or a Toggle is not drawn.
    private mutating func control(_ name: String, _ call: FunctionCallExprSyntax, arguments: Arguments, context: ViewContext) -> JSONTree? {
        var label: String?
        if let first = arguments.first, first.label.isEmpty {
            label = first.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
                // A name standing for a string literal (a view written in place for its bindings).
                ?? first.expression.as(DeclReferenceExprSyntax.self).map { substitutions[$0.baseName.text].flatMap(Self.plainString) ?? "\\(\($0.baseName.text))" }
                // `Button("Row \(i)")`: as written, matched per row (Translator+TapTargets.swift).
                ?? first.expression.as(StringLiteralExprSyntax.self).map { $0.segments.description }
        }
        if name == "Toggle" {
            guard let binding = arguments.labelled.first(where: { $0.label == "isOn" }),
                let state = binding.expression.as(DeclReferenceExprSyntax.self)?.baseName.text, state.hasPrefix("$")
            else {
                error(call, "Toggle needs 'isOn: $state'")
                return nil
            }
            let stateName = String(state.dropFirst())
            let title = label ?? stateName
            addTappable(Tappable(
                label: title, statements: nil, toggles: stateName, node: Syntax(call), context: context, position: position(call),
                untapped: "Toggle \"\(title)\" is not drawn and never tapped; '--tap \"\(title)\"@SECONDS' flips '\(stateName)' at a time"))
            warning(call.calledExpression, "Toggle is not drawn (Zoetrope draws no controls)")
            return nil
        }
        // Button("Title") { … }, Button(action: { … }) { Text("Title") }, Button { … } label: { Text("Title") }
        let actionClosure: ClosureExprSyntax?
        let labelClosure: ClosureExprSyntax?
        if let action = arguments.closure("action") {
            (actionClosure, labelClosure) = (action, arguments.closure("label") ?? call.trailingClosure)
        } else {
            actionClosure = call.trailingClosure
            labelClosure = arguments.closure("label") ?? call.additionalTrailingClosures.first { $0.label.text == "label" }?.closure
        }
        if label == nil, let statement = labelClosure?.statements.first?.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self),
            statement.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Text"
        {
            label = statement.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        }
        if label == nil, let labelClosure { label = Self.firstText(in: labelClosure) ?? "Button" }
        // `Button("Go", action: onTap)`: a closure parameter of this component.
        let actionParameter = actionClosure == nil ? arguments.named("action")?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text : nil
        guard let label, actionClosure != nil || actionParameter != nil else {
            error(call, "Button needs a string title and an action: Button(\"Title\") { … }")
            return nil
        }
        addTappable(Tappable(
            label: label, statements: actionClosure?.statements, toggles: nil, node: Syntax(call), context: context, position: position(call),
            untapped: "Button \"\(label)\" is never tapped; '--tap \"\(label)\"@SECONDS' runs its action at a time",
            actionParameter: actionParameter))
        if let labelClosure { return drawnButton(call, label: labelClosure, context: context) }
        warning(call.calledExpression, "Button is not drawn (Zoetrope draws no controls)")
        return nil
    }

    /// A View struct of the file: inlined when used once without parameters, a component otherwise.
    private mutating func customView(
        _ name: String, decl: StructDeclSyntax, call: FunctionCallExprSyntax, arguments: Arguments, context: ViewContext
    ) -> JSONTree? {
        if Self.isWrittenInPlace(decl) {
            return viewWithBindings(name, decl: decl, call: call, arguments: arguments, context: context)
        }
        let hasParameters = decl.memberBlock.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
            let isState = variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "State" }
            return !isState && variable.bindings.contains { $0.accessorBlock == nil }
        }
        if !hasParameters, uses[name, default: 0] == 1, context.component == nil, context.loopVariables.isEmpty, context.proxies.isEmpty {
            if let extra = arguments.all.first { error(extra.node, "\(name) has no parameters") }
            var inner = context
            return inlineBody(of: decl, context: &inner).map { located($0, call) }
        }
        guard let members = component(name, decl: decl) else { return nil }
        interactions.instanceCount += 1
        let serial = interactions.instanceCount
        var instance: [JSONTree.Member] = [.init("type", .string(name)), .init(Self.instanceKey, .number(String(serial)))]
        // Closures for the component's closure parameters: its tappables, made for this use.
        instantiateTappables(of: name, members: members, call: call, arguments: arguments, context: context, serial: serial)
        for argument in arguments.all {
            if members.actions.contains(where: { $0.name == argument.label }) { continue }
            guard let parameter = members.parameters.first(where: { $0.name == argument.label }) else {
                let known = members.parameters.map(\.name)
                error(argument.node, argument.label.isEmpty
                    ? "arguments of '\(name)' are labelled with its parameters (\(Self.list(known)))"
                    : "'\(name)' has no parameter '\(argument.label)'\(known.isEmpty ? "" : "; it has \(Self.list(known))")")
                continue
            }
            if argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text.hasPrefix("$") == true {
                error(argument.expression, "bindings ('$name') are not supported; pass the value ('\(argument.label): \(argument.expression.trimmedDescription.dropFirst())') and change it in this view")
                continue
            }
            let value: JSONTree?
            if case .string = parameter.value.plain { value = textValue(argument.expression) } else { value = self.value(argument.expression) }
            if let value { instance.append(.init(argument.label, located(value, argument.expression))) }
        }
        return located(.object(instance), call)
    }
}
