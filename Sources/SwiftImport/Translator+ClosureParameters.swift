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
    /// (`withAnimation { … }`). What a delayed closure (`asyncAfter`, `Task`, a completion)
    /// writes is read after it only inside that closure; what the action writes at once is
    /// read after it also by every delayed closure, which runs later.
    private mutating func readsNewValueAfterWrite(_ name: String, watched: String, in statements: CodeBlockItemListSyntax) -> Bool {
        let watchedNames = Self.names(in: watched)
        var firstWrite: (name: String, node: Syntax)?
        // Each node a token starts, in the order written: a write starts at the name it writes.
        search: for token in statements.tokens(viewMode: .sourceAccurate) {
            var node = token.parent
            while let at = node, at.firstToken(viewMode: .sourceAccurate) == token, !at.is(CodeBlockItemListSyntax.self) {
                if let written = Self.writtenName(at), let state = writtenStateName(written), watchedNames.contains(state) {
                    firstWrite = (written, at)
                    break search
                }
                node = at.parent
            }
        }
        guard let write = firstWrite else { return true }
        let end = write.node.endPositionBeforeTrailingTrivia
        let writeDelay = Self.delayedClosure(around: write.node)
        let read = statements.tokens(viewMode: .sourceAccurate).first { token in
            guard token.text == name, case .identifier = token.tokenKind,
                token.parent?.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName != token
            else { return false }
            let at = token.positionAfterSkippingLeadingTrivia
            if let writeDelay {
                // Inside the delayed closure that writes, after the write.
                return at >= end && at < writeDelay.endPositionBeforeTrailingTrivia
            }
            return at >= end || Self.delayedClosure(around: Syntax(token)) != nil
        }
        guard let read else { return true }
        let at = position(write.node)
        error(read, "'\(name)' is the value '\(watched)' changed to, before this action's writes, but the scene reads '\(watched)' for it, and '\(write.name)' is written first (at \(at.line):\(at.column)); write what reads '\(name)' before '\(write.node.trimmedDescription)'")
        return false
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

    /// The innermost closure around `node` that runs after the action: the body of
    /// `DispatchQueue.main.asyncAfter`, of `Task`, or a `completion:` of `withAnimation`.
    static func delayedClosure(around node: Syntax) -> ClosureExprSyntax? {
        var current = node.parent
        while let at = current {
            if let closure = at.as(ClosureExprSyntax.self) {
                if let call = closure.parent?.as(FunctionCallExprSyntax.self) {
                    let called = call.calledExpression.trimmedDescription
                    if called == "DispatchQueue.main.asyncAfter" || called == "Task" { return closure }
                }
                if let labelled = closure.parent?.as(MultipleTrailingClosureElementSyntax.self), labelled.label.text == "completion" { return closure }
                if let argument = closure.parent?.as(LabeledExprSyntax.self), argument.label?.text == "completion" || argument.label?.text == "execute" {
                    return closure
                }
            }
            current = at.parent
        }
        return nil
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
