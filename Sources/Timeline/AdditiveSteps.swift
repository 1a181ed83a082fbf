import Motion

/// A change of a track whose changes are all jumps or adding animations, flattened so that
/// sampling it copies no `Animation` and each animation's progress is computed once per frame
/// (`FrameProgress`). Merging springs take over other changes' motion, so their tracks are
/// sampled by `AnimatedValue.value(at:)` instead.
struct AdditiveStep: Sendable {
    var time: Double
    var endTime: Double?
    var interval: Double
    /// The index of (`time`, animation) in `TrackSet.progressSlots`; -1 for a jump.
    var slot: Int
}

/// An animation started at `time`: every change it animates shares its progress.
struct ProgressSlot: Hashable, Sendable {
    var time: Double
    var animation: Animation
}

/// The progress of every slot at one instant, each computed when first needed.
struct FrameProgress {
    let time: Double
    let slots: [ProgressSlot]
    private var values: [Double]
    private var known: [Bool]
    /// Whether animating texts are laid out again (`Animator.presentation(at:relayingOutText:)`).
    var relaysOutText = true

    init(time: Double, slots: [ProgressSlot]) {
        self.time = time
        self.slots = slots
        values = Array(repeating: 0, count: slots.count)
        known = Array(repeating: false, count: slots.count)
    }

    mutating func progress(of slot: Int) -> Double {
        if known[slot] { return values[slot] }
        let progress = slots[slot].animation.progress(at: time - slots[slot].time)
        values[slot] = progress
        known[slot] = true
        return progress
    }
}

extension ViewTracks {
    /// The value of track `index` at `progress.time`; the same number as `value(_:at:)`.
    func value(_ index: Int, progress: inout FrameProgress) -> Double {
        let time = progress.time
        if time >= restTimes[index] { return tracks[index].target }
        let range = stepRanges[index]
        guard range.lowerBound >= 0 else { return tracks[index].value(at: time) }
        // AnimatedValue.value(at:): target − Σ remaining, a change's remaining being its whole
        // interval before it starts, nothing once it ended, interval·(1 − progress) meanwhile.
        var result = tracks[index].target
        for k in range {
            let step = steps[k]
            if time < step.time {
                result -= step.interval
            } else if let end = step.endTime, time >= end {
                continue
            } else if step.slot >= 0 {
                result -= step.interval * (1 - progress.progress(of: step.slot))
            }
        }
        return result
    }
}

extension ViewTracks {
    /// Drops superseded steps once they outnumber the live ones, so that a track changed at
    /// every one of many updates keeps linear storage.
    mutating func compactStepsIfSparse() {
        var live = 0
        for range in stepRanges where range.lowerBound >= 0 { live += range.count }
        guard steps.count > 2 * live + 64 else { return }
        var compacted: [AdditiveStep] = []
        compacted.reserveCapacity(live)
        for i in stepRanges.indices where stepRanges[i].lowerBound >= 0 {
            let start = compacted.count
            compacted += steps[stepRanges[i]]
            stepRanges[i] = start..<compacted.count
        }
        steps = compacted
    }
}
