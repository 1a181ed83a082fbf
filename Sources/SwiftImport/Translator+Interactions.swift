import SwiftParser
import SwiftSyntax

extension Translator {
    /// `--tap "Label"@time`: the action of the Button, Toggle or tapped view with that label,
    /// as timeline events at that time.
    mutating func runTaps() {
        for tap in options.taps {
            let matches = tappables.filter { $0.label == tap.label }
            guard let target = matches.first else {
                let labels = tappables.map(\.label)
                diagnostics.append(ImportDiagnostic(
                    .error, at: SourcePosition(line: 1, column: 1),
                    labels.isEmpty
                        ? "--tap \"\(tap.label)\": the view has no Button, Toggle or onTapGesture"
                        : "--tap \"\(tap.label)\": no Button, Toggle or tapped view has that label; the labels are \(Self.list(labels))"))
                continue
            }
            if matches.count > 1 {
                warning(target.node, "--tap \"\(tap.label)\": \(matches.count) views have that label; the first is tapped")
            }
            if target.context.component != nil {
                error(target.node, "--tap \"\(tap.label)\": this action is in a view with parameters, whose state the timeline can't change; tap a view of the top-level view")
                continue
            }
            if !target.context.loopVariables.isEmpty {
                error(target.node, "--tap \"\(tap.label)\": actions inside a ForEach can't be tapped yet")
                continue
            }
            // In a view written in place for its @Bindings, its names stand for the caller's.
            let savedSubstitutions = substitutions
            substitutions = target.substitutions ?? [:]
            defer { substitutions = savedSubstitutions }
            if let toggles = target.toggles {
                let toggled = writtenStateName(toggles) ?? toggles
                schedule(.object(["set": .object([JSONTree.Member(toggled, .string("!\(toggled)"))])]), at: tap.time)
                continue
            }
            guard let statements = target.statements else { continue }
            let events = actionEvents(statements, context: target.context)
            for event in events.now { schedule(event, at: tap.time) }
            for (delay, event) in events.later { schedule(event, at: tap.time + delay) }
        }
        // What is never tapped is said once, with how to tap it.
        let tapped = Set(options.taps.map(\.label))
        for tappable in tappables where !tapped.contains(tappable.label) {
            diagnostics.append(ImportDiagnostic(.warning, at: tappable.position, tappable.untapped))
        }
    }

    /// `--at 1.0 'isOn.toggle()'`: statements parsed as Swift, run at that time.
    mutating func runStatements() {
        for statement in options.statements {
            let tree = Parser.parse(source: statement.source)
            if SyntaxDepth.tooDeep(tree) != nil {
                diagnostics.append(ImportDiagnostic(
                    .error, at: SourcePosition(line: 1, column: 1),
                    "--at \(JSONTree.number(statement.time).compactText): the statement is nested more than \(SyntaxDepth.limit) levels deep"))
                continue
            }
            var sub = Translator(tree: tree, options: ImportOptions())
            sub.state = state
            sub.reportSyntaxErrors()
            let events = sub.actionEvents(tree.statements, context: ViewContext())
            for diagnostic in sub.diagnostics {
                diagnostics.append(ImportDiagnostic(
                    diagnostic.severity, at: SourcePosition(line: 1, column: 1),
                    "--at \(JSONTree.number(statement.time).compactText) '\(statement.source)': \(diagnostic.message)"))
            }
            guard !sub.diagnostics.contains(where: { $0.severity == .error }) else { continue }
            for event in events.now { schedule(strip(event), at: statement.time) }
            for (delay, event) in events.later { schedule(strip(event), at: statement.time + delay) }
        }
    }

    /// An event without source positions (they would point into the `--at` text, not the file).
    private func strip(_ tree: JSONTree) -> JSONTree {
        switch tree {
        case .located(let inner, _): return strip(inner)
        case .object(let members): return .object(members.map { .init($0.key, strip($0.value)) })
        case .array(let elements): return .array(elements.map(strip))
        default: return tree
        }
    }
}
