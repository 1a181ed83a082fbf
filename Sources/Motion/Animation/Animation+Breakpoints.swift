extension Animation {
    /// The instants, in seconds after the animation began and within `window`, where its motion
    /// may change character: where a delay ends, a pass starts, a counted repeat completes and the
    /// base animation starts and ends; unsorted, with repeats, at most `limit` of them (the
    /// first found, pass by pass from the earliest). Every modifier counts, a delay inside a
    /// repeat (waiting before each pass) and nested repeats too.
    public func breakpoints(in window: ClosedRange<Double>, limit: Int) -> [Double] {
        var points: [Double] = []
        appendBreakpoints(level: modifiers.count - 1, from: window.lowerBound, to: window.upperBound, at: (0, 1), into: &points, limit: limit)
        return points
    }

    /// The breakpoints of the animation inside modifier `level` (−1: the base) within [a, b] of
    /// its own time, appended as outer times: outer = `at.offset` + own time × `at.scale`. Mirrors
    /// `baseTime(at:)`, which maps times through the same modifiers from the outermost in.
    private func appendBreakpoints(
        level: Int, from a: Double, to b: Double, at map: (offset: Double, scale: Double), into points: inout [Double], limit: Int
    ) {
        guard a <= b, points.count < limit else { return }
        func append(_ time: Double) {
            if time >= a, time <= b, points.count < limit { points.append(map.offset + time * map.scale) }
        }
        guard level >= 0 else {
            append(0)
            append(kernel.duration)
            return
        }
        switch modifiers[level] {
        case .delay(let seconds):
            append(seconds)
            appendBreakpoints(level: level - 1, from: a - seconds, to: b - seconds, at: (map.offset + seconds * map.scale, map.scale), into: &points, limit: limit)
        case .speed(let factor):
            appendBreakpoints(level: level - 1, from: a * factor, to: b * factor, at: (map.offset, map.scale / factor), into: &points, limit: limit)
        case .repeat(let count, _):
            // Each pass plays the inner animation from its start (a backward pass too: Motion runs
            // it forwards as 1 − p), so every pass has the inner breakpoints.
            let pass = durations[level]
            guard pass > 0 else {
                append(0)
                return
            }
            guard pass.isFinite else {
                appendBreakpoints(level: level - 1, from: a, to: b, at: map, into: &points, limit: limit)
                return
            }
            var last = (b / pass).rounded(.down)
            if let count {
                append(Double(count) * pass)
                last = min(last, Double(count - 1))
            }
            var n = max(0, (a / pass).rounded(.down))
            while n <= last, points.count < limit {
                let start = n * pass
                append(start)
                appendBreakpoints(
                    level: level - 1, from: max(a - start, 0), to: min(b - start, pass), at: (map.offset + start * map.scale, map.scale),
                    into: &points, limit: limit)
                n += 1
            }
        }
    }
}
