import SwiftSyntax

/// Computed properties of the view being translated, and the enums of the file.
struct ComputedState {
    /// `var name: some View { … }` of the view struct being translated: its statements.
    var views: [String: CodeBlockItemListSyntax] = [:]
    /// The `some View` properties being read, outermost first (one that shows itself is an
    /// error), with the syntax levels around each read.
    var expanding: [(name: String, levels: Int)] = []
    /// The case names of every `enum` of the file (`case idle, loading`), by enum.
    var enums: [String: [String]] = [:]
    /// The names of the view being translated whose type is one of the file's enums, with
    /// that enum's cases: `.idle` compared with or written to one of them is the string `'idle'`.
    var enumTyped: [String: Set<String>] = [:]
    /// The cases of the enum the expression being written is compared with or written to:
    /// `.idle` among them is `'idle'`; any other `.name` stays a name (`.red`, a colour).
    var expected: Set<String> = []
}

/// The names a view's action reads, kept for `--tap` and `--at`, which run after the views are
/// translated: the values its properties stand for and its computed properties.
struct ViewScope {
    var substitutions: [String: String]
    var computed: ComputedState
}

extension Translator {
    /// The names of the view and the computed properties in effect: what an action reads.
    var scope: ViewScope { ViewScope(substitutions: substitutions, computed: computed) }

    /// Runs `body` with the names of `scope` (a tapped view's, the root view's for `--at`).
    mutating func within<T>(_ scope: ViewScope, _ body: (inout Translator) -> T) -> T {
        let saved = self.scope
        substitutions = scope.substitutions
        computed = scope.computed
        defer {
            substitutions = saved.substitutions
            computed = saved.computed
        }
        return body(&self)
    }

    /// A computed property of a view struct (`var name: T { … }`), put in where it is read
    /// (``withComputedProperties(_:values:_:)``): an expression's text, or, for `some View`,
    /// statements read as views.
    /// The getter is one expression (`{ x * 2 }`, `{ return x * 2 }`), a `switch` whose cases
    /// each return one (nested `?:` comparing the subject, as a view builder's switch), or an
    /// `if`/`else` whose branches each return one.
    mutating func computedProperty(_ name: String, _ binding: PatternBindingSyntax, into members: inout ViewMembers) {
        guard let statements = Self.getter(binding) else {
            error(binding, "computed property '\(name)' needs a getter: 'var \(name): Type { … }'")
            return
        }
        if binding.typeAnnotation?.type.trimmedDescription == "some View" {
            members.computedViews.append((name, statements))
            return
        }
        members.computed.append((name, binding, statements))
    }

    /// The texts of a view's computed properties, each written with the values of the view's
    /// names (`values`) and the computed properties it reads, in any order of declaration.
    /// One that reads itself, directly or through others, is an error: it would be put in
    /// without end. Returns the substitutions, `values` included.
    private mutating func computedTexts(_ properties: [(name: String, binding: PatternBindingSyntax, statements: CodeBlockItemListSyntax)], values: [String: String]) -> [String: String] {
        var getters: [String: (binding: PatternBindingSyntax, statements: CodeBlockItemListSyntax)] = [:]
        for property in properties where getters[property.name] == nil { getters[property.name] = (property.binding, property.statements) }
        let order = properties.map(\.name).filter { getters[$0] != nil }
        var reads: [String: [String]] = [:]
        let names = Set(order)
        for name in order { reads[name] = Self.namesRead(getters[name]!.statements, among: names) }
        // Depth-first without recursion (a chain of thousands of properties is fine): each
        // property after those it reads; a read of one still open is a cycle.
        var open: Set<String> = [], done: Set<String> = [], failed: Set<String> = []
        var sorted: [String] = []
        for root in order where !done.contains(root) {
            var stack: [(name: String, next: Int)] = [(root, 0)]
            open.insert(root)
            while let (name, next) = stack.last {
                let dependencies = reads[name]!
                guard next < dependencies.count else {
                    stack.removeLast()
                    open.remove(name)
                    done.insert(name)
                    sorted.append(name)
                    continue
                }
                stack[stack.count - 1].next += 1
                let dependency = dependencies[next]
                if open.contains(dependency) {
                    let path = stack.map(\.name)
                    let cycle = Array(path[path.firstIndex(of: dependency)!...]) + [dependency]
                    failed.formUnion(cycle)
                    error(getters[dependency]!.binding.pattern, "computed property '\(dependency)' reads itself (\(cycle.joined(separator: " → "))); Zoetrope puts a computed property in where it is read, so it can't be recursive: write the value without it")
                } else if !done.contains(dependency) {
                    open.insert(dependency)
                    stack.append((dependency, 0))
                }
            }
        }
        var texts = values
        for name in sorted {
            guard !failed.contains(name), !reads[name]!.contains(where: failed.contains) else {
                failed.insert(name)
                continue
            }
            substitutions = texts
            let statements = getters[name]!.statements
            guard let text = expecting(computed.enumTyped[name] ?? [], { $0.returnedText(statements, property: name) }) else {
                failed.insert(name)
                continue
            }
            texts[name] = "(\(text))"
        }
        return texts
    }

    /// The names of `properties` a getter reads: its names and `self.name`s (not the member
    /// names of other values, `items.count`).
    private static func namesRead(_ statements: CodeBlockItemListSyntax, among properties: Set<String>) -> [String] {
        final class Reads: SyntaxVisitor {
            var found: [String] = []
            var seen: Set<String> = []
            /// The parameter names of the closures being walked, innermost last: they shadow
            /// properties of the same name.
            var shadowed: [Set<String>] = []

            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
                var names: Set<String> = []
                switch node.signature?.parameterClause {
                case .simpleInput(let list): for parameter in list { names.insert(parameter.name.text) }
                case .parameterClause(let clause):
                    for parameter in clause.parameters { names.insert((parameter.secondName ?? parameter.firstName).text) }
                case nil: break
                }
                shadowed.append(names)
                return .visitChildren
            }

            override func visitPost(_ node: ClosureExprSyntax) {
                shadowed.removeLast()
            }

            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
                    // `.name` (an enum case or static member) and `other.name` are not this
                    // type's property; `self.name` is.
                    guard let base = member.base, base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else {
                        return .skipChildren
                    }
                }
                let name = node.baseName.text
                if shadowed.contains(where: { $0.contains(name) }) { return .skipChildren }
                if seen.insert(name).inserted { found.append(name) }
                return .skipChildren
            }
        }
        let reads = Reads(viewMode: .sourceAccurate)
        reads.walk(statements)
        return reads.found.filter(properties.contains)
    }

    static func getter(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let statements): return statements
        case .accessors(let accessors):
            return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: return nil
        }
    }

    /// The expression a getter's statements return.
    private mutating func returnedText(_ statements: CodeBlockItemListSyntax, property: String) -> String? {
        guard statements.count == 1, let item = statements.first?.item else {
            error(statements, "computed property '\(property)': write one expression, a 'switch' or an 'if' whose branches each return one (no 'let' or other statements)")
            return nil
        }
        if let returned = item.as(ReturnStmtSyntax.self) {
            guard let expression = returned.expression else {
                error(returned, "computed property '\(property)' must return a value")
                return nil
            }
            return returnedText(expression, property: property)
        }
        if let statement = item.as(ExpressionStmtSyntax.self) { return returnedText(statement.expression, property: property) }
        if let expression = item.as(ExprSyntax.self) { return returnedText(expression, property: property) }
        error(item, "computed property '\(property)': write one expression, a 'switch' or an 'if' whose branches each return one")
        return nil
    }

    private mutating func returnedText(_ expression: ExprSyntax, property: String) -> String? {
        if let switchExpr = expression.as(SwitchExprSyntax.self) { return switchText(switchExpr, property: property) }
        if let ifExpr = expression.as(IfExprSyntax.self) { return ifText(ifExpr, property: property) }
        return expressionText(expression)
    }

    /// `switch s { case .a: return x; case .b, .c: return y; default: return z }` as
    /// `s == 'a' ? x : ((s == 'b') || (s == 'c') ? y : z)`; the last case is the rest without
    /// `default` (Swift's switch is exhaustive).
    private mutating func switchText(_ switchExpr: SwitchExprSyntax, property: String) -> String? {
        guard let subject = expressionText(switchExpr.subject) else { return nil }
        var branches: [(condition: String?, value: String)] = []
        for element in switchExpr.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else {
                error(element, "'#if' is not supported in a switch")
                return nil
            }
            var condition: String?
            if case .case(let label) = switchCase.label {
                var alternatives: [String] = []
                for item in label.caseItems {
                    guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self),
                        let text = caseText(pattern.expression)
                    else {
                        error(item, "computed property '\(property)': only 'case .name:' and literal cases are supported (no 'let' bindings or 'where')")
                        return nil
                    }
                    alternatives.append("\(subject) == \(text)")
                }
                condition = alternatives.count == 1 ? alternatives[0] : alternatives.map { "(\($0))" }.joined(separator: " || ")
            }
            guard let value = returnedText(switchCase.statements, property: property) else { return nil }
            branches.append((condition, value))
        }
        guard var result = branches.last?.value else {
            error(switchExpr, "computed property '\(property)': the switch has no cases")
            return nil
        }
        for branch in branches.dropLast().reversed() {
            guard let condition = branch.condition else {
                error(switchExpr, "computed property '\(property)': 'default' must be the last case")
                return nil
            }
            result = "\(condition) ? (\(branch.value)) : (\(result))"
        }
        return result
    }

    /// `if c { return x } else if d { return y } else { return z }` as `c ? (x) : (d ? (y) : (z))`.
    private mutating func ifText(_ ifExpr: IfExprSyntax, property: String) -> String? {
        guard ifExpr.conditions.count == 1, case .expression(let conditionExpr) = ifExpr.conditions.first!.condition,
            let condition = expressionText(conditionExpr)
        else {
            error(ifExpr.conditions, "computed property '\(property)': the condition must be one boolean expression (no 'let')")
            return nil
        }
        guard let then = returnedText(ifExpr.body.statements, property: property) else { return nil }
        let otherwise: String?
        switch ifExpr.elseBody {
        case .ifExpr(let next): otherwise = ifText(next, property: property)
        case .codeBlock(let block): otherwise = returnedText(block.statements, property: property)
        case nil:
            error(ifExpr, "computed property '\(property)': an 'if' needs an 'else' that returns a value too")
            return nil
        }
        guard let otherwise else { return nil }
        return "\(condition) ? (\(then)) : (\(otherwise))"
    }

    /// A case pattern as an expression: `.loading` is `'loading'`, literals as they are.
    private mutating func caseText(_ expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            return Self.quotedExpressionString(member.declName.baseName.text)
        }
        if let literal = numberOrBool(expression) { return literal.compactText }
        if let string = expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue { return Self.quotedExpressionString(string) }
        return nil
    }

    /// `header` in a view builder, where `var header: some View { … }` is a computed property
    /// of the view being translated: its views.
    mutating func computedView(_ expression: ExprSyntax, context: ViewContext) -> JSONTree?? {
        let name: String
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        guard let statements = computed.views[name] else { return nil }
        // A property that shows itself would never end.
        if let start = computed.expanding.firstIndex(where: { $0.name == name }) {
            let cycle = computed.expanding[start...].map(\.name) + [name]
            error(expression, "computed property '\(name)' shows itself (\(cycle.joined(separator: " → "))); Zoetrope puts a computed property in where it is read, so it can't be recursive")
            return .some(nil)
        }
        // The views put in nest as deep as the syntax around each read together: past the
        // source's nesting limit, translating them would run out of stack.
        let levels = SyntaxDepth.levels(above: expression)
        let nesting = computed.expanding.reduce(levels) { $0 + $1.levels }
        if nesting > SyntaxDepth.limit {
            error(expression, "the computed properties read here nest their views more than \(SyntaxDepth.limit) syntax levels deep (\(nesting)), more than a scene can hold; split the view into View structs")
            return .some(nil)
        }
        computed.expanding.append((name, levels))
        defer { computed.expanding.removeLast() }
        // The reads count with the views and modifiers used around them: each struct starts its
        // own properties' count, but not the stack.
        return .some(expandingUse(at: expression) { $0.single($0.views(statements, context: context), at: expression) })
    }

    /// Runs `body` with the computed properties of a view struct in effect, and its names
    /// standing for `values` (a view written in place for its bindings); the names of the view
    /// around are not (each struct reads its own names).
    mutating func withComputedProperties<T>(_ members: ViewMembers, values: [String: String] = [:], _ body: (inout Translator) -> T) -> T {
        var inner = scope
        inner.computed.views = Dictionary(members.computedViews.map { ($0.name, $0.statements) }, uniquingKeysWith: { a, _ in a })
        inner.computed.enumTyped = members.enumTyped
        inner.computed.expected = []
        inner.computed.expanding = []
        return within(inner) { translator in
            // The property texts read the struct's computed properties, not the names around.
            translator.substitutions = translator.computedTexts(members.computed, values: values)
            return body(&translator)
        }
    }
}
