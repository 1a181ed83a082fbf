import SwiftSyntax

/// The names a `path(in:)` body has declared: the rectangle, the Path variable, and the lets
/// that hold points (written as `p_x`, `p_y`) or angles (in radians).
struct PathScope {
    var rect: String
    var path: String?
    var points: Set<String> = []
    var angles: Set<String> = []
    /// Parameters of scalar VectorArithmetic types, with their type names.
    var scalars: [String: String] = [:]
}

extension Translator {
    static let rectMembers: Set<String> = ["width", "height", "minX", "midX", "maxX", "minY", "midY", "maxY"]

    /// The statements of `path(in:)` (or of a `for`/`if` inside it) as the format's path elements
    /// (docs/scene-format.md, "Path"): lets, loops, conditions and drawing calls.
    mutating func pathElements(_ statements: CodeBlockItemListSyntax, returns: Bool) -> [JSONTree] {
        var elements: [JSONTree] = []
        var lets: [JSONTree.Member] = []
        func flush() {
            if !lets.isEmpty { elements.append(.object(["let": .object(lets)])) }
            lets = []
        }
        for statement in statements {
            switch statement.item {
            case .decl(let decl):
                guard let variable = decl.as(VariableDeclSyntax.self) else {
                    error(decl, "declarations other than 'let' are not supported in path(in:)")
                    continue
                }
                for binding in variable.bindings { lets += pathLet(binding) }
            case .stmt(let stmt):
                if let loop = stmt.as(ForStmtSyntax.self) {
                    flush()
                    if let element = pathLoop(loop) { elements.append(element) }
                } else if let returned = stmt.as(ReturnStmtSyntax.self) {
                    if !returns || returned.expression?.as(DeclReferenceExprSyntax.self)?.baseName.text != pathScope?.path {
                        error(returned, "path(in:) must end with 'return \(pathScope?.path ?? "path")' of its 'var \(pathScope?.path ?? "path") = Path()' (a 'Path { … }' builder is not supported)")
                    }
                } else if let expression = stmt.as(ExpressionStmtSyntax.self)?.expression {
                    flush()
                    elements += pathStatement(expression)
                } else {
                    error(stmt, "'\(stmt.trimmedDescription.prefix(30))' is not supported in path(in:); write 'let', 'for … in a..<b', 'if' and path.move/addLine/… calls")
                }
            case .expr(let expression):
                flush()
                elements += pathStatement(expression)
            }
        }
        flush()
        return elements
    }

    /// `let h = …`, `let c = CGPoint(x: …, y: …)`, `let a: Angle = .degrees(…)`, `var path = Path()`.
    private mutating func pathLet(_ binding: PatternBindingSyntax) -> [JSONTree.Member] {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value else {
            error(binding, "a declaration in path(in:) needs a name and a value: 'let h = rect.height / 2'")
            return []
        }
        if let call = value.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "Path", call.arguments.isEmpty {
            if call.trailingClosure != nil {
                error(call, "'Path { … }' is not supported in path(in:); write 'var path = Path()' and draw on it")
            }
            pathScope?.path = name
            return []
        }
        if let point = pointValue(value, quiet: true) {
            pathScope?.points.insert(name)
            return [.init("\(name)_x", point[0]), .init("\(name)_y", point[1])]
        }
        if binding.typeAnnotation?.type.trimmedDescription == "Angle" || angleValue(value, quiet: true) != nil {
            guard let angle = angleValue(value, quiet: false) else { return [] }
            pathScope?.angles.insert(name)
            return [.init(name, angle.unit == "degrees" ? .string("(\(angle.text)) * pi / 180") : Self.numberOrText(angle.text))]
        }
        guard let number = pathNumber(value) else { return [] }
        if binding.typeAnnotation?.type.trimmedDescription == "Int" || intKind(value) == .int { intNames.insert(name) }
        return [.init(name, number)]
    }

    /// `for i in 0..<n { … }`, `for i in a...b { … }`.
    private mutating func pathLoop(_ loop: ForStmtSyntax) -> JSONTree? {
        guard let variable = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? (loop.pattern.is(WildcardPatternSyntax.self) ? "_" : nil),
            loop.whereClause == nil, let sequence = loop.sequence.as(SequenceExprSyntax.self)
        else {
            error(loop.whereClause.map(Syntax.init) ?? Syntax(loop.sequence), "path(in:) loops over a range of integers: 'for i in 0..<n { … }' (no 'where', no stride)")
            return nil
        }
        let elements = Array(sequence.elements)
        guard let index = elements.firstIndex(where: { ["..<", "..."].contains($0.as(BinaryOperatorExprSyntax.self)?.operator.text) }),
            let lower = sequenceText(Array(elements[..<index])), let upper = sequenceText(Array(elements[(index + 1)...]))
        else {
            if !elements.contains(where: { ["..<", "..."].contains($0.as(BinaryOperatorExprSyntax.self)?.operator.text) }) {
                error(loop.sequence, "path(in:) loops over a range of integers: 'for i in 0..<n { … }' (no 'where', no stride)")
            }
            return nil
        }
        let op = elements[index].as(BinaryOperatorExprSyntax.self)!.operator.text
        intNames.insert(variable)
        let body = pathElements(loop.body.statements, returns: false)
        return located(.object(["for": .string(variable), "in": .string("\(lower) \(op) \(upper)"), "do": .array(body)]), loop)
    }

    /// A drawing call, an `if`, or `path = path.strokedPath(…)` (the path so far becomes its outline).
    private mutating func pathStatement(_ expression: ExprSyntax) -> [JSONTree] {
        if let ifExpr = expression.as(IfExprSyntax.self) { return pathIf(ifExpr).map { [$0] } ?? [] }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            Array(sequence.elements)[1].is(AssignmentExprSyntax.self),
            let call = sequence.elements.last?.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "strokedPath"
        {
            return pathStrokedPath(target: sequence.elements.first!, member: member, call: call).map { [$0] } ?? []
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self), let pathName = pathScope?.path, base.baseName.text == pathName
        else {
            error(expression, "'\(expression.trimmedDescription.prefix(40))' is not supported in path(in:); write 'let', 'for', 'if' and calls on the Path (path.move(to:), addLine(to:), addArc(…), closeSubpath(), …)")
            return []
        }
        return pathCall(member.declName.baseName.text, call)
    }

    /// `path = path.strokedPath(StrokeStyle(lineWidth: 3, lineCap: .round))`: the format's
    /// `strokedPath` element without `path`, which replaces the path drawn so far by its outline.
    private mutating func pathStrokedPath(target: ExprSyntax, member: MemberAccessExprSyntax, call: FunctionCallExprSyntax) -> JSONTree? {
        let pathName = pathScope?.path
        guard target.as(DeclReferenceExprSyntax.self)?.baseName.text == pathName,
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == pathName
        else {
            error(target, "write 'strokedPath' in path(in:) as '\(pathName ?? "path") = \(pathName ?? "path").strokedPath(StrokeStyle(…))'")
            return nil
        }
        let arguments = Arguments(call)
        var style = JSONTree.object([])
        if let only = arguments.all.first {
            guard arguments.all.count == 1, only.label.isEmpty, let styleCall = only.expression.as(FunctionCallExprSyntax.self),
                styleCall.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "StrokeStyle"
            else {
                error(call, "strokedPath takes one StrokeStyle(…): 'strokedPath(StrokeStyle(lineWidth: 3, lineCap: .round))'")
                return nil
            }
            guard let object = labelledObject(Arguments(styleCall), of: "StrokeStyle") else { return nil }
            style = object
        }
        return located(.object(["strokedPath": .object(["style": style])]), target)
    }

    private mutating func pathIf(_ ifExpr: IfExprSyntax) -> JSONTree? {
        var conditions: [String] = []
        for element in ifExpr.conditions {
            guard case .expression(let condition) = element.condition, let text = expressionText(condition) else {
                if case .expression = element.condition {} else { error(element, "only boolean conditions are supported in 'if' in path(in:)") }
                return nil
            }
            conditions.append(ifExpr.conditions.count > 1 ? "(\(text))" : text)
        }
        var members: [JSONTree.Member] = [.init("if", .string(conditions.joined(separator: " && "))), .init("then", .array(pathElements(ifExpr.body.statements, returns: false)))]
        switch ifExpr.elseBody {
        case .ifExpr(let elseIf): members.append(.init("else", .array(pathIf(elseIf).map { [$0] } ?? [])))
        case .codeBlock(let block): members.append(.init("else", .array(pathElements(block.statements, returns: false))))
        case nil: break
        }
        return located(.object(members), ifExpr)
    }

    /// `path.move(to: p)` and the other drawing calls of SwiftUI's Path.
    private mutating func pathCall(_ name: String, _ call: FunctionCallExprSyntax) -> [JSONTree] {
        let arguments = Arguments(call)
        let labels = arguments.all.map(\.label)
        func point(_ label: String) -> JSONTree? { arguments.named(label).flatMap { pointValue($0.expression, quiet: false) }.map { .array($0) } }
        func element(_ key: String, _ value: JSONTree) -> [JSONTree] { [located(.object([JSONTree.Member(key, value)]), call)] }
        switch (name, labels) {
        case ("closeSubpath", []):
            return [located(.string("closeSubpath"), call)]
        case ("move", ["to"]), ("addLine", ["to"]):
            guard let to = point("to") else { return [] }
            return element(name, .object(["to": to]))
        case ("addQuadCurve", ["to", "control"]):
            guard let to = point("to"), let control = point("control") else { return [] }
            return element(name, .object(["to": to, "control": control]))
        case ("addCurve", ["to", "control1", "control2"]):
            guard let to = point("to"), let control1 = point("control1"), let control2 = point("control2") else { return [] }
            return element(name, .object(["to": to, "control1": control1, "control2": control2]))
        case ("addLines", [""]):
            guard let array = arguments.first?.expression.as(ArrayExprSyntax.self), !array.elements.isEmpty else {
                error(call, "addLines takes an array literal of points: path.addLines([a, b, c])")
                return []
            }
            var out: [JSONTree] = []
            for (i, entry) in array.elements.enumerated() {
                guard let to = pointValue(entry.expression, quiet: false) else { return [] }
                out.append(located(.object([JSONTree.Member(i == 0 ? "move" : "addLine", .object(["to": .array(to)]))]), entry))
            }
            return out
        case ("addArc", ["center", "radius", "startAngle", "endAngle", "clockwise"]), ("addArc", ["center", "radius", "startAngle", "endAngle"]):
            guard let center = point("center"), let radius = arguments.named("radius").flatMap({ pathNumber($0.expression) }),
                let start = arguments.named("startAngle").flatMap({ angleValue($0.expression, quiet: false) }),
                let end = arguments.named("endAngle").flatMap({ angleValue($0.expression, quiet: false) })
            else { return [] }
            // Both angles in one unit: degrees when both are, radians otherwise.
            let unit = start.unit == end.unit ? start.unit : "radians"
            func angle(_ angle: (unit: String, text: String)) -> JSONTree {
                let text = angle.unit == unit ? angle.text : "(\(angle.text)) * pi / 180"
                return .object([JSONTree.Member(unit, Self.numberOrText(text))])
            }
            var members: [JSONTree.Member] = [.init("center", center), .init("radius", radius), .init("startAngle", angle(start)), .init("endAngle", angle(end))]
            if let clockwise = arguments.named("clockwise") {
                guard let value = value(clockwise.expression) else { return [] }
                members.append(.init("clockwise", value))
            }
            return element("addArc", .object(members))
        case ("addRect", [""]):
            guard let rect = rectValue(arguments.all[0].expression) else { return [] }
            return element("addRect", .array(rect))
        case ("addEllipse", ["in"]):
            guard let rect = rectValue(arguments.all[0].expression) else { return [] }
            return element("addEllipse", .object(["in": .array(rect)]))
        case ("addRoundedRect", ["in", "cornerSize"]):
            guard let rect = rectValue(arguments.all[0].expression), let size = sizeValue(arguments.all[1].expression) else { return [] }
            return element("addRoundedRect", .object(["in": .array(rect), "cornerSize": .array(size)]))
        default:
            error(call.calledExpression, "'\(pathScope?.path ?? "path").\(name)(\(labels.map { "\($0.isEmpty ? "_" : $0):" }.joined()))' is not supported; Zoetrope's paths have move(to:), addLine(to:), addQuadCurve(to:control:), addCurve(to:control1:control2:), addArc(center:radius:startAngle:endAngle:clockwise:), addRect(_:), addRoundedRect(in:cornerSize:), addEllipse(in:), addLines(_:) and closeSubpath()")
            return []
        }
    }

    /// A number of a path: a literal, or an expression string.
    mutating func pathNumber(_ expression: ExprSyntax) -> JSONTree? {
        if case .number? = numberOrBool(expression) { return numberOrBool(expression) }
        return expressionText(expression).map { .string($0) }
    }

    static func numberOrText(_ text: String) -> JSONTree { isJSONNumber(text) ? .number(text) : .string(text) }

    /// `CGPoint(x: …, y: …)`, `.zero`, or a point declared with `let`, as `[x, y]`; nil (with an
    /// error unless `quiet`) for anything else.
    private mutating func pointValue(_ expression: ExprSyntax, quiet: Bool) -> [JSONTree]? {
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "CGPoint" {
            let arguments = Arguments(call)
            guard arguments.all.map(\.label) == ["x", "y"] else {
                if !quiet { error(call, "write a point as CGPoint(x: …, y: …)") }
                return nil
            }
            let x = pathNumber(arguments.all[0].expression), y = pathNumber(arguments.all[1].expression)
            guard let x, let y else { return nil }
            return [x, y]
        }
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, pathScope?.points.contains(name) == true {
            return [.string("\(name)_x"), .string("\(name)_y")]
        }
        if ["CGPoint.zero", ".zero"].contains(expression.trimmedDescription) { return [.number("0"), .number("0")] }
        if !quiet { error(expression, "'\(expression.trimmedDescription.prefix(40))' is not a point Zoetrope can import; write CGPoint(x: …, y: …) or a name declared with 'let p = CGPoint(x: …, y: …)'") }
        return nil
    }

    /// `.degrees(a)`, `Angle(radians: a)`, `.zero` or an angle declared with `let`: its unit and number.
    private mutating func angleValue(_ expression: ExprSyntax, quiet: Bool) -> (unit: String, text: String)? {
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1, let argument = call.arguments.first {
            let callee = call.calledExpression.trimmedDescription
            let unit: String? = switch (callee, argument.label?.text) {
            case (".degrees", nil), ("Angle.degrees", nil), ("Angle", "degrees"): "degrees"
            case (".radians", nil), ("Angle.radians", nil), ("Angle", "radians"): "radians"
            default: nil
            }
            if let unit {
                guard let text = expressionText(argument.expression) else { return nil }
                return (unit, text)
            }
        }
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, pathScope?.angles.contains(name) == true {
            return ("radians", name)
        }
        if ["Angle.zero", ".zero"].contains(expression.trimmedDescription) { return ("degrees", "0") }
        if !quiet { error(expression, "'\(expression.trimmedDescription.prefix(40))' is not an angle Zoetrope can import; write .degrees(…), .radians(…) or a name declared with 'let a: Angle = .degrees(…)'") }
        return nil
    }

    /// The path's `rect`, or `CGRect(x:y:width:height:)`, as `[x, y, w, h]`.
    private mutating func rectValue(_ expression: ExprSyntax) -> [JSONTree]? {
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, name == pathScope?.rect {
            return [.number("0"), .number("0"), .string("rect.width"), .string("rect.height")]
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "CGRect",
            call.arguments.map({ $0.label?.text ?? "" }) == ["x", "y", "width", "height"]
        {
            var numbers: [JSONTree] = []
            for argument in call.arguments {
                guard let number = pathNumber(argument.expression) else { return nil }
                numbers.append(number)
            }
            return numbers
        }
        error(expression, "'\(expression.trimmedDescription.prefix(40))' is not a rectangle Zoetrope can import; write '\(pathScope?.rect ?? "rect")' or CGRect(x: …, y: …, width: …, height: …)")
        return nil
    }

    /// `CGSize(width: …, height: …)` as `[w, h]`.
    private mutating func sizeValue(_ expression: ExprSyntax) -> [JSONTree]? {
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "CGSize",
            call.arguments.map({ $0.label?.text ?? "" }) == ["width", "height"],
            let width = pathNumber(call.arguments.first!.expression), let height = pathNumber(call.arguments.last!.expression)
        {
            return [width, height]
        }
        error(expression, "write the corner size as CGSize(width: …, height: …)")
        return nil
    }

    /// Inside `path(in:)`: `rect.size.width` is `rect.width`, `c.x` of a point `c` is `c_x`,
    /// `a.radians` of an angle is `a`. Nil when the expression is not one of these.
    mutating func pathExpressionText(_ expression: ExprSyntax) -> String?? {
        guard let scope = pathScope else { return nil }
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            if scope.points.contains(name) {
                error(expression, "'\(name)' is a point; write '\(name).x' or '\(name).y'")
                return .some(nil)
            }
            if scope.angles.contains(name) {
                error(expression, "'\(name)' is an angle; write '\(name).radians' or '\(name).degrees'")
                return .some(nil)
            }
            if name == scope.rect {
                error(expression, "'\(name)' is the shape's rectangle; write '\(name).width', '\(name).midX', …")
                return .some(nil)
            }
            return nil
        }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        // `Double.pi`, `.pi`: the path's own name for it.
        guard let base = member.base else { return name == "pi" ? "pi" : nil }
        if name == "pi", Self.isTypeName(base) { return "pi" }
        // rect.size.width, rect.origin.x
        if let inner = base.as(MemberAccessExprSyntax.self), inner.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == scope.rect {
            switch (inner.declName.baseName.text, name) {
            case ("size", "width"), ("size", "height"): return "rect.\(name)"
            case ("origin", "x"): return "rect.minX"
            case ("origin", "y"): return "rect.minY"
            default: break
            }
            error(expression, "'\(expression.trimmedDescription)' is not supported; the rectangle has size.width, size.height, origin.x, origin.y, width, height, minX, midX, maxX, minY, midY, maxY")
            return .some(nil)
        }
        guard let baseName = base.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        if baseName == scope.rect {
            if Self.rectMembers.contains(name) { return "rect.\(name)" }
            error(member.declName, "'\(expression.trimmedDescription)' is not supported; the rectangle has size.width, size.height, origin.x, origin.y, width, height, minX, midX, maxX, minY, midY, maxY")
            return .some(nil)
        }
        if let typeName = scope.scalars[baseName], let type = scalarTypes[typeName] {
            if type.fields.contains(where: { $0.name == name }) { return "\(baseName)_\(name)" }
            error(member.declName, "'\(typeName)' has the fields \(Self.list(type.fields.map(\.name)))")
            return .some(nil)
        }
        if scope.points.contains(baseName) {
            if name == "x" || name == "y" { return "\(baseName)_\(name)" }
            error(member.declName, "a point has 'x' and 'y'")
            return .some(nil)
        }
        if scope.angles.contains(baseName) {
            if name == "radians" { return baseName }
            if name == "degrees" { return "(\(baseName) * 180 / pi)" }
            error(member.declName, "an angle has 'radians' and 'degrees'")
            return .some(nil)
        }
        return nil
    }
}
