import Testing

@testable import Motion

/// `AnimatedValue.makeSameProgressPlan`: whether two sets of tracks make one progress plan, and
/// that one set's plan reads the other's tracks as their own would.
@Suite struct SameProgressPlanTests {
    /// A row that slides x from `from` to `to` and fades from 0.4 to 1 in one linear second
    /// from 0.1, and jumps a third track at 0.1.
    static func row(from: Double, to: Double) -> [AnimatedValue<Double>] {
        var x = AnimatedValue(from), opacity = AnimatedValue(0.4), z = AnimatedValue(0.0)
        x.set(to, at: 0.1, animation: .linear(duration: 1))
        opacity.set(1, at: 0.1, animation: .linear(duration: 1))
        z.set(3, at: 0.1, animation: nil)
        return [x, opacity, z]
    }

    @Test func rowsThatMoveAlikeMakeOnePlan() {
        // The values differ (x goes −100 → 100 in one, 5 → −5 in the other): a curve's plan
        // holds only which changes share a progress, not the values.
        #expect(AnimatedValue.makeSameProgressPlan(Self.row(from: -100, to: 100), at: [0, 1, 2], as: Self.row(from: 5, to: -5), at: [0, 1, 2]))
        #expect(AnimatedValue.makeSameProgressPlan([], at: [], as: Self.row(from: 0, to: 1), at: []))
    }

    @Test func anyDifferenceTheyReadMakesAnotherPlan() {
        let row = Self.row(from: -100, to: 100)
        // Other indices.
        #expect(!AnimatedValue.makeSameProgressPlan(row, at: [0, 1], as: row, at: [0, 2]))
        #expect(!AnimatedValue.makeSameProgressPlan(row, at: [0, 1], as: row, at: [0, 1, 2]))
        // Another start.
        var later = Self.row(from: -100, to: 100)
        later[1] = AnimatedValue(0.4)
        later[1].set(1, at: 0.2, animation: .linear(duration: 1))
        #expect(!AnimatedValue.makeSameProgressPlan(row, at: [0, 1], as: later, at: [0, 1]))
        // Another animation.
        var eased = Self.row(from: -100, to: 100)
        eased[0] = AnimatedValue(-100)
        eased[0].set(100, at: 0.1, animation: .easeInOut(duration: 1))
        #expect(!AnimatedValue.makeSameProgressPlan(row, at: [0], as: eased, at: [0]))
        // A jump against a curve, and as many changes against more.
        var curved = Self.row(from: -100, to: 100)
        curved[2] = AnimatedValue(0.0)
        curved[2].set(3, at: 0.1, animation: .linear(duration: 1))
        #expect(!AnimatedValue.makeSameProgressPlan(row, at: [2], as: curved, at: [2]))
        var twice = Self.row(from: -100, to: 100)
        twice[0].set(0, at: 0.5, animation: .linear(duration: 1))
        #expect(!AnimatedValue.makeSameProgressPlan(row, at: [0], as: twice, at: [0]))
        // Springs: never, even changes made alike.
        var a = AnimatedValue(0.0), b = AnimatedValue(0.0)
        a.set(1, at: 0, animation: .spring(response: 0.5, dampingFraction: 0.8, blendDuration: 0))
        b.set(1, at: 0, animation: .spring(response: 0.5, dampingFraction: 0.8, blendDuration: 0))
        #expect(!AnimatedValue.makeSameProgressPlan([a], at: [0], as: [b], at: [0]))
        #expect(AnimatedValue.progressPlan(of: [a], at: [0]).groupsSprings)
        #expect(!AnimatedValue.progressPlan(of: row, at: [0, 1, 2]).groupsSprings)
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
