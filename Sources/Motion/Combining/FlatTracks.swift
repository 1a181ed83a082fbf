/// A few consecutive tracks' presentation values at any instant, bit for bit those
/// `AnimatedValue.values(of:plan:time:into:)` writes for them, from numbers read out of their
/// changes once: a sampler that reads one property at many instants (a fit's samples) then
/// copies no animation and walks no plan at each of them.
///
/// Each covered change is a `Term`, evaluated as that loop evaluates it, in the same order and
/// with the same operations: a running change of a curve group subtracts its interval scaled by
/// the group's progress (once per instant), a running change of a spring group its offset from
/// the group's propagator (once per instant), and any other `Change.remaining`. The changes the
/// plan's `endedBy` says have ended are skipped, as that loop skips them.
public struct FlatTracks: Sendable {
    /// One output number: a track's target and its terms.
    struct Slot: Sendable {
        var target: Double
        var terms: Range<Int>
    }

    /// One change of a covered track.
    struct Term: Sendable {
        var start: Double
        var end: Double?
        var interval: Double
        /// The change's curve group (in `kernels` and `animations`), or −1.
        var group: Int
        /// The change's spring group in `springs`, or −1; its spring's state after the blend.
        var springGroup: Int
        var settledOffset: Double
        var settledVelocity: Double
        /// Where the change is, for `Change.remaining`.
        var track: Int
        var change: Int
    }

    let slots: [Slot]
    let terms: [Term]
    /// Each curve group's kernel where its animation has no modifiers: its progress is then
    /// `Animation.unmodifiedProgress`, read from the kernel alone (nothing to copy or retain).
    let kernels: [Animation.Kernel?]
    /// Each curve group's animation, read for a group with modifiers.
    let animations: [Animation]
    let springs: [MergedSpring<Double>]
    /// The tracks, read only for a term `Change.remaining` evaluates.
    let tracks: [AnimatedValue<Double>]
    /// The plan's `endedBy`, one entry per term (empty where the plan skips nothing).
    let endedBy: [Double]

    /// The tracks `read` of `tracks`, those that `plan` covers (made by
    /// `AnimatedValue.progressPlan(of:at:)` for these tracks, covering only tracks in `read`)
    /// evaluated, the others at their targets.
    public init(tracks: [AnimatedValue<Double>], reading read: Range<Int>, plan: SharedProgressPlan) {
        precondition(read.lowerBound >= 0 && read.upperBound <= tracks.count, "tracks read outside the tracks")
        precondition(plan.indices.allSatisfy { read.contains($0) }, "a plan that covers tracks not read")
        let springGroups = plan.springs
        var slots = read.map { Slot(target: tracks[$0].target, terms: 0..<0) }
        var terms: [Term] = []
        var next = 0
        for track in plan.indices {
            let first = terms.count
            tracks[track].changes.withUnsafeBufferPointer { changes in
                for index in changes.indices {
                    let change = changes.baseAddress! + index
                    let springGroup = springGroups?.groupOfChange[next] ?? -1
                    let settled = springGroups?.settled[next] ?? (offset: 0, velocity: 0)
                    terms.append(Term(
                        start: change.pointee.time, end: change.pointee.endTime, interval: change.pointee.interval,
                        group: plan.groupOfChange[next],
                        springGroup: springGroup, settledOffset: settled.offset, settledVelocity: settled.velocity, track: track,
                        change: index))
                    next += 1
                }
            }
            slots[track - read.lowerBound].terms = first..<terms.count
        }
        self.slots = slots
        self.terms = terms
        kernels = plan.groups.map { $0.animation.modifiers.isEmpty ? $0.animation.kernel : nil }
        animations = plan.groups.map(\.animation)
        springs = springGroups?.groups.map(\.spring) ?? []
        self.tracks = tracks
        endedBy = plan.endedBy
    }

    /// How many numbers `values(at:into:)` writes.
    public var count: Int { slots.count }

    /// The values at `time`, written into `output` (`count` numbers), in track order.
    public func values(at time: Double, into output: UnsafeMutableBufferPointer<Double>) {
        precondition(output.count == slots.count, "an output of another size")
        // At most one group of each kind (the usual case): its progress and propagator are two
        // locals, as buffers made at a computed size cost their setup at every instant. Bounds:
        // a curve group's index is below `kernels.count` and a spring group's below
        // `springs.count`, both at most 1 here, so each is 0, inside its one-number buffer.
        if kernels.count <= 1, springs.count <= 1 {
            var progress = Double.nan
            var propagator: Spring.Propagator?
            withUnsafeMutablePointer(to: &progress) { progress in
                withUnsafeMutablePointer(to: &propagator) { propagator in
                    values(at: time, into: output, progress: UnsafeMutableBufferPointer(start: progress, count: 1),
                        propagators: UnsafeMutableBufferPointer(start: propagator, count: 1))
                }
            }
            return
        }
        withUnsafeTemporaryAllocation(of: Double.self, capacity: kernels.count) { progress in
            progress.initialize(repeating: .nan)
            withUnsafeTemporaryAllocation(of: Spring.Propagator?.self, capacity: springs.count) { propagators in
                propagators.initialize(repeating: nil)
                values(at: time, into: output, progress: progress, propagators: propagators)
            }
        }
    }

    /// `values(at:into:)` with a progress per curve group (NaN: not yet evaluated) and a
    /// propagator per spring group (nil: not yet made), at least as many as there are groups.
    /// Inlined into both callers: called, its setup cost about what the locals saved.
    @inline(__always)
    private func values(
        at time: Double, into output: UnsafeMutableBufferPointer<Double>, progress: UnsafeMutableBufferPointer<Double>,
        propagators: UnsafeMutableBufferPointer<Spring.Propagator?>
    ) {
        slots.withUnsafeBufferPointer { slots in
            endedBy.withUnsafeBufferPointer { endedBy in
                terms.withUnsafeBufferPointer { terms in
                    for k in slots.indices {
                        var result = slots[k].target
                        // Term indices are the plan's change indices (`init`).
                        let span = slots[k].terms
                        let ended = SharedProgressPlan.endedPrefix(endedBy, first: span.lowerBound, count: span.count, at: time)
                        for index in (span.lowerBound + ended)..<span.upperBound {
                            let term = terms.baseAddress! + index
                            let start = term.pointee.start
                            let running = time >= start && (term.pointee.end.map({ time < $0 }) ?? true)
                            let springGroup = term.pointee.springGroup
                            if springGroup >= 0, running {
                                if propagators[springGroup] == nil {
                                    springs.withUnsafeBufferPointer { springs in
                                        let spring = springs.baseAddress! + springGroup
                                        propagators[springGroup] = spring.pointee.settledPropagator(at: (time - start) * spring.pointee.speed)
                                    }
                                }
                                result -= MergedSpring.offset(
                                    settledOffset: term.pointee.settledOffset, settledVelocity: term.pointee.settledVelocity,
                                    by: propagators[springGroup]!)
                                continue
                            }
                            let group = term.pointee.group
                            guard group >= 0, running else {
                                result -= remaining(term.pointee, at: time)
                                continue
                            }
                            if progress[group].isNaN { progress[group] = self.progress(group, at: time - start) }
                            // As `remaining(at:)`: interval·(1 − progress).
                            result -= term.pointee.interval.scaled(by: 1 - progress[group])
                        }
                        output[k] = result
                    }
                }
            }
        }
    }

    /// `Animation.progress(at:)` of curve group `group`.
    private func progress(_ group: Int, at elapsed: Double) -> Double {
        let unmodified = kernels.withUnsafeBufferPointer { kernels -> Double? in
            // Unwrapped in place (mapped, the kernel was copied out twice).
            guard case .some(let kernel) = kernels[group] else { return nil }
            return Animation.unmodifiedProgress(kernel, at: elapsed)
        }
        return unmodified ?? animations[group].progress(at: elapsed)
    }

    /// `Change.remaining(at:)` of `term`'s change, read in place.
    private func remaining(_ term: Term, at time: Double) -> Double {
        tracks[term.track].changes.withUnsafeBufferPointer { AnimatedValue<Double>.Change.remaining($0.baseAddress! + term.change, at: time) }
    }
}
