import SwiftParser
import SwiftSyntax

extension Translator {
    /// `--tap "Label"@time`: the action of the Button, Toggle or tapped view with that label,
    /// as timeline events at that time.
    mutating func runTaps() {
        // What is never tapped is said once, with how to tap it.
        var tapped = Set(options.taps.map(\.label))
        interactions.random = SplitMix64(state: options.randomSeed)
        for tap in options.taps {
            if let label = runTap(tap) { tapped.insert(label) }
        }
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
            var sub = Translator(tree: tree, options: options)
            sub.state = state
            sub.optionalStates = optionalStates
            sub.enumSwitches = enumSwitches
            // The statements read the imported view's names: its computed properties and enums.
            if let rootScope {
                sub.substitutions = rootScope.substitutions
                sub.computed = rootScope.computed
            } else {
                sub.computed.enums = computed.enums
            }
            sub.reportSyntaxErrors()
            // Random draws go on with the import's sequence.
            sub.interactions.random = interactions.random
            sub.interactions.runningTap = true
            let events = sub.actionEvents(tree.statements, context: ViewContext())
            interactions.random = sub.interactions.random
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
