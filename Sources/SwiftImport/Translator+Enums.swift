import SwiftSyntax

/// The file's enums: a case is the string of its name (`enum Mode { case off, on }` makes
/// `@State var mode: Mode = .off` the state `"off"`). `.on` is that string only where the enum
/// is expected — compared with or written to a name declared with the enum's type, or written
/// `Mode.on` —; elsewhere `.name` stays a name (a `Color`'s `.red`).
extension Translator {
    /// Collects an `enum`'s case names and its computed properties that switch over `self`,
    /// read on a value of the enum (``enumPropertyRead(_:name:)``) and on a phase animator's
    /// phases (Translator+PhaseAnimator.swift); other members are skipped with a warning.
    mutating func collectEnum(_ decl: EnumDeclSyntax) {
        var names: [String] = []
        for member in decl.memberBlock.members {
            guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else {
                if let (name, switchExpr) = Self.switchOverSelf(member.decl) {
                    enumSwitches[decl.name.text, default: [:]][name] = switchExpr
                    continue
                }
                warning(member.decl, "only the cases of enum '\(decl.name.text)' (as the strings of their names) and its computed properties that switch over self ('var scale: Double { switch self { case .a: 1; case .b: 2 } }') are imported")
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

    /// `mode.scale` where `mode` is declared with one of the file's enums, which has the
    /// computed property `scale` switching over `self`: the expression that picks its value,
    /// `(mode == 'a' ? 1 : 2)`. nil when `base` is no such value or the enum has no such property.
    mutating func enumPropertyRead(_ base: ExprSyntax, name: String) -> String? {
        guard let cases = enumCases(of: base), !cases.isEmpty else { return nil }
        let owners = computed.enums.filter { Set($0.value) == cases && enumSwitches[$0.key]?[name] != nil }.map(\.key).sorted()
        if owners.isEmpty, let type = computed.enums.filter({ Set($0.value) == cases }).map(\.key).sorted().first {
            let example = computed.enums[type, default: []].prefix(2).map { "case .\($0): …" }.joined(separator: "; ")
            error(base, "'\(name)' of enum '\(type)' is not imported; Zoetrope reads the enum's computed properties that switch over self: 'var \(name): T { switch self { \(example) } }'")
            return nil
        }
        guard let owner = owners.first, let switchExpr = enumSwitches[owner]?[name], let subject = expressionText(base) else { return nil }
        if owners.count > 1 {
            error(base, "'\(name)' of \(Self.list(owners)), enums with the same cases, can't be told apart here; give one of them other case names")
            return nil
        }
        return enumProperty(name, switchExpr, subject: subject.contains(" ") ? "(\(subject))" : subject)
    }

    /// A computed property `var name: T { switch self { case .a: 1; default: 2 } }` as the
    /// expression that picks its value by `subject`'s case: `(subject == 'a' ? 1 : 2)`.
    /// nil after an error.
    mutating func enumProperty(_ name: String, _ switchExpr: SwitchExprSyntax, subject: String) -> String? {
        var branches: [(condition: String?, animation: String)] = []
        for element in switchExpr.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self), switchCase.statements.count == 1,
                let result = switchCase.statements.first?.item.as(ExprSyntax.self)
                    ?? switchCase.statements.first?.item.as(ReturnStmtSyntax.self)?.expression,
                let text = expressionText(result)
            else {
                error(element, "each case of '\(name)' is one value: case .up: 1.2")
                return nil
            }
            switch switchCase.label {
            case .default: branches.append((nil, text.contains(" ") ? "(\(text))" : text))
            case .case(let label):
                var alternatives: [String] = []
                for item in label.caseItems {
                    guard let member = item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self), member.base == nil else {
                        error(item, "write the cases as 'case .name:'")
                        return nil
                    }
                    alternatives.append("\(subject) == \(Self.quotedExpressionString(member.declName.baseName.text))")
                }
                branches.append((alternatives.joined(separator: " || "), text.contains(" ") ? "(\(text))" : text))
            }
        }
        // The last case is what is left (a switch over every case needs no default).
        if branches.last?.condition != nil { branches[branches.count - 1].condition = nil }
        return Self.chooser(branches).map { "(\($0))" }
    }

    /// `mode = .red` (or `flag ? .a : .red`, `mode == .red`) where `mode` is a `Mode` without
    /// the case `red`: the error naming the enum and its cases, at `.red`. Whether it refused one.
    mutating func refusesNonCase(_ written: [ExprSyntax], of target: ExprSyntax, cases: Set<String>) -> Bool {
        guard !cases.isEmpty else { return false }
        var values: [ExprSyntax] = written.last.map { [$0] } ?? []
        values += written.compactMap { $0.as(UnresolvedTernaryExprSyntax.self)?.thenExpression }
        for value in values {
            var value = value
            while let tuple = value.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { value = only.expression }
            guard let member = value.as(MemberAccessExprSyntax.self), member.base == nil,
                !cases.contains(member.declName.baseName.text)
            else { continue }
            let owner = computed.enums.filter { Set($0.value) == cases }.map(\.key).sorted().first
            let ordered = owner.flatMap { computed.enums[$0] } ?? cases.sorted()
            error(member, "'\(member.declName.baseName.text)' is not a case of enum '\(owner ?? "?")', the type of '\(target.trimmedDescription)'; its cases are \(Self.list(ordered))")
            return true
        }
        return false
    }
}
