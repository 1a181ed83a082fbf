import Geometry
import Views

/// A custom guide asked of a view, with its first `level` modifiers, at a proposal.
struct ExplicitGuideKey: Equatable {
    var name: String
    var level: Int
    var proposal: ProposedSize
}

extension LayoutPass {
    /// The value of custom guide `id` that view `i` at `level`, proposed `p`, sets explicitly,
    /// from its leading edge or top; nil when nothing in it sets one (the guide's default then
    /// applies). As SwiftUI's custom alignments, and unlike the built-in guides, the value passes
    /// up through containers: the whole view's own `alignmentGuide` for it; else, through its
    /// modifiers, the value of the view inside moved with it; else, for a container, the average
    /// of the values its children set (SwiftUI's `AlignmentID._combineExplicit`), each moved by the
    /// child's place in it.
    func explicitGuide(_ id: CustomAlignmentID, of i: Int, level: Int, _ p: ProposedSize) -> Double? {
        // Memoised at every level: a frame aligned on the guide asks the view inside it twice
        // (to place it, and for the value passing up), so nested frames would double the work.
        let key = ExplicitGuideKey(name: id.name, level: level, proposal: p)
        if let known = explicitGuideMemo.value(i, for: key) { return known }
        let value: Double? =
            if level == nodes[i].modifierCount {
                guideOverride(.custom(id), of: i, p, size: size(i, level: level, p))
                    ?? (level > 0 ? explicitThroughModifier(id, of: i, level: level, p) : explicitFromContent(id, of: i, p))
            } else {
                level > 0 ? explicitThroughModifier(id, of: i, level: level, p) : explicitFromContent(id, of: i, p)
            }
        explicitGuideMemo.insert(value, i, for: key)
        return value
    }

    /// The value set inside modifier `level - 1` of view `i`, moved to the modified view's edge.
    private func explicitThroughModifier(_ id: CustomAlignmentID, of i: Int, level: Int, _ p: ProposedSize) -> Double? {
        let horizontal = id.axis == .horizontal
        let inner = level - 1
        switch nodes[i].node.modifiers[inner] {
        case .padding(let insets):
            let insets = insets.finite
            return explicitGuide(id, of: i, level: inner, p.inset(by: insets)).map { $0 + (horizontal ? insets.leading : insets.top) }
        case .fixedFrame, .flexibleFrame:
            let child = frameChild(i, level: level, p)
            return explicitGuide(id, of: i, level: inner, child.proposal).map { $0 + (horizontal ? child.offset.x : child.offset.y) }
        case .fixedSize(let h, let v):
            return explicitGuide(id, of: i, level: inner, p.fixing(horizontal: h, vertical: v))
        case .position(let x, let y):
            let child = size(i, level: inner, p)
            let shift = horizontal ? x.finiteOrZero - child.width / 2 : y.finiteOrZero - child.height / 2
            return explicitGuide(id, of: i, level: inner, p).map { $0 + shift }
        default:
            return explicitGuide(id, of: i, level: inner, p)
        }
    }

    /// The average of the values the children of container `i` set, in its space.
    private func explicitFromContent(_ id: CustomAlignmentID, of i: Int, _ p: ProposedSize) -> Double? {
        guard let solution = childrenSolution(i, p) else { return nil }
        var sum = 0.0, count = 0.0
        for (k, child) in nodes[i].children.enumerated() where !nodes[child].isAbsent && k < solution.placements.count {
            guard let value = explicitGuide(id, of: child, level: nodes[child].modifierCount, solution.placements[k].proposal) else {
                continue
            }
            let origin = solution.placements[k].origin
            sum += value + (id.axis == .horizontal ? origin.x : origin.y)
            count += 1
        }
        return count > 0 ? sum / count : nil
    }
}
