import SwiftSyntax

/// `if` (and `if let`) in an action: the timeline's events can't branch, so each change of a
/// branch is written as a choice on the condition, evaluated with the state before the update
/// as Swift's `if` is: in `if let x = picked { count = x } else { count = 0 }` the then branch
/// writes `count: "picked != nil ? picked : count"`, the else branch
/// `count: "picked != nil ? count : 0"`.
extension Translator {
    mutating func conditionalEvents(_ ifExpr: IfExprSyntax, context: ViewContext, isAsync: Bool) -> ActionEvents? {
        let savedSubstitutions = substitutions
        guard let condition = ifConditions(ifExpr.conditions) else {
            substitutions = savedSubstitutions
            return nil
        }
        let thenEvents = actionEvents(ifExpr.body.statements, context: context, isAsync: isAsync)
        substitutions = savedSubstitutions
        var elseEvents = ActionEvents()
        switch ifExpr.elseBody {
        case .codeBlock(let block): elseEvents = actionEvents(block.statements, context: context, isAsync: isAsync)
        case .ifExpr(let elseIf):
            guard let nested = conditionalEvents(elseIf, context: context, isAsync: isAsync) else { return nil }
            elseEvents = nested
        case nil: break
        }
        var result = ActionEvents()
        result.slept = thenEvents.slept || elseEvents.slept
        // Branches that only change state (once each) are one update: `c ? then : else`.
        if let thenWrites = Self.plainWrites(thenEvents), let elseWrites = Self.plainWrites(elseEvents), !(thenWrites + elseWrites).isEmpty {
            var chosen: [JSONTree.Member] = []
            for key in (thenWrites + elseWrites).map(\.key) where !chosen.contains(where: { $0.key == key }) {
                let then = thenWrites.first { $0.key == key }?.value, otherwise = elseWrites.first { $0.key == key }?.value
                guard let thenText = then.map({ valueExpression($0, of: key) }) ?? key, let elseText = otherwise.map({ valueExpression($0, of: key) }) ?? key else {
                    error(ifExpr, "in an 'if' of an action, '\(key)' (a string) can be set to a string literal or another string value only; write the text without interpolation")
                    return nil
                }
                chosen.append(.init(key, choice(key, condition: condition, then: thenText, otherwise: elseText)))
            }
            let event = located(.object(["set": .object(chosen)]), ifExpr)
            result.now = [markedOwnWrites(event, context: context) ?? event]
            return result
        }
        // A later update would evaluate the condition again, after earlier ones changed it.
        let updates = thenEvents.now.count + thenEvents.later.count + elseEvents.now.count + elseEvents.later.count
        for (branch, taken) in [(thenEvents, true), (elseEvents, false)] {
            for event in branch.now {
                guard let chosen = conditional(event, condition: condition, taken: taken, updates: updates, at: ifExpr) else { return nil }
                result.now.append(chosen)
            }
            for (delay, event) in branch.later {
                guard let chosen = conditional(event, condition: condition, taken: taken, updates: updates, at: ifExpr) else { return nil }
                result.later.append((delay, chosen))
            }
        }
        return result
    }

    /// An event whose writes happen only when `condition` is `taken`.
    private mutating func conditional(_ event: JSONTree, condition: String, taken: Bool, updates: Int, at node: IfExprSyntax) -> JSONTree? {
        guard case .object(var members) = event.plain else { return event }
        if members.contains(where: { $0.key == "completion" }) {
            error(node, "an 'if' in an action can't hold withAnimation(…, completion:); write the completion's changes after the animation")
            return nil
        }
        guard let index = members.firstIndex(where: { $0.key == "set" }), case .object(let writes) = members[index].value.plain else { return event }
        var chosen: [JSONTree.Member] = []
        for write in writes {
            if updates > 1, Self.names(in: condition).contains(write.key) {
                error(node, "this 'if' changes '\(write.key)', which its condition reads, in more than one update; write the changes as one update (no withAnimation or delay between them)")
                return nil
            }
            guard let value = valueExpression(write.value, of: write.key) else {
                error(node, "in an 'if' of an action, '\(write.key)' (a string) can be set to a string literal or another string value only; write the text without interpolation")
                return nil
            }
            let (then, otherwise) = taken ? (value, write.key) : (write.key, value)
            chosen.append(.init(write.key, choice(write.key, condition: condition, then: then, otherwise: otherwise)))
        }
        members[index].value = .object(chosen)
        return .object(members)
    }

    /// `condition ? then : otherwise` as the value written to `name` (a text for a string state).
    private func choice(_ name: String, condition: String, then: String, otherwise: String) -> JSONTree {
        let text = "\(condition.contains(" ") ? "(\(condition))" : condition) ? \(then) : \(otherwise)"
        return isStringState(name) ? .string("\\(\(text))") : .string(text)
    }

    /// The writes of a branch that makes at most one update, of state changes only.
    private static func plainWrites(_ events: ActionEvents) -> [JSONTree.Member]? {
        guard events.later.isEmpty, events.now.count <= 1 else { return nil }
        guard let only = events.now.first else { return [] }
        guard case .object(let marked) = only.plain, case let members = withoutOwnMarker(marked), members.count == 1, members[0].key == "set",
            case .object(let writes) = members[0].value.plain
        else { return nil }
        return writes
    }

    /// A written value as an expression: literals as they are, expression strings in
    /// parentheses, a string state's text as a quoted string (or the one value it shows).
    private func valueExpression(_ value: JSONTree, of name: String) -> String? {
        switch value.plain {
        case .number, .bool: return value.plain.compactText
        case .null: return "nil"
        case .string(let text):
            guard isStringState(name) else { return "(\(text))" }
            // A text: plain, or exactly one interpolation `\(e)`.
            if !text.contains("\\(") { return Self.quotedExpressionString(text) }
            if text.hasPrefix("\\("), text.hasSuffix(")"), text.components(separatedBy: "\\(").count == 2 {
                return "(\(text.dropFirst(2).dropLast()))"
            }
            return nil
        default: return nil
        }
    }

    private func isStringState(_ name: String) -> Bool {
        if case .string? = state.first(where: { $0.key == name })?.value.plain { return true }
        return false
    }

    /// The names an expression reads (its identifier-like words).
    static func names(in expression: String) -> Set<String> {
        Set(expression.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
    }
}
