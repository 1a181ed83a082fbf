import Foundation
import Testing

@testable import Motion

/// `SharedProgressPlan.endedBy`: `values(of:plan:time:into:)` skips the changes that have begun
/// and ended by the instant, and gives the same bits as summing them all.
@Suite struct EndedChangesTests {
    /// x 0 → 10 linear over [0, 1] (A), → 30 linear over [2, 4] (B), → 31 at once at 2.5 (C);
    /// y 0 → 1 repeating forever from 0, → 2 at once at 3; z 1 → −0 linear over [0, 1].
    static func tracks() -> [AnimatedValue<Double>] {
        var x = AnimatedValue(0.0), y = AnimatedValue(0.0), z = AnimatedValue(1.0)
        x.set(10, at: 0, animation: .linear(duration: 1))
        x.set(30, at: 2, animation: .linear(duration: 2))
        x.set(31, at: 2.5, animation: nil)
        y.set(1, at: 0, animation: Animation.linear(duration: 1).repeatForever())
        y.set(2, at: 3, animation: nil)
        z.set(-0.0, at: 0, animation: .linear(duration: 1))
        return [x, y, z]
    }

    /// Each entry is the latest start or end so far in its track; a change that never ends
    /// makes it +∞ for the rest of the track.
    @Test func endedByIsTheLatestEndSoFar() {
        let plan = AnimatedValue.progressPlan(of: Self.tracks(), at: [0, 1, 2], skipsEnded: true)
        // x: A ends at 1, B at 4, C (a jump at 2.5) at 2.5 < 4; y: never, then still +∞; z: 1.
        #expect(plan.endedBy == [1, 4, 4, .infinity, .infinity, 1])
        #expect(plan.endedPrefix(first: 0, count: 3, at: 0.5) == 0)
        #expect(plan.endedPrefix(first: 0, count: 3, at: 1) == 1)
        #expect(plan.endedPrefix(first: 0, count: 3, at: 3.9) == 1)
        #expect(plan.endedPrefix(first: 0, count: 3, at: 4) == 3)
        #expect(plan.endedPrefix(first: 0, count: 3, at: .nan) == 0)
        #expect(plan.endedPrefix(first: 3, count: 2, at: 100) == 0)
        #expect(plan.endedPrefix(first: 5, count: 1, at: 1) == 1)
    }

    /// Values worked out by hand, target − Σ remaining, with the ended changes' +0.0 left out.
    @Test func skippingEndedChangesGivesTheSameValues() {
        let tracks = Self.tracks()
        let plan = AnimatedValue.progressPlan(of: tracks, at: [0, 1, 2], skipsEnded: true)
        // x at 0.5: 31 − A's 10·0.5 − B's 20 (not begun) − C's 1 (not begun) = 5.
        // x at 1.5: A ended (skipped): 31 − 20 − 1 = 10.
        // x at 3: A skipped; B 20·(1 − 0.5) = 10; C ended: 31 − 10 − 0 = 21.
        // x at 4: all three skipped: 31.
        // z at 0.5: −0 − (−1)·0.5 = 0.5; at 2 its only change is skipped and −0 stays −0.
        let expected: [Double: (x: Double, z: Double)] = [0.5: (5, 0.5), 1.5: (10, -0.0), 3: (21, -0.0), 4: (31, -0.0)]
        for (time, values) in expected {
            let sampled = SharedProgressTests.sample(tracks, plan: plan, at: time)
            #expect(sampled[0].bitPattern == values.x.bitPattern, "x at \(time)")
            #expect(sampled[2].bitPattern == values.z.bitPattern, "z at \(time)")
            for index in tracks.indices {
                #expect(sampled[index].bitPattern == tracks[index].value(at: time).bitPattern, "track \(index) at \(time)")
            }
        }
    }

    /// By default only tracks of more than 64 changes in all skip: the six changes of
    /// `tracks()` are all walked (no entries), the 80 + 80 below are not, and both give the
    /// tracks' own values.
    @Test func onlyPlansOfManyChangesSkip() {
        let tracks = Self.tracks()
        let plan = AnimatedValue.progressPlan(of: tracks, at: [0, 1, 2])
        #expect(plan.endedBy.isEmpty)
        for time in [0.5, 1.5, 3, 4] {
            let sampled = SharedProgressTests.sample(tracks, plan: plan, at: time)
            for index in tracks.indices {
                #expect(sampled[index].bitPattern == tracks[index].value(at: time).bitPattern, "track \(index) at \(time)")
            }
        }
    }

    /// A long timeline of springs, each taking over the one before (which ends at its start):
    /// every value, with most changes skipped, is its track's own `value(at:)` bit for bit.
    @Test func aTimelineOfSpringsSkipsTheOnesTakenOver() {
        var x = AnimatedValue(0.0), y = AnimatedValue(0.0)
        for step in 1...80 {
            let time = Double(step) / 20
            x.set(Double(step % 7) * 10, at: time, animation: .spring(response: 0.5, dampingFraction: 0.7, blendDuration: 0))
            y.set(Double(step % 5), at: time, animation: .easeInOut(duration: 0.3))
        }
        let tracks = [x, y]
        let plan = AnimatedValue.progressPlan(of: tracks, at: [0, 1])
        // At 3 s the springs of steps 1…59 were taken over by the next one, the last at 3 itself;
        // step 60's started at 3 and runs.
        #expect(x.changes.count == 80)
        #expect(plan.endedBy.count == 160)
        #expect(plan.endedPrefix(first: 0, count: 80, at: 3) == 59)
        SharedProgressTests.expectEachTracksOwnValues(tracks, plan: plan, seconds: 6)
    }
}
