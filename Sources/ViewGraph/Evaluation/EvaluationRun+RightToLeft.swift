import Scene
import Views

/// The layout direction of each level of a view (`ViewNode.rightToLeft`). Not inlined: `node`
/// recurses once per level of the tree, and in a debug build every temporary environment copy
/// would take its own slot in its frame.
extension EvaluationRun {
    /// The directions of the content and of the built-in modifiers, which sit inside the chain.
    @inline(never)
    static func directions(_ outside: ChainEnvironments, builtIns: Int) -> [Bool] {
        [Bool](repeating: outside[0].layoutDirection == .rightToLeft, count: builtIns + 1)
    }

    /// Appends the direction of the chain link whose environment is `outside[index]`.
    @inline(never)
    static func appendDirection(_ directions: inout [Bool], _ outside: ChainEnvironments, at index: Int) {
        directions.append(outside[index].layoutDirection == .rightToLeft)
    }

    /// Mirrors the view's transition when the outermost `transition` link (the one that wins)
    /// lies in a right-to-left layout: its leading edge is the right one.
    @inline(never)
    static func mirrorTransition(_ node: inout ViewNode, chain: [ChainLink], outside: ChainEnvironments) {
        guard let transition = node.transition,
            let index = chain.lastIndex(where: { if case .transition = $0.modifier { true } else { false } }),
            outside[index + 1].layoutDirection == .rightToLeft
        else { return }
        node.transition = transition.mirroredForRightToLeft
    }
}
