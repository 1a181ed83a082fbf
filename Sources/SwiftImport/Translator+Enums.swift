import SwiftSyntax

/// The file's enums: a case is the string of its name (`enum Mode { case off, on }` makes
/// `@State var mode: Mode = .off` the state `"off"`). `.on` is that string only where the enum
/// is expected — compared with or written to a name declared with the enum's type, or written
/// `Mode.on` —; elsewhere `.name` stays a name (a `Color`'s `.red`).
extension Translator {
    /// Collects an `enum`'s case names. Computed properties that switch over `self` are read
    /// when the enum's cases are a phase animator's phases (Translator+PhaseAnimator.swift);
    /// other members are skipped with a warning.
    mutating func collectEnum(_ decl: EnumDeclSyntax) {
        var names: [String] = []
        for member in decl.memberBlock.members {
            guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else {
                if Self.switchOverSelf(member.decl) != nil { continue }
                warning(member.decl, "only the cases of enum '\(decl.name.text)' (as the strings of their names) and its computed properties that switch over self (read by a phase animator) are imported")
                continue
            }
            for element in cases.elements {
                if element.parameterClause != nil {
                    error(element, "enum cases with associated values are not imported; state holds a case as the string of its name")
                }
                names.append(element.name.text)
            }
        }
        computed.enums[decl.name.text] = names
    }

    /// `var name: T { switch self { … } }`: the name and the switch.
    static func switchOverSelf(_ decl: DeclSyntax) -> (name: String, switchExpr: SwitchExprSyntax)? {
        guard let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            case .getter(let statements)? = binding.accessorBlock?.accessors, statements.count == 1,
            let statement = statements.first,
            let switchExpr = (statement.item.as(ExprSyntax.self) ?? statement.item.as(ReturnStmtSyntax.self)?.expression
                ?? statement.item.as(ExpressionStmtSyntax.self)?.expression)?.as(SwitchExprSyntax.self),
            switchExpr.subject.trimmedDescription == "self"
        else { return nil }
        return (name, switchExpr)
    }

    /// The cases of the file's enum a declared type names (`Mode`, `Mode?`); nil for other types.
    func enumCases(ofType type: TypeSyntax?) -> Set<String>? {
        guard var spelled = type?.trimmedDescription else { return nil }
        if spelled.hasSuffix("?") { spelled.removeLast() }
        return computed.enums[spelled].map(Set.init)
    }

    /// The cases of the enum an expression has: a name of the view declared with an enum type
    /// (`mode`, `self.mode`), or a case written with its type (`Mode.on`). Nil otherwise.
    func enumCases(of expression: ExprSyntax) -> Set<String>? {
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text { return computed.enumTyped[name] }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self) {
            if base.baseName.tokenKind == .keyword(.self) { return computed.enumTyped[member.declName.baseName.text] }
            if let cases = computed.enums[base.baseName.text], cases.contains(member.declName.baseName.text) { return Set(cases) }
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return enumCases(of: only.expression)
        }
        return nil
    }

    /// Runs `body` with `cases` as the enum expected where it writes `.name` (none: `[]`).
    mutating func expecting<T>(_ cases: Set<String>, _ body: (inout Translator) -> T) -> T {
        let saved = computed.expected
        computed.expected = cases
        defer { computed.expected = saved }
        return body(&self)
    }

    /// `.idle` where the enum expected there has the case `idle`: its name.
    func enumCaseName(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil,
            computed.expected.contains(member.declName.baseName.text)
        else { return nil }
        return member.declName.baseName.text
    }
}
