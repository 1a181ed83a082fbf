import Geometry
import Views

/// A stack's alignment across its axis.
enum StackAlignment {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)
}

/// How a container lays its children out for one proposal.
struct ContainerSolution {
    /// Each child's proposal and place, in one array (one allocation per solution).
    var placements: [ChildPlacement]
    /// The container's size.
    var size: Size

    init(placements: [ChildPlacement], size: Size) {
        self.placements = placements
        self.size = size
    }

    /// Child k is proposed `proposals[k]` and placed at `origins[k]` (as many of each).
    init(proposals: [ProposedSize], origins: [Point], size: Size) {
        precondition(origins.count == proposals.count, "a proposal and an origin for each child")
        var placements: [ChildPlacement] = []
        placements.reserveCapacity(proposals.count)
        for k in proposals.indices { placements.append(ChildPlacement(proposal: proposals[k], origin: origins[k])) }
        self.init(placements: placements, size: size)
    }
}

/// What a container proposes one child, and where it puts it.
struct ChildPlacement {
    var proposal: ProposedSize
    /// The child's top-leading corner, relative to the container's.
    var origin: Point
}

extension LayoutPass {
    /// Lays out the children of VStack/HStack `i` (steps S1–S5 in LayoutEngine.swift).
    func solveStack(
        _ i: Int, axis: Axis, alignment: StackAlignment, spacing: Double?, _ p: ProposedSize
    ) -> ContainerSolution {
        let children = nodes[i].children
        let count = children.count
        let cross = p[axis.cross]

        // What each child is proposed and the size it chooses: scratch buffers of `count`
        // elements, indexed by positions in 0..<count only (the solution keeps the proposals
        // with the origins, and no sizes: nothing reads them).
        return withUnsafeTemporaryAllocation(of: ProposedSize.self, capacity: count) { proposals in
            proposals.initialize(repeating: ProposedSize(axis, main: nil, cross: cross))
            return withUnsafeTemporaryAllocation(of: Size.self, capacity: count) { sizes in
                sizes.initialize(repeating: .zero)
                return withUnsafeTemporaryAllocation(of: Double.self, capacity: count) { gaps in
                    // S1. Spacing before each child: `spacing` between adjacent present children; with the
                    // default spacing, none next to a Spacer. `gaps` is a scratch buffer of `count`
                    // elements, indexed by positions in 0..<count only.
                    gaps.initialize(repeating: 0)
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
                        distribute(children, axis: axis, cross: cross, available: main - total(gaps), proposals, sizes)
                    } else {
                        // S2'. Unspecified along the axis: every child gets its ideal length.
                        for k in 0..<count { sizes[k] = size(children[k], proposals[k]) }
                    }

                    // S4. Along the axis, children follow each other with their gaps.
                    var placements: [ChildPlacement] = []
                    placements.reserveCapacity(count)
                    var position = 0.0
                    for k in 0..<count {
                        position += gaps[k]
                        let origin = axis == .horizontal ? Point(x: position, y: 0) : Point(x: 0, y: position)
                        placements.append(ChildPlacement(proposal: proposals[k], origin: origin))
                        position += sizes[k][axis]
                    }

                    // S5. Across: each child's alignment guide on one line; the stack spans their union. The
                    // gaps are no longer needed: their buffer holds the guides.
                    let guides = gaps
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
                            if axis == .horizontal { placements[k].origin.y = value } else { placements[k].origin.x = value }
                        }
                    }
                    return ContainerSolution(placements: placements, size: Size(axis, main: position, cross: crossLength))
                }
            }
        }
    }

    /// S2–S3. Shares `available` out along `axis`: priority groups from the highest, each offered
    /// what is left minus the minimum lengths of all lower-priority children; inside a group the
    /// least flexible child first, each offered an equal share of what its group has left.
    private func distribute(
        _ children: [Int], axis: Axis, cross: Double?, available: Double,
        _ proposals: UnsafeMutableBufferPointer<ProposedSize>, _ sizes: UnsafeMutableBufferPointer<Size>
    ) {
        let count = children.count
        guard count > 0 else { return }
        let first = nodes[children[0]].priority
        if children.allSatisfy({ nodes[$0].priority == first }) {
            // One priority group (the common case): no grouping arrays.
            _ = share(available, among: 0..<count, children, axis: axis, cross: cross, proposals, sizes)
            return
        }
        func length(_ k: Int, at main: Double) -> Double {
            size(children[k], ProposedSize(axis, main: main, cross: cross))[axis]
        }
        func priority(_ k: Int) -> Double { nodes[children[k]].priority }
        // Positions by descending priority (stable), in runs of equal priority; and at the start
        // of each run, what the runs after it must leave: their minimum lengths. Both are
        // scratch buffers of `count` elements, indexed by positions in 0..<count only.
        withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { byPriority in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: count) { reserved in
                for k in 0..<count { byPriority.initializeElement(at: k, to: k) }
                reserved.initialize(repeating: 0)
                // The same memory as `byPriority` (a copy of the buffer pointer): sorts it in place.
                var sorted = byPriority
                sorted.sort { (-priority($0), $0) < (-priority($1), $1) }
                // The run that starts at `start`, and the one that ends at `end`.
                func runEnd(_ start: Int) -> Int {
                    var end = start + 1
                    while end < count, priority(byPriority[end]) == priority(byPriority[start]) { end += 1 }
                    return end
                }
                func runStart(_ end: Int) -> Int {
                    var start = end - 1
                    while start > 0, priority(byPriority[start - 1]) == priority(byPriority[end - 1]) { start -= 1 }
                    return start
                }
                // From the last run back: each run leaves what the next one leaves plus the
                // next one's minimum lengths, summed in order.
                var end = count
                var start = runStart(end)
                while start > 0 {
                    let previous = runStart(start)
                    var minimum = 0.0
                    for position in start..<end { minimum += length(byPriority[position], at: 0) }
                    reserved[previous] = reserved[start] + minimum
                    end = start
                    start = previous
                }

                var remaining = available
                start = 0
                while start < count {
                    let end = runEnd(start)
                    let used = share(
                        remaining - reserved[start], among: byPriority[start..<end], children, axis: axis, cross: cross,
                        proposals, sizes)
                    if remaining.isFinite { remaining -= used }
                    start = end
                }
            }
        }
    }

    /// S3. Shares `available` out among the children at positions `group` (one priority): the
    /// least flexible child first, each offered an equal share of what is left. Returns the
    /// length the group takes.
    private func share<Group: Collection<Int>>(
        _ available: Double, among group: Group, _ children: [Int], axis: Axis, cross: Double?,
        _ proposals: UnsafeMutableBufferPointer<ProposedSize>, _ sizes: UnsafeMutableBufferPointer<Size>
    ) -> Double {
        func length(_ k: Int, at main: Double) -> Double {
            size(children[k], ProposedSize(axis, main: main, cross: cross))[axis]
        }
        // Positions with their flexibility, in the order they are offered their share: a
        // scratch buffer of `group.count` elements, filled once each in the loop below.
        let count = group.count
        return withUnsafeTemporaryAllocation(of: (flexibility: Double, k: Int).self, capacity: count) { order in
            var filled = 0
            for k in group {
                if count > 1 {
                    let flex = length(k, at: .infinity) - length(k, at: 0)
                    order.initializeElement(at: filled, to: (flex.isNaN ? .infinity : flex, k))
                } else {
                    order.initializeElement(at: filled, to: (0, k))
                }
                filled += 1
            }
            if count > 1 {
                // The same memory as `order` (a copy of the buffer pointer): sorts it in place.
                var sorted = order
                sorted.sort { ($0.flexibility, $0.k) < ($1.flexibility, $1.k) }
            }
            var groupRemaining = available
            var left = Double(count)
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
    }

    /// The sum of `values` in order from 0, as `reduce(0, +)` adds them.
    private func total(_ values: UnsafeMutableBufferPointer<Double>) -> Double {
        var sum = 0.0
        for value in values { sum += value }
        return sum
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
