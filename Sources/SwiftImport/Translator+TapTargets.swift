import Foundation
import SwiftSyntax

/// What the translation keeps for taps inside components and `ForEach` rows.
struct InteractionState {
    /// The tappables of each component's body, as written there: each use of the component
    /// makes copies of them for `--tap` (``Translator/instantiateTappables(of:members:call:arguments:context:serial:)``).
    var componentTappables: [String: [Tappable]] = [:]
    /// The closures of the uses the running tap goes through, innermost first.
    var frames: [ActionFrame] = []
    /// A tap is running: writes to a component's own state go to the tapped instance
    /// (Translator+OwnWrites.swift).
    var runningTap = false
    /// The triggers made for those writes (``TapTriggers``).
    var triggers = TapTriggers()
    /// The import's random numbers (`Bool.random()` in a tapped action), seeded by `ImportOptions.randomSeed`.
    var random = SplitMix64(state: 0)
    /// Buttons written with `.disabled(…)`, by position: a tap on one says the condition is not checked.
    var disabledButtons: Set<SourcePosition> = []
    /// Each component's closure parameters.
    var componentActions: [String: Set<String>] = [:]
    /// The number of component instances built so far: each instance's serial, which tells
    /// apart two instances written at one place (a computed `some View` property read twice).
    var instanceCount = 0
    /// The states the running tap keeps the identities of tapped rows in, each with its key
    /// (the use and the loop) and the value written (Translator+TapRows.swift).
    var rowCaptures: [(key: String, name: String, value: JSONTree)] = []
    /// The names views bind (a ForEach's `as`, a GeometryReader's proxy), which a tap's counter
    /// must not be named, as they hide the state of that name.
    var boundNames: Set<String> = []
}

/// One use of a component on the way to a tapped view: the closures it passes for the
/// component's closure parameters, and where the use is written.
struct ActionFrame {
    var component: String
    var closures: [String: ExprSyntax]
    var callerContext: ViewContext
    /// The names of the view the use is written in, which its closures read.
    var callerScope: ViewScope
    /// Where the use is written: the instance a tap that changes the component's own state
    /// goes to (``Translator/routeOwnWrites(_:)``).
    var position: SourcePosition
    /// The serial of the instance this use builds (``InteractionState/instanceCount``): the
    /// JSON instance carries it until ``Translator/applyTapTriggers(to:)`` takes it out.
    var serial: Int
}

extension Translator {
    /// Keeps a Button, Toggle or `onTapGesture` for `--tap`: one of a component's body waits
    /// for the component's uses.
    mutating func addTappable(_ tappable: Tappable) {
        var tappable = tappable
        // Its action runs after the views are translated, with the names of the view it is in.
        if tappable.scope == nil { tappable.scope = scope }
        let outer = tappable.frames.last?.callerContext ?? tappable.context
        if let component = outer.component {
            interactions.componentTappables[component, default: []].append(tappable)
        } else {
            tappables.append(tappable)
        }
    }

    /// `Row(title: "Add", onTap: { count += 1 })`, `Row(title: "Add") { count += 1 }`: copies of
    /// the tappables of `Row`'s body for this use, with its closures and its string arguments
    /// put into their labels (`Button(title, action: onTap)` is "Add").
    mutating func instantiateTappables(
        of component: String, members: ViewMembers, call: FunctionCallExprSyntax, arguments: Arguments, context: ViewContext, serial: Int
    ) {
        interactions.componentActions[component] = Set(members.actions.map { $0.name })
        var closures: [String: ExprSyntax] = [:]
        for action in members.actions {
            if let initial = action.initial { closures[action.name] = initial }
        }
        for argument in arguments.all where members.actions.contains(where: { $0.name == argument.label }) {
            closures[argument.label] = argument.expression
        }
        // A trailing closure is the first closure parameter not given by label, as in Swift.
        let trailing = [call.trailingClosure].compactMap { $0 } + call.additionalTrailingClosures.map(\.closure)
        var open = members.actions.map { $0.name }.filter { name in !arguments.all.contains { $0.label == name } }
        for closure in trailing {
            guard !open.isEmpty else {
                error(closure, "'\(component)' has no closure parameter for this closure; declare one: 'let action: () -> Void'")
                break
            }
            closures[open.removeFirst()] = ExprSyntax(closure)
        }
        var texts: [String: String] = [:]
        for parameter in members.parameters {
            if case .string(let text) = parameter.value.plain { texts[parameter.name] = text }
        }
        for argument in arguments.all {
            if let text = argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
                texts[argument.label] = text
            } else if let name = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                // `Row(title: heading)`: the caller's name, put in at the caller's own use.
                texts[argument.label] = "\\(\(name))"
            } else {
                texts[argument.label] = nil
            }
        }
        let frame = ActionFrame(component: component, closures: closures, callerContext: context, callerScope: scope, position: position(call), serial: serial)
        for template in interactions.componentTappables[component] ?? [] {
            var copy = template
            copy.frames.append(frame)
            // A label that is a parameter (`Text(title)`, `Button(title, …)`) reads this use's text.
            for (name, text) in texts {
                copy.label = copy.label.replacingOccurrences(of: "\\(\(name))", with: text)
                copy.untapped = copy.untapped.replacingOccurrences(of: "\\(\(name))", with: text)
            }
            addTappable(copy)
        }
    }

    /// Whether a closure parameter's type: `() -> Void`, `(() -> Void)?`, `@escaping () -> ()`.
    static func isActionType(_ type: TypeSyntax?) -> Bool {
        guard var spelled = type?.trimmedDescription else { return false }
        spelled = spelled.replacingOccurrences(of: "@escaping", with: "").replacingOccurrences(of: " ", with: "")
        return ["()->Void", "()->()", "(()->Void)?", "(()->())?", "@MainActor()->Void"].contains(spelled)
    }

    /// `onTap()` in an action of a component's body: the closure the use being tapped passes,
    /// run where that use is written (its writes are the caller's state). nil when `call` is no
    /// closure parameter of the component.
    mutating func actionParameterEvents(_ call: FunctionCallExprSyntax, context: ViewContext) -> ActionEvents? {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(OptionalChainingExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            call.arguments.isEmpty, call.trailingClosure == nil
        else { return nil }
        return closureEvents(name, at: call, context: context)
    }

    /// The events of the closure parameter `name` of the innermost use on the way to the tap,
    /// for an action written in `context`; nil when `context` is not that use's component body.
    mutating func closureEvents(_ name: String, at node: some SyntaxProtocol, context: ViewContext) -> ActionEvents? {
        guard let frame = interactions.frames.first, context.component == frame.component,
            frame.closures[name] != nil || interactions.componentActions[frame.component]?.contains(name) == true
        else { return nil }
        guard let passed = frame.closures[name] else {
            error(node, "'\(name)' is a closure parameter of '\(frame.component)' that this use of it doesn't pass")
            return ActionEvents()
        }
        let saved = interactions.frames
        interactions.frames.removeFirst()
        defer { interactions.frames = saved }
        if let closure = passed.as(ClosureExprSyntax.self) {
            // The caller's names, with its loop variables standing for the tapped row's elements.
            var callerScope = frame.callerScope
            for name in frame.callerContext.loopVariables {
                if let element = substitutions[name] { callerScope.substitutions[name] = element }
            }
            return within(callerScope) { $0.actionEvents(closure.statements, context: frame.callerContext) }
        }
        // `Row(onTap: onTap)`: the caller's own closure parameter, passed on.
        if let reference = passed.as(DeclReferenceExprSyntax.self)?.baseName.text {
            let inner = closureEvents(reference, at: passed, context: frame.callerContext)
            if inner == nil { error(passed, "write the action as a closure: { … }, or pass a closure parameter of this view") }
            return inner ?? ActionEvents()
        }
        error(passed, "write the action as a closure: { … }, or pass a closure parameter of this view")
        return ActionEvents()
    }
}

extension Translator {
    /// Runs one `--tap`: finds its view (``tapTarget(_:)``) and schedules its action's events.
    /// Returns the label it matched (without its `#row`s).
    mutating func runTap(_ tap: ImportOptions.Tap) -> String? {
        guard let found = tapTarget(tap) else { return nil }
        let (target, rows) = found
        let savedFrames = interactions.frames
        defer {
            interactions.frames = savedFrames
            interactions.runningTap = false
        }
        // The names of the view it is in: its computed properties, and in a view written in
        // place for its @Bindings, the caller's state its names stand for.
        return within(target.scope ?? scope) { $0.runTap(tap, on: target, rows: rows) }
    }

    /// Runs the action of `target`, the view `tap` names, in the names of the view it is in.
    private mutating func runTap(_ tap: ImportOptions.Tap, on target: Tappable, rows: [Int]) -> String? {
        // Each loop variable is the element of its row: `i` of `ForEach(0..<5)` at row 2 is 1,
        // `item` of `ForEach(items)` is `items[1]`, read when the tap runs.
        for (loop, row) in zip(Self.loops(of: target), rows) {
            guard let element = rowElement(loop, row: row, at: target.node, tap: tap) else { return target.label }
            substitutions[loop.name] = element
        }
        interactions.frames = target.frames
        interactions.runningTap = true
        if interactions.disabledButtons.contains(target.position) {
            warning(target.node, "--tap \"\(tap.label)\": the Button's action runs whatever its '.disabled(…)' condition is at \(JSONTree.number(tap.time).compactText) s (the import can't know the state then); tap it when it is enabled")
        }
        if let toggles = target.toggles {
            let toggled = writtenStateName(toggles) ?? toggles
            var flip = JSONTree.object(["set": .object([JSONTree.Member(toggled, .string("!\(toggled)"))])])
            if let marked = markedOwnWrites(flip, context: target.context) { flip = marked }
            scheduleTap(now: [flip], later: [], at: tap.time)
            return target.label
        }
        let events: ActionEvents
        if let parameter = target.actionParameter {
            guard let found = closureEvents(parameter, at: target.node, context: target.context) else {
                error(target.node, "--tap \"\(tap.label)\": '\(parameter)' is not a closure parameter of the view; write the action as a closure: { … }")
                return target.label
            }
            events = found
        } else if let statements = target.statements {
            events = actionEvents(statements, context: target.context)
        } else {
            return target.label
        }
        // `pressed = true; onTap()`: the component's writes and its caller's, one update.
        let now = events.now.count > 1 && events.now.contains(where: { $0[Self.ownMarkerKey] != nil })
            ? Self.mergedWrites(events.now).map { [$0] } ?? events.now : events.now
        scheduleTap(now: now, later: events.later, at: tap.time)
        return target.label
    }

    /// The ForEach loops around a tappable, the outermost first: those around the uses of the
    /// components it is in, then those in the component bodies.
    static func loops(of tappable: Tappable) -> [ForEachLoop] {
        let contexts = tappable.frames.reversed().map(\.callerContext) + [tappable.context]
        return contexts.flatMap(\.loops)
    }

    /// The view a `--tap` names: `Label`, or `Label#2` for the second row of the ForEach it is
    /// in (`Label#1#3` in nested ForEaches, the outer first), or the second of several views
    /// with that label (a component used twice). nil after an error.
    mutating func tapTarget(_ tap: ImportOptions.Tap) -> (Tappable, [Int])? {
        var candidates = tappables.filter { $0.label == tap.label }
        var rows: [Int] = []
        if candidates.isEmpty {
            var rest = Substring(tap.label)
            while let hash = rest.lastIndex(of: "#"), let row = Int(rest[rest.index(after: hash)...]), row >= 1,
                !rest[rest.index(after: hash)...].contains(where: { !$0.isASCII || !$0.isNumber })
            {
                rows.insert(row, at: 0)
                rest = rest[..<hash]
            }
            if !rows.isEmpty { candidates = tappables.filter { $0.label == rest } }
        }
        // `Text("Item \(i)")` in `ForEach(0..<5) { i in … }` is tapped as "Item 3": the row whose `i` is 3.
        if candidates.isEmpty, let byText = rowByText(tap.label) { return byText }
        guard let first = candidates.first else {
            let labels = tappables.map(\.label)
            diagnostics.append(ImportDiagnostic(
                .error, at: SourcePosition(line: 1, column: 1),
                labels.isEmpty
                    ? "--tap \"\(tap.label)\": the view has no Button, Toggle or onTapGesture"
                    : "--tap \"\(tap.label)\": no Button, Toggle or tapped view has that label; the labels are \(Self.list(labels))"))
            return nil
        }
        var target = first
        if rows.count == 1, candidates.count > 1, candidates.allSatisfy({ Self.loops(of: $0).isEmpty }) {
            // `Label#2`: the second of several views with that label, in the order written.
            guard rows[0] <= candidates.count else {
                error(first.node, "--tap \"\(tap.label)\": \(candidates.count) views have the label \"\(first.label)\"; number them from 1 to \(candidates.count)")
                return nil
            }
            return (candidates[rows[0] - 1], [])
        }
        if candidates.count > 1 {
            // SwiftUI taps one view: say where the others are and how to name each.
            let places = candidates.map { candidate in
                candidate.frames.last.map { "in '\($0.component)' used at \($0.position.line):\($0.position.column)" }
                    ?? "at \(candidate.position.line):\(candidate.position.column)"
            }
            // Instances built at one place (a computed `some View` read twice) are counted there;
            // views of one instance are not.
            var counted: [(place: String, instances: Set<[Int]>, views: Int)] = []
            for (place, candidate) in zip(places, candidates) {
                let instance = candidate.frames.map(\.serial)
                if let at = counted.firstIndex(where: { $0.place == place }) {
                    counted[at].instances.insert(instance)
                    counted[at].views += 1
                } else {
                    counted.append((place, [instance], 1))
                }
            }
            let usedAt = " (" + counted.map { entry in
                entry.instances.count > 1 ? "\(entry.place), \(entry.instances.count) instances"
                    : entry.views > 1 ? "\(entry.place), \(entry.views) views" : entry.place
            }.joined(separator: ", ") + ")"
            let naming = rows.isEmpty && candidates.allSatisfy({ Self.loops(of: $0).isEmpty })
                ? "; say which, counting from 1 in that order: --tap \"\(tap.label)#1\"@SECONDS … --tap \"\(tap.label)#\(candidates.count)\"@SECONDS" : ""
            warning(target.node, "--tap \"\(tap.label)\": \(candidates.count) views have that label\(usedAt); the first is tapped\(naming)")
            target = first
        }
        let loops = Self.loops(of: target)
        guard rows.count == loops.count else {
            if loops.isEmpty {
                error(target.node, "--tap \"\(tap.label)\": \"\(target.label)\" is not in a ForEach; tap it as --tap \"\(target.label)\"@SECONDS")
            } else {
                let example = ([target.label] + loops.map { _ in "1" }).joined(separator: "#")
                error(target.node, "--tap \"\(tap.label)\": \"\(target.label)\" is in \(loops.count == 1 ? "a ForEach" : "\(loops.count) nested ForEaches"); say which row, counting from 1\(loops.count == 1 ? "" : ", the outer ForEach first"): --tap \"\(example)\"@SECONDS")
            }
            return nil
        }
        return (target, rows)
    }

    /// The element at `row` (from 1) of a ForEach's data, as an expression: a number for a range
    /// with a literal lower bound, the element of a literal array, `items[row - 1]` for an array.
    mutating func rowElement(_ loop: ForEachLoop, row: Int, at node: Syntax, tap: ImportOptions.Tap) -> String? {
        let data = loop.data
        if let elements = loop.elements {
            guard row <= elements.count else {
                error(node, "--tap \"\(tap.label)\": row \(row) of ForEach(\(data)), which has \(elements.count) rows")
                return nil
            }
            return elements[row - 1]
        }
        for op in ["..<", "..."] {
            guard let range = data.range(of: op) else { continue }
            let lower = String(data[..<range.lowerBound]), upper = String(data[range.upperBound...])
            // In Doubles: literal bounds and rows near Int.max don't overflow.
            if let low = Double(lower), let high = Double(upper) {
                let count = max(op == "..<" ? high - low : high - low + 1, 0)
                guard Double(row) <= count else {
                    error(node, "--tap \"\(tap.label)\": row \(row) of ForEach(\(data)), which has \(JSONTree.number(count).compactText) rows")
                    return nil
                }
            }
            if let low = Double(lower) { return JSONTree.number(low + Double(row - 1)).compactText }
            return "(\(lower) + \(row - 1))"
        }
        let isName = data.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        return isName ? "\(data)[\(row - 1)]" : "(\(data))[\(row - 1)]"
    }

    /// The tappable whose label, with its loop variables put in, is `label`, and the rows that
    /// give them: `Item \(i)` in `ForEach(1...5) { i in … }` is "Item 3" in row 3. Only loop
    /// variables of ranges with a literal lower bound are put in, as whole numbers.
    func rowByText(_ label: String) -> (Tappable, [Int])? {
        for tappable in tappables where tappable.label.contains("\\(") {
            let loops = Self.loops(of: tappable)
            guard !loops.isEmpty, let values = Self.match(template: tappable.label, label) else { continue }
            var rows: [Int] = []
            for loop in loops {
                guard let text = values[loop.name], let value = Int(text), let lower = Self.literalLowerBound(loop.data),
                    value >= lower, case (let distance, false) = value.subtractingReportingOverflow(lower), distance < 1_000_000_000
                else { break }
                rows.append(distance + 1)
            }
            if rows.count == loops.count, Set(values.keys).isSubset(of: loops.map(\.name)) { return (tappable, rows) }
        }
        return nil
    }

    /// The whole-number lower bound of a range's text (`"0..<5"`, `"1...n"`).
    static func literalLowerBound(_ data: String) -> Int? {
        for op in ["..<", "..."] {
            if let range = data.range(of: op) { return Int(data[..<range.lowerBound]) }
        }
        return nil
    }

    /// The values a label gives the `\(name)` parts of a template ("Item \(i)" and "Item 3":
    /// `["i": "3"]`); nil when the literal parts don't match or a part is not a name.
    static func match(template: String, _ label: String) -> [String: String]? {
        var literals: [Substring] = []
        var names: [String] = []
        var rest = Substring(template)
        while let open = rest.range(of: "\\(") {
            literals.append(rest[..<open.lowerBound])
            guard let close = rest[open.upperBound...].firstIndex(of: ")") else { return nil }
            let name = String(rest[open.upperBound..<close])
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            names.append(name)
            rest = rest[rest.index(after: close)...]
        }
        literals.append(rest)
        var text = Substring(label)
        guard text.hasPrefix(literals[0]) else { return nil }
        text = text.dropFirst(literals[0].count)
        var values: [String: String] = [:]
        for (index, name) in names.enumerated() {
            let next = literals[index + 1]
            let end: Substring.Index
            if index + 1 == names.count {
                guard text.hasSuffix(next), text.count >= next.count else { return nil }
                end = text.index(text.endIndex, offsetBy: -next.count)
            } else {
                guard !next.isEmpty, let found = text.range(of: next) else { return nil }
                end = found.lowerBound
            }
            let value = String(text[..<end])
            guard !value.isEmpty, values[name] == nil || values[name] == value else { return nil }
            values[name] = value
            text = text[end...].dropFirst(next.count)
        }
        return names.isEmpty ? nil : values
    }
}
