import SwiftSyntax

/// `Task { … }`, `try await Task.sleep(…)` and `.task { … }`: an async action's sleeps become
/// timeline times, as `DispatchQueue.main.asyncAfter` delays do.
extension Translator {
    /// The longest sleep or `asyncAfter` delay read, in seconds (about 32 years): past it, times
    /// summed along an action could leave the numbers JSON can write.
    static let longestDelay: Double = 1_000_000_000
}

extension Translator {
    /// The `Task.sleep(…)` call of a statement `try await Task.sleep(…)` (also `try?`, or
    /// without `try` for the old `Task.sleep(_:)`).
    func sleepCall(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = expression
        while true {
            if let tryExpr = current.as(TryExprSyntax.self) {
                current = tryExpr.expression
            } else if let awaitExpr = current.as(AwaitExprSyntax.self) {
                current = awaitExpr.expression
            } else {
                break
            }
        }
        guard let call = current.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "Task.sleep" else { return nil }
        return call
    }

    /// The seconds a `Task.sleep` waits: `nanoseconds: 500_000_000`, `for: .seconds(0.5)`
    /// (`.milliseconds`, `.microseconds`, `.nanoseconds`, also as `Duration.seconds(…)`), or the
    /// old unlabelled nanoseconds; literal numbers, not negative. `tolerance:` lets the system
    /// wake the task later than asked; the timeline wakes it on time.
    mutating func sleepSeconds(_ call: FunctionCallExprSyntax) -> Double? {
        let arguments = Arguments(call)
        let hint = "write Task.sleep(nanoseconds: 500_000_000) or Task.sleep(for: .seconds(0.5)) with a literal number"
        for argument in arguments.all where !["", "nanoseconds", "for", "tolerance"].contains(argument.label) {
            error(argument.node, "Task.sleep's '\(argument.label):' is not supported; \(hint)")
            return nil
        }
        guard let amount = arguments.all.first(where: { $0.label != "tolerance" }) else {
            error(call, hint)
            return nil
        }
        if amount.label != "for" {
            guard case .number(let text)? = numberOrBool(amount.expression), let count = Double(text), count >= 0, count * 1e-9 <= Self.longestDelay else {
                error(amount.expression, "the sleep must be a literal number of nanoseconds, not negative, at most \(Int(Self.longestDelay)) s; \(hint)")
                return nil
            }
            return count * 1e-9
        }
        if let unit = amount.expression.as(FunctionCallExprSyntax.self), let member = unit.calledExpression.as(MemberAccessExprSyntax.self),
            member.base == nil || member.base?.trimmedDescription == "Duration",
            unit.arguments.count == 1, let argument = unit.arguments.first, argument.label == nil,
            case .number(let text)? = numberOrBool(argument.expression), let count = Double(text), count >= 0
        {
            let scale: [String: Double] = ["seconds": 1, "milliseconds": 1e-3, "microseconds": 1e-6, "nanoseconds": 1e-9]
            if let factor = scale[member.declName.baseName.text], count * factor <= Self.longestDelay { return count * factor }
        }
        error(amount.expression, "the sleep must be .seconds(n), .milliseconds(n), .microseconds(n) or .nanoseconds(n) with a literal number, not negative, at most \(Int(Self.longestDelay)) s")
        return nil
    }

    /// The body of `Task { … }` or `Task(priority: …) { … }` (the priority changes nothing here).
    mutating func taskBody(_ call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        let arguments = Arguments(call)
        for argument in arguments.all where argument.label != "priority" && argument.label != "operation" {
            error(argument.node, "Task takes only 'priority:' and its closure: Task { … }")
            return nil
        }
        guard let body = call.trailingClosure ?? arguments.closure("operation") else {
            error(call, "Task needs its work in a closure: Task { … }")
            return nil
        }
        if let parameters = body.signature?.parameterClause {
            error(parameters, "a Task's closure takes no parameters")
            return nil
        }
        return body
    }

    /// `.task { … }` (and `.task(priority:) { … }`): an async `onAppear`, whose sleeps wait.
    /// `.task(id:)` also runs again when the value changes: write `.onAppear` and `.onChange(of:)`.
    mutating func taskModifier(_ token: TokenSyntax, _ call: FunctionCallExprSyntax, context: ViewContext) -> JSONTree? {
        let arguments = Arguments(call)
        if let id = arguments.named("id") {
            error(id.node, "'.task(id:)' is not supported; write .onAppear { … } and .onChange(of: \(id.expression.trimmedDescription)) { … } with the same changes (Task { … } around the sleeps)")
            return nil
        }
        for argument in arguments.all where argument.label != "priority" && !argument.expression.is(ClosureExprSyntax.self) {
            error(argument.node, "'.task' takes only 'priority:' and its closure")
            return nil
        }
        guard let closure = call.trailingClosure ?? arguments.closure("action") else {
            error(call, "write .task { … }")
            return nil
        }
        let events = viewAction(closure, context: context, allowsDelays: context.appearsAtStart && context.component == nil, what: ".task", isAsync: true)
        guard !events.isEmpty else { return nil }
        return located(.object([JSONTree.Member("onAppear", .array(events))]), token)
    }
}
