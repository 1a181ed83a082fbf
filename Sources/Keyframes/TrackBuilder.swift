import Foundation
import Geometry
import Layout
import Motion
import Timeline

/// Builds the keyframes of one property of one element from the tracks of its view.
///
/// The element's time is cut at every instant where the property's motion may change character:
/// where it appears or disappears, where its view's tracks start a new stretch, and where an
/// animation of a track the property depends on starts, ends, leaves its delay or begins a pass.
/// Between two cuts the property is constant, follows one Bézier animation (an exact
/// `cubic-bezier()` segment, checked against the tracks), or is fitted adaptively.
struct TrackBuilder {
    /// A stretch of time in which the element is drawn and its view's tracks stay the same.
    struct Epoch {
        var start: Double
        var end: Double
        /// The view's track stretch, transition stretch and removal in force.
        var stretch: Int
        var transition: Int?
        var removal: Int?
        /// How many modifiers are the view's own; groups made by later ones are transition effects.
        var ownModifiers: Int
        /// The tracks each property depends on (`PropertyDependencies`).
        var dependencies: [PropertyKind: [Int]] = [:]

        func continues(with next: Epoch) -> Bool {
            stretch == next.stretch && transition == next.transition && removal == next.removal && ownModifiers == next.ownModifiers
        }
    }

    let sampler: ViewSampler
    let viewID: String
    let reader: PropertyReader
    let kind: PropertyKind
    let base: Point
    let tolerances: [Double]
    let epochs: [Epoch]
    /// Where the fit's samples are read from (`ViewSampler.sampleOnce`).
    let route = SampleRoute()

    /// Seconds of motion sampled after the last change when an animation repeats forever in a way
    /// no loop can state (its passes do not line up); the value holds afterwards.
    static let unloopableSeconds = 5.0
    /// The most cuts one property may have; past it the remaining passes of a repeat are fitted.
    static let maximumCuts = 5000

    func value(at time: Double) -> [Double] {
        sampler.read(viewID, at: time) { reader.value(kind, of: $0, base: base) } ?? Array(repeating: 0, count: tolerances.count)
    }

    func leftValue(at time: Double) -> [Double] { value(at: AdaptiveFit.leftInstant(of: time)) }

    // MARK: - Dependencies

    /// The changes of the tracks this property depends on in `epoch`: a transition effect's are
    /// its transition's; others those of the tracks found by `PropertyDependencies`, each with
    /// its track's target.
    private func dependentChanges(_ epoch: Epoch) -> DependentChanges {
        if let modifier = reader.role.modifierIndex, modifier >= epoch.ownModifiers {
            guard let transition = epoch.transition else { return DependentChanges() }
            return DependentChanges(allOf: sampler.transitionStretches(of: viewID)[transition].tracks)
        }
        if let owner = sampler.animator.contentOwner(of: viewID) {
            // A content transition's part is placed in its text's presented frame.
            guard let index = sampler.stretchIndex(of: owner, at: epoch.start) else { return DependentChanges() }
            return DependentChanges(allOf: sampler.stretches(of: owner)[index].tracks)
        }
        let list = sampler.stretches(of: viewID)
        guard epoch.stretch < list.count, let indices = epoch.dependencies[kind] else { return DependentChanges() }
        var dependent = DependentChanges()
        // Bounds: `epoch.stretch` is below the list's count (the guard above).
        list.withUnsafeBufferPointer { list in
            let stretch = list.baseAddress! + epoch.stretch
            for index in indices { dependent.append(changesOf: index, in: stretch.pointee.tracks) }
        }
        return dependent
    }

    /// What determines this track, for `TrackCache`: its key, and the instants whose values pin
    /// down everything constant it depends on (the same for every track of the key: they are
    /// made from its epochs and changes alone). The instants are where the changes move: a
    /// third and two thirds of each change's first pass (`Animation.firstPass`, within its
    /// span), and where a keyframe run is farthest from its start (a value read while nothing
    /// moves shows no constant that only motion shows, a rotation's axis).
    private func cacheKey(_ changesByEpoch: [DependentChanges]) -> (key: TrackCache.Key, instants: [Double]) {
        var epochNumbers: [Double] = []
        var instants: [Double] = []
        var changes: [TrackCache.ChangeKey] = []
        // Made at their sizes (grown from empty, each was reallocated a few times).
        epochNumbers.reserveCapacity(5 * epochs.count)
        changes.reserveCapacity(changesByEpoch.reduce(0) { $0 + $1.changes.count })
        instants.reserveCapacity(epochs.count + 3 * changes.capacity)
        for (epoch, list) in zip(epochs, changesByEpoch) {
            epochNumbers.append(epoch.start)
            epochNumbers.append(epoch.end)
            epochNumbers.append(Double(epoch.ownModifiers))
            epochNumbers.append(epoch.removal == nil ? 0 : 1)
            // Which changes are the epoch's: each epoch samples its own changes' spans.
            epochNumbers.append(Double(list.changes.count))
            instants.append(epoch.start)
            // Changes over the same span (a colour's components) are sampled once: the changes
            // themselves are part of the key, so equal keys still sample the same instants. An
            // epoch's changes share a few spans: a short list finds them for less than a set.
            var sampled = ListedTable<SampledSpan, Void>(listed: 16)
            // Each change's fields read in place (bound out of the list, it was copied and retained).
            for index in list.changes.indices {
                let (time, endTime) = (list.changes[index].time, list.changes[index].endTime)
                let animation = list.changes[index].animation
                // A keyframe run's track, which its samples need not tell apart from another's.
                let keyframes = list.changes[index].playsKeyframes ? list.changes[index].keyframes?.track : nil
                changes.append(TrackCache.ChangeKey(
                    track: list.source(of: index), time: time, interval: list.changes[index].interval, endTime: endTime,
                    animation: animation, keyframes: keyframes,
                    target: list.targets[index]))
                let span = min(endTime ?? (time + 1), epoch.end) - time
                guard span > 0 else { continue }
                // Read while the first pass moves (an animation without modifiers: over the span).
                // Nothing moves before its delays, and a repeat's later passes may start again
                // from the start value at a third and two thirds of the span. A change that never
                // ends reaches to its epoch's end (its span stops a second in, for the spans'
                // sake), as its first pass may start later.
                let moving: SampledSpan
                if let animation, !animation.modifiers.isEmpty, case let pass = animation.firstPass, pass.duration > 0, pass.duration.isFinite {
                    let reach = endTime == nil ? epoch.end - time : span
                    let delay = min(max(0, pass.start), reach)
                    moving = SampledSpan(time: time + delay, span: min(pass.duration, reach - delay))
                } else {
                    moving = SampledSpan(time: time, span: span)
                }
                if moving.span > 0, sampled.insert((), for: moving) {
                    instants.append(moving.time + moving.span / 3)
                    instants.append(moving.time + 2 * moving.span / 3)
                }
                if let track = keyframes, let farthest = Self.farthestBoundary(of: track), farthest > 0, farthest <= span,
                    sampled.insert((), for: SampledSpan(time: time + farthest, span: 0))
                {
                    instants.append(time + farthest)
                }
            }
        }
        return (TrackCache.Key(kind: kind, role: reader.role, epochs: epochNumbers, changes: changes), instants)
    }

    /// The first boundary of `track` (seconds from its start) where its value is farthest from
    /// its initial value; nil where it never leaves it.
    static func farthestBoundary(of track: KeyframeTrack) -> Double? {
        var farthest: (time: Double, distance: Double)?
        for boundary in track.boundaries {
            let distance = abs(track.value(at: boundary) - track.initialValue)
            if distance > (farthest?.distance ?? 0) { farthest = (boundary, distance) }
        }
        return farthest?.time
    }

    /// The values at `instants`, one after another (`TrackCache`'s samples).
    private func samples(at instants: [Double]) -> [Double] {
        var samples: [Double] = []
        for time in instants { samples += value(at: time) }
        return samples
    }

    /// Whether a sample of this track counts drawn paths (a sampled shape's outline,
    /// `PropertyReader.drawnPaths`): its `TrackCache` samples are then taken whether or not
    /// another track shares its key, so that the budget counts what it counted before the
    /// cache sampled lazily.
    private var samplesCountDrawnPaths: Bool {
        guard kind == .outline, reader.drawnPaths != nil, case .sampled = reader.shapeKind else { return false }
        return true
    }

    /// A change's start and span in `cacheKey`: equal as a `SIMD2` of the two is (each number
    /// by `==`), hashed without `SIMD`'s generic element loop.
    struct SampledSpan: Hashable {
        var time: Double
        var span: Double
    }

    // MARK: - Building

    func build(cache: TrackCache) -> PropertyTrack {
        guard let first = epochs.first else { return PropertyTrack(keyframes: [], loop: nil) }
        let dependent = epochs.map(dependentChanges)
        let (key, instants) = cacheKey(dependent)
        let counted = samplesCountDrawnPaths ? samples(at: instants) : nil
        let found = cache.track(for: key) { counted ?? samples(at: instants) }
        if let cached = found.track { return cached }
        let track = build(first: first, dependent: dependent)
        cache.store(track, for: key, samples: found.samples ?? counted) { [self] in samples(at: instants) }
        return track
    }

    private func build(first: Epoch, dependent: [DependentChanges]) -> PropertyTrack {
        var cuts: [Double] = []
        var changesByEpoch: [[AnimatedValue<Double>.Change]] = []
        var loop: (start: Double, period: Double)?
        var horizon = first.start
        changesByEpoch.reserveCapacity(dependent.count)
        for (epoch, dependentChanges) in zip(epochs, dependent) {
            let changes = dependentChanges.changes
            changesByEpoch.append(changes)
            var local: [Double] = [epoch.start]
            var forever: [(change: AnimatedValue<Double>.Change, schedule: Animation.Schedule?)] = []
            for change in changes {
                local.append(change.time)
                if let keyframes = change.keyframes {
                    // Keyframe segments change character at their boundaries; a repeating track loops.
                    if let end = change.endTime {
                        local.append(end)
                        local += keyframes.track.boundaries.map { change.time + $0 }.filter { $0 < end }
                    } else if let schedule = change.keyframeSchedule {
                        forever.append((change, schedule))
                    }
                    continue
                }
                guard let animation = change.animation else { continue }
                if let end = change.endTime { local.append(end) } else { forever.append((change, animation.schedule)) }
                if let swing = animation.swingInterval, let end = change.endTime {
                    let count = min(((end - change.time) / swing).rounded(.down), Double(Self.maximumCuts))
                    if count >= 1 { for n in 1...Int(count) { local.append(change.time + Double(n) * swing) } }
                }
                guard let schedule = animation.schedule else {
                    // No schedule (a delay inside a repeat, nested repeats): cut wherever its
                    // motion may change character, as for a schedule's passes.
                    if let end = change.endTime {
                        local += Self.breakpoints(of: animation, startedAt: change.time, from: epoch.start, to: min(end, epoch.end))
                    }
                    continue
                }
                let passStart = change.time + schedule.delay
                local.append(passStart)
                if let iterations = schedule.iterations, schedule.passDuration > 0, iterations <= Self.maximumCuts {
                    for n in 0...iterations { local.append(passStart + Double(n) * schedule.passDuration) }
                }
            }
            var end = epoch.end
            if end == .infinity {
                let finiteEnd = local.max() ?? epoch.start
                if forever.isEmpty {
                    end = finiteEnd
                } else if let found = Self.loop(of: forever, after: finiteEnd) {
                    loop = found
                    end = found.start
                } else {
                    end = finiteEnd + Self.unloopableSeconds
                }
            }
            let passEnd = loop.map { $0.start + $0.period } ?? end
            for item in forever {
                guard let schedule = item.schedule else {
                    if let animation = item.change.animation {
                        local += Self.breakpoints(of: animation, startedAt: item.change.time, from: epoch.start, to: passEnd)
                        // The loop's own period, whatever the cuts before it used up.
                        if let loop {
                            local += Self.breakpoints(of: animation, startedAt: item.change.time, from: loop.start, to: passEnd)
                        }
                    }
                    continue
                }
                guard schedule.passDuration > 0 else { continue }
                let passStart = item.change.time + schedule.delay
                let count = min(((passEnd - passStart) / schedule.passDuration).rounded(.up), Double(Self.maximumCuts))
                guard count >= 0 else { continue }
                let offsets = item.change.keyframes?.track.boundaries ?? [0]
                // At most `maximumCuts` cuts however many keyframes a pass holds.
                let passes = min(count, Double(Self.maximumCuts / offsets.count))
                for n in 0...Int(passes) {
                    for offset in offsets { local.append(passStart + Double(n) * schedule.passDuration + offset) }
                }
            }
            cuts += local.filter { $0 >= epoch.start && $0 <= passEnd }
            cuts.append(end)
            horizon = max(horizon, end)
        }
        cuts = Self.unique(cuts.sorted())
        var keyframes = Self.simplified(segments(cuts.filter { $0 <= horizon + 1e-12 }, changesByEpoch: changesByEpoch))
        if keyframes.isEmpty { keyframes = [PropertyTrack.Keyframe(time: first.start, value: value(at: first.start), timing: .linear)] }
        var track = PropertyTrack(keyframes: keyframes, loop: nil)
        if let loop {
            let loopEnd = loop.start + loop.period
            let loopCuts = Self.unique(([loop.start, loopEnd] + cuts.filter { $0 > loop.start && $0 < loopEnd }).sorted())
            let frames = segments(loopCuts, changesByEpoch: changesByEpoch, settles: false).map {
                PropertyTrack.Keyframe(time: $0.time - loop.start, value: $0.value, timing: $0.timing)
            }
            track.loop = Self.compacted(PropertyTrack.Loop(start: loop.start, period: loop.period, keyframes: frames, alternates: false))
        }
        return track
    }

    /// Where a loop of the forever-repeating changes can start (a pass start of the latest one,
    /// at or after `after`) and its period (a common multiple of their periods, autoreversing
    /// ones counted twice); nil when they have no schedule or no small common multiple.
    static func loop(of forever: [(change: AnimatedValue<Double>.Change, schedule: Animation.Schedule?)], after: Double) -> (start: Double, period: Double)? {
        var periods: [Double] = []
        var latest: (start: Double, pass: Double)?
        for item in forever {
            guard let passes = passes(of: item), passes.pass > 1e-6 else { return nil }
            periods.append(passes.period)
            if latest == nil || passes.start > latest!.start { latest = (passes.start, passes.pass) }
        }
        guard let latest, let longest = periods.max() else { return nil }
        var period: Double?
        for multiple in 1...8 {
            let candidate = longest * Double(multiple)
            if periods.allSatisfy({ p in
                let ratio = candidate / p
                return abs(ratio - ratio.rounded()) < 1e-6
            }) {
                period = candidate
                break
            }
        }
        guard let period else { return nil }
        let passes = max(0, ((after - latest.start) / latest.pass - 1e-9).rounded(.up))
        return (latest.start + passes * latest.pass, period)
    }

    /// When a forever-repeating change's passes start (the first), how long each is, and its
    /// loop's period: from its schedule, or, without one (a delay inside the repeat), from its
    /// animation (`Animation.foreverPasses`).
    private static func passes(
        of item: (change: AnimatedValue<Double>.Change, schedule: Animation.Schedule?)
    ) -> (start: Double, pass: Double, period: Double)? {
        if let schedule = item.schedule {
            return (item.change.time + schedule.delay, schedule.passDuration, schedule.passDuration * (schedule.autoreverses ? 2 : 1))
        }
        guard item.change.keyframes == nil, let passes = item.change.animation?.foreverPasses else { return nil }
        return (item.change.time + passes.start, passes.pass, passes.period)
    }

    /// The instants in [`from`, `to`] where `animation`, begun at `startedAt`, may change
    /// character (`Animation.breakpoints`), at most `maximumCuts`.
    private static func breakpoints(of animation: Animation, startedAt time: Double, from: Double, to: Double) -> [Double] {
        let window = max(0, from - time)...max(0, from - time, to - time)
        return animation.breakpoints(in: window, limit: maximumCuts).map { time + $0 }
    }

    static func unique(_ sorted: [Double]) -> [Double] {
        var result: [Double] = []
        for value in sorted where value.isFinite {
            if let last = result.last, value - last < 1e-9 { continue }
            result.append(value)
        }
        return result
    }

    /// Keyframes over consecutive cuts, inside the epochs only. A jump after a constant stretch
    /// holds that stretch (`step-end`); a jump while moving holds the value for `jumpLead` first.
    private func segments(_ cuts: [Double], changesByEpoch: [[AnimatedValue<Double>.Change]], settles: Bool = true) -> [PropertyTrack.Keyframe] {
        var keyframes: [PropertyTrack.Keyframe] = []
        var previousConstant = true
        for index in cuts.indices.dropLast() {
            if sampler.animator.cancellation.isCancelled { break }
            let u = cuts[index], v = cuts[index + 1]
            let middle = (u + v) / 2
            guard let epochIndex = Self.epochIndex(at: middle, in: epochs) else { continue }
            let start = value(at: u)
            if let last = keyframes.last {
                let n = keyframes.count
                if last.time < u - 1e-12 {
                    keyframes[n - 1].timing = .hold
                    keyframes.append(PropertyTrack.Keyframe(time: u, value: start, timing: .linear))
                } else if !close(last.value, start) {
                    if previousConstant && n >= 2 {
                        keyframes[n - 2].timing = .hold
                        keyframes[n - 1].value = start
                    } else if n >= 2 {
                        keyframes[n - 1].time = u - min(Self.jumpLead, (u - keyframes[n - 2].time) / 2)
                        keyframes[n - 1].timing = .hold
                        keyframes.append(PropertyTrack.Keyframe(time: u, value: start, timing: .linear))
                    } else {
                        keyframes[0].value = start
                    }
                }
            } else {
                keyframes.append(PropertyTrack.Keyframe(time: u, value: start, timing: .linear))
            }
            let result = segment(u, v, start, leftValue(at: v), changes: changesByEpoch[epochIndex])
            keyframes[keyframes.count - 1].timing = result.timing
            keyframes += result.inner
            keyframes.append(PropertyTrack.Keyframe(time: v, value: result.end, timing: .linear))
            previousConstant = result.isConstant
        }
        // An element back after a gap that holds still from then on (a view inserted again where
        // it was removed with a transition) has no interval of its own: its value from its return.
        if settles, let end = cuts.last, let last = keyframes.last, last.time < end - 1e-12,
            epochs.contains(where: { $0.start == end && end < $0.end })
        {
            let returned = value(at: end)
            if !close(last.value, returned) {
                keyframes[keyframes.count - 1].timing = .hold
                keyframes.append(PropertyTrack.Keyframe(time: end, value: returned, timing: .linear))
            }
        }
        // A spring drops its last thousandth of the way when it settles: a jump after the last cut.
        if settles, let end = cuts.last, let last = keyframes.last, last.time == end, epochs.contains(where: { $0.start <= end && end < $0.end }) {
            let final = value(at: end)
            if settlesWithin(final, last.value) {
                keyframes[keyframes.count - 1].value = final
            } else if keyframes.count >= 2 {
                keyframes[keyframes.count - 1].time = end - min(Self.jumpLead, (end - keyframes[keyframes.count - 2].time) / 2)
                keyframes[keyframes.count - 1].timing = .hold
                keyframes.append(PropertyTrack.Keyframe(time: end, value: final, timing: .linear))
            }
        }
        return keyframes
    }

    /// Whether a spring's last keyframe `last` may take its settled value `final` in place of a
    /// jump: each component within its tolerance, or for a paint in linear light within the
    /// slack the fit allows (`AdaptiveFit.fitsInLinearLight`).
    private func settlesWithin(_ final: [Double], _ last: [Double]) -> Bool {
        let inLight = kind.linearPaint != nil
        return final.indices.allSatisfy { c in
            inLight ? AdaptiveFit.fitsInLinearLight(last[c], final[c], tolerance: tolerances[c]) : abs(final[c] - last[c]) <= tolerances[c]
        }
    }

    /// The index of the first epoch of `epochs` with `start <= time < end`, each epoch's two
    /// bounds read in place (a search by predicate copies every epoch it passes).
    static func epochIndex(at time: Double, in epochs: [Epoch]) -> Int? {
        epochs.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where buffer[index].start <= time && time < buffer[index].end { return index }
            return nil
        }
    }

    /// Seconds before a jump at which a moving value is held, so that CSS can state the jump.
    static let jumpLead = 1e-4

    struct Segment {
        var timing: TimingFunction
        var inner: [PropertyTrack.Keyframe]
        var end: [Double]
        var isConstant: Bool
    }

    /// The motion over [u, v]: constant, one exact Bézier segment, or fitted pieces.
    private func segment(_ u: Double, _ v: Double, _ start: [Double], _ end: [Double], changes: [AnimatedValue<Double>.Change]) -> Segment {
        let drivers = Self.drivers(of: changes, from: u, to: v)
        let fractions = [0.25, 0.5, 0.75]
        if drivers.isEmpty {
            if close(end, start), fractions.allSatisfy({ close(value(at: u + $0 * (v - u)), start) }) {
                return Segment(timing: .linear, inner: [], end: start, isConstant: true)
            }
        } else if let first = drivers.first, case let driver = changes[first],
            drivers.allSatisfy({ changes[$0].time == driver.time && changes[$0].animation == driver.animation }),
            let timing = Self.bezierTiming(of: driver, from: u, to: v)
        {
            let matches = fractions.allSatisfy { x in
                let p = timing.progress(at: x)
                let expected = zip(start, end).map { $0 + ($1 - $0) * p }
                return close(value(at: u + x * (v - u)), expected, tight: true)
            }
            if matches { return Segment(timing: timing, inner: [], end: end, isConstant: false) }
        }
        // The fit's samples: `value(at:)` for instants sampled once (`ViewSampler.sampleOnce`),
        // the closures capturing only what a sample reads rather than the whole builder.
        let (sampler, viewID, kind, reader, base, route, count) = (sampler, viewID, kind, reader, base, route, tolerances.count)
        let sample = { (time: Double, output: inout [Double]) in
            if !sampler.sampleOnce(viewID, kind: kind, reader: reader, base: base, at: time, route: route, into: &output) {
                output = Array(repeating: 0, count: count)
            }
        }
        var fit = AdaptiveFit(
            value: sample, leftValue: { sample(AdaptiveFit.leftInstant(of: $0), &$1) }, tolerances: tolerances,
            isCancelled: { sampler.animator.cancellation.isCancelled }, lastSampleIsPure: { route.lastSampleWasDirect },
            isPure: { sampler.samplesDirectly(viewID, at: $0, route: route) })
        fit.inLinearLight = kind.linearPaint != nil
        let (timing, inner) = fit.fit(from: u, to: v, startValue: start, endValue: end)
        return Segment(timing: timing, inner: inner, end: end, isConstant: false)
    }

    /// The indices of the changes that drive a segment from `u` to `v`, in order: those with an
    /// animation, begun by `u` and not ended there, and not still in their delay at `v`. Each
    /// change is read in place, its times compared before its animation is read.
    static func drivers(of changes: [AnimatedValue<Double>.Change], from u: Double, to v: Double) -> [Int] {
        let epsilon = 1e-9
        var drivers: [Int] = []
        changes.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                let change = buffer.baseAddress! + index
                guard change.pointee.time <= u + epsilon, (change.pointee.endTime ?? .infinity) > u + epsilon,
                    let animation = change.pointee.animation
                else { continue }
                if let schedule = animation.schedule, change.pointee.time + schedule.delay >= v - epsilon { continue }
                drivers.append(index)
            }
        }
        return drivers
    }

    /// The timing of one Bézier animation between two instants of the same pass.
    static func bezierTiming(of change: AnimatedValue<Double>.Change, from u: Double, to v: Double) -> TimingFunction? {
        guard let schedule = change.animation?.schedule, case .curve(let curve, _) = schedule.base, schedule.passDuration > 0 else { return nil }
        let passStart = change.time + schedule.delay
        let pass = schedule.passDuration
        let n = (((u + v) / 2 - passStart) / pass).rounded(.down)
        func unit(_ x: Double) -> Double { x < 1e-9 ? 0 : x > 1 - 1e-9 ? 1 : x }
        let a = unit((u - passStart - n * pass) / pass)
        let b = unit((v - passStart - n * pass) / pass)
        guard b > a else { return nil }
        if curve.function == .linear { return .linear }
        guard let points = curve.bezierControlPoints else { return nil }
        return TimingFunction.subcurve(points.start.x, points.start.y, points.end.x, points.end.y, from: a, to: b)
    }

    /// Equal within a quarter of the tolerance (a hundredth when `tight`).
    private func close(_ a: [Double], _ b: [Double], tight: Bool = false) -> Bool {
        guard a.count == b.count else { return false }
        for i in a.indices where abs(a[i] - b[i]) > tolerances[i] / (tight ? 100 : 4) { return false }
        return true
    }

    // MARK: - Simplifying

    /// Drops keyframes between two of the same value, and leading or trailing ones equal to
    /// their neighbour (CSS fills hold those values anyway).
    static func simplified(_ keyframes: [PropertyTrack.Keyframe]) -> [PropertyTrack.Keyframe] {
        var result: [PropertyTrack.Keyframe] = []
        for keyframe in keyframes {
            if let last = result.last, keyframe.time <= last.time {
                result[result.count - 1].value = keyframe.value
                result[result.count - 1].timing = keyframe.timing
                continue
            }
            if result.count >= 2, result[result.count - 1].value == keyframe.value, result[result.count - 2].value == keyframe.value {
                result[result.count - 1] = keyframe
                continue
            }
            result.append(keyframe)
        }
        while result.count >= 2, result[0].value == result[1].value { result.removeFirst() }
        while result.count >= 2, result[result.count - 1].value == result[result.count - 2].value { result.removeLast() }
        if let last = result.indices.last { result[last].timing = .linear }
        return result
    }

    /// A loop of two mirrored passes with a point-symmetric timing becomes one alternating pass.
    static func compacted(_ loop: PropertyTrack.Loop) -> PropertyTrack.Loop {
        var loop = loop
        var frames = loop.keyframes
        // Merge runs of equal values inside the loop, but keep both ends.
        var merged: [PropertyTrack.Keyframe] = []
        for frame in frames {
            if merged.count >= 2, merged[merged.count - 1].value == frame.value, merged[merged.count - 2].value == frame.value {
                merged[merged.count - 1] = frame
                continue
            }
            merged.append(frame)
        }
        frames = merged
        loop.keyframes = frames
        if frames.count == 3, abs(frames[1].time * 2 - loop.period) < 1e-9, frames[0].timing == frames[1].timing,
            frames[0].timing.isPointSymmetric, zip(frames[0].value, frames[2].value).allSatisfy({ abs($0 - $1) < 1e-9 })
        {
            loop.keyframes = [frames[0], frames[1]]
            loop.keyframes[1].time = loop.period / 2
            loop.period /= 2
            loop.alternates = true
        }
        return loop
    }
}

extension TimingFunction {
    /// Whether playing the curve backwards in time gives the same motion mirrored: y(1 − x) = 1 − y(x).
    var isPointSymmetric: Bool {
        switch self {
        case .linear: true
        case .hold: false
        case .bezier(let x1, let y1, let x2, let y2): abs(x1 + x2 - 1) < 1e-9 && abs(y1 + y2 - 1) < 1e-9
        }
    }
}
