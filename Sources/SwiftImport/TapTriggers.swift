/// The counters that carry a tap's writes to a component's own `@State`.
///
/// In SwiftUI a Button's action runs in the view it is written in: `Button("Flip") {
/// withAnimation { on.toggle() } }` in `struct Child: View` flips the `on` of the instance that
/// was tapped, in an update with the action's transaction. The scene's timeline writes only the
/// scene's state, and each instance of a component has its own. So the tap becomes a counter of
/// the scene's state (`_tap1`), incremented by the timeline event (which keeps the action's
/// `withAnimation`); each use on the way to the tapped instance passes it as a parameter of the
/// same name (a hidden parameter, default 0, of each component on the way), and the component
/// writes its own state in an `onChange(of: _tap1)`, which runs in the update of the change, so
/// with the tap's transaction.
///
/// The steps: ``Translator/markedOwnWrites(_:context:)`` marks the tap's writes to the own
/// state (Translator+OwnWrites.swift), ``Translator/routeOwnWrites(_:)`` replaces them by the
/// counter's increment (Translator+TapCounters.swift), and ``Translator/applyTapTriggers(to:)``
/// puts the parameters and the `onChange` into the scene (Translator+TapCounterPlacement.swift).
struct TapTriggers {
    /// A use of a component on the way to a tapped instance.
    struct Use: Hashable {
        var component: String
        var position: SourcePosition
        /// The instance's serial (``ActionFrame/serial``): one place may build several
        /// instances (a computed `some View` property read twice).
        var serial: Int
        /// For a use in a `ForEach`, the row tapped: `i == 1`, or `_tap1row != nil && item.id ==
        /// _tap1row` for a ForEach over an array, whose tapped row's identity the tap keeps in
        /// `_tap1row` (the instances of the other rows are passed 0; a kept nil is no row).
        var row: String?
    }

    struct Trigger {
        var name: String
        /// The uses from the tapped instance out to the scene's body, innermost first.
        var chain: [Use]
        /// The event the component's `onChange` runs: the action's writes to its own state.
        var perform: JSONTree
    }

    var all: [Trigger] = []
}
