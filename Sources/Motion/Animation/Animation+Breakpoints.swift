extension Animation {
    /// The instants, in seconds after the animation began and within `window`, where its motion
    /// may change character: where a delay ends, a pass starts, a counted repeat completes and the
    /// base animation starts and ends; unsorted, with repeats, finite, at most `limit` of them
    /// (the first found, pass by pass from the earliest). Every modifier counts, a delay inside a
    /// repeat (waiting before each pass) and nested repeats too. The work is bounded by `limit`
    /// whatever the window and passes (passes too short for a window's numbers to tell apart
    /// give what was found by then).
    public func breakpoints(in window: ClosedRange<Double>, limit: Int) -> [Double] {
        var search = BreakpointSearch(limit: limit)
        search.visit(self, level: modifiers.count - 1, from: window.lowerBound, to: window.upperBound, at: (0, 1))
        return search.points
    }
}

/// The state of one `Animation.breakpoints(in:limit:)`: the instants found, and the steps left.
private struct BreakpointSearch {
    var points: [Double] = []
    let limit: Int
    /// Visits and passes left: each pass looked at costs one, whether or not it adds an instant.
    var steps: Int

    init(limit: Int) {
        self.limit = max(0, limit)
        steps = 4 * self.limit + 64
    }

    var isDone: Bool { points.count >= limit || steps <= 0 }

    /// The breakpoints of `animation` inside modifier `level` (−1: the base) within [a, b] of
    /// its own time, appended as outer times: outer = `map.offset` + own time × `map.scale`.
    /// Mirrors `Animation.baseTime(at:)`, which maps times through the same modifiers from the
    /// outermost in.
    mutating func visit(_ animation: Animation, level: Int, from a: Double, to b: Double, at map: (offset: Double, scale: Double)) {
        steps -= 1
        guard a <= b, !isDone else { return }
        guard level >= 0 else {
            append(0, a, b, map)
            append(animation.kernel.duration, a, b, map)
            return
        }
        switch animation.modifiers[level] {
        case .delay(let seconds):
            append(seconds, a, b, map)
            visit(animation, level: level - 1, from: a - seconds, to: b - seconds, at: (map.offset + seconds * map.scale, map.scale))
        case .speed(let factor):
            visit(animation, level: level - 1, from: a * factor, to: b * factor, at: (map.offset, map.scale / factor))
        case .repeat(let count, _):
            // Each pass plays the inner animation from its start (a backward pass too: Motion
            // runs it forwards as 1 − p), so every pass has the inner breakpoints.
            let pass = animation.durations[level]
            guard pass > 0 else {
                append(0, a, b, map)
                return
            }
            guard pass.isFinite else {
                visit(animation, level: level - 1, from: a, to: b, at: map)
                return
            }
            var last = (b / pass).rounded(.down)
            if let count {
                append(Double(count) * pass, a, b, map)
                last = min(last, Double(count - 1))
            }
            var n = max(0, (a / pass).rounded(.down))
            while n <= last, !isDone {
                let start = n * pass
                append(start, a, b, map)
                visit(animation, level: level - 1, from: max(a - start, 0), to: min(b - start, pass), at: (map.offset + start * map.scale, map.scale))
                steps -= 1
                // Past 2⁵³ passes a pass no longer moves the count.
                guard n + 1 > n else { return }
                n += 1
            }
        }
    }

    /// Appends own time `time` as an outer time, if it is inside [a, b] and finite outside.
    private mutating func append(_ time: Double, _ a: Double, _ b: Double, _ map: (offset: Double, scale: Double)) {
        guard time >= a, time <= b, points.count < limit else { return }
        let outer = map.offset + time * map.scale
        if outer.isFinite { points.append(outer) }
    }
}
