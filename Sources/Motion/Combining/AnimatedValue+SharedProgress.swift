/// Which changes of a set of tracks share an easing progress: those that started at the same
/// instant with an equal animation, as one transaction moves a view's frames and colour
/// components together. Made once for a set of tracks, then used at every instant a sampler
/// reads them all (`AnimatedValue.values(of:plan:time:into:)`).
public struct SharedProgressPlan: Sendable {
    /// The tracks the plan covers, in order.
    public let indices: [Int]
    /// For each change of each covered track, in order: the index of its group in `groups`, or
    /// −1 where the change does not add an animation's progress (a jump, a spring, keyframes).
    let groupOfChange: [Int]
    /// The start and the animation of each group.
    let groups: [(start: Double, animation: Animation)]
    /// The ended changes a sample skips and the springs that share a propagator, nil where
    /// there are neither (nothing is allocated for a plan of curves). One reference rather than
    /// two fields, so that a plan stays small enough to pass in registers.
    let shortcuts: Shortcuts?

    /// For each change of each covered track, in order: the latest start or end among the
    /// track's changes up to and including it, +∞ from the first change that never ends (or has
    /// a NaN start or end) on. Never decreasing within a track, so at any instant the changes it
    /// has reached form a prefix of the track (`endedPrefix(first:count:at:)`). Made from the
    /// tracks as they are (a change whose end moved earlier since is only walked, not skipped).
    /// Empty where the tracks hold at most `maximumSpringGroupedChanges` changes: nothing is
    /// skipped there, as walking a few changes costs less than making and searching the entries.
    var endedBy: [Double] { shortcuts?.endedBy ?? [] }

    /// The springs that share a propagator; nil where no change is a spring without a blend.
    var springs: SpringGroups? { shortcuts?.springs }

    /// Whether the plan skips no ended change (its tracks hold at most
    /// `maximumSpringGroupedChanges` changes) and groups no spring: the plans that other tracks
    /// may share (`AnimatedValue.sharesProgressPlan`). (A plan of springs left ungrouped, with a
    /// blend or past `maximumSpringGroups` groups, passes too, though none shares it.)
    public var mayBeShared: Bool { shortcuts == nil }

    init(indices: [Int], groupOfChange: [Int], groups: [(start: Double, animation: Animation)], endedBy: [Double], springs: SpringGroups?) {
        self.indices = indices
        self.groupOfChange = groupOfChange
        self.groups = groups
        shortcuts = endedBy.isEmpty && springs == nil ? nil : Shortcuts(endedBy: endedBy, springs: springs)
    }
}

extension SharedProgressPlan {
    /// How many of the `count` changes whose `endedBy` entries start at `first` have all begun
    /// and ended at `time` (0 for a NaN time, and where the plan keeps no entries): a binary
    /// search over the never-decreasing entries.
    func endedPrefix(first: Int, count: Int, at time: Double) -> Int {
        endedBy.withUnsafeBufferPointer { Self.endedPrefix($0, first: first, count: count, at: time) }
    }

    /// `endedPrefix(first:count:at:)` of a plan whose `endedBy` is `endedBy`.
    static func endedPrefix(_ endedBy: UnsafeBufferPointer<Double>, first: Int, count: Int, at time: Double) -> Int {
        guard !endedBy.isEmpty else { return 0 }
        // Read through a buffer, unchecked in release: a plan made for other tracks stops here.
        precondition(first >= 0 && count >= 0 && first + count <= endedBy.count, "a plan that does not cover its tracks")
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if endedBy[first + middle] <= time { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Appends `endedBy` of one track's changes to `endedBy`.
    static func appendEndedBy<Value>(_ changes: UnsafeBufferPointer<AnimatedValue<Value>.Change>, into endedBy: inout [Double]) {
        var latest = -Double.infinity
        for index in changes.indices {
            let start = changes[index].time
            if let end = changes[index].endTime, !start.isNaN, !end.isNaN {
                latest = max(latest, start, end)
            } else {
                latest = .infinity
            }
            endedBy.append(latest)
        }
    }
}

extension AnimatedValue where Value == Double {
    /// The plan that shares the progress of equal animations among the changes of the tracks at
    /// `indices`.
    public static func progressPlan(of tracks: [AnimatedValue<Double>], at indices: [Int]) -> SharedProgressPlan {
        progressPlan(of: tracks, at: indices, skipsEnded: nil)
    }

    /// `progressPlan(of:at:)`, skipping ended changes where `skipsEnded` says (by default, where
    /// the tracks hold too many changes for their springs to be grouped).
    static func progressPlan(of tracks: [AnimatedValue<Double>], at indices: [Int], skipsEnded: Bool?) -> SharedProgressPlan {
        var groupOfChange: [Int] = []
        let changeCount = indices.reduce(0) { $0 + tracks[$1].changes.count }
        groupOfChange.reserveCapacity(changeCount)
        // Springs are grouped only where the tracks hold few changes (`maximumSpringGroupedChanges`);
        // past that, ended changes are skipped.
        let groupsSprings = changeCount <= Self.maximumSpringGroupedChanges
        let skipsEnded = skipsEnded ?? !groupsSprings
        var groups: [(start: Double, animation: Animation)] = []
        // The groups of each start, in order: a change is compared with the animations that
        // started at its instant only, not with every group (quadratic in a long timeline).
        // Made once there are more than `scannedGroups` groups; until then every group is
        // scanned, which finds the same group: the first one, in order, with an equal start
        // (`==`, as the dictionary's keys compare) and an equal animation.
        var groupsByStart: [Double: [Int]]?
        // The spring group of each change so far, filled with −1 up to the first spring found.
        var springOfChange: [Int] = []
        var springs: [(start: Double, spring: MergedSpring<Double>)] = []
        var settled: [(offset: Double, velocity: Double)] = []
        var endedBy: [Double] = []
        if skipsEnded { endedBy.reserveCapacity(changeCount) }
        for track in indices {
            // Each change read in place: a copy of a whole change (its motion, a spring's
            // numbers) for each change of each track cost more than the rest of the plan.
            tracks[track].changes.withUnsafeBufferPointer { changes in
                if skipsEnded { SharedProgressPlan.appendEndedBy(changes, into: &endedBy) }
                for index in changes.indices {
                    let time = changes[index].time
                    guard case .adding(let animation) = changes[index].motion else {
                        if groupsSprings, case .spring(let spring) = changes[index].motion, spring.blend == nil {
                            if springOfChange.isEmpty {
                                springOfChange = Array(repeating: -1, count: groupOfChange.count)
                                settled = Array(repeating: (0, 0), count: groupOfChange.count)
                            }
                            settled.append((spring.settledOffset, spring.settledVelocity))
                            // A group of the same start bits whose spring shares its propagator,
                            // among the last `scannedGroups` groups only: any such group gives
                            // this change's propagator bit for bit, so a spring that finds none
                            // there starts a group of its own (exact, one more propagator), and a
                            // long timeline of springs costs a bounded scan per change.
                            let window = max(0, springs.count - Self.scannedGroups)..<springs.count
                            if let found = window.first(where: {
                                springs[$0].start.bitPattern == time.bitPattern && springs[$0].spring.sharesPropagator(with: spring)
                            }) {
                                springOfChange.append(found)
                            } else {
                                springOfChange.append(springs.count)
                                springs.append((time, spring))
                            }
                        } else if !springOfChange.isEmpty {
                            springOfChange.append(-1)
                            settled.append((0, 0))
                        }
                        groupOfChange.append(-1)
                        continue
                    }
                    if !springOfChange.isEmpty {
                        springOfChange.append(-1)
                        settled.append((0, 0))
                    }
                    let found: Int?
                    if let byStart = groupsByStart {
                        found = byStart[time]?.first { groups[$0].animation == animation }
                    } else {
                        found = groups.indices.first { groups[$0].start == time && groups[$0].animation == animation }
                    }
                    if let found {
                        groupOfChange.append(found)
                        continue
                    }
                    groupOfChange.append(groups.count)
                    groupsByStart?[time, default: []].append(groups.count)
                    groups.append((time, animation))
                    if groupsByStart == nil && groups.count > Self.scannedGroups {
                        var byStart: [Double: [Int]] = [:]
                        for (number, group) in groups.enumerated() { byStart[group.start, default: []].append(number) }
                        groupsByStart = byStart
                    }
                }
            }
        }
        return SharedProgressPlan(
            indices: indices, groupOfChange: groupOfChange, groups: groups, endedBy: endedBy,
            springs: springs.isEmpty || springs.count > Self.maximumSpringGroups
                ? nil : SharedProgressPlan.SpringGroups(groupOfChange: springOfChange, groups: springs, settled: settled))
    }

    /// The most spring groups a plan keeps: each instant sampled makes room for every group's
    /// propagator, so a timeline of hundreds of spring updates would clear hundreds of them per
    /// sample for the few that run. Past it every spring takes its own `Change.remaining`, the
    /// same bits.
    static let maximumSpringGroups = 16

    /// The most changes a plan's tracks may hold for their springs to be grouped: a plan is made
    /// again for each update a fit enters, and reading every spring of a long timeline for its
    /// group (a copy of each spring, a comparison with the recent groups) cost more there than
    /// sharing the few running propagators saves. Ungrouped springs give the same bits. Up to it
    /// too, every change is walked at each sample (no `SharedProgressPlan.endedBy`).
    static let maximumSpringGroupedChanges = 64

    /// The most groups of curves `progressPlan(of:at:)` scans before it indexes them by start,
    /// and the most recent spring groups it looks in: a view's tracks usually share a few
    /// transactions, and making a dictionary cost more than scanning them.
    static let scannedGroups = 8

    /// The presentation values at `time` of the tracks `plan` covers (made by
    /// `progressPlan(of:at:)` for these tracks), written to the same indices of `values`: each
    /// exactly `tracks[i].value(at: time)`, but each group's progress, and each spring group's
    /// propagator, computed once.
    public static func values(
        of tracks: UnsafeBufferPointer<AnimatedValue<Double>>, plan: SharedProgressPlan, time: Double, into values: inout [Double]
    ) {
        // `endedBy` is handed to the evaluation in a buffer (an empty one where the plan keeps
        // no shortcuts), so that it reads no reference out of the plan.
        guard let springs = plan.shortcuts?.springs else {
            guard let shortcuts = plan.shortcuts else {
                Self.values(of: tracks, plan: plan, endedBy: UnsafeBufferPointer(start: nil, count: 0), springs: nil, time: time, into: &values)
                return
            }
            shortcuts.endedBy.withUnsafeBufferPointer { endedBy in
                Self.values(of: tracks, plan: plan, endedBy: endedBy, springs: nil, time: time, into: &values)
            }
            return
        }
        (plan.shortcuts?.endedBy ?? []).withUnsafeBufferPointer { endedBy in
            springs.groupOfChange.withUnsafeBufferPointer { groupOfChange in
                springs.groups.withUnsafeBufferPointer { groups in
                    springs.settled.withUnsafeBufferPointer { settled in
                        withUnsafeTemporaryAllocation(of: Spring.Propagator?.self, capacity: groups.count) { propagators in
                            propagators.initialize(repeating: nil)
                            let buffers = SpringBuffers(groupOfChange: groupOfChange, groups: groups, settled: settled, propagators: propagators)
                            Self.values(of: tracks, plan: plan, endedBy: endedBy, springs: buffers, time: time, into: &values)
                        }
                    }
                }
            }
        }
    }

    /// A plan's spring groups read through buffers for one call (nothing retained per change),
    /// with room for each group's propagator at the instant.
    private struct SpringBuffers {
        let groupOfChange: UnsafeBufferPointer<Int>
        let groups: UnsafeBufferPointer<(start: Double, spring: MergedSpring<Double>)>
        let settled: UnsafeBufferPointer<(offset: Double, velocity: Double)>
        let propagators: UnsafeMutableBufferPointer<Spring.Propagator?>
    }

    /// `values(of:plan:time:into:)` with the plan's `endedBy` and spring groups, if any, in buffers.
    private static func values(
        of tracks: UnsafeBufferPointer<AnimatedValue<Double>>, plan: SharedProgressPlan, endedBy: UnsafeBufferPointer<Double>,
        springs: SpringBuffers?, time: Double, into values: inout [Double]
    ) {
        // Written through one buffer: one uniqueness check for all the tracks, not one each.
        values.withUnsafeMutableBufferPointer { output in
            plan.groups.withUnsafeBufferPointer { groups in
                withUnsafeTemporaryAllocation(of: Double.self, capacity: max(groups.count, 1)) { progress in
                    progress.initialize(repeating: .nan)
                    plan.groupOfChange.withUnsafeBufferPointer { groupOfChange in
                        var next = 0
                        for track in plan.indices {
                            precondition(track >= 0 && track < output.count, "a plan's track outside the values")
                            precondition(track < tracks.count, "a plan's track outside the tracks")
                            var result = tracks[track].target
                            tracks[track].changes.withUnsafeBufferPointer { changes in
                                // The plan's entries are read through buffers, unchecked in
                                // release: a plan made for other tracks stops here.
                                let covered = next + changes.count
                                precondition(
                                    covered <= groupOfChange.count
                                        && (springs.map { covered <= $0.groupOfChange.count && covered <= $0.settled.count } ?? true),
                                    "a plan that does not cover its tracks")
                                // The changes that have begun and ended by `time` are skipped:
                                // each would subtract `remaining(at:)`'s `.zero`, +0.0, and
                                // x − (+0.0) is x for every x (−0.0 and NaN too), so the result
                                // has the same bits; a change ended before its start is never
                                // skipped (`endedBy` holds its start), as it still adds its interval.
                                let ended = SharedProgressPlan.endedPrefix(endedBy, first: next, count: changes.count, at: time)
                                next += ended
                                for index in ended..<changes.count {
                                    let group = groupOfChange[next]
                                    let springGroup = springs?.groupOfChange[next] ?? -1
                                    next += 1
                                    let start = changes[index].time
                                    let running = time >= start && (changes[index].endTime.map({ time < $0 }) ?? true)
                                    if springGroup >= 0, running, let springs {
                                        // As `remaining(at:)`: the spring's offset (`MergedSpring.offset(at:)`
                                        // without a blend), from its group's one propagator (the
                                        // group's spring, start and speed are this change's).
                                        if springs.propagators[springGroup] == nil {
                                            let spring = springs.groups[springGroup].spring
                                            springs.propagators[springGroup] = spring.settledPropagator(at: (time - start) * spring.speed)
                                        }
                                        let state = springs.settled[next - 1]
                                        result -= MergedSpring.offset(
                                            settledOffset: state.offset, settledVelocity: state.velocity, by: springs.propagators[springGroup]!)
                                        continue
                                    }
                                    guard group >= 0, running else {
                                        result -= Change.remaining(changes.baseAddress! + index, at: time)
                                        continue
                                    }
                                    if progress[group].isNaN { progress[group] = groups[group].animation.progress(at: time - start) }
                                    // As `remaining(at:)`: interval·(1 − progress).
                                    result -= changes[index].interval.scaled(by: 1 - progress[group])
                                }
                            }
                            output[track] = result
                        }
                    }
                }
            }
        }
    }
}
