import SwiftSyntax

/// The mutating calls of an array an action may make on array state (`items.append(x)`,
/// `items.remove(at: 0)`), written with the format's array functions (docs/expressions.md).
///
/// Swift traps on a position outside the array (`remove(at: 9)` of three, `removeFirst()` of
/// none, `insert(x, at: 9)`); the functions are total instead: the array stays as it was, and
/// `insert` clamps the position (docs/deviations.md).
extension Translator {
    /// `items.append(x)` as the write `"items": "append(items, x)"`; nil when `call` is no
    /// mutating call of an array state (after an error for one the format can't write).
    mutating func arrayMutation(_ call: FunctionCallExprSyntax, context: ViewContext) -> JSONTree.Member? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            let name = stateName(base), isArrayState(name, context: context)
        else { return nil }
        let method = member.declName.baseName.text
        let arguments = Arguments(call)
        let labels = call.trailingClosure == nil ? arguments.all.map(\.label) : ["{ … }"]
        func text(_ index: Int) -> String? { expressionText(arguments.all[index].expression) }
        let written: String?
        switch (method, labels) {
        case ("append", [""]): written = text(0).map { "append(\(name), \($0))" }
        case ("insert", ["", "at"]):
            guard let element = text(0), let index = text(1) else { return nil }
            written = "insert(\(name), \(index), \(element))"
        case ("remove", ["at"]): written = text(0).map { "removeAt(\(name), \($0))" }
        case ("removeFirst", []): written = "removeAt(\(name), 0)"
        case ("removeLast", []): written = "removeAt(\(name), count(\(name)) - 1)"
        case ("removeAll", []): return .init(name, located(.array([]), call))
        default:
            guard Self.mutatingMethods.contains(method) else { return nil }
            error(member.declName, "'\(method)' of an array is not supported in an action; write 'append(_:)', 'insert(_:at:)', 'remove(at:)', 'removeFirst()', 'removeLast()' or 'removeAll()', or assign the array")
            return nil
        }
        return written.map { .init(name, located(.string($0), call)) }
    }

    /// Whether `name` is a state whose value is an array: of the component `context` is in, or
    /// of the scene.
    private func isArrayState(_ name: String, context: ViewContext) -> Bool {
        let members = context.component.flatMap { componentState[$0] } ?? state
        guard let value = (members.first { $0.key == name } ?? state.first { $0.key == name })?.value.plain else { return false }
        if case .array = value { return true }
        return false
    }
}
