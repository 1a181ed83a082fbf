extension AnimatedValue where Value == Double {
    /// Whether `progressPlan(of: a, at: aIndices)` and `progressPlan(of: b, at: bIndices)` make
    /// one plan, found without making either: the same indices, and at each of them as many
    /// changes, pairwise of one kind (a jump, an added curve, keyframes), with the same bits for
    /// their start and end times and, where they add a curve, equal animations (`==`, the
    /// equality the plan groups changes by). A plan reads nothing else of such changes (not
    /// their intervals, completion times or keyframes: sampling reads those from the tracks
    /// sampled). A spring is never judged the same: its group and settled numbers come from its
    /// values. Tracks of more than `maximumSpringGroupedChanges` changes in all are not compared
    /// (false): that comparison would cost about what the plan does.
    ///
    /// Two views that move alike (the rows of a list toggled together) have such changes and
    /// share one plan (`ProgressPlans` in the keyframe encoder). Everything is read in place:
    /// a track or a change copied out of its array retained its references.
    public static func sharesProgressPlan(_ a: [Self], at aIndices: [Int], with b: [Self], at bIndices: [Int]) -> Bool {
        guard aIndices.count == bIndices.count else { return false }
        return a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                aIndices.withUnsafeBufferPointer { aIndices in
                    bIndices.withUnsafeBufferPointer { bIndices in
                        var changeCount = 0
                        for k in aIndices.indices {
                            let index = aIndices[k]
                            guard index == bIndices[k], index >= 0, index < a.count, index < b.count else { return false }
                            let same = a[index].changes.withUnsafeBufferPointer { ca in
                                b[index].changes.withUnsafeBufferPointer { cb in
                                    guard ca.count == cb.count else { return false }
                                    changeCount += ca.count
                                    guard changeCount <= maximumSpringGroupedChanges else { return false }
                                    for j in ca.indices where !Change.entersPlansAlike(ca.baseAddress! + j, cb.baseAddress! + j) {
                                        return false
                                    }
                                    return true
                                }
                            }
                            guard same else { return false }
                        }
                        return true
                    }
                }
            }
        }
    }
}

extension AnimatedValue.Change where Value == Double {
    /// Whether two changes enter progress plans alike (`AnimatedValue.sharesProgressPlan`),
    /// read in place. An added curve's animation is its change's `animation` (`set` makes both
    /// from one value), compared by `sameAnimation` without copying either motion.
    fileprivate static func entersPlansAlike(_ a: UnsafePointer<Self>, _ b: UnsafePointer<Self>) -> Bool {
        guard a.pointee.time.bitPattern == b.pointee.time.bitPattern,
            a.pointee.endTime?.bitPattern == b.pointee.endTime?.bitPattern
        else { return false }
        let kind = a.pointee.motion.planKind
        guard kind == b.pointee.motion.planKind else { return false }
        switch kind {
        case .adding: return sameAnimation(a, b)
        case .jump, .keyframes: return true
        case .spring: return false
        }
    }
}

extension AnimatedValue.Change.Motion {
    /// What a progress plan makes of a change: the case alone, its payload not copied.
    fileprivate enum PlanKind {
        case jump, adding, spring, keyframes
    }

    fileprivate var planKind: PlanKind {
        switch self {
        case .jump: .jump
        case .adding: .adding
        case .spring: .spring
        case .keyframes: .keyframes
        }
    }
}
