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
            for index in tracks.indices { #expect(values[index] == tracks[index].value(at: time), "track \(index) at \(time)") }
        }
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
                #expect(values[index] == tracks[index].value(at: time), "track \(index) at \(time)")
            }
        }
    }
}
