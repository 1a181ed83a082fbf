extension Animation {
    /// The fraction of the interval covered `elapsed` seconds after the animation began: 0 before
    /// it starts, exactly 1 once it is logically complete; springs may overshoot in between.
    public func progress(at elapsed: Double) -> Double {
        guard !modifiers.isEmpty else { return Self.unmodifiedProgress(kernel, at: elapsed) }
        let mapped = baseTime(at: elapsed)
        guard !mapped.isComplete else { return mapped.isReversed ? 0 : 1 }
        guard !mapped.isWaiting else { return mapped.isReversed ? 1 : 0 }
        let progress = kernel.progress(at: mapped.time)
        return mapped.isReversed ? 1 - progress : progress
    }

    /// `progress(at:)` of an animation without modifiers, whose kernel is `kernel`: its base time
    /// is the limited elapsed time, waiting before 0. Reads the kernel alone, so that a caller
    /// that keeps kernels (`FlatTracks`) copies no animation per instant.
    static func unmodifiedProgress(_ kernel: Kernel, at elapsed: Double) -> Double {
        let time = MotionLimits.time(elapsed)
        guard time >= 0 else { return 0 }
        return kernel.progress(at: time)
    }

    /// The rate of change of `progress(at:)`, per second (0 before the start and once complete).
    public func velocity(at elapsed: Double) -> Double {
        let mapped = baseTime(at: elapsed)
        guard !mapped.isComplete, !mapped.isWaiting else { return 0 }
        return kernel.velocity(at: mapped.time) * mapped.rate
    }

    /// When the animation is logically complete, in seconds after it began; `nil` if it repeats
    /// forever. A delay counts; a spring completes at its settling time.
    public var logicalCompletionTime: Double? {
        let duration = durations[durations.count - 1]
        return duration.isFinite ? duration : nil
    }

    /// Whether the animation never completes.
    public var repeatsForever: Bool { logicalCompletionTime == nil }

    /// Where in the base animation an outer time falls.
    struct BaseTime {
        /// Seconds into the base animation.
        var time: Double
        /// d(time)/d(elapsed), negated on reversed passes.
        var rate: Double
        var isReversed: Bool
        /// The base has not started: before time 0 or inside a delay.
        var isWaiting: Bool
        /// Some repeat has played all its passes: the base is at its end.
        var isComplete: Bool
    }

    /// Maps `elapsed` through the modifiers from the outermost in.
    func baseTime(at elapsed: Double) -> BaseTime {
        var result = BaseTime(time: MotionLimits.time(elapsed), rate: 1, isReversed: false, isWaiting: false, isComplete: false)
        guard result.time >= 0 else {
            result.isWaiting = true
            return result
        }
        for index in modifiers.indices.reversed() {
            switch modifiers[index] {
            case .delay(let seconds):
                guard result.time >= seconds else {
                    result.isWaiting = true
                    return result
                }
                result.time -= seconds
            case .speed(let factor):
                result.time *= factor
                result.rate *= factor
            case .repeat(let count, let autoreverses):
                let pass = durations[index]
                guard pass > 0 else {
                    result.isComplete = true
                    return result
                }
                guard pass.isFinite else { continue }
                let passIndex = (result.time / pass).rounded(.down)
                if let count, passIndex >= Double(count) {
                    result.isComplete = true
                    return result
                }
                result.time -= passIndex * pass
                if autoreverses && passIndex.truncatingRemainder(dividingBy: 2) == 1 {
                    result.isReversed.toggle()
                    result.rate = -result.rate
                }
            }
        }
        return result
    }
}
