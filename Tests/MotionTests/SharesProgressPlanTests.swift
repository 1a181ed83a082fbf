import Testing

import Motion

/// `AnimatedValue.sharesProgressPlan`: whether two sets of tracks make one progress plan, and
/// that one set's plan reads the other's tracks as their own would.
@Suite struct SharesProgressPlanTests {
    /// A row that slides x from `from` to `to` and fades from 0.4 to 1 in one linear second
    /// from 0.1, and jumps a third track at 0.1.
    static func row(from: Double, to: Double) -> [AnimatedValue<Double>] {
        var x = AnimatedValue(from), opacity = AnimatedValue(0.4), z = AnimatedValue(0.0)
        x.set(to, at: 0.1, animation: .linear(duration: 1))
        opacity.set(1, at: 0.1, animation: .linear(duration: 1))
        z.set(3, at: 0.1, animation: nil)
        return [x, opacity, z]
    }

    @Test func rowsThatMoveAlikeShareAPlan() {
        // The values differ (x goes −100 → 100 in one, 5 → −5 in the other): a curve's plan
        // holds only which changes share a progress, not the values.
        #expect(AnimatedValue.sharesProgressPlan(Self.row(from: -100, to: 100), at: [0, 1, 2], with: Self.row(from: 5, to: -5), at: [0, 1, 2]))
        #expect(AnimatedValue.sharesProgressPlan([], at: [], with: Self.row(from: 0, to: 1), at: []))
        #expect(AnimatedValue.progressPlan(of: Self.row(from: 0, to: 1), at: [0, 1, 2]).mayBeShared)
    }

    @Test func anyDifferenceAPlanReadsMakesAnother() {
        let row = Self.row(from: -100, to: 100)
        // Other indices, or an index out of range.
        #expect(!AnimatedValue.sharesProgressPlan(row, at: [0, 1], with: row, at: [0, 2]))
        #expect(!AnimatedValue.sharesProgressPlan(row, at: [0, 1], with: row, at: [0, 1, 2]))
        #expect(!AnimatedValue.sharesProgressPlan(row, at: [3], with: row, at: [3]))
        // Another start.
        var later = Self.row(from: -100, to: 100)
        later[1] = AnimatedValue(0.4)
        later[1].set(1, at: 0.2, animation: .linear(duration: 1))
        #expect(!AnimatedValue.sharesProgressPlan(row, at: [0, 1], with: later, at: [0, 1]))
        // Another animation, ending at the same instant.
        var eased = Self.row(from: -100, to: 100)
        eased[0] = AnimatedValue(-100)
        eased[0].set(100, at: 0.1, animation: .easeInOut(duration: 1))
        #expect(eased[0].changes[0].endTime == row[0].changes[0].endTime)
        #expect(!AnimatedValue.sharesProgressPlan(row, at: [0], with: eased, at: [0]))
        // More changes.
        var twice = Self.row(from: -100, to: 100)
        twice[0].set(0, at: 0.5, animation: .linear(duration: 1))
        #expect(!AnimatedValue.sharesProgressPlan(row, at: [0], with: twice, at: [0]))
    }

    /// A jump against a curve that ends at the same instant (a curve of no duration): the kind
    /// alone tells them apart.
    @Test func aJumpAndACurveMakeTwoPlans() {
        var jump = AnimatedValue(0.0), curve = AnimatedValue(0.0)
        jump.set(3, at: 0.1, animation: nil)
        curve.set(3, at: 0.1, animation: .linear(duration: 0))
        #expect(jump.changes[0].time == curve.changes[0].time && jump.changes[0].endTime == curve.changes[0].endTime)
        #expect(!AnimatedValue.sharesProgressPlan([jump], at: [0], with: [curve], at: [0]))
    }

    /// Springs never share: even two changes made alike. Nor do tracks of more than 64 changes
    /// in all (their plan skips ended changes; comparing them would cost about as much).
    @Test func springsAndLongTimelinesAreNotShared() {
        var a = AnimatedValue(0.0), b = AnimatedValue(0.0)
        a.set(1, at: 0, animation: .spring(response: 0.5, dampingFraction: 0.8, blendDuration: 0))
        b.set(1, at: 0, animation: .spring(response: 0.5, dampingFraction: 0.8, blendDuration: 0))
        #expect(!AnimatedValue.sharesProgressPlan([a], at: [0], with: [b], at: [0]))
        #expect(!AnimatedValue.progressPlan(of: [a], at: [0]).mayBeShared)
        var long = AnimatedValue(0.0)
        for step in 1...65 { long.set(Double(step), at: Double(step) / 10, animation: .linear(duration: 0.05)) }
        #expect(long.changes.count == 65)
        #expect(!AnimatedValue.sharesProgressPlan([long], at: [0], with: [long], at: [0]))
        #expect(!AnimatedValue.progressPlan(of: [long], at: [0]).mayBeShared)
    }

    /// The first row's plan reads the second row's tracks at each hundredth of a second as the
    /// second row's own values: at 0.6 (half the linear second) x is 5 + (−5 − 5)·0.5 = 0 and the
    /// opacity 0.4 + 0.6·0.5 = 0.7; from 1.1 on, −5 and 1.
    @Test func onePlanReadsTheOthersTracks() {
        let first = Self.row(from: -100, to: 100), second = Self.row(from: 5, to: -5)
        let plan = AnimatedValue.progressPlan(of: first, at: [0, 1, 2])
        func sample(at time: Double) -> [Double] {
            var values = [Double](repeating: .nan, count: second.count)
            second.withUnsafeBufferPointer { AnimatedValue.values(of: $0, plan: plan, time: time, into: &values) }
            return values
        }
        for step in 0...150 {
            let time = Double(step) / 100
            let values = sample(at: time)
            for index in second.indices {
                #expect(values[index].bitPattern == second[index].value(at: time).bitPattern, "track \(index) at \(time)")
            }
        }
        let middle = sample(at: 0.6)
        #expect(abs(middle[0]) < 1e-12 && abs(middle[1] - 0.7) < 1e-12 && middle[2] == 3)
        #expect(sample(at: 1.1) == [-5, 1, 3])
    }
}
