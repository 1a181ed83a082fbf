import Layout
import Motion

/// The tracks of one view identity for a stretch of time: one animated value per animatable
/// number, valid while the view keeps its identity and structure.
struct ViewTracks: Sendable {
    var signature: [UInt8]
    var tracks: [AnimatedValue<Double>]
    /// When each track comes to rest (`.infinity` when it repeats forever), so that sampling a
    /// settled track costs one comparison.
    var restTimes: [Double]
    /// Each track's changes flattened for sampling: `steps[stepRanges[i]]` for track i, the
    /// range starting at -1 where a merging spring runs. Superseded steps are left in place.
    var steps: [AdditiveStep]
    var stepRanges: [Range<Int>]
    /// The update from which these tracks are valid.
    var start: Double
    /// When the view left the tree or changed structure (exclusive); nil while current.
    var end: Double?

    /// The end of the last non-repeating animation; nil when none runs or one repeats forever
    /// (reported separately by `repeatsForever`).
    var settledTime: Double {
        tracks.reduce(start) { latest, track in max(latest, track.endTime ?? latest) }
    }

    /// The value of track `index` at `time`.
    func value(_ index: Int, at time: Double) -> Double {
        time >= restTimes[index] ? tracks[index].target : tracks[index].value(at: time)
    }

    var repeatsForever: Bool {
        tracks.contains { track in track.changes.contains(where: \.repeatsForever) }
    }
}

/// A view back in the tree while it was still animating out: its tracks' stretch ended at
/// `removal`, and it was drawn moved by (dx, dy) with its former parent.
struct Continuation {
    var removal: Double
    var dx: Double
    var dy: Double
}

/// Every identity's tracks over the whole timeline; earlier stretches are kept so that any
/// instant can be sampled after all updates ran.
struct TrackSet: Sendable {
    var stretches: [String: [ViewTracks]] = [:]
    /// When every animation that does not repeat forever has ended (`TimelineLimits.maxDuration`).
    var horizon = Double.infinity
    /// Every (start, animation) of an adding change, indexed by `AdditiveStep.slot`.
    private(set) var progressSlots: [ProgressSlot] = []
    private var slotIndices: [ProgressSlot: Int] = [:]

    /// The stretch of `id` valid at `time`.
    func tracks(of id: String, at time: Double) -> ViewTracks? {
        guard let list = stretches[id] else { return nil }
        for stretch in list.reversed() where stretch.start <= time {
            return stretch
        }
        return list.first
    }

    /// The current targets of `id`, if it is in the tree.
    func currentTargets(of id: String) -> (signature: [UInt8], values: [Double])? {
        guard let current = stretches[id]?.last, current.end == nil else { return nil }
        return (current.signature, current.tracks.map(\.target))
    }

    /// Records the values of `id` at an update: values that changed animate with their
    /// position's animation; a new view, or one whose structure changed, starts new tracks.
    /// `continuing` is given for a view back in the tree while it was still animating out: the
    /// stretch that ended at its removal continues from where the view was drawn.
    mutating func update(
        _ id: String, signature: [UInt8], values: [Double], positions: [Int], animations: [Animation?], at time: Double,
        continuing: Continuation? = nil
    ) {
        if let continuing, var last = stretches[id]?.last, last.end == continuing.removal, last.signature == signature {
            last.end = nil
            // Its frames were drawn moved with its former parent: they continue from there.
            for k in 0..<Int(signature[0]) {
                last.tracks[4 * k].set(last.tracks[4 * k].target + continuing.dx, at: time, animation: nil)
                last.tracks[4 * k + 1].set(last.tracks[4 * k + 1].target + continuing.dy, at: time, animation: nil)
                last.restTimes[4 * k] = last.tracks[4 * k].endTime ?? .infinity
                last.restTimes[4 * k + 1] = last.tracks[4 * k + 1].endTime ?? .infinity
                flatten(&last, 4 * k)
                flatten(&last, 4 * k + 1)
            }
            stretches[id]![stretches[id]!.count - 1] = last
        }
        if stretches[id]?.last.map({ $0.end == nil && $0.signature == signature }) == true {
            let last = stretches[id]!.count - 1
            // Changed in place (no copy of the stretch is held): a copy would copy every change
            // of its tracks at every update, which made long timelines quadratic in time and memory.
            for index in values.indices where stretches[id]![last].tracks[index].target != values[index] {
                stretches[id]![last].tracks[index].set(values[index], at: time, animation: animations[positions[index]])
                stretches[id]![last].tracks[index].endAnimations(by: horizon)
                stretches[id]![last].restTimes[index] = stretches[id]![last].tracks[index].endTime ?? .infinity
                flatten(id, last, index)
            }
            return
        }
        endCurrent(id, at: time)
        let fresh = ViewTracks(
            signature: signature, tracks: values.map { AnimatedValue($0, at: time) },
            restTimes: Array(repeating: time, count: values.count),
            steps: [], stepRanges: Array(repeating: 0..<0, count: values.count), start: time, end: nil)
        stretches[id, default: []].append(fresh)
    }

    /// Appends the changes of track `index` to the steps of `view`, registering their
    /// animations' slots; marks the track as sampled by its `AnimatedValue` if a merging spring
    /// is among them.
    /// `flatten(_:_:)` on stretch `stretch` of `id`, in place.
    mutating func flatten(_ id: String, _ stretch: Int, _ index: Int) {
        guard let steps = flatten(stretches[id]![stretch].tracks[index]) else {
            stretches[id]![stretch].stepRanges[index] = -1..<0
            return
        }
        let count = stretches[id]![stretch].steps.count
        stretches[id]![stretch].stepRanges[index] = count..<(count + steps.count)
        stretches[id]![stretch].steps += steps
        stretches[id]![stretch].compactStepsIfSparse()
    }

    private mutating func flatten(_ view: inout ViewTracks, _ index: Int) {
        guard let steps = flatten(view.tracks[index]) else {
            view.stepRanges[index] = -1..<0
            return
        }
        view.stepRanges[index] = view.steps.count..<(view.steps.count + steps.count)
        view.steps += steps
        view.compactStepsIfSparse()
    }

    private mutating func flatten(_ track: AnimatedValue<Double>) -> [AdditiveStep]? {
        var steps: [AdditiveStep] = []
        steps.reserveCapacity(track.changes.count)
        for change in track.changes {
            // Keyframe motions are sampled by the value itself.
            if change.playsKeyframes { return nil }
            guard let animation = change.animation else {
                steps.append(AdditiveStep(time: change.time, endTime: change.endTime, interval: change.interval, slot: -1))
                continue
            }
            guard animation.combiningBehavior == .adds else { return nil }
            let key = ProgressSlot(time: change.time, animation: animation)
            let slot: Int
            if let known = slotIndices[key] {
                slot = known
            } else {
                slot = progressSlots.count
                progressSlots.append(key)
                slotIndices[key] = slot
            }
            steps.append(AdditiveStep(time: change.time, endTime: change.endTime, interval: change.interval, slot: slot))
        }
        return steps
    }

    /// Ends the current stretch of `id` (the view left the tree or changed structure).
    mutating func endCurrent(_ id: String, at time: Double) {
        guard var list = stretches[id], let last = list.last, last.end == nil else { return }
        list[list.count - 1].end = time
        stretches[id] = list
    }

    /// The ids with a current stretch.
    var currentIDs: [String] {
        stretches.compactMap { id, list in list.last?.end == nil ? id : nil }
    }
}
