import Foundation
import Testing

@testable import Motion

/// `AnimatedValue.values(of:plan:time:into:)`: the keyframe sampler's way to read many tracks at
/// once gives exactly what each track's `value(at:)` gives, with one progress per shared animation.
@Suite struct SharedProgressTests {
    /// x 0 → 100 and y 10 → 30 in one linear transaction at 0; y again → 50 with an easeIn at 0.5;
    /// z jumps at 0.25 while a spring moves w.
    static func tracks() -> [AnimatedValue<Double>] {
        var x = AnimatedValue(0.0), y = AnimatedValue(10.0), z = AnimatedValue(1.0), w = AnimatedValue(0.0)
        x.set(100, at: 0, animation: .linear(duration: 1))
        y.set(30, at: 0, animation: .linear(duration: 1))
        y.set(50, at: 0.5, animation: .easeIn(duration: 1))
        z.set(2, at: 0.25, animation: nil)
        w.set(1, at: 0, animation: .spring(response: 0.5, dampingFraction: 0.8, blendDuration: 0))
        return [x, y, z, w]
    }

    static func sample(_ tracks: [AnimatedValue<Double>], plan: SharedProgressPlan, at time: Double) -> [Double] {
        var values = [Double](repeating: .nan, count: tracks.count)
        tracks.withUnsafeBufferPointer { AnimatedValue.values(of: $0, plan: plan, time: time, into: &values) }
        return values
    }

    /// Every value the plan gives at each hundredth of a second up to `seconds` is, bit for bit,
    /// its track's own `value(at:)`.
    static func expectEachTracksOwnValues(_ tracks: [AnimatedValue<Double>], plan: SharedProgressPlan, seconds: Int) {
        for step in 0...(100 * seconds) {
            let time = Double(step) / 100
            let values = sample(tracks, plan: plan, at: time)
            for index in tracks.indices {
                #expect(values[index].bitPattern == tracks[index].value(at: time).bitPattern, "track \(index) at \(time)")
            }
        }
    }

    @Test func changesStartedTogetherWithOneAnimationShareAGroup() {
        let tracks = Self.tracks()
        let plan = AnimatedValue.progressPlan(of: tracks, at: [0, 1, 2, 3])
        // x's and y's linear changes at 0 share one group; y's easeIn at 0.5 is a second; the
        // jump is no animation; the spring is not a curve progress either.
        // Changes in order: x's, y's two, z's jump, w's spring.
        #expect(plan.groups.count == 2)
        #expect(plan.groupOfChange == [0, 0, 1, -1, -1])
        #expect(plan.groups[0].start == 0 && plan.groups[1].start == 0.5)
    }

    /// Past `scannedGroups` groups the plan sorts them by start: the groups are the same as
    /// scanning finds. Tracks 0…9 each start a linear change at i/10 (ten groups, 0…9); track
    /// 10 starts one at 0 (group 0) and an easeIn at 0.3 (new: group 10); track 11 an easeIn at
    /// 0.3 (group 10) and a linear change at 0.9 (group 9) and an easeIn at 0.9 (new: group 11).
    @Test func manyGroupsAreFoundByTheirStart() {
        var tracks: [AnimatedValue<Double>] = []
        for i in 0..<10 {
            var track = AnimatedValue(0.0)
            track.set(1, at: Double(i) / 10, animation: .linear(duration: 1))
            tracks.append(track)
        }
        var a = AnimatedValue(0.0), b = AnimatedValue(0.0)
        a.set(1, at: 0, animation: .linear(duration: 1))
        a.set(2, at: 0.3, animation: .easeIn(duration: 1))
        b.set(1, at: 0.3, animation: .easeIn(duration: 1))
        b.set(2, at: 0.9, animation: .linear(duration: 1))
        var c = AnimatedValue(0.0)
        c.set(1, at: 0.9, animation: .easeIn(duration: 1))
        tracks += [a, b, c]
        #expect(AnimatedValue<Double>.scannedGroups < 10)
        let plan = AnimatedValue.progressPlan(of: tracks, at: Array(tracks.indices))
        #expect(plan.groupOfChange == [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 10, 10, 9, 11])
        #expect(plan.groups.count == 12)
        #expect(plan.groups[10].start == 0.3 && plan.groups[11].start == 0.9)
        for step in 0...200 {
            let time = Double(step) / 100
            let values = Self.sample(tracks, plan: plan, at: time)
            for index in tracks.indices { #expect(values[index].bitPattern == tracks[index].value(at: time).bitPattern, "track \(index) at \(time)") }
        }
    }

    /// The changes the shared path hands to `Change.remaining(_:at:)` (read in place): each
    /// track's values equal its `value(at:)` and the change's own formula (SEMANTICS §3,
    /// `target − remaining`), worked out by hand:
    /// - a critically damped spring (response 0.5: λ = 2π/0.5 = 4π) from 0 to 1 at 0.5: 0
    ///   before it starts, then 1 − (1 + 4πτ)·e^(−4πτ), τ = t − 0.5, until it settles, then 1.
    ///   Settling (SEMANTICS §4, critically damped): the first multiple of 0.1 s from which the
    ///   offset stays below ε = 0.001 — at τ = 0.7 it is 9.80·e^(−8.80) ≈ 1.5e−3, at 0.8
    ///   11.05·e^(−10.05) ≈ 4.8e−4 — so τ = 0.8, the change ends at 1.3;
    /// - keyframes 0 → 1 over 1 s (linear) added at 1 with coefficient 10 to a value at 5:
    ///   nothing before 1, then 5 − 10·(1 − (t − 1)) until 2, then 5 (ended);
    /// - a jump from 1 to 2 at 0.25: 1 before, 2 from then on;
    /// - a linear change from 0 to 4 over 0.5 s at 0: 8t until 0.5, then 4 (ended).
    @Test func changesReadInPlaceFollowTheirFormulas() {
        var spring = AnimatedValue(0.0), keyframes = AnimatedValue(5.0), jump = AnimatedValue(1.0), ended = AnimatedValue(0.0)
        spring.set(1, at: 0.5, animation: .spring(response: 0.5, dampingFraction: 1, blendDuration: 0))
        let track = KeyframeTrack(from: 0, keyframes: [.linear(to: 1, duration: 1, curve: .linear)])
        keyframes.addKeyframes(track, coefficient: 10, repeating: false, at: 1, tag: 1)
        jump.set(2, at: 0.25, animation: nil)
        ended.set(4, at: 0, animation: .linear(duration: 0.5))
        let tracks = [spring, keyframes, jump, ended]
        let plan = AnimatedValue.progressPlan(of: tracks, at: [0, 1, 2, 3])
        // Only the linear change is a curve's progress.
        #expect(plan.groupOfChange == [-1, -1, -1, 0])
        let settled = spring.changes[0].endTime ?? .infinity
        #expect(abs(settled - 1.3) < 1e-9)
        func byHand(_ t: Double) -> [Double] {
            let tau = t - 0.5, lambda = 4 * Double.pi
            return [
                t < 0.5 ? 0 : t >= settled ? 1 : 1 - (1 + lambda * tau) * exp(-lambda * tau),
                t < 1 || t >= 2 ? 5 : 5 - 10 * (1 - (t - 1)),
                t < 0.25 ? 1 : 2,
                t < 0.5 ? 8 * t : 4,
            ]
        }
        for t in [0, 0.1, 0.25, 0.4, 0.5, 0.6, 0.75, 1, 1.2, 1.29, 1.31, 1.5, 1.9, 2, 2.5] {
            let values = Self.sample(tracks, plan: plan, at: t)
            let expected = byHand(t)
            for index in tracks.indices {
                #expect(values[index].bitPattern == tracks[index].value(at: t).bitPattern, "track \(index) at \(t)")
                #expect(abs(values[index] - expected[index]) < 1e-9, "track \(index) at \(t): \(values[index]) by hand \(expected[index])")
            }
        }
    }

    /// Springs that start together with the same spring and no blend share one propagator
    /// (`SharedProgressPlan.SpringGroups`); each value stays exactly its track's `value(at:)`.
    /// Tracks: a 0 → 1 and b 10 → 30 at 0.5 with one critically damped spring (response 0.5,
    /// λ = 4π): group 0; c 0 → 1 with it at 0.7: a new start, group 1; d 0 → 1 at 0.5 with a
    /// stiffer spring (response 0.25): group 2; e 0 → 1 at 0.5 with the first spring (a blend
    /// duration, but nothing to blend from: group 0), then → 2 at 0.6 with a response of 0.3,
    /// blended from 0.5: no group. By hand (SEMANTICS §4, from rest, τ = t − 0.5, before the
    /// springs settle at τ = 0.8 — the offset relative to the displacement is the same for a
    /// and b): a = 1 − (1 + λτ)·e^(−λτ), b = 30 − 20·(1 + λτ)·e^(−λτ).
    @Test func springsStartedTogetherShareAPropagator() {
        let spring = Animation.spring(response: 0.5, dampingFraction: 1, blendDuration: 0)
        var a = AnimatedValue(0.0), b = AnimatedValue(10.0), c = AnimatedValue(0.0), d = AnimatedValue(0.0), e = AnimatedValue(0.0)
        a.set(1, at: 0.5, animation: spring)
        b.set(30, at: 0.5, animation: spring)
        c.set(1, at: 0.7, animation: spring)
        d.set(1, at: 0.5, animation: .spring(response: 0.25, dampingFraction: 1, blendDuration: 0))
        e.set(1, at: 0.5, animation: .spring(response: 0.5, dampingFraction: 1, blendDuration: 0.2))
        e.set(2, at: 0.6, animation: .spring(response: 0.3, dampingFraction: 1, blendDuration: 0.2))
        let tracks = [a, b, c, d, e]
        let plan = AnimatedValue.progressPlan(of: tracks, at: [0, 1, 2, 3, 4])
        #expect(plan.groupOfChange == [-1, -1, -1, -1, -1, -1])
        #expect(plan.springs?.groupOfChange == [0, 0, 1, 2, 0, -1])
        #expect(plan.springs?.groups.map(\.start) == [0.5, 0.7, 0.5])
        let lambda = 4 * Double.pi
        for t in [0.5, 0.6, 0.75, 1, 1.2] {
            let values = Self.sample(tracks, plan: plan, at: t)
            let tau = t - 0.5
            let remaining = (1 + lambda * tau) * exp(-lambda * tau)
            #expect(abs(values[0] - (1 - remaining)) < 1e-9, "a at \(t)")
            #expect(abs(values[1] - (30 - 20 * remaining)) < 1e-9, "b at \(t)")
        }
        for step in 0...250 {
            let time = Double(step) / 100
            let values = Self.sample(tracks, plan: plan, at: time)
            for index in tracks.indices { #expect(values[index].bitPattern == tracks[index].value(at: time).bitPattern, "track \(index) at \(time)") }
        }
    }

    /// A spring looks for its group among the last `scannedGroups` (8) groups only; one that
    /// finds none there starts its own (the same propagator again, exact). Tracks 0…9 each start
    /// spring 1 at i/10 (groups 0…9); track 10 starts spring 1 at 0 (group 0 is no longer among
    /// the last eight, 2…9: new group 10), then spring 2 at 0.3 (new: 11); track 11 spring 2 at
    /// 0.3 (group 11, among 4…11), then spring 1 at 0.9 (group 9); track 12 spring 2 at 0.9
    /// (new: 12). No blend anywhere (blend durations of 0). Every value is bit for bit its
    /// track's own.
    @Test func springsLookAmongTheLastGroups() {
        let one = Animation.spring(response: 0.5, dampingFraction: 1, blendDuration: 0)
        let two = Animation.spring(response: 0.3, dampingFraction: 0.7, blendDuration: 0)
        var tracks: [AnimatedValue<Double>] = []
        for i in 0..<10 {
            var track = AnimatedValue(0.0)
            track.set(1, at: Double(i) / 10, animation: one)
            tracks.append(track)
        }
        var a = AnimatedValue(0.0), b = AnimatedValue(0.0), c = AnimatedValue(0.0)
        a.set(1, at: 0, animation: one)
        a.set(2, at: 0.3, animation: two)
        b.set(1, at: 0.3, animation: two)
        b.set(2, at: 0.9, animation: one)
        c.set(1, at: 0.9, animation: two)
        tracks += [a, b, c]
        #expect(AnimatedValue<Double>.scannedGroups < 10)
        let plan = AnimatedValue.progressPlan(of: tracks, at: Array(tracks.indices))
        #expect(plan.springs?.groupOfChange == [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 11, 9, 12])
        #expect(plan.springs?.groups.map(\.start) == [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0, 0.3, 0.9])
        Self.expectEachTracksOwnValues(tracks, plan: plan, seconds: 2)
    }

    /// Past `maximumSpringGroups` (16) groups a plan keeps none: 20 tracks each start one spring
    /// at i/20 (20 groups) — every spring then takes its own remaining motion, the same bits;
    /// 16 such tracks keep their 16 groups.
    @Test func tooManySpringGroupsAreNotKept() {
        let spring = Animation.spring(response: 0.4, dampingFraction: 0.8, blendDuration: 0)
        func tracks(_ count: Int) -> [AnimatedValue<Double>] { Self.springTracks(count, spring: spring) { i in [Double(i) / 20] } }
        #expect(AnimatedValue<Double>.maximumSpringGroups == 16)
        #expect(AnimatedValue<Double>.maximumSpringGroupedChanges == 64)
        #expect(AnimatedValue.progressPlan(of: tracks(16), at: Array(0..<16)).springs?.groups.count == 16)
        let many = tracks(20)
        let plan = AnimatedValue.progressPlan(of: many, at: Array(many.indices))
        #expect(plan.springs == nil)
        Self.expectEachTracksOwnValues(many, plan: plan, seconds: 2)
    }

    /// Tracks holding more than `maximumSpringGroupedChanges` (64) changes group no spring, however
    /// few groups they would make: 8 tracks each with springs at the same 8 instants (k/100; 64
    /// changes) share 8 groups; 9 such tracks (72 changes) have none, and every value is still
    /// bit for bit its track's own.
    /// (Past the same 64 changes, and only there, a plan skips ended changes: `endedBy` holds
    /// an entry per change.)
    @Test func longTimelinesGroupNoSprings() {
        let spring = Animation.spring(response: 0.3, dampingFraction: 0.9, blendDuration: 0)
        func tracks(_ count: Int) -> [AnimatedValue<Double>] { Self.springTracks(count, spring: spring) { _ in (0..<8).map { Double($0) / 100 } } }
        let short = AnimatedValue.progressPlan(of: tracks(8), at: Array(0..<8))
        #expect(short.springs?.groups.count == 8)
        #expect(short.endedBy.isEmpty)
        let long = tracks(9)
        let plan = AnimatedValue.progressPlan(of: long, at: Array(0..<9))
        #expect(plan.springs == nil)
        #expect(plan.endedBy.count == 72)
        Self.expectEachTracksOwnValues(long, plan: plan, seconds: 1)
    }

    /// `count` tracks from 0, track i set to 1, 2, 3… at `times(i)` with `spring`.
    static func springTracks(_ count: Int, spring: Animation, at times: (Int) -> [Double]) -> [AnimatedValue<Double>] {
        (0..<count).map { i in
            var track = AnimatedValue(0.0)
            for (k, time) in times(i).enumerated() { track.set(Double(k + 1), at: time, animation: spring) }
            return track
        }
    }

    @Test func aPlanOfCurvesHasNoSpringGroups() {
        let plan = AnimatedValue.progressPlan(of: Self.tracks(), at: [0, 1, 2])
        #expect(plan.springs == nil)
        // The spring of track 3 is alone in its group.
        #expect(AnimatedValue.progressPlan(of: Self.tracks(), at: [0, 1, 2, 3]).springs?.groupOfChange == [-1, -1, -1, -1, 0])
    }

    @Test func valuesByHand() {
        let tracks = Self.tracks()
        let plan = AnimatedValue.progressPlan(of: tracks, at: [0, 1, 2])
        // At 0.25: x = 100·0.25 = 25; y = 10 + 20·0.25 = 15; z has jumped to 2.
        let early = Self.sample(tracks, plan: plan, at: 0.25)
        #expect(early[0] == 25 && early[1] == 15 && early[2] == 2)
        // At 1: the linear changes are done; y's easeIn  has run half its second:
        // y = 50 − 20·(1 − easeIn(0.5)); only the uncovered track 3 is left untouched.
        let late = Self.sample(tracks, plan: plan, at: 1)
        let easeIn = Animation.easeIn(duration: 1).progress(at: 0.5)
        #expect(late[0] == 100)
        #expect(late[1] == 50 - 20 * (1 - easeIn))
        #expect(late[3].isNaN)
    }

    @Test func everyInstantEqualsEachTracksOwnValue() {
        let tracks = Self.tracks()
        let plan = AnimatedValue.progressPlan(of: tracks, at: [0, 1, 2, 3])
        for step in 0...300 {
            let time = Double(step) / 100
            let values = Self.sample(tracks, plan: plan, at: time)
            for index in tracks.indices {
                #expect(values[index].bitPattern == tracks[index].value(at: time).bitPattern, "track \(index) at \(time)")
            }
        }
    }
}
