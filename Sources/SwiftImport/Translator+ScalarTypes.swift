import Scene
import SwiftSyntax

/// A struct that is `VectorArithmetic` through one number, as seed 001's `ClockTime`: its `+`
/// is `T(lhs.g() + rhs.g())`, it has `init(_ x: Double)` making the fields from the number, and
/// `g()` gives the number back. In a scene it is that number; its fields are worked out from it.
struct ScalarType {
    var name: String
    var fields: [(name: String, isInt: Bool)]
    /// `init(_ x: Double)`: its parameter and statements.
    var parameter: String
    var fromNumber: CodeBlockItemListSyntax
    /// The other initializers: parameter names and the expression each field is set to.
    var initializers: [(parameters: [String], assignments: [String: ExprSyntax])]
    /// The name of `g` and its returned expression.
    var method: String
    var number: ExprSyntax
}

extension Translator {
    /// Reads the VectorArithmetic structs among `structs`; the others are returned.
    mutating func collectScalarTypes(_ structs: [StructDeclSyntax], extensions: [ExtensionDeclSyntax]) -> [StructDeclSyntax] {
        var rest: [StructDeclSyntax] = []
        for decl in structs {
            let name = decl.name.text
            let conformances = extensions.filter { $0.extendedType.trimmedDescription == name }
            let conforms = (decl.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "VectorArithmetic" } ?? false)
                || conformances.contains { $0.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "VectorArithmetic" } ?? false }
            guard conforms else {
                rest.append(decl)
                continue
            }
            if let scalar = scalarType(decl, extensions: conformances) {
                scalarTypes[name] = scalar
            } else {
                warning(decl.name, "struct '\(name)' is VectorArithmetic, but Zoetrope imports such a type only when its '+' goes through one number ('static func + (lhs: \(name), rhs: \(name)) -> \(name) { \(name)(lhs.asNumber() + rhs.asNumber()) }', with 'init(_ x: Double)' and that method); it is skipped")
            }
        }
        return rest
    }

    private func scalarType(_ decl: StructDeclSyntax, extensions: [ExtensionDeclSyntax]) -> ScalarType? {
        let name = decl.name.text
        let members = decl.memberBlock.members.map(\.decl) + extensions.flatMap { $0.memberBlock.members.map(\.decl) }
        var fields: [(name: String, isInt: Bool)] = []
        var parameter: String?
        var fromNumber: CodeBlockItemListSyntax?
        var initializers: [(parameters: [String], assignments: [String: ExprSyntax])] = []
        var methods: [String: ExprSyntax] = [:]
        var plusMethod: String?
        for member in members {
            if let variable = member.as(VariableDeclSyntax.self), !variable.modifiers.contains(where: { $0.name.text == "static" }) {
                for binding in variable.bindings where binding.accessorBlock == nil {
                    guard let field = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    fields.append((field, binding.typeAnnotation?.type.trimmedDescription == "Int"))
                }
            } else if let initializer = member.as(InitializerDeclSyntax.self), let body = initializer.body?.statements {
                let parameters = initializer.signature.parameterClause.parameters
                if parameters.count == 1, let only = parameters.first, only.firstName.text == "_", only.type.trimmedDescription == "Double" {
                    parameter = (only.secondName ?? only.firstName).text
                    fromNumber = body
                    continue
                }
                var assignments: [String: ExprSyntax] = [:]
                for statement in body {
                    guard let sequence = statement.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                        Array(sequence.elements)[1].is(AssignmentExprSyntax.self),
                        let target = Self.propertyName(sequence.elements.first!), let value = sequence.elements.last
                    else { return nil }
                    assignments[target] = value
                }
                initializers.append((parameters.map { ($0.secondName ?? $0.firstName).text }, assignments))
            } else if let function = member.as(FunctionDeclSyntax.self), let statements = function.body?.statements,
                statements.count == 1, let only = statements.first
            {
                let returned = only.item.as(ReturnStmtSyntax.self)?.expression ?? only.item.as(ExprSyntax.self)
                if function.name.text == "+" {
                    // T(lhs.g() + rhs.g())
                    guard let call = returned?.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == name,
                        let sum = call.arguments.first?.expression.as(SequenceExprSyntax.self), sum.elements.count == 3,
                        let first = sum.elements.first?.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
                    else { return nil }
                    plusMethod = first.declName.baseName.text
                } else if function.signature.parameterClause.parameters.isEmpty, let returned {
                    methods[function.name.text] = returned
                }
            }
        }
        guard let parameter, let fromNumber, let plusMethod, let number = methods[plusMethod] else { return nil }
        return ScalarType(
            name: name, fields: fields, parameter: parameter, fromNumber: fromNumber, initializers: initializers, method: plusMethod, number: number)
    }

    /// `ClockTime(10, 0, 0)` as the number it stands for: `g()`'s expression with the fields
    /// the initializer sets.
    mutating func scalarText(_ type: ScalarType, _ call: FunctionCallExprSyntax) -> String? {
        var arguments: [String] = []
        for argument in call.arguments {
            guard let text = expressionText(argument.expression) else { return nil }
            arguments.append("(\(text))")
        }
        if arguments.count == 1, call.arguments.first?.label == nil, !type.initializers.contains(where: { $0.parameters.count == 1 }) {
            return Self.folded(arguments[0])
        }
        guard let initializer = type.initializers.first(where: { $0.parameters.count == arguments.count }) else {
            error(call, "'\(type.name)' has no initializer with \(arguments.count) arguments that Zoetrope reads (one that sets each field: 'self.field = value')")
            return nil
        }
        guard enterType(type.name, at: call) else { return nil }
        let saved = substitutions
        defer {
            substitutions = saved
            typesInProgress.remove(type.name)
        }
        substitutions = Dictionary(zip(initializer.parameters, arguments), uniquingKeysWith: { a, _ in a })
        var fieldValues: [String: String] = [:]
        for field in type.fields {
            guard let value = initializer.assignments[field.name] else {
                error(call, "the initializer of '\(type.name)' does not set '\(field.name)'")
                return nil
            }
            guard let text = expressionText(value) else { return nil }
            fieldValues[field.name] = "(\(text))"
        }
        substitutions = fieldValues
        return expressionText(type.number).map { Self.folded("(\($0))") }
    }

    /// An expression of literal numbers as the number it makes.
    static func folded(_ text: String) -> String {
        if let parsed = try? Expression.parse(text, expecting: .number, scope: Scope(), path: ""), case .number(let value)? = parsed.constantValue {
            return JSONTree.number(value).compactText
        }
        return text
    }

    /// A scalar type's value as a literal number (an `@State` initial value).
    mutating func scalarLiteral(_ expression: ExprSyntax) -> JSONTree? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, let type = scalarTypes[name],
            let text = scalarText(type, call)
        else { return nil }
        guard let number = Self.number(text) else {
            error(call, "the initial value of a '\(name)' must be made of literal numbers")
            return nil
        }
        return number
    }

    /// The lets that work out a scalar parameter's fields (`time_hours`, …) from its number,
    /// as `init(_ x: Double)` does.
    mutating func scalarFieldLets(_ parameter: String, type: ScalarType) -> [JSONTree.Member] {
        let saved = substitutions
        defer { substitutions = saved }
        substitutions = [type.parameter: parameter]
        var lets: [JSONTree.Member] = []
        for statement in type.fromNumber {
            if let variable = statement.item.as(DeclSyntax.self)?.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let local = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value,
                        let text = expressionText(value)
                    else {
                        error(binding, "'init(_:)' of '\(type.name)' may only hold 'let name = value' and 'self.field = value'")
                        continue
                    }
                    let name = "\(parameter)_\(local)"
                    if binding.typeAnnotation?.type.trimmedDescription == "Int" || intKind(value) == .int { intNames.insert(name) }
                    lets.append(.init(name, .string(text)))
                    substitutions[local] = name
                }
                continue
            }
            guard let sequence = statement.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                Array(sequence.elements)[1].is(AssignmentExprSyntax.self),
                let field = sequence.elements.first?.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                let text = expressionText(sequence.elements.last!)
            else {
                error(statement, "'init(_:)' of '\(type.name)' may only hold 'let name = value' and 'self.field = value'")
                continue
            }
            let name = "\(parameter)_\(field)"
            if type.fields.contains(where: { $0.name == field && $0.isInt }) { intNames.insert(name) }
            if text != name { lets.append(.init(name, .string(text))) }
        }
        return lets
    }
}
