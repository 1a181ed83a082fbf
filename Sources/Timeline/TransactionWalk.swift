import Layout
import Motion
import Scene
import ViewGraph

/// Carries the transaction from the root down one update's tree, as SwiftUI does: each
/// `animation` and `transaction` link changes it for the content it wraps; each view's
/// attributes animate with the transaction at their place in the chain.
struct TransactionWalk {
    /// The links of each view, outermost first.
    let links: [String: [TransactionLink]]
    /// The values `.animation(_:value:)` links watched at the previous update, by view and link.
    let previousWatched: [String: [Int: Value]]
    /// Whether a view's branch (itself, its children or decorations) changed in this update.
    let branchChanged: (String) -> Bool

    /// Per view: the transaction for every chain position (`k` in `0...n` for `frames[k]`,
    /// `n + 1 + i` for `modifiers[i]`, `2n + 1` for the content's paint).
    var transactions: [String: [Transaction]] = [:]
    /// The watched values of this update, for the next one.
    var watched: [String: [Int: Value]] = [:]
    var monitors: [UpdateTrace.Monitor] = []

    init(
        links: [String: [TransactionLink]], previousWatched: [String: [Int: Value]],
        branchChanged: @escaping (String) -> Bool
    ) {
        self.links = links
        self.previousWatched = previousWatched
        self.branchChanged = branchChanged
    }

    mutating func walk(_ view: LaidOutView, received: Transaction) {
        let n = view.node.modifiers.count
        // positions[k]: frames[k]; positions[n + 1 + i]: modifiers[i]; positions[2n + 1]: the
        // content's paint, which follows the content unless a scoped body sets the foreground.
        var positions = [Transaction](repeating: received, count: 2 * n + 2)
        var scopedPaint: Transaction?
        let viewLinks = links[view.id] ?? []
        for (ordinal, link) in viewLinks.enumerated() {
            let incoming = positions[link.scope?.upperBound ?? link.position]
            var changed = false
            if case .animation(_, let value?) = link.action {
                changed = previousWatched[view.id]?[ordinal].map { $0 != value } ?? false
                watched[view.id, default: [:]][ordinal] = value
            }
            if case .monitor(let label) = link.action {
                if branchChanged(view.id) {
                    monitors.append(UpdateTrace.Monitor(label: label, viewID: view.id, animation: incoming.animation))
                }
                continue
            }
            let outgoing = incoming.applying(link.action, valueChanged: changed)
            if let scope = link.scope {
                if link.scopeSetsContentPaint { scopedPaint = outgoing }
                for i in scope {
                    positions[n + 1 + i] = outgoing
                    positions[i + 1] = outgoing
                }
            } else {
                for k in 0...link.position { positions[k] = outgoing }
                for i in 0..<link.position { positions[n + 1 + i] = outgoing }
            }
        }
        positions[2 * n + 1] = scopedPaint ?? positions[0]
        transactions[view.id] = positions
        for (index, decoration) in view.decorations.sorted(by: { $0.key < $1.key }) {
            walk(decoration, received: positions[n + 1 + index])
        }
        for child in view.children { walk(child, received: positions[0]) }
    }
}
