extension AnimatedValue where Value == Double {
    /// The presentation values at `time` of the tracks at `indices`, written to the same indices
    /// of `values`: each exactly `tracks[i].value(at: time)`, but an animation's progress is
    /// computed once for every running change that started at the same instant with an equal
    /// animation — one transaction moves a view's frames and colour components together, and a
    /// sampler reads them all at each instant.
    public static func values(
        of tracks: UnsafeBufferPointer<AnimatedValue<Double>>, at indices: [Int], time: Double, into values: inout [Double]
    ) {
        var shared: (start: Double, animation: Animation, progress: Double)?
        for track in indices {
            var result = tracks[track].target
            tracks[track].changes.withUnsafeBufferPointer { changes in
                for index in changes.indices {
                    let start = changes[index].time
                    guard case .adding(let animation) = changes[index].motion, time >= start,
                        changes[index].endTime.map({ time < $0 }) ?? true
                    else {
                        result -= changes[index].remaining(at: time)
                        continue
                    }
                    let progress: Double
                    if let known = shared, known.start == start, known.animation == animation {
                        progress = known.progress
                    } else {
                        progress = animation.progress(at: time - start)
                        shared = (start, animation, progress)
                    }
                    // As `remaining(at:)`: interval·(1 − progress).
                    result -= changes[index].interval.scaled(by: 1 - progress)
                }
            }
            values[track] = result
        }
    }
}
