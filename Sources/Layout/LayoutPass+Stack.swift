import Geometry
import Views

/// A stack's alignment across its axis.
enum StackAlignment {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)
}

/// How a container lays its children out for one proposal.
struct ContainerSolution {
    /// What each child is proposed.
    var proposals: [ProposedSize]
    /// The size each child chooses.
    var sizes: [Size]
    /// Each child's top-leading corner, relative to the container's.
    var origins: [Point]
    /// The container's size.
    var size: Size
}

extension LayoutPass {
    /// Lays out the children of VStack/HStack `i` (steps S1–S5 in LayoutEngine.swift).
    func solveStack(
        _ i: Int, axis: Axis, alignment: StackAlignment, spacing: Double?, _ p: ProposedSize
    ) -> ContainerSolution {
        let children = nodes[i].children
        let count = children.count
        let cross = p[axis.cross]
        var proposals = Array(filled: ProposedSize(axis, main: nil, cross: cross), count: count)
        var sizes = Array(filled: Size.zero, count: count)

        // S1. Spacing before each child: `spacing` between adjacent present children; with the
        // default spacing, none next to a Spacer.
        var gaps = Array(filled: 0.0, count: count)
        var previous: Int?
        for k in 0..<count where !nodes[children[k]].isAbsent {
            if let previous {
                if let spacing {
                    gaps[k] = spacing.finiteOrZero
                } else if !nodes[children[previous]].isSpacer && !nodes[children[k]].isSpacer {
                    gaps[k] = Self.defaultSpacing
                }
            }
            previous = k
        }

        if let main = p[axis] {
            distribute(children, axis: axis, cross: cross, available: main - gaps.reduce(0, +), &proposals, &sizes)
        } else {
            // S2'. Unspecified along the axis: every child gets its ideal length.
            for k in 0..<count { sizes[k] = size(children[k], proposals[k]) }
        }

        // S4. Along the axis, children follow each other with their gaps.
        var origins = Array(filled: Point.zero, count: count)
        var position = 0.0
        for k in 0..<count {
            position += gaps[k]
            origins[k] = axis == .horizontal ? Point(x: position, y: 0) : Point(x: 0, y: position)
            position += sizes[k][axis]
        }

        // S5. Across: each child's alignment guide on one line; the stack spans their union. The
        // gaps are no longer needed: their array holds the guides.
        var guides = consume gaps
        for k in 0..<count { guides[k] = 0 }
        var low = Double.infinity, high = -Double.infinity
        var unbounded = false
        for k in 0..<count where !nodes[children[k]].isAbsent {
            let extent = sizes[k][axis.cross]
            guard extent.isFinite else { unbounded = true; continue }
            guides[k] = crossGuide(alignment, of: children[k], proposals[k], size: sizes[k])
            low = min(low, -guides[k])
            high = max(high, extent - guides[k])
        }
        var crossLength = 0.0
        if unbounded {
            crossLength = .infinity
        } else if low <= high {
            crossLength = high - low
            for k in 0..<count where !nodes[children[k]].isAbsent {
                let value = -guides[k] - low
                if axis == .horizontal { origins[k].y = value } else { origins[k].x = value }
            }
        }
        return ContainerSolution(
            proposals: proposals, sizes: sizes, origins: origins, size: Size(axis, main: position, cross: crossLength))
    }

    /// S2–S3. Shares `available` out along `axis`: priority groups from the highest, each offered
    /// what is left minus the minimum lengths of all lower-priority children; inside a group the
    /// least flexible child first, each offered an equal share of what its group has left.
    private func distribute(
        _ children: [Int], axis: Axis, cross: Double?, available: Double,
        _ proposals: inout [ProposedSize], _ sizes: inout [Size]
    ) {
        let count = children.count
        guard count > 0 else { return }
        let first = nodes[children[0]].priority
        if children.allSatisfy({ nodes[$0].priority == first }) {
            // One priority group (the common case): no grouping arrays.
            _ = share(available, among: 0..<count, children, axis: axis, cross: cross, &proposals, &sizes)
            return
        }
        func length(_ k: Int, at main: Double) -> Double {
            size(children[k], ProposedSize(axis, main: main, cross: cross))[axis]
        }
        // Children by descending priority (stable), cut into runs of equal priority.
        let priorities = children.map { nodes[$0].priority }
        var byPriority = Array(0..<count)
        byPriority.sort { (-priorities[$0], $0) < (-priorities[$1], $1) }
        var groups: [Range<Int>] = []
        var start = 0
        for position in 1...count {
            if position < count && priorities[byPriority[position]] == priorities[byPriority[start]] { continue }
            groups.append(start..<position)
            start = position
        }
        // What each group must leave for the groups after it: their minimum lengths.
        var reserved = Array(filled: 0.0, count: groups.count)
        for g in stride(from: groups.count - 2, through: 0, by: -1) {
            reserved[g] = reserved[g + 1] + groups[g + 1].reduce(0) { $0 + length(byPriority[$1], at: 0) }
        }

        var remaining = available
        for (g, group) in groups.enumerated() {
            let used = share(
                remaining - reserved[g], among: byPriority[group], children, axis: axis, cross: cross,
                &proposals, &sizes)
            if remaining.isFinite { remaining -= used }
        }
    }

    /// S3. Shares `available` out among the children at positions `group` (one priority): the
    /// least flexible child first, each offered an equal share of what is left. Returns the
    /// length the group takes.
    private func share<Group: Collection<Int>>(
        _ available: Double, among group: Group, _ children: [Int], axis: Axis, cross: Double?,
        _ proposals: inout [ProposedSize], _ sizes: inout [Size]
    ) -> Double {
        func length(_ k: Int, at main: Double) -> Double {
            size(children[k], ProposedSize(axis, main: main, cross: cross))[axis]
        }
        // Positions with their flexibility, in the order they are offered their share.
        var order: [(flexibility: Double, k: Int)]
        if group.count > 1 {
            order = group.map { k in
                let flex = length(k, at: .infinity) - length(k, at: 0)
                return (flex.isNaN ? .infinity : flex, k)
            }
            order.sort { ($0.flexibility, $0.k) < ($1.flexibility, $1.k) }
        } else {
            order = group.map { (0, $0) }
        }
        var groupRemaining = available
        var left = Double(order.count)
        var used = 0.0
        for (_, k) in order {
            let offer = groupRemaining.isNaN ? 0 : max(0, groupRemaining / left)
            proposals[k] = ProposedSize(axis, main: offer, cross: cross)
            sizes[k] = size(children[k], proposals[k])
            let taken = sizes[k][axis]
            if groupRemaining.isFinite { groupRemaining -= taken }
            used += taken
            left -= 1
        }
        return used
    }

    /// The offset of the stack's cross-axis guide from child `c`'s top or leading edge.
    private func crossGuide(_ alignment: StackAlignment, of c: Int, _ p: ProposedSize, size: Size) -> Double {
        switch alignment {
        case .horizontal(let horizontal): horizontalGuide(horizontal, of: c, p, size: size)
        case .vertical(let vertical):
            verticalGuide(vertical, of: c, level: nodes[c].modifierCount, p, size: size)
        }
    }
}
