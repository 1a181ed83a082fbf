import SwiftSyntax

/// The parameters of the closures SwiftUI passes values to: what the scene's actions can read
/// of them, and an error for the rest.
extension Translator {
    /// A closure's parameters, each with its name (`_` for an unnamed one) and where it is written:
    /// `{ old, new in … }`, `{ (old: Int, new: Int) in … }`.
    static func parameters(of closure: ClosureExprSyntax) -> [(name: String, node: Syntax)] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: return names.map { ($0.name.text, Syntax($0.name)) }
        case .parameterClause(let clause)?:
            return clause.parameters.map { parameter in
                let name = parameter.secondName ?? parameter.firstName
                return (name.text, Syntax(name))
            }
        case nil: return []
        }
    }

    /// The first place the statements read `name` (an identifier token), if they do.
    static func firstRead(of name: String, in statements: CodeBlockItemListSyntax) -> TokenSyntax? {
        statements.tokens(viewMode: .sourceAccurate).first { token in
            guard token.text == name, case .identifier = token.tokenKind else { return false }
            // `x.name` is a member, not the parameter.
            return token.parent?.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName != token
        }
    }

    /// `.onChange(of: value) { newValue in … }` (one parameter, the new value) and
    /// `{ oldValue, newValue in … }`: the names the action reads, as substitutions. The new value
    /// is the watched expression (the action runs after the change, reading the state then);
    /// the old value is gone by then, so reading it is an error. nil after an error.
    mutating func changeParameters(_ closure: ClosureExprSyntax, watched: String) -> [String: String]? {
        let parameters = Self.parameters(of: closure)
        let isName = watched.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        let newValue = isName ? watched : "(\(watched))"
        if (1...2).contains(parameters.count), let new = parameters.last?.name, new != "_",
            !readsNewValueAfterWrite(new, watched: watched, in: closure.statements)
        {
            return nil
        }
        switch parameters.count {
        case 0: return [:]
        case 1: return parameters[0].name == "_" ? [:] : [parameters[0].name: newValue]
        case 2:
            let old = parameters[0].name
            if old != "_", let read = Self.firstRead(of: old, in: closure.statements) {
                error(read, "'\(old)' is the value of '\(watched)' before the change, which the scene's onChange can't read (its action runs after the change, reading the state then); keep the earlier value in a @State of its own, or write '_' for '\(old)'")
                return nil
            }
            return parameters[1].name == "_" ? [:] : [parameters[1].name: newValue]
        default:
            error(closure.signature!, "an onChange action takes the new value, or the old and the new value: .onChange(of: \(watched)) { oldValue, newValue in … }")
            return nil
        }
    }

    /// Whether the new value `name` is read only where the watched expression still has it: in
    /// SwiftUI it is the value before the action's writes, and the scene reads the watched
    /// expression for it, so after the action writes a name that expression reads (`count =
    /// min(v, 10); label = "\(v)"`), a read of it is an error saying what to write instead.
    ///
    /// A write is any of ``writtenName(_:)``'s, also inside a closure the action runs
    /// (`withAnimation { … }`). Every write counts, each with when it runs (see
    /// ``runsAfter(_:_:)``): a read that runs after any of them is the error, naming the first.
    private mutating func readsNewValueAfterWrite(_ name: String, watched: String, in statements: CodeBlockItemListSyntax) -> Bool {
        let watchedNames = Self.names(in: watched)
        var writes: [(name: String, node: Syntax)] = []
        // Each node a token starts, in the order written: a write starts at the name it writes.
        for token in statements.tokens(viewMode: .sourceAccurate) {
            var node = token.parent
            while let at = node, at.firstToken(viewMode: .sourceAccurate) == token, !at.is(CodeBlockItemListSyntax.self) {
                if let written = Self.writtenName(at), let state = writtenStateName(written), watchedNames.contains(state) {
                    writes.append((written, at))
                    break
                }
                node = at.parent
            }
        }
        guard !writes.isEmpty else { return true }
        for token in statements.tokens(viewMode: .sourceAccurate) {
            guard token.text == name, case .identifier = token.tokenKind,
                token.parent?.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName != token,
                let write = writes.first(where: { Self.runsAfter(Syntax(token), $0.node) })
            else { continue }
            let at = position(write.node)
            error(token, "'\(name)' is the value '\(watched)' changed to, before this action's writes, but the scene reads '\(watched)' for it, and '\(write.name)' is written first (at \(at.line):\(at.column)); write what reads '\(name)' before '\(write.node.trimmedDescription)'")
            return false
        }
        return true
    }

    /// Whether `read` may run after the write `write` has run. In the same closure (or both at
    /// once): when it is written after it. A delayed closure (``delayedClosures(around:)``) runs
    /// after what the action does at once, and one a closure schedules after that closure's
    /// body. Otherwise the closures' delays decide: the later one runs after, and at the same
    /// delay the one written later (the queue keeps their order). A delay not known (a
    /// completion, a Task that sleeps) may be later: counted as after.
    static func runsAfter(_ read: Syntax, _ write: Syntax) -> Bool {
        let reads = delayedClosures(around: read), writes = delayedClosures(around: write)
        if reads.first?.id == writes.first?.id {
            return read.positionAfterSkippingLeadingTrivia >= write.endPositionBeforeTrailingTrivia
        }
        guard let readClosure = reads.first else { return false }
        guard let writeClosure = writes.first else { return true }
        if reads.contains(where: { $0.id == writeClosure.id }) { return true }
        if writes.contains(where: { $0.id == readClosure.id }) { return false }
        guard let readDelay = totalDelay(reads), let writeDelay = totalDelay(writes) else { return true }
        if readDelay != writeDelay { return readDelay > writeDelay }
        return readClosure.position > writeClosure.position
    }

    /// The seconds after the action a chain of delayed closures (innermost first) runs: the sum
    /// of their `asyncAfter` delays (a Task without `Task.sleep`: 0); nil when one is not known.
    static func totalDelay(_ closures: [ClosureExprSyntax]) -> Double? {
        var total = 0.0
        for closure in closures {
            guard let delay = delay(of: closure) else { return nil }
            total += delay
        }
        return total
    }

    /// The delay of one delayed closure: `asyncAfter(deadline: .now() + 0.5)` (also
    /// `.seconds(n)`, `.milliseconds(n)`), 0 for a Task that doesn't sleep; nil for a
    /// completion, a sleeping Task or a delay written otherwise (which the action reports).
    static func delay(of closure: ClosureExprSyntax) -> Double? {
        let call = closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        guard let call else { return nil }
        switch call.calledExpression.trimmedDescription {
        case "Task":
            return closure.statements.trimmedDescription.contains("Task.sleep") ? nil : 0
        case "DispatchQueue.main.asyncAfter":
            guard let deadline = Arguments(call).named("deadline"), let sequence = deadline.expression.as(SequenceExprSyntax.self),
                sequence.elements.count == 3, sequence.elements.first?.trimmedDescription == ".now()",
                let amount = sequence.elements.last
            else { return nil }
            let digits = { (text: String) in Double(text.replacingOccurrences(of: "_", with: "")) }
            if let seconds = digits(amount.trimmedDescription) { return seconds }
            if let unit = amount.as(FunctionCallExprSyntax.self), let member = unit.calledExpression.as(MemberAccessExprSyntax.self),
                let argument = unit.arguments.first, let count = digits(argument.expression.trimmedDescription)
            {
                let scale: [String: Double] = ["seconds": 1, "milliseconds": 1e-3, "microseconds": 1e-6, "nanoseconds": 1e-9]
                return scale[member.declName.baseName.text].map { count * $0 }
            }
            return nil
        default:
            return nil
        }
    }

    /// The mutating methods whose call on a state writes it.
    static let mutatingMethods: Set<String> = [
        "toggle", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "popLast", "sort",
        "reverse", "shuffle", "swapAt", "move", "replaceSubrange", "formUnion", "formIntersection", "formSymmetricDifference",
        "subtract", "merge", "removeValue", "updateValue", "negate", "formIndex",
    ]

    /// The name a write starting at `node` writes, as written: `x = …`, `x += …` (every compound
    /// assignment), `self.x = …`, `x.field = …`, `x[i] = …`, `x.toggle()`, `x.append(…)` and the
    /// other ``mutatingMethods``; nil for anything else.
    static func writtenName(_ node: Syntax) -> String? {
        if let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count >= 3 {
            let elements = Array(sequence.elements)
            let assigns = elements[1].is(AssignmentExprSyntax.self)
                || elements[1].as(BinaryOperatorExprSyntax.self).map { $0.operator.text.count >= 2 && $0.operator.text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains($0.operator.text) } == true
            return assigns ? rootName(elements[0]) : nil
        }
        if let call = node.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            mutatingMethods.contains(member.declName.baseName.text), let base = member.base
        {
            return rootName(base)
        }
        return nil
    }

    /// The variable an assigned or mutated expression belongs to: `x` of `x`, `self.x`,
    /// `x.field`, `x[i]`, `x!`, `x?.field`.
    static func rootName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.tokenKind == .keyword(.self) ? nil : reference.baseName.text
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return member.declName.baseName.text }
            return rootName(base)
        }
        if let subscripted = expression.as(SubscriptCallExprSyntax.self) { return rootName(subscripted.calledExpression) }
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { return rootName(unwrapped.expression) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return rootName(optional.expression) }
        return nil
    }

    /// Every closure around `node` that runs after the action, innermost first: the body of
    /// `DispatchQueue.main.asyncAfter`, of `Task`, or a `completion:` of `withAnimation`.
    static func delayedClosures(around node: Syntax) -> [ClosureExprSyntax] {
        var closures: [ClosureExprSyntax] = []
        var current = node.parent
        while let at = current {
            if let closure = at.as(ClosureExprSyntax.self), isDelayed(closure) { closures.append(closure) }
            current = at.parent
        }
        return closures
    }

    /// Whether a closure runs after the action: `asyncAfter`'s, `Task`'s, a `completion:`.
    private static func isDelayed(_ closure: ClosureExprSyntax) -> Bool {
        if let call = closure.parent?.as(FunctionCallExprSyntax.self) {
            let called = call.calledExpression.trimmedDescription
            if called == "DispatchQueue.main.asyncAfter" || called == "Task" { return true }
        }
        if let labelled = closure.parent?.as(MultipleTrailingClosureElementSyntax.self), labelled.label.text == "completion" { return true }
        if let argument = closure.parent?.as(LabeledExprSyntax.self), argument.label?.text == "completion" || argument.label?.text == "execute" {
            return true
        }
        return false
    }

    /// A closure SwiftUI calls without a value the scene can give (`.onAppear { … }`, the
    /// location of `.onTapGesture { location in … }`): a named parameter it reads is an error
    /// saying what to write instead. `_` and parameters it never reads are fine.
    mutating func refusesParameters(_ closure: ClosureExprSyntax, _ what: String, instead: String) -> Bool {
        for parameter in Self.parameters(of: closure) where parameter.name != "_" {
            guard let read = Self.firstRead(of: parameter.name, in: closure.statements) else { continue }
            error(read, "'\(parameter.name)' is \(what), which the scene can't give the action; \(instead)")
            return true
        }
        return false
    }
}
