import Testing

@testable import Motion

/// `FlatTracks`: a few consecutive tracks evaluated from their changes read once give, bit for bit,
/// what `AnimatedValue.values(of:plan:time:into:)` writes for them.
@Suite struct FlatTracksTests {
    static func flatValues(_ tracks: [AnimatedValue<Double>], reading read: Range<Int>, at time: Double) -> [Double] {
        let changing = read.filter { !tracks[$0].changes.isEmpty }
        let flat = FlatTracks(tracks: tracks, reading: read, plan: AnimatedValue.progressPlan(of: tracks, at: changing))
        var output = [Double](repeating: .nan, count: flat.count)
        output.withUnsafeMutableBufferPointer { flat.values(at: time, into: $0) }
        return output
    }

    /// x 0 → 10 linearly over 1 s from 0; y 4 → 8 linearly over 2 s from 0.5; z rests at 3. Read
    /// from the second track on (the first, w, is not read): [x, y, z].
    @Test func readTracksByHand() {
        var w = AnimatedValue(100.0), x = AnimatedValue(0.0), y = AnimatedValue(4.0)
        let z = AnimatedValue(3.0)
        w.set(200, at: 0, animation: .linear(duration: 1))
        x.set(10, at: 0, animation: .linear(duration: 1))
        y.set(8, at: 0.5, animation: .linear(duration: 2))
        let tracks = [w, x, y, z]
        // Before x starts: x has all 10 to go (0); y all 4 (4).
        #expect(Self.flatValues(tracks, reading: 1..<4, at: -1) == [0, 4, 3])
        // At 0.25: x is a quarter of the way (10 − 10·0.75 = 2.5); y has not started (4).
        #expect(Self.flatValues(tracks, reading: 1..<4, at: 0.25) == [2.5, 4, 3])
        // At 1.5: x has ended (10); y is half way, (1.5 − 0.5) / 2 (8 − 4·0.5 = 6).
        #expect(Self.flatValues(tracks, reading: 1..<4, at: 1.5) == [10, 6, 3])
        // At 3: both at their targets.
        #expect(Self.flatValues(tracks, reading: 1..<4, at: 3) == [10, 8, 3])
    }

    /// Curves with and without modifiers sharing a progress, a jump, springs that share a
    /// propagator and one that blends, keyframes: every value at each hundredth of a second (and
    /// at instants before the first and a NaN) has the bits the plan's evaluation gives.
    @Test func sameBitsAsThePlansEvaluation() {
        var a = AnimatedValue(0.0), b = AnimatedValue(1.0), c = AnimatedValue(2.0), d = AnimatedValue(-1.0), e = AnimatedValue(5.0)
        a.set(100, at: 0, animation: .easeInOut(duration: 0.6))
        b.set(30, at: 0, animation: .easeInOut(duration: 0.6))
        b.set(50, at: 0.5, animation: .easeIn(duration: 1).delay(0.2).repeatCount(3))
        c.set(7, at: 0.25, animation: nil)
        c.set(9, at: 0.3, animation: .spring(response: 0.5, dampingFraction: 0.7, blendDuration: 0))
        d.set(3, at: 0.3, animation: .spring(response: 0.5, dampingFraction: 0.7, blendDuration: 0))
        d.set(-2, at: 0.9, animation: .spring(response: 0.3, dampingFraction: 0.4, blendDuration: 0.5))
        let keyframes = KeyframeTrack(
            from: 0, keyframes: [.linear(to: 5, duration: 1, curve: .linear), .linear(to: 0, duration: 1, curve: .easeInOut)])
        e.addKeyframes(keyframes, coefficient: 2, repeating: true, at: 0.4, tag: 0)
        let tracks = [a, b, c, d, e]
        let read = 1..<5
        let plan = AnimatedValue.progressPlan(of: tracks, at: Array(read))
        let flat = FlatTracks(tracks: tracks, reading: read, plan: plan)
        var times = (0...400).map { Double($0) / 100 }
        times += [-0.5, .nan, .infinity]
        for time in times {
            var expected = [Double](repeating: 0, count: tracks.count)
            for index in tracks.indices { expected[index] = tracks[index].target }
            tracks.withUnsafeBufferPointer { AnimatedValue.values(of: $0, plan: plan, time: time, into: &expected) }
            var output = [Double](repeating: .nan, count: flat.count)
            output.withUnsafeMutableBufferPointer { flat.values(at: time, into: $0) }
            for k in read {
                #expect(output[k - read.lowerBound].bitPattern == expected[k].bitPattern, "track \(k) at \(time)")
            }
        }
    }

    /// A long timeline (more changes than the plan groups springs for, so that it skips the
    /// changes that have ended): 120 retargetings of a curve and 40 of a spring, one every 50 ms,
    /// each value at every 10 ms (and at −∞, +∞ and NaN) has the bits the plan's evaluation gives.
    @Test func aLongTimelineSkipsEndedChangesAsThePlanDoes() {
        var curve = AnimatedValue(0.0), spring = AnimatedValue(1.0)
        for n in 0..<120 {
            curve.set(Double(n % 7) * 10, at: Double(n) * 0.05, animation: .easeInOut(duration: 0.2))
        }
        for n in 0..<40 {
            spring.set(Double(n % 3), at: Double(n) * 0.05, animation: .spring(response: 0.3, dampingFraction: 0.8, blendDuration: 0))
        }
        let tracks = [curve, spring]
        let plan = AnimatedValue.progressPlan(of: tracks, at: [0, 1])
        #expect(!plan.endedBy.isEmpty)
        let flat = FlatTracks(tracks: tracks, reading: 0..<2, plan: plan)
        var times = (0...800).map { Double($0) / 100 }
        times += [-.infinity, .infinity, .nan]
        for time in times {
            var expected = tracks.map(\.target)
            tracks.withUnsafeBufferPointer { AnimatedValue.values(of: $0, plan: plan, time: time, into: &expected) }
            var output = [Double](repeating: .nan, count: flat.count)
            output.withUnsafeMutableBufferPointer { flat.values(at: time, into: $0) }
            for k in 0..<2 {
                #expect(output[k].bitPattern == expected[k].bitPattern, "track \(k) at \(time)")
            }
        }
    }

    /// `Animation.unmodifiedProgress` of an animation without modifiers is its `progress(at:)`.
    @Test func unmodifiedProgressIsTheAnimationsProgress() {
        for animation in [Animation.easeInOut(duration: 0.6), .linear(duration: 2), .spring(response: 0.4, dampingFraction: 0.5, blendDuration: 0)] {
            for step in -10...300 {
                let elapsed = Double(step) / 100
                #expect(Animation.unmodifiedProgress(animation.kernel, at: elapsed).bitPattern == animation.progress(at: elapsed).bitPattern)
            }
        }
    }
}
