import SwiftSyntax

/// The events of an action: those that run when it runs, and those `asyncAfter` delays.
struct ActionEvents {
    var now: [JSONTree] = []
    var later: [(delay: Double, event: JSONTree)] = []
    /// Whether a `Task.sleep` made some of them later (for the diagnostic's wording).
    var slept = false
}

extension Translator {
    /// The events of an `onAppear`/`onChange` closure; delayed ones become timeline events when
    /// `allowsDelays` (the view is there from t = 0), otherwise an error.
    mutating func viewAction(_ closure: ClosureExprSyntax, context: ViewContext, allowsDelays: Bool, what: String, isAsync: Bool = false) -> [JSONTree] {
        let events = actionEvents(closure.statements, context: context, isAsync: isAsync)
        if !events.later.isEmpty {
            if allowsDelays {
                for (delay, event) in events.later { schedule(event, at: delay) }
            } else {
                error(closure, "\(events.slept ? "Task.sleep" : "DispatchQueue.main.asyncAfter") in \(what) is only supported for a view of the top-level view that is there from the start (not in an 'if', a ForEach or a view with parameters); write the change as '--at SECONDS \"statement\"'")
            }
        }
        return events.now
    }

    /// Adds a timeline event at a time.
    mutating func schedule(_ event: JSONTree, at time: Double) {
        guard case .object(let members) = event.plain else { return }
        events.append((time, .object([.init("at", .number(time))] + members)))
    }

    /// Statements as events: consecutive writes are one update; `withAnimation`/`withTransaction`
    /// blocks are their own update; `asyncAfter` blocks run later.
    ///
    /// In an async body (`Task { … }`, `.task { … }`), `try await Task.sleep(…)` waits: what
    /// follows runs that many seconds later (sleeps in a row add up).
    mutating func actionEvents(_ statements: CodeBlockItemListSyntax, context: ViewContext, isAsync: Bool = false) -> ActionEvents {
        var result = ActionEvents()
        var writes: [JSONTree.Member] = []
        var writePosition: Syntax?
        // The seconds the Task.sleeps so far wait; nil before the first one.
        var slept: Double?
        // The events a `Task { … }` makes before its first sleep, with the time it was made.
        var started: [(time: Double?, event: JSONTree)] = []
        func emit(_ event: JSONTree) {
            if let slept { result.later.append((slept, event)) } else { result.now.append(event) }
        }
        func flush(_ translator: Translator) {
            guard !writes.isEmpty, let node = writePosition else { return }
            let event = translator.located(.object(["set": .object(writes)]), node)
            emit(translator.markedOwnWrites(event, context: context) ?? event)
            writes = []
            writePosition = nil
        }
        // `var t = Transaction(animation: …)` and `t.disablesAnimations = true`, for withTransaction(t).
        var transactions: [String: [JSONTree.Member]] = [:]
        for statement in statements {
            if let variable = statement.item.as(DeclSyntax.self)?.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                let binding = variable.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let initial = binding.initializer?.value,
                initial.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription == "Transaction",
                case .object(let members)? = transactionValue(initial).map(\.plain)
            {
                transactions[name] = members
                continue
            }
            if let sequence = statement.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                let target = sequence.elements.first?.as(MemberAccessExprSyntax.self),
                let name = target.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, transactions[name] != nil,
                Array(sequence.elements)[1].is(AssignmentExprSyntax.self), let assigned = sequence.elements.last
            {
                let property = target.declName.baseName.text
                let value: JSONTree? = property == "animation" ? animation(assigned) : property == "disablesAnimations" ? self.value(assigned) : nil
                if value == nil, property != "animation", property != "disablesAnimations" {
                    error(target.declName, "only 'animation' and 'disablesAnimations' of a transaction can be set")
                }
                if let value {
                    transactions[name]!.removeAll { $0.key == property }
                    transactions[name]!.append(.init(property, value))
                }
                continue
            }
            guard let expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(StmtSyntax.self)?.as(ExpressionStmtSyntax.self)?.expression else {
                error(statement, "only state changes, withAnimation, withTransaction, DispatchQueue.main.asyncAfter and Task { … } with Task.sleep are supported in actions")
                continue
            }
            if let ifExpr = expression.as(IfExprSyntax.self) {
                // An `if` that reads this update's writes starts a new one; one that only
                // changes state joins the update.
                let written = writes.map(\.key)
                let read = written + substitutions.filter { written.contains($0.value) }.map(\.key)
                if ifExpr.tokens(viewMode: .sourceAccurate).contains(where: { read.contains($0.text) }) { flush(self) }
                guard let inner = conditionalEvents(ifExpr, context: context, isAsync: isAsync) else { continue }
                result.slept = result.slept || inner.slept
                if inner.later.isEmpty, inner.now.count == 1, case .object(let marked)? = inner.now.first?.plain,
                    case let members = Self.withoutOwnMarker(marked), members.count == 1,
                    members[0].key == "set", case .object(let changes) = members[0].value.plain,
                    !changes.contains(where: { change in writes.contains { $0.key == change.key } })
                {
                    if writePosition == nil { writePosition = Syntax(ifExpr) }
                    writes += changes
                    continue
                }
                flush(self)
                for event in inner.now { emit(event) }
                result.later += inner.later.map { ((slept ?? 0) + $0.delay, $0.event) }
                continue
            }
            if let sleep = sleepCall(expression) {
                flush(self)
                guard isAsync else {
                    error(expression, "Task.sleep is only supported in an async closure; wrap it and the changes after it in Task { … } (or use .task { … })")
                    continue
                }
                if let seconds = sleepSeconds(sleep) {
                    slept = (slept ?? 0) + seconds
                    result.slept = true
                }
                continue
            }
            if let write = stateWrite(expression, context: context) {
                // A write that reads or repeats one of this update's writes starts a new update,
                // so that it sees the value written before it, as Swift runs statements in order.
                // (A binding's name reads the state it stands for.)
                let written = writes.map(\.key)
                let aliases = substitutions.filter { written.contains($0.value) }.map(\.key)
                if writes.contains(where: { $0.key == write.key }) || Self.reads(expression, names: written + aliases) { flush(self) }
                if writePosition == nil { writePosition = Syntax(expression) }
                writes.append(write)
                continue
            }
            guard let call = expression.as(FunctionCallExprSyntax.self) else {
                if !hasError(within: expression) {
                    error(expression, "'\(expression.trimmedDescription.prefix(40))' is not supported in an action; write state changes ('flag.toggle()', 'count += 1', 'x = 2'), withAnimation, withTransaction or DispatchQueue.main.asyncAfter")
                }
                continue
            }
            let called = call.calledExpression.trimmedDescription
            switch called {
            case "withAnimation", "withTransaction":
                flush(self)
                if let event = animatedBlock(call, context: context, transactions: transactions) { emit(event) }
            case "DispatchQueue.main.asyncAfter":
                flush(self)
                guard let after = asyncDelay(call), let closure = call.trailingClosure ?? Arguments(call).closure("execute") else { continue }
                let delay = after + (slept ?? 0)
                let inner = actionEvents(closure.statements, context: context)
                result.later += inner.now.map { (delay, $0) } + inner.later.map { (delay + $0.delay, $0.event) }
            case "Task":
                flush(self)
                guard let body = taskBody(call) else { continue }
                let inner = actionEvents(body.statements, context: context, isAsync: true)
                // The Task's body starts once this action (or, in an async one, the code up to
                // its next sleep) has run: after the changes that follow it.
                result.slept = result.slept || inner.slept
                started += inner.now.map { (time: slept, event: $0) }
                result.later += inner.later.map { ((slept ?? 0) + $0.delay, $0.event) }
            case "print":
                warning(call, "print is not run")
            default:
                // `onTap()`: a closure parameter of the component, passed by the use being tapped.
                if let events = actionParameterEvents(call, context: context) {
                    flush(self)
                    result.now += events.now
                    result.later += events.later
                    continue
                }
                if !hasError(within: call) {
                    error(call.calledExpression, "'\(called)' is not supported in an action; write state changes, withAnimation, withTransaction or DispatchQueue.main.asyncAfter")
                }
            }
        }
        flush(self)
        for (time, event) in started {
            if let time { result.later.append((time, event)) } else { result.now.append(event) }
        }
        return result
    }

    /// Whether an error was reported inside `node` (one that says more than "not supported").
    func hasError(within node: some SyntaxProtocol) -> Bool {
        let start = position(node)
        let location = converter.location(for: node.endPositionBeforeTrailingTrivia)
        let end = SourcePosition(line: location.line, column: location.column)
        return diagnostics.contains { diagnostic in
            diagnostic.severity == .error
                && (diagnostic.position.line, diagnostic.position.column) >= (start.line, start.column)
                && (diagnostic.position.line, diagnostic.position.column) < (end.line, end.column)
        }
    }

    /// Whether an expression reads one of the names.
    static func reads(_ expression: ExprSyntax, names: [String]) -> Bool {
        // `items.append(count)`: its arguments.
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return call.arguments.contains { argument in argument.tokens(viewMode: .sourceAccurate).contains { names.contains($0.text) } }
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return false }
        return sequence.elements.dropFirst(2).contains { element in
            element.tokens(viewMode: .sourceAccurate).contains { names.contains($0.text) }
        }
    }

    /// `x = e`, `x += e`, `x.toggle()`, `self.x = e`, `items.append(e)` as a `set` member.
    private mutating func stateWrite(_ expression: ExprSyntax, context: ViewContext) -> JSONTree.Member? {
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "toggle", call.arguments.isEmpty, let base = member.base, let name = stateName(base)
        {
            return .init(name, located(.string("!\(name)"), expression))
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let mutation = arrayMutation(call, context: context) { return mutation }
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count >= 3 else { return nil }
        let elements = Array(sequence.elements)
        guard let name = stateName(elements[0]) else { return nil }
        let rest = Array(elements[2...])
        // `mode = .on` where `mode` is a `Mode`: the string 'on'.
        let savedExpected = computed.expected
        computed.expected = enumCases(of: elements[0]) ?? []
        defer { computed.expected = savedExpected }
        if refusesNonCase(rest, of: elements[0], cases: computed.expected) { return nil }
        if elements[1].is(AssignmentExprSyntax.self) {
            if rest.count == 1, let value = writtenValue(rest[0], to: name, context: context) {
                return .init(name, located(value, rest[0]))
            }
            guard let text = sequenceText(rest) else { return nil }
            if Self.isJSONNumber(text) { return .init(name, located(.number(text), rest[0])) }
            return .init(name, located(isStringState(name, context: context) ? .string("\\(\(text))") : .string(text), rest[0]))
        }
        if let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, ["+=", "-=", "*=", "/="].contains(op) {
            guard let text = sequenceText(rest) else { return nil }
            let combined = "\(name) \(op.dropLast()) \(rest.count == 1 ? text : "(\(text))")"
            return .init(name, located(isStringState(name, context: context) ? .string("\\(\(combined))") : .string(combined), rest[0]))
        }
        return nil
    }

    func stateName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return writtenStateName(reference.baseName.text) }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return writtenStateName(member.declName.baseName.text)
        }
        return nil
    }

    /// A single written value: a literal as JSON, a string literal as a text.
    private mutating func writtenValue(_ expression: ExprSyntax, to name: String, context: ViewContext) -> JSONTree? {
        if optionalStates.contains(name) { return optionalValue(expression) }
        if let literal = numberOrBool(expression), literal != .null { return literal }
        if expression.is(StringLiteralExprSyntax.self) { return textValue(expression) }
        if isStringState(name, context: context) { return textValue(expression) }
        return nil
    }

    private func isStringState(_ name: String, context: ViewContext) -> Bool {
        let members = context.component.flatMap { componentState[$0] } ?? state
        if case .string? = members.first(where: { $0.key == name })?.value.plain { return true }
        return false
    }

    /// `withAnimation(.smooth) { … }`, `withAnimation { … } completion: { … }`, `withTransaction(Transaction(animation: …)) { … }`.
    private mutating func animatedBlock(
        _ call: FunctionCallExprSyntax, context: ViewContext, transactions: [String: [JSONTree.Member]]
    ) -> JSONTree? {
        let arguments = Arguments(call)
        let isAnimation = call.calledExpression.trimmedDescription == "withAnimation"
        guard let body = call.trailingClosure ?? arguments.closure("body") ?? arguments.all.last?.expression.as(ClosureExprSyntax.self) else {
            error(call, "\(call.calledExpression.trimmedDescription) needs its changes in a closure: { … }")
            return nil
        }
        var inner = actionEvents(body.statements, context: context)
        // `withAnimation { pressed = true; onTap() }`: the component's writes and its caller's, one update.
        if inner.later.isEmpty, inner.now.count > 1, let merged = Self.mergedWrites(inner.now) { inner.now = [merged] }
        if !inner.later.isEmpty || inner.now.count > 1 {
            error(body, "a \(call.calledExpression.trimmedDescription) block may only change state, once each (no asyncAfter or nested blocks inside)")
            return nil
        }
        var members: [JSONTree.Member] = []
        if case .object(let set)? = inner.now.first?.plain { members = set }
        if members.isEmpty { members.append(.init("set", .object([]))) }
        if isAnimation {
            let curveArgument = arguments.all.first { $0.label.isEmpty && !$0.expression.is(ClosureExprSyntax.self) }
            guard let curve = curveArgument.map({ animation($0.expression) }) ?? .string("default") else { return nil }
            members.append(.init("withAnimation", curve))
            let completion = arguments.closure("completion") ?? call.additionalTrailingClosures.first { $0.label.text == "completion" }?.closure
            if let completion {
                let events = actionEvents(completion.statements, context: context)
                if !events.later.isEmpty { error(completion, "asyncAfter is not supported in a completion") }
                members.append(.init("completion", .array(events.now)))
            }
        } else {
            guard let transaction = arguments.all.first(where: { $0.label.isEmpty && !$0.expression.is(ClosureExprSyntax.self) }) else {
                error(call, "withTransaction takes a transaction: withTransaction(Transaction(animation: .smooth)) { … }")
                return nil
            }
            if let name = transaction.expression.as(DeclReferenceExprSyntax.self)?.baseName.text, let local = transactions[name] {
                members.append(.init("withTransaction", .object(local)))
            } else {
                guard let value = transactionValue(transaction.expression) else { return nil }
                members.append(.init("withTransaction", value))
            }
        }
        return located(.object(members), call)
    }

    /// `Transaction(animation: .smooth)` as the format's `withTransaction` object.
    private mutating func transactionValue(_ expression: ExprSyntax) -> JSONTree? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "Transaction" else {
            error(expression, "write the transaction as Transaction(animation: …), inline or in a 'var' of this action")
            return nil
        }
        let arguments = Arguments(call)
        guard arguments.all.count <= 1, arguments.all.allSatisfy({ $0.label == "animation" }) else {
            error(call, "Transaction(…) takes only 'animation:'")
            return nil
        }
        guard let animation = arguments.first.map({ animation($0.expression) }) ?? .null else { return nil }
        return .object(["animation": animation])
    }

    /// The seconds of `deadline: .now() + 0.5` (also `.seconds(1)`, `.milliseconds(500)`).
    private mutating func asyncDelay(_ call: FunctionCallExprSyntax) -> Double? {
        guard let deadline = Arguments(call).named("deadline"), let sequence = deadline.expression.as(SequenceExprSyntax.self),
            sequence.elements.count == 3, sequence.elements.first?.trimmedDescription == ".now()",
            Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
        else {
            error(call, "write the delay as asyncAfter(deadline: .now() + seconds) with a literal number of seconds")
            return nil
        }
        let amount = sequence.elements.last!
        if case .number(let text)? = numberOrBool(amount), let seconds = Double(text), seconds >= 0, seconds <= Self.longestDelay { return seconds }
        if let unit = amount.as(FunctionCallExprSyntax.self), let member = unit.calledExpression.as(MemberAccessExprSyntax.self),
            let argument = unit.arguments.first, case .number(let text)? = numberOrBool(argument.expression), let count = Double(text), count >= 0
        {
            let scale: [String: Double] = ["seconds": 1, "milliseconds": 1e-3, "microseconds": 1e-6, "nanoseconds": 1e-9]
            if let factor = scale[member.declName.baseName.text], count * factor <= Self.longestDelay { return count * factor }
        }
        error(amount, "the delay must be a literal number of seconds (or .seconds(n), .milliseconds(n)), not negative, at most \(Int(Self.longestDelay)) s")
        return nil
    }
}
