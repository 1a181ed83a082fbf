/// Keyframes for motion no single Bézier describes (springs, combined animations): cubic
/// Hermite pieces written as `cubic-bezier(1/3, y1, 2/3, y2)` timing (x(s) = s, so y is a cubic
/// in time with the value's slopes at both ends), split until every component stays within its
/// tolerance at the checked points, or straight lines where those suffice.
struct AdaptiveFit {
    /// Writes the value at an instant into a buffer of `tolerances.count` numbers, or a copy of
    /// another value (or replaces the buffer). The fit keeps its buffers from piece to piece, so
    /// that a sample written in place allocates nothing.
    let value: (Double, inout [Double]) -> Void
    /// `value`'s left limit at an instant: its value at `leftInstant(of:)` that instant.
    let leftValue: (Double, inout [Double]) -> Void
    let tolerances: [Double]
    /// Whether the components are colour channels in linear light, held to `tolerances` where
    /// the encoding is steepest and to more where it is not (`linearLightSlack(above:)`), so that
    /// the encoded colour's error is everywhere within what `tolerances` allow there.
    var inLinearLight = false
    /// Whether the render was cancelled: the rest of the stretch is then one straight line.
    var isCancelled: () -> Bool = { false }
    /// Whether the last sample depends on its instant alone (a direct read, `DirectRead`), so
    /// that a sample at the same instant — the same bits — is that same value.
    var lastSampleIsPure: () -> Bool = { false }
    /// Whether a sample at an instant, not yet taken, would depend on that instant alone; true
    /// at two instants, it is at every instant between them (`ViewSampler.samplesDirectly`:
    /// the instants of one update).
    ///
    /// A piece whose checked points all would is sampled only at the points its checks reach: a
    /// sample not taken then changes nothing but the work.
    var isPure: (Double) -> Bool = { _ in false }
    /// Where each piece is checked: five interior points, denser towards the ends, where a
    /// Hermite piece departs most from its curve.
    static let fractions = [0.1, 0.3, 0.5, 0.7, 0.9]
    /// The index of 0.5 in `fractions`: the checked point that may be the piece's middle.
    static let middle = 2
    /// The order the checked points are compared in, the middle first: a piece that misses
    /// mostly misses there. Where samples are taken as the checks reach them (every checked
    /// point's sample depends on its instant alone), the middle's is then always taken, and is
    /// the split's middle value where the two instants have the same bits (`fit`). A piece fits
    /// only where every point is within its tolerances, so the order changes which samples are
    /// taken there, never the keyframes; elsewhere all five are sampled first, in index order.
    static let checkingOrder = [middle, 1, 3, 0, 4]
    /// Pieces shorter than this are not split further.
    static let shortestPiece = 0.0005
    /// The most pieces one stretch is split into; past it the rest of the stretch is a line, so
    /// a fast motion over a long stretch (a thousand quick repeats) costs bounded work.
    static let maximumPieces = 2000

    /// The buffers a fit's samples are written into: the checked points of the piece being
    /// fitted (read before it is split, so every piece uses the same ones), and the three
    /// samples of a slope.
    private struct Buffers {
        var points: [[Double]]
        var slope: [[Double]]
        /// The slopes asked for so far, by handle (`Slopes`).
        var slopes = Slopes()

        /// Every buffer a copy of `value`, made unique at its first sample (every buffer is
        /// written before it is read): arrays made at a size (`Array(repeating:count:)`) take
        /// an unspecialized path that looks their types up.
        init(like value: [Double]) {
            points = [value, value, value, value, value]
            slope = [value, value, value]
            precondition(points.count == AdaptiveFit.fractions.count, "a buffer per checked point")
        }
    }

    /// The timing of the first piece from `start` and the keyframes after it, up to (not
    /// including) `end`, whose value is `endValue`.
    func fit(from start: Double, to end: Double, startValue: [Double], endValue: [Double]) -> (TimingFunction, [PropertyTrack.Keyframe]) {
        var pieces: [PropertyTrack.Keyframe] = []
        var buffers = Buffers(like: startValue)
        // The start's slope is taken first, as ever: its samples are the fit's first through
        // its sampler, which only then knows whether its samples depend on their instants alone.
        let startSlope = slope(at: start, side: .right, &buffers)
        buffers.slopes.isLazy = samplesArePure(from: start, to: end)
        let endSlope = slope(at: end, side: .left, &buffers)
        fit(start, end, startValue, endValue, startSlope, endSlope, into: &pieces, depth: 0, &buffers)
        let first = pieces.removeFirst()
        return (first.timing, pieces)
    }

    private enum Side { case left, right, both }

    /// The slopes a fit has asked for, each by a handle: taken at once, in the order asked, or,
    /// when `isLazy`, where a piece first reads it (its Hermite timing): a piece a straight line
    /// fits, or whose ends are too close for a Hermite timing, reads none.
    private struct Slopes {
        /// Whether a slope is taken when first read: only where every sample of the stretch
        /// depends on its instant alone, so that the order samples are taken in changes nothing.
        var isLazy = false
        /// Each handle's instant and side, and its slope once taken.
        var entries: [(time: Double, side: Side, value: [Double]?)] = []
    }

    /// Whether every sample the fit of [start, end] can take depends on its instant alone: the
    /// first and last instants it samples (a slope's reach `h` beyond each end's own sample,
    /// the end's left value at `leftInstant(of: end)`) are pure, and so every instant between
    /// (`isPure`).
    private func samplesArePure(from start: Double, to end: Double) -> Bool {
        let h = Self.slopeStep
        let left = Self.leftInstant(of: end)
        // Far from 0 the left instant is more than 2h before `end`, and before `start` on a
        // short stretch: it bounds the interval on either side.
        return isPure(min(start, end - 2 * h, left)) && isPure(max(start + 2 * h, left))
    }

    /// The instant just before `time` whose sample is the value's left limit there: the end's
    /// `leftValue` (its caller samples there: `TrackBuilder`).
    static func leftInstant(of time: Double) -> Double { time - 1e-9 * max(1, abs(time)) }

    /// A handle for the slope at `time` from `side`, taken now unless slopes are lazy.
    private func slope(at time: Double, side: Side, _ buffers: inout Buffers) -> Int {
        let value = buffers.slopes.isLazy ? nil : sampledSlope(at: time, side: side, &buffers.slope)
        buffers.slopes.entries.append((time, side, value))
        return buffers.slopes.entries.count - 1
    }

    /// The slope of `handle`, taken now if it was not.
    private func slope(_ handle: Int, _ buffers: inout Buffers) -> [Double] {
        let (time, side, known) = buffers.slopes.entries[handle]
        if let known { return known }
        let value = sampledSlope(at: time, side: side, &buffers.slope)
        buffers.slopes.entries[handle].value = value
        return value
    }

    /// The step of a slope's finite differences.
    private static let slopeStep = 1e-5

    /// The slope at `time` from three samples (two for `.both`), written into `samples`. The
    /// samples are taken in a fixed order: a sample through the written view counts drawn paths.
    private func sampledSlope(at time: Double, side: Side, _ samples: inout [[Double]]) -> [Double] {
        let h = Self.slopeStep
        switch side {
        case .right:
            value(time, &samples[0])
            value(time + h, &samples[1])
            value(time + 2 * h, &samples[2])
            return Self.combined(samples) { a, b, c in (-3 * a + 4 * b - c) / (2 * h) }
        case .left:
            leftValue(time, &samples[0])
            value(time - h, &samples[1])
            value(time - 2 * h, &samples[2])
            return Self.combined(samples) { a, b, c in (3 * a - 4 * b + c) / (2 * h) }
        case .both:
            value(time + h, &samples[0])
            value(time - h, &samples[1])
            return Self.combined(samples, usesThird: false) { a, b, _ in (a - b) / (2 * h) }
        }
    }

    /// `body` of the samples' components (the third sample's only when `usesThird`, else 0), for
    /// each component of the first: read in place into an array made at its size (copies of the
    /// samples were retained, and a mapped range grew its array). A sample shorter than the
    /// first traps, as it did when the samples were indexed by the first's indices.
    private static func combined(_ samples: [[Double]], usesThird: Bool = true, _ body: (Double, Double, Double) -> Double) -> [Double] {
        // A copy of the first sample, made unique at the first write: an array made at a size
        // (`Array(repeating:count:)`) takes an unspecialized path that looks up its type.
        var output = samples[0]
        for c in output.indices { output[c] = body(samples[0][c], samples[1][c], usesThird ? samples[2][c] : 0) }
        return output
    }

    /// Appends keyframes for [a, b): the one at `a` with the piece's timing, and those inside.
    private func fit(
        _ a: Double, _ b: Double, _ fa: [Double], _ fb: [Double], _ da: Int, _ db: Int,
        into pieces: inout [PropertyTrack.Keyframe], depth: Int, _ buffers: inout Buffers
    ) {
        let fractions = Self.fractions
        // The middle checked point, where its sample depends on its instant alone.
        var pureMiddle: Double?
        // The checked points sampled so far (bit `index`): all of them first, unless every one
        // is pure, when the checks sample the points they reach.
        var taken = 0
        // The checked points ascend: the first and the last answer for those between.
        let deferred = isPure(a + fractions[0] * (b - a)) && isPure(a + fractions[fractions.count - 1] * (b - a))
        assert(!deferred || fractions.indices.allSatisfy { isPure(a + fractions[$0] * (b - a)) }, "isPure holds over an interval")
        if !deferred {
            for index in fractions.indices {
                let time = a + fractions[index] * (b - a)
                value(time, &buffers.points[index])
                if index == Self.middle, lastSampleIsPure() { pureMiddle = time }
            }
            taken = Self.allTaken
        }
        if fits(.linear, fa, fb, a, b, &taken, &buffers) {
            pieces.append(PropertyTrack.Keyframe(time: a, value: fa, timing: .linear))
            return
        }
        if let hermite = hermite(a, b, fa, fb, da, db, &buffers), fits(hermite, fa, fb, a, b, &taken, &buffers) {
            pieces.append(PropertyTrack.Keyframe(time: a, value: fa, timing: hermite))
            return
        }
        if deferred, taken & (1 << Self.middle) != 0 { pureMiddle = a + fractions[Self.middle] * (b - a) }
        guard b - a > Self.shortestPiece, depth < 24, pieces.count < Self.maximumPieces, !isCancelled() else {
            pieces.append(PropertyTrack.Keyframe(time: a, value: fa, timing: .linear))
            return
        }
        let m = (a + b) / 2
        // The middle is a keyframe's value: an array of its own. `(a + b) / 2` is often the
        // very number `a + 0.5 × (b − a)` is; where the bits are the same and that checked
        // point's sample depends on its instant alone, it is the middle's sample.
        var fm: [Double]
        if let pureMiddle, pureMiddle.bitPattern == m.bitPattern {
            fm = buffers.points[Self.middle]
        } else {
            // A copy of `fa`'s buffer, made unique where the sample is written into it (cheaper
            // than an array made at a size, `combined`), or replaced by the sample.
            fm = fa
            value(m, &fm)
        }
        let dm = slope(at: m, side: .both, &buffers)
        fit(a, m, fa, fm, da, dm, into: &pieces, depth: depth + 1, &buffers)
        fit(m, b, fm, fb, dm, db, into: &pieces, depth: depth + 1, &buffers)
    }

    /// The Hermite timing of the component that moves most (relative to its tolerance), from
    /// the slopes of handles `da` and `db` (read only where there is one to make).
    private func hermite(
        _ a: Double, _ b: Double, _ fa: [Double], _ fb: [Double], _ da: Int, _ db: Int, _ buffers: inout Buffers
    ) -> TimingFunction? {
        guard let c = fa.indices.max(by: { abs(fb[$0] - fa[$0]) / tolerances[$0] < abs(fb[$1] - fa[$1]) / tolerances[$1] }) else { return nil }
        let delta = fb[c] - fa[c]
        guard abs(delta) > tolerances[c] / 2 else { return nil }
        let y1 = slope(da, &buffers)[c] * (b - a) / 3 / delta
        let y2 = 1 - slope(db, &buffers)[c] * (b - a) / 3 / delta
        guard y1.isFinite, y2.isFinite, abs(y1) < 20, abs(y2) < 20 else { return nil }
        return .bezier(1.0 / 3, y1, 2.0 / 3, y2)
    }

    /// Every checked point sampled (`fit`'s `taken`).
    private static let allTaken = (1 << fractions.count) - 1

    /// Whether `timing` from `fa` to `fb` stays within the tolerances at the checked points of
    /// [a, b], each sampled into the buffers (and marked in `taken`) where it is not yet.
    private func fits(_ timing: TimingFunction, _ fa: [Double], _ fb: [Double], _ a: Double, _ b: Double, _ taken: inout Int, _ buffers: inout Buffers) -> Bool {
        let fractions = Self.fractions
        for index in Self.checkingOrder {
            let p = timing.progress(at: fractions[index])
            if taken & (1 << index) == 0 {
                value(a + fractions[index] * (b - a), &buffers.points[index])
                taken |= 1 << index
            }
            if inLinearLight {
                if !Self.withinInLinearLight(p, fa, fb, buffers.points[index], tolerances) { return false }
            } else if !Self.within(p, fa, fb, &buffers, index, tolerances) {
                return false
            }
        }
        return true
    }

    /// Whether `fa + (fb − fa)·p` is within `tolerances` of checked point `index`'s sample, component
    /// by component over `fa`'s indices. The lists are read through their buffers, unchecked
    /// where every one holds as many components as `fa` (the sample read in place: a copy of it
    /// was retained and released at each point); otherwise checked, so a shorter list traps
    /// where it is first read past its end, as before.
    private static func within(_ p: Double, _ fa: [Double], _ fb: [Double], _ buffers: inout Buffers, _ index: Int, _ tolerances: [Double]) -> Bool {
        let n = fa.count
        guard fb.count == n, tolerances.count == n, buffers.points[index].count == n else {
            for c in fa.indices where abs(fa[c] + (fb[c] - fa[c]) * p - buffers.points[index][c]) > tolerances[c] { return false }
            return true
        }
        // Bounds: `index` was read checked in the guard above, and every list holds `n`.
        return fa.withUnsafeBufferPointer { fa in
            fb.withUnsafeBufferPointer { fb in
                tolerances.withUnsafeBufferPointer { tolerances in
                    buffers.points.withUnsafeBufferPointer { points in
                        points[index].withUnsafeBufferPointer { sample in
                            for c in 0..<n where abs(fa[c] + (fb[c] - fa[c]) * p - sample[c]) > tolerances[c] { return false }
                            return true
                        }
                    }
                }
            }
        }
    }

    /// `within` for colour channels in linear light: each fitted component fits its sample as
    /// `fitsInLinearLight` says. Apart from `within`, which every other fit runs, so that
    /// that one stays as small as it was.
    @inline(never)
    static func withinInLinearLight(_ p: Double, _ fa: [Double], _ fb: [Double], _ sample: [Double], _ tolerances: [Double]) -> Bool {
        for c in fa.indices {
            if !fitsInLinearLight(fa[c] + (fb[c] - fa[c]) * p, sample[c], tolerance: tolerances[c]) { return false }
        }
        return true
    }
}
