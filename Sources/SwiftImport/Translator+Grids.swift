import Foundation
import SwiftSyntax

/// The layout containers of issue 14: Grid, GridRow, LazyVGrid, LazyHGrid, GeometryReader,
/// ViewThatFits and ScrollView, as docs/scene-format.md writes them.
extension Translator {
    static let layoutContainers: Set<String> = [
        "Grid", "GridRow", "LazyVGrid", "LazyHGrid", "GeometryReader", "ViewThatFits", "ScrollView",
    ]

    /// The labelled arguments each container takes (a ScrollView's axes and a ViewThatFits's
    /// `in` may also come first unlabelled).
    static let containerArguments: [String: [String]] = [
        "Grid": ["alignment", "horizontalSpacing", "verticalSpacing"], "GridRow": ["alignment"],
        "LazyVGrid": ["columns", "alignment", "spacing"], "LazyHGrid": ["rows", "alignment", "spacing"],
        "GeometryReader": [], "ViewThatFits": ["in"], "ScrollView": ["showsIndicators"],
    ]

    mutating func layoutContainer(_ name: String, _ call: FunctionCallExprSyntax, arguments: Arguments, context: ViewContext) -> JSONTree? {
        var members: [JSONTree.Member] = [.init("type", .string(name))]
        for (index, argument) in arguments.all.enumerated() {
            if argument.label.isEmpty, name == "ScrollView" || name == "ViewThatFits", index == 0 {
                guard let axes = value(argument.expression) else { continue }
                members.append(.init(name == "ScrollView" ? "axes" : "in", located(axes, argument.expression)))
                continue
            }
            if argument.label == "content", argument.expression.is(ClosureExprSyntax.self) { continue }
            guard Self.containerArguments[name]?.contains(argument.label) == true else {
                error(argument.node, argument.label == "pinnedViews"
                    ? "\(name)'s 'pinnedViews' is not supported: Zoetrope's lazy grids have no section headers"
                    : "\(name) has no argument '\(argument.label.isEmpty ? "_" : argument.label)'")
                continue
            }
            let translated = ["columns", "rows"].contains(argument.label) ? gridItems(argument.expression) : value(argument.expression)
            guard let translated else { continue }
            members.append(.init(argument.label, located(translated, argument.expression)))
        }
        guard let content = call.trailingClosure ?? arguments.closure("content") else {
            error(call, "\(name) needs its content: \(name) { … }")
            return nil
        }
        var inner = context
        switch name {
        case "GeometryReader":
            let parameter = content.signature?.parameterClause.flatMap(Self.closureParameters) ?? []
            guard parameter.count <= 1 else {
                error(content, "GeometryReader's content takes one parameter: GeometryReader { proxy in … }")
                return nil
            }
            if let proxy = parameter.first, proxy != "_" {
                members.append(.init("as", .string(proxy)))
                inner.proxies.append(proxy)
                interactions.boundNames.insert(proxy)
            }
            let views = views(content.statements, context: inner)
            // Several views in a GeometryReader each sit at its top-leading corner.
            let single = views.count == 1
                ? views[0] : located(.object(["type": .string("ZStack"), "alignment": .string("topLeading"), "children": .array(views)]), content)
            members.append(.init("content", single))
        case "ScrollView":
            let views = views(content.statements, context: inner)
            // Several views scroll as one stack along the axis (SwiftUI's implicit stack).
            let horizontal: Bool =
                if case .string("horizontal")? = members.first(where: { $0.key == "axes" })?.value.plain { true } else { false }
            let single = views.count == 1
                ? views[0] : located(.object(["type": .string(horizontal ? "HStack" : "VStack"), "children": .array(views)]), content)
            members.append(.init("content", single))
        default:
            members.append(.init("children", .array(views(content.statements, context: inner))))
        }
        return located(.object(members), call)
    }

    /// The names of a closure's parameters (`proxy in`, `(proxy) in`).
    static func closureParameters(_ clause: ClosureSignatureSyntax.ParameterClause) -> [String] {
        switch clause {
        case .simpleInput(let names): names.map(\.name.text)
        case .parameterClause(let parameters): parameters.parameters.map(\.firstName.text)
        }
    }

    /// `[GridItem(.fixed(50)), GridItem(.flexible(minimum: 10)), GridItem(.adaptive(minimum: 80), spacing: 4)]`
    /// and `Array(repeating: GridItem(…), count: 3)` as grid items.
    mutating func gridItems(_ expression: ExprSyntax) -> JSONTree? {
        if let array = expression.as(ArrayExprSyntax.self) {
            var items: [JSONTree] = []
            for element in array.elements {
                guard let item = gridItem(element.expression) else { return nil }
                items.append(item)
            }
            return .array(items)
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Array"
        {
            let arguments = Arguments(call)
            if let repeated = arguments.named("repeating"), let count = arguments.named("count"),
                let times = count.expression.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }), times >= 1
            {
                guard times <= options.maxGridColumns else {
                    error(count.expression, "\(times) grid items are more than the limit of \(options.maxGridColumns) (limits.maxGridColumns) [limit_exceeded]")
                    return nil
                }
                guard let item = gridItem(repeated.expression) else { return nil }
                return .array(Array(repeating: item, count: times))
            }
        }
        error(expression, "write the grid items in place: [GridItem(.flexible()), GridItem(.fixed(50))] or Array(repeating: GridItem(.flexible()), count: 3) with a literal count")
        return nil
    }

    /// One `GridItem(size, spacing:, alignment:)`.
    private mutating func gridItem(_ expression: ExprSyntax) -> JSONTree? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "GridItem"
                || call.calledExpression.as(MemberAccessExprSyntax.self).map({ $0.base == nil && $0.declName.baseName.text == "init" }) == true
        else {
            error(expression, "a grid item is GridItem(.fixed(50)), GridItem(.flexible(minimum:maximum:)) or GridItem(.adaptive(minimum:maximum:))")
            return nil
        }
        var members: [JSONTree.Member] = []
        var size: JSONTree.Member = .init("flexible", .object([]))
        for argument in Arguments(call).all {
            switch argument.label {
            case "":
                guard let sizeCall = argument.expression.as(FunctionCallExprSyntax.self),
                    let kind = sizeCall.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                    ["fixed", "flexible", "adaptive"].contains(kind)
                else {
                    error(argument.node, "a GridItem's size is .fixed(50), .flexible(minimum:maximum:) or .adaptive(minimum:maximum:)")
                    return nil
                }
                let sizeArguments = Arguments(sizeCall)
                if kind == "fixed" {
                    guard let length = sizeArguments.first, sizeArguments.all.count == 1, let value = value(length.expression) else {
                        error(sizeCall, ".fixed takes one length: .fixed(50)")
                        return nil
                    }
                    size = .init("fixed", value)
                } else {
                    var bounds: [JSONTree.Member] = []
                    for bound in sizeArguments.all {
                        guard ["minimum", "maximum"].contains(bound.label), let value = value(bound.expression) else {
                            error(bound.node, ".\(kind) takes 'minimum:' and 'maximum:'")
                            return nil
                        }
                        bounds.append(.init(bound.label, value))
                    }
                    size = .init(kind, .object(bounds))
                }
            case "spacing", "alignment":
                guard let value = value(argument.expression) else { return nil }
                members.append(.init(argument.label, value))
            default:
                error(argument.node, "GridItem has no argument '\(argument.label)'")
                return nil
            }
        }
        return located(.object([size] + members), call)
    }

    /// `.alignmentGuide(.leading) { d in d[.trailing] - 10 }` as `{"leading": "d.trailing - 10"}`.
    mutating func alignmentGuideModifier(_ call: FunctionCallExprSyntax, arguments: Arguments) -> JSONTree? {
        guard let guideArgument = arguments.first, guideArgument.label.isEmpty,
            let closure = call.trailingClosure ?? arguments.closure("computeValue")
        else {
            error(call, "write alignmentGuide as .alignmentGuide(.leading) { d in d.width / 2 }")
            return nil
        }
        guard let guide = Self.guideName(guideArgument.expression) else {
            error(guideArgument.node, guideArgument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "center"
                ? "write HorizontalAlignment.center or VerticalAlignment.center: alignmentGuide tells the two centres apart"
                : "alignmentGuide takes a guide such as .leading, .top or .firstTextBaseline")
            return nil
        }
        let parameters = closure.signature?.parameterClause.flatMap(Self.closureParameters) ?? []
        guard parameters.count == 1, let parameter = parameters.first, parameter != "_",
            closure.statements.count == 1, let body = closure.statements.first?.item.as(ExprSyntax.self)
        else {
            error(closure, "write the guide's value as one expression of a named parameter: { d in d.width / 2 }")
            return nil
        }
        guard var text = expressionText(body) else { return nil }
        // `d[.trailing]` reads the guide `d.trailing`; a centre must name its axis.
        text = text.replacingOccurrences(of: "\(parameter)[HorizontalAlignment.center]", with: "\(parameter).horizontalCenter")
        text = text.replacingOccurrences(of: "\(parameter)[VerticalAlignment.center]", with: "\(parameter).verticalCenter")
        text = text.replacingOccurrences(
            of: #"\b\#(parameter)\[(?:HorizontalAlignment\.|VerticalAlignment\.)(\w+)\]"#, with: "\(parameter).$1", options: .regularExpression)
        let source = body.description
        let horizontal = source.contains("HorizontalAlignment.center"), vertical = source.contains("VerticalAlignment.center")
        if text.contains("\(parameter)[center]") {
            guard horizontal != vertical else {
                error(body, "write \(parameter)[HorizontalAlignment.center] or \(parameter)[VerticalAlignment.center] (not both in one guide)")
                return nil
            }
            text = text.replacingOccurrences(of: "\(parameter)[center]", with: "\(parameter).\(horizontal ? "horizontalCenter" : "verticalCenter")")
        }
        text = text.replacingOccurrences(of: #"\b\#(parameter)\[(\w+)\]"#, with: "\(parameter).$1", options: .regularExpression)
        if parameter != "d" {
            text = text.replacingOccurrences(of: #"\b\#(parameter)\b"#, with: "d", options: .regularExpression)
        }
        return .object([.init(guide, located(.string(text), body))])
    }

    /// The format's name for an alignment guide argument: `.leading`, `HorizontalAlignment.center`
    /// (`horizontalCenter`), a custom `.firstThird`; nil for a bare `.center`.
    static func guideName(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        if name == "center" {
            switch type {
            case "HorizontalAlignment": return "horizontalCenter"
            case "VerticalAlignment": return "verticalCenter"
            default: return nil
            }
        }
        return name
    }
}
