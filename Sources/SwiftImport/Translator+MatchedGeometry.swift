import SwiftSyntax

/// `.matchedGeometryEffect(id:in:properties:anchor:isSource:)` with a `@Namespace` variable as
/// the format's `matchedGeometryEffect`; the namespaces are the scene's `namespaces`.
extension Translator {
    mutating func matchedGeometryModifier(_ call: FunctionCallExprSyntax, arguments: Arguments) -> JSONTree? {
        var members: [JSONTree.Member] = []
        for argument in arguments.all {
            switch argument.label {
            case "id", "anchor", "isSource":
                guard let value = value(argument.expression) else { return nil }
                members.append(.init(argument.label, located(value, argument.expression)))
            case "in":
                guard let reference = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                    let namespace = substitutions[reference] ?? (namespaces.contains(reference) ? reference : nil)
                else {
                    error(argument.expression, "'in:' takes a namespace this view declares: '@Namespace private var \(argument.expression.trimmedDescription.prefix(20))'")
                    return nil
                }
                members.append(.init("in", located(.string(namespace), argument.expression)))
            case "properties":
                guard let member = argument.expression.as(MemberAccessExprSyntax.self), member.base == nil
                    || member.base?.trimmedDescription == "MatchedGeometryProperties"
                else {
                    error(argument.expression, "'properties:' takes one of .frame, .position and .size")
                    return nil
                }
                members.append(.init("properties", located(.string(member.declName.baseName.text), argument.expression)))
            default:
                error(argument.node, argument.label.isEmpty
                    ? "write .matchedGeometryEffect(id: …, in: namespace) with labels"
                    : "matchedGeometryEffect has no argument '\(argument.label)'; it takes id, in, properties, anchor and isSource")
                return nil
            }
        }
        for required in ["id", "in"] where !members.contains(where: { $0.key == required }) {
            error(call, "matchedGeometryEffect needs '\(required):': .matchedGeometryEffect(id: \"card\", in: namespace)")
            return nil
        }
        return .object(members)
    }
}
