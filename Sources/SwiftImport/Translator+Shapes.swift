import SwiftSyntax

/// What a `struct X: Shape` declares: number parameters, the ones `animatableData` names, and
/// the body of `path(in:)`.
struct ShapeMembers {
    var parameters: [ViewMembers.Property] = []
    var animatable: [String] = []
    var path: FunctionDeclSyntax?
    /// Parameters of a scalar VectorArithmetic type (seed 001's `var time: ClockTime`), and Ints.
    var scalars: [String: String] = [:]
    var ints: Set<String> = []
}

extension Translator {
    static let numberTypes: Set<String> = ["Int", "Double", "CGFloat", "Float"]

    /// A use of a custom shape: `PolygonShape(sides: isSquare ? 4 : 3)`; declares the shape once.
    mutating func customShape(_ name: String, decl: StructDeclSyntax, call: FunctionCallExprSyntax, arguments: Arguments) -> JSONTree? {
        guard let members = shapeDeclaration(name, decl: decl) else { return nil }
        var instance: [JSONTree.Member] = [.init("type", .string(name))]
        for argument in arguments.all {
            guard members.parameters.contains(where: { $0.name == argument.label }) else {
                let known = members.parameters.map(\.name)
                error(argument.node, argument.label.isEmpty
                    ? "arguments of '\(name)' are labelled with its properties (\(Self.list(known)))"
                    : "'\(name)' has no property '\(argument.label)'\(known.isEmpty ? "" : "; it has \(Self.list(known))")")
                continue
            }
            if let value = value(argument.expression) { instance.append(.init(argument.label, located(value, argument.expression))) }
        }
        return located(.object(instance), call)
    }

    /// Translates a Shape struct into the scene's `shapes` (once) and gives its members.
    private mutating func shapeDeclaration(_ name: String, decl: StructDeclSyntax) -> ShapeMembers? {
        let members = shapeMembers(of: decl)
        if shapes.contains(where: { $0.key == name }) { return members }
        guard let function = members.path, let body = function.body else { return nil }
        let rectName = function.signature.parameterClause.parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? "rect"
        pathScope = PathScope(rect: rectName)
        pathScope?.scalars = members.scalars
        intNames = members.ints
        defer {
            pathScope = nil
            intNames = []
        }
        var elements: [JSONTree] = []
        for parameter in members.parameters {
            guard let typeName = members.scalars[parameter.name], let type = scalarTypes[typeName] else { continue }
            let lets = scalarFieldLets(parameter.name, type: type)
            if !lets.isEmpty { elements.append(.object(["let": .object(lets)])) }
        }
        elements += pathElements(body.statements, returns: true)
        var entry: [JSONTree.Member] = []
        if !members.parameters.isEmpty {
            entry.append(.init("params", .object(members.parameters.map { .init($0.name, $0.value) })))
        }
        if !members.animatable.isEmpty {
            entry.append(.init("animatableData", .array(members.animatable.map { .string($0) })))
        }
        entry.append(.init("path", .array(elements)))
        shapes.append(.init(name, located(.object(entry), decl.name)))
        return members
    }

    private mutating func shapeMembers(of decl: StructDeclSyntax) -> ShapeMembers {
        var members = ShapeMembers()
        let shape = decl.name.text
        for member in decl.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                if function.name.text == "path", members.path == nil {
                    members.path = function
                } else {
                    error(function.name, "function '\(function.name.text)' in shape '\(shape)' is not supported; Zoetrope imports stored number properties, 'animatableData' and 'path(in:)' (write the helper's drawing inside 'path(in:)' with 'for' and 'if')")
                }
                continue
            }
            guard let variable = member.decl.as(VariableDeclSyntax.self) else {
                error(member.decl, "this declaration in shape '\(shape)' is not supported; Zoetrope imports stored number properties, 'animatableData' and 'path(in:)'")
                continue
            }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    error(binding.pattern, "only simple names are supported in shape properties")
                    continue
                }
                if name == "animatableData" {
                    members.animatable = animatableNames(binding, shape: shape)
                    continue
                }
                if binding.accessorBlock != nil {
                    error(binding, "computed property '\(name)' is not supported in a shape; write its expression in 'path(in:)' with 'let'")
                    continue
                }
                let type = binding.typeAnnotation?.type.trimmedDescription
                let value: JSONTree?
                if let initializer = binding.initializer {
                    value = numberOrBool(initializer.value).flatMap { if case .number = $0 { $0 } else { nil } }
                    if value == nil {
                        error(initializer.value, "shape property '\(name)' needs a literal number default ('var \(name): Double = 1') or none")
                    }
                } else if let type, Self.numberTypes.contains(type) {
                    value = .number("0")
                } else if let type, scalarTypes[type] != nil {
                    value = .number("0")
                    members.scalars[name] = type
                } else {
                    error(binding, "shape property '\(name)' of type '\(type ?? "?")' is not supported; a shape's properties are numbers (Double, CGFloat, Int)")
                    value = nil
                }
                if type == "Int" { members.ints.insert(name) }
                if let value { members.parameters.append(.init(name: name, value: located(value, binding), node: Syntax(binding))) }
            }
        }
        if members.path == nil {
            error(decl.name, "shape '\(shape)' has no 'func path(in rect: CGRect) -> Path'")
        }
        for name in members.animatable where !members.parameters.contains(where: { $0.name == name }) {
            error(decl.name, "animatableData of '\(shape)' reads '\(name)', which is not a number property of the shape")
        }
        return members
    }

    /// The properties `animatableData`'s getter returns: one name (a Double) or an
    /// `AnimatablePair` of them, nested to any depth, flattened in order.
    private mutating func animatableNames(_ binding: PatternBindingSyntax, shape: String) -> [String] {
        var statements: CodeBlockItemListSyntax?
        switch binding.accessorBlock?.accessors {
        case .getter(let list): statements = list
        case .accessors(let accessors): statements = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: break
        }
        var expression: ExprSyntax?
        if let statements, statements.count == 1, let only = statements.first {
            if let returned = only.item.as(ReturnStmtSyntax.self) { expression = returned.expression } else { expression = only.item.as(ExprSyntax.self) }
        }
        guard let expression else {
            error(binding, "animatableData of '\(shape)' must be a computed property whose getter returns a property or an AnimatablePair of them: 'get { AnimatablePair(sides, scale) }'")
            return []
        }
        var names: [String] = []
        func collect(_ expression: ExprSyntax) -> Bool {
            if let name = Self.propertyName(expression) {
                names.append(name)
                return true
            }
            if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "AnimatablePair", call.arguments.count == 2 {
                return call.arguments.allSatisfy { collect($0.expression) }
            }
            return false
        }
        guard collect(expression) else {
            error(expression, "animatableData of '\(shape)' returns '\(expression.trimmedDescription.prefix(40))'; Zoetrope animates number properties: return one ('sides') or an AnimatablePair of them ('AnimatablePair(sides, scale)')")
            return []
        }
        return names
    }

    /// `sides` or `self.sides`.
    static func propertyName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            return member.declName.baseName.text
        }
        return nil
    }
}
