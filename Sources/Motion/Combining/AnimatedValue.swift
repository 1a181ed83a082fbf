/// One animatable attribute over time: its target and every change that animates towards it.
///
/// The presentation value follows SEMANTICS §3's additive model,
/// `target − Σ remaining_i(t)`, where a change that adds leaves `interval_i·(1 − progress_i)`
/// still to travel. A merging spring instead takes over everything running when it starts: those
/// changes end there and the spring continues from their combined offset and velocity, so value
/// and velocity are continuous. Changes are kept, so any instant since the value was created can be
/// sampled; `set` must be called in time order.
public struct AnimatedValue<Value: VectorArithmetic>: Sendable {
    /// The value every animation is heading to.
    public private(set) var target: Value
    /// When the value was created.
    public let startTime: Double
    /// Every change so far, in time order.
    public private(set) var changes: [Change] = []

    /// A value at rest from `time` on.
    public init(_ value: Value, at time: Double = 0) {
        target = value
        startTime = MotionLimits.time(time)
    }

    /// Changes the target at `time`, animated with `animation` or at once (`nil`). A change to the
    /// same value does nothing. A `time` before the latest change is treated as that change's time.
    public mutating func set(_ newTarget: Value, at time: Double, animation: Animation?) {
        let interval = newTarget - target
        guard interval.magnitudeSquared != 0 else { return }
        let time = max(MotionLimits.time(time), changes.last?.time ?? startTime)
        target = newTarget
        guard let animation else {
            changes.append(Change(time: time, interval: interval, animation: nil, logicalCompletionTime: time, endTime: time, motion: .jump))
            return
        }
        let logicalCompletion = animation.logicalCompletionTime.map { time + $0 }
        guard let merging = animation.mergingSpring else {
            changes.append(Change(
                time: time, interval: interval, animation: animation, logicalCompletionTime: logicalCompletion,
                endTime: logicalCompletion, motion: .adding(animation)))
            return
        }
        var offset = interval
        var velocity = Value.zero
        var previousResponse: Double?
        for index in changes.indices where changes[index].isRunning(at: time) && !changes[index].playsKeyframes {
            offset += changes[index].remaining(at: time)
            velocity += changes[index].remainingVelocity(at: time)
            if case .spring(let spring) = changes[index].motion {
                previousResponse = spring.response(at: (time - changes[index].time) * spring.speed)
            }
            changes[index].endTime = time
        }
        let spring = MergedSpring(
            spring: merging.spring, speed: merging.speed, offset: offset, velocity: velocity.scaled(by: 1 / merging.speed),
            blendFrom: previousResponse, blendDuration: merging.blendDuration)
        changes.append(Change(
            time: time, interval: interval, animation: animation, logicalCompletionTime: logicalCompletion,
            endTime: time + spring.duration / merging.speed, motion: .spring(spring)))
    }

    /// Adds a keyframe track's motion from `time`: `coefficient` is this value's change per unit
    /// of the track's value, and the target is taken to be the value at the track's final value,
    /// so `coefficient·(finalValue − track(τ))` remains. It ends at the track's end, never when
    /// `repeating`; a merging spring does not take it over. `tag` names the run for
    /// `endKeyframes(tag:at:)`.
    public mutating func addKeyframes(_ track: KeyframeTrack, coefficient: Value, repeating: Bool, at time: Double, tag: Int) {
        guard coefficient.magnitudeSquared != 0, track.duration > 0 else { return }
        let time = max(MotionLimits.time(time), changes.last?.time ?? startTime)
        let end: Double? = repeating ? nil : time + track.duration
        var change = Change(
            time: time, interval: coefficient, animation: nil, logicalCompletionTime: end, endTime: end,
            motion: .keyframes(track, repeating: repeating))
        change.keyframeTag = tag
        changes.append(change)
    }

    /// Ends, at `time`, the keyframe motions added with `tag` that are still running.
    public mutating func endKeyframes(tag: Int, at time: Double) {
        for index in changes.indices where changes[index].keyframeTag == tag && changes[index].isRunning(at: time) {
            changes[index].endTime = max(time, changes[index].time)
        }
    }

    /// The presentation value at `time`.
    ///
    /// The changes are read in place: copying one out of the array (its animation and motion)
    /// costs more than evaluating it.
    @inlinable
    public func value(at time: Double) -> Value {
        var result = target
        changes.withUnsafeBufferPointer { changes in
            for index in changes.indices { result -= Change.remaining(changes.baseAddress! + index, at: time) }
        }
        return result
    }

    /// The rate of change of the presentation value at `time`, per second.
    @inlinable
    public func velocity(at time: Double) -> Value {
        var result = Value.zero
        changes.withUnsafeBufferPointer { changes in
            for index in changes.indices { result -= changes[index].remainingVelocity(at: time) }
        }
        return result
    }

    /// Whether every change has stopped moving by `time`, so the value is `target` from then on.
    public func isComplete(at time: Double) -> Bool {
        changes.allSatisfy { change in change.endTime.map { $0 <= time } ?? false }
    }

    /// When the value comes to rest at `target` for good; `nil` if an animation repeats forever.
    public var endTime: Double? {
        var latest = startTime
        for index in changes.indices {
            guard let end = changes[index].endTime else { return nil }
            latest = max(latest, end)
        }
        return latest
    }

    /// Ends every change still moving after `horizon` at `horizon`, where the value then stands
    /// at its target: the timeline's end of time (`maxDuration`), past which an undamped spring
    /// or a million repeats would otherwise keep moving. Changes that repeat forever are kept:
    /// they are written as loops.
    public mutating func endAnimations(by horizon: Double) {
        for index in changes.indices {
            if let end = changes[index].endTime, end > horizon {
                changes[index].endTime = max(horizon, changes[index].time)
            }
        }
    }

    /// Forgets changes that ended at or before `time`, folding them into the value; afterwards
    /// only instants from `time` on can be sampled.
    public mutating func discardHistory(before time: Double) {
        changes.removeAll { change in change.endTime.map { $0 <= time } ?? false }
    }
}
