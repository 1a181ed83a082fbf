import SwiftSyntax

/// An enclosing `ForEach`, as a view inside it sees it: for `--tap "Label#row"`.
struct ForEachLoop {
    /// The element's name (`item in`).
    var name: String
    /// The data: `"0..<5"`, `"start..<end"`, `"items"`.
    var data: String
    /// The field that identifies an element (`id: \.name` is `"name"`), `"self"`, or nil when
    /// the ForEach has no `id:`.
    var id: String?
    /// The elements of literal data (`["a", "b"]`), each an expression; nil for other data.
    var elements: [String]? = nil
    /// Whether every element of literal data is a constant literal (a number, a string without
    /// interpolation, a bool): then a row is its element for good.
    var isConstant = false
    /// Whether the data is a state whose initial value is a non-empty array of numbers, strings
    /// or bools (or nil): the format identifies them by themselves without `id:`.
    var holdsScalars = false

    /// The identity of the element `element` (an expression) has, as SwiftUI keeps a row's
    /// views and state by it: the element of a range, or of `id: \.self`; its field `id:` names;
    /// without `id:`, an `Identifiable` element's `id`.
    func identity(of element: String) -> String {
        switch id {
        case "self"?: return element
        case let field?: return "\(element).\(field)"
        case nil:
            // Data of numbers or strings is identified by itself, as the format does.
            if Translator.isRange(data) || holdsScalars || elements.map({ $0.first?.hasPrefix("{") != true }) == true { return element }
            return "\(element).id"
        }
    }
}

extension Translator {
    /// `ForEach(0..<n) { i in … }`, `ForEach(items, id: \.id) { item in … }`.
    mutating func forEach(_ call: FunctionCallExprSyntax, arguments: Arguments, context: ViewContext) -> JSONTree? {
        guard let data = arguments.first, data.label.isEmpty else {
            error(call, "ForEach takes its data first: ForEach(0..<count) { i in … } or ForEach(items, id: \\.id) { item in … }")
            return nil
        }
        var members: [JSONTree.Member] = [.init("type", .string("ForEach"))]
        guard let dataText = rangeText(data.expression) ?? expressionText(data.expression) else { return nil }
        members.append(.init("data", located(.string(dataText), data.expression)))
        var idKey: String?
        if let id = arguments.named("id") {
            guard let keyPath = id.expression.as(KeyPathExprSyntax.self), keyPath.root == nil, keyPath.components.count == 1,
                case .property(let property) = keyPath.components.first!.component
            else {
                error(id.expression, "ForEach's id is a key path of one name: id: \\.self or id: \\.id")
                return nil
            }
            idKey = property.declName.baseName.text
            members.append(.init("id", .string(property.declName.baseName.text)))
        }
        for argument in arguments.all.dropFirst() where argument.label != "id" && argument.label != "content" {
            error(argument.node, "ForEach has no argument '\(argument.label)'")
        }
        guard let content = call.trailingClosure ?? arguments.closure("content") else {
            error(call, "ForEach needs its content: ForEach(…) { item in … }")
            return nil
        }
        var names: [String] = []
        switch content.signature?.parameterClause {
        case .simpleInput(let parameters): names = parameters.map(\.name.text)
        case .parameterClause(let clause): names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: break
        }
        guard names.count == 1, let name = names.first, name != "_" else {
            error(content, "name ForEach's element: ForEach(…) { item in … }")
            return nil
        }
        members.append(.init("as", .string(name)))
        interactions.boundNames.insert(name)
        var inner = context
        inner.appearsAtStart = false
        // Literal data's rows are its elements for good: a tap names one by its value.
        var loop = ForEachLoop(name: name, data: dataText, id: idKey)
        if let array = data.expression.as(ArrayExprSyntax.self) {
            var texts: [String] = []
            for element in array.elements {
                guard let text = expressionText(element.expression) else { break }
                texts.append(text)
            }
            if texts.count == array.elements.count { loop.elements = texts }
            loop.isConstant = array.elements.allSatisfy { Self.isConstantLiteral($0.expression) }
        }
        if let reference = data.expression.as(DeclReferenceExprSyntax.self) {
            let members = context.component.flatMap { componentState[$0] } ?? state
            if case .array(let values)? = members.first(where: { $0.key == reference.baseName.text })?.value.plain, !values.isEmpty {
                loop.holdsScalars = values.allSatisfy { value in
                    switch value.plain {
                    case .number, .string, .bool, .null: true
                    default: false
                    }
                }
            }
        }
        inner.loops.append(loop)
        guard let view = single(views(content.statements, context: inner), at: content) else { return nil }
        members.append(.init("content", view))
        return located(.object(members), call)
    }

    /// A number (also negative), a string without interpolation or a bool, as written.
    static func isConstantLiteral(_ expression: ExprSyntax) -> Bool {
        if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self) || expression.is(BooleanLiteralExprSyntax.self) {
            return true
        }
        if let negative = expression.as(PrefixOperatorExprSyntax.self), negative.operator.text == "-" {
            return negative.expression.is(IntegerLiteralExprSyntax.self) || negative.expression.is(FloatLiteralExprSyntax.self)
        }
        if let string = expression.as(StringLiteralExprSyntax.self) {
            return string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
        }
        return false
    }

    /// `0..<n`, `1...count` as the format's range strings.
    private mutating func rangeText(_ expression: ExprSyntax) -> String? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard let index = elements.firstIndex(where: { ["..<", "..."].contains($0.as(BinaryOperatorExprSyntax.self)?.operator.text) }),
            index > 0, index < elements.count - 1
        else { return nil }
        let op = elements[index].as(BinaryOperatorExprSyntax.self)!.operator.text
        guard let lower = sequenceText(Array(elements[..<index])), let upper = sequenceText(Array(elements[(index + 1)...])) else { return nil }
        return "\(lower)\(op)\(upper)"
    }
}
