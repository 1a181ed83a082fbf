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
    private mutating func readsNewValueAfterWrite(_ name: String, watched: String, in statements: CodeBlockItemListSyntax) -> Bool {
        let watchedNames = Self.names(in: watched)
        // The first write to a name the watched expression reads: `x = …`, `x += …`, `x.toggle()`.
        var firstWrite: (name: String, node: Syntax)?
        for node in statements.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent }) {
            if let sequence = node.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self),
                let reference = node.as(DeclReferenceExprSyntax.self), watchedNames.contains(reference.baseName.text),
                let index = sequence.elements.firstIndex(where: { Syntax($0) == node }), sequence.elements.index(after: index) != sequence.elements.endIndex
            {
                let op = sequence.elements[sequence.elements.index(after: index)]
                let assigns = op.is(AssignmentExprSyntax.self)
                    || op.as(BinaryOperatorExprSyntax.self).map { ["+=", "-=", "*=", "/=", "%=", "&&=", "||="].contains($0.operator.text) } == true
                if assigns { firstWrite = (reference.baseName.text, Syntax(sequence)) }
            } else if let reference = node.as(DeclReferenceExprSyntax.self), watchedNames.contains(reference.baseName.text),
                let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == node,
                member.declName.baseName.text == "toggle", let call = member.parent?.as(FunctionCallExprSyntax.self)
            {
                firstWrite = (reference.baseName.text, Syntax(call))
            }
            if firstWrite != nil { break }
        }
        guard let write = firstWrite else { return true }
        let end = write.node.endPositionBeforeTrailingTrivia
        let read = statements.tokens(viewMode: .sourceAccurate).first { token in
            guard token.text == name, case .identifier = token.tokenKind, token.positionAfterSkippingLeadingTrivia >= end else { return false }
            return token.parent?.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName != token
        }
        guard let read else { return true }
        let at = position(write.node)
        error(read, "'\(name)' is the value '\(watched)' changed to, before this action's writes, but the scene reads '\(watched)' for it, and '\(write.name)' is written first (at \(at.line):\(at.column)); write what reads '\(name)' before '\(write.node.trimmedDescription)'")
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
