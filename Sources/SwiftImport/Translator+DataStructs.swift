import SwiftSyntax

/// A struct of stored properties only (seed 003's `Student`): in a scene its values are objects
/// with those fields.
struct DataStruct {
    var name: String
    var fields: [(name: String, type: String, defaultValue: ExprSyntax?)]
}

extension Translator {
    /// The structs among `structs` that hold only stored properties; the others are returned.
    mutating func collectDataStructs(_ structs: [StructDeclSyntax]) -> [StructDeclSyntax] {
        var rest: [StructDeclSyntax] = []
        for decl in structs {
            var fields: [(name: String, type: String, defaultValue: ExprSyntax?)] = []
            var plain = decl.inheritanceClause == nil || decl.inheritanceClause!.inheritedTypes.allSatisfy {
                ["Identifiable", "Equatable", "Hashable", "Codable", "Sendable"].contains($0.type.trimmedDescription)
            }
            for member in decl.memberBlock.members where plain {
                guard let variable = member.decl.as(VariableDeclSyntax.self), variable.attributes.isEmpty else {
                    plain = false
                    break
                }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, binding.accessorBlock == nil,
                        let type = binding.typeAnnotation?.type.trimmedDescription ?? (binding.initializer != nil ? "" : nil)
                    else {
                        plain = false
                        break
                    }
                    fields.append((name, type, binding.initializer?.value))
                }
            }
            if plain, !fields.isEmpty {
                dataStructs[decl.name.text] = DataStruct(name: decl.name.text, fields: fields)
            } else {
                rest.append(decl)
            }
        }
        return rest
    }

    /// `Student(name: "fat", age: 88)` as the object `{"name": "fat", "age": 88}` (a literal).
    mutating func dataLiteral(_ expression: ExprSyntax, subject: String) -> JSONTree? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, let type = dataStructs[name]
        else { return nil }
        guard countNodes(1 + type.fields.count, at: call, "the value makes more nodes"), enterType(name, at: call) else { return nil }
        defer { typesInProgress.remove(name) }
        return expandingUse(at: call) { $0.dataMembers(type, call: call, subject: subject) }
    }

    private mutating func dataMembers(_ type: DataStruct, call: FunctionCallExprSyntax, subject: String) -> JSONTree? {
        let name = type.name
        let arguments = Arguments(call)
        var members: [JSONTree.Member] = []
        for field in type.fields {
            if let argument = arguments.named(field.name) {
                guard let value = literal(argument.expression, subject: subject) else { return nil }
                members.append(.init(field.name, value))
            } else if let defaultValue = field.defaultValue {
                guard let value = literal(defaultValue, subject: subject) else { return nil }
                members.append(.init(field.name, value))
            } else {
                error(call, "'\(name)(…)' needs '\(field.name):' (its memberwise initializer)")
                return nil
            }
        }
        if let extra = arguments.all.first(where: { argument in !type.fields.contains { $0.name == argument.label } }) {
            error(extra.node, "'\(name)' has no field '\(extra.label)'")
            return nil
        }
        return .object(members)
    }

    /// A parameter of a data struct's type with no default: each field's zero.
    mutating func dataDefault(_ typeName: String, node: some SyntaxProtocol) -> JSONTree? {
        guard let type = dataStructs[typeName] else { return nil }
        guard countNodes(1 + type.fields.count, at: node, "the value makes more nodes"), enterType(typeName, at: node) else { return nil }
        defer { typesInProgress.remove(typeName) }
        var members: [JSONTree.Member] = []
        for field in type.fields {
            if let defaultValue = field.defaultValue {
                guard let value = literal(defaultValue, subject: "'\(field.name)'") else { return nil }
                members.append(.init(field.name, value))
                continue
            }
            switch field.type {
            case "Bool": members.append(.init(field.name, .bool(false)))
            case "Int", "Double", "CGFloat", "Float": members.append(.init(field.name, .number("0")))
            case "String": members.append(.init(field.name, .string("")))
            default:
                error(node, "field '\(field.name)' of '\(typeName)' has the type '\(field.type)'; data structs hold Bool, numbers and String")
                return nil
            }
        }
        return .object(members)
    }
}
