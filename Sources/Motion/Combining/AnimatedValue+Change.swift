extension AnimatedValue {
    /// One `set` that changed the target.
    public struct Change: Sendable {
        /// When the change happened.
        public let time: Double
        /// New target − old target.
        public let interval: Value
        /// The animation it ran with, `nil` for a jump.
        public let animation: Animation?
        /// When its animation is logically complete (completion callbacks fire then): its start
        /// plus the animation's `logicalCompletionTime`, even if a merging spring took it over.
        /// `nil` if it repeats forever.
        public let logicalCompletionTime: Double?
        /// When its motion stops contributing: completed, settled, or taken over by a merging
        /// spring. `nil` if it never stops.
        public internal(set) var endTime: Double?

        @usableFromInline let motion: Motion
        /// Which keyframe run added it (`addKeyframes`), so that a restart can end it.
        var keyframeTag: Int?

        @usableFromInline
        enum Motion: Sendable {
            case jump
            /// `interval·(1 − progress)` remains.
            case adding(Animation)
            case spring(MergedSpring<Value>)
            /// `interval·(finalValue − track(τ))` remains: `interval` is the attribute's change
            /// per unit of the keyframe value; a repeating track loops.
            case keyframes(KeyframeTrack, repeating: Bool)
        }
    }
}

extension AnimatedValue.Change {
    /// Whether the change is still moving at `time` (begun, not ended).
    func isRunning(at time: Double) -> Bool {
        time >= self.time && (endTime.map { time < $0 } ?? true)
    }

    /// The keyframe track it plays, if it was added by `addKeyframes`, and whether it loops.
    public var keyframes: (track: KeyframeTrack, repeating: Bool)? {
        if case .keyframes(let track, let repeating) = motion { return (track, repeating) }
        return nil
    }

    /// Whether it plays a keyframe track (`keyframes != nil`), without copying the track.
    public var playsKeyframes: Bool {
        if case .keyframes = motion { return true }
        return false
    }

    /// A repeating keyframe motion as a schedule of endless passes of the track's length, for
    /// writers that state loops; nil otherwise.
    public var keyframeSchedule: Animation.Schedule? {
        guard let keyframes, keyframes.repeating, keyframes.track.duration > 0, endTime == nil else { return nil }
        let duration = keyframes.track.duration
        return Animation.Schedule(
            base: .curve(.linear, duration: duration), timeScale: 1, delay: 0, passDuration: duration, iterations: nil,
            autoreverses: false)
    }

    /// Whether it never stops moving: an animation that repeats forever, a repeating keyframe track.
    public var repeatsForever: Bool {
        animation?.repeatsForever ?? (keyframes?.repeating == true && endTime == nil)
    }

    /// The part of `interval` not yet travelled at `time`.
    @inlinable
    func remaining(at time: Double) -> Value {
        withUnsafePointer(to: self) { Self.remaining($0, at: time) }
    }

    /// `change.pointee.remaining(at: time)`, read in place: the one copy of its rules. A
    /// caller that reads changes from a buffer (`values(of:plan:time:into:)`) calls this
    /// instead: calling `remaining(at:)` on a buffer element copied the whole change (over 500
    /// bytes, its animation's references retained and released) for every spring sampled and
    /// every change not running. Always inlined: as a call of its own it copied a spring's
    /// motion twice per sample.
    @inlinable @inline(__always)
    static func remaining(_ change: UnsafePointer<Self>, at time: Double) -> Value {
        let start = change.pointee.time
        if time < start {
            // Keyframes add nothing before their start; any other change its whole interval.
            if case .keyframes = change.pointee.motion { return .zero }
            return change.pointee.interval
        }
        if let endTime = change.pointee.endTime, time >= endTime { return .zero }
        if case .spring(let spring) = change.pointee.motion { return spring.offset(at: (time - start) * spring.speed) }
        if case .adding(let animation) = change.pointee.motion {
            return change.pointee.interval.scaled(by: 1 - animation.progress(at: time - start))
        }
        if case .keyframes(let track, let repeating) = change.pointee.motion {
            return change.pointee.interval.scaled(by: track.finalValue - track.value(at: trackTime(time - start, track, repeating)))
        }
        return .zero  // a jump (ended at its own instant, above)
    }

    /// The rate of change of `remaining(at:)`, per second.
    @inlinable
    func remainingVelocity(at time: Double) -> Value {
        if time < self.time { return .zero }
        if let endTime, time >= endTime { return .zero }
        switch motion {
        case .keyframes(let track, let repeating):
            return interval.scaled(by: -track.velocity(at: Self.trackTime(time - self.time, track, repeating)))
        case .jump:
            return .zero
        case .adding(let animation):
            return interval.scaled(by: -animation.velocity(at: time - self.time))
        case .spring(let spring):
            return spring.velocity(at: (time - self.time) * spring.speed).scaled(by: spring.speed)
        }
    }
}

extension AnimatedValue.Change {
    /// The time into the track `elapsed` seconds after the change: a repeating track starts
    /// again at its duration.
    public static func trackTime(_ elapsed: Double, _ track: KeyframeTrack, _ repeating: Bool) -> Double {
        let duration = track.duration
        guard repeating, duration > 0, elapsed >= duration else { return elapsed }
        return elapsed.truncatingRemainder(dividingBy: duration)
    }
}
