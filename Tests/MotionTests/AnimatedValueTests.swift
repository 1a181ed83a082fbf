import Geometry
import Testing

@testable import Motion

@Suite struct AnimatedValueTests {
    @Test func singleAnimation() {
        var value = AnimatedValue(0.0)
        value.set(100, at: 1, animation: .linear(duration: 2))
        #expect(value.value(at: 0.5) == 0)
        #expect(value.value(at: 2) == 50)
        #expect(value.velocity(at: 2) == 50)
        #expect(value.value(at: 3) == 100)
        #expect(!value.isComplete(at: 2.9))
        #expect(value.isComplete(at: 3))
        #expect(value.endTime == 3)
        #expect(value.changes[0].logicalCompletionTime == 3)
    }

    @Test func beziersAddUp() {
        // 0 → 100 over [0, 1], then → 200 over [0.5, 1.5]. At 0.75: 200 − 100·0.25 − 100·0.75 = 100.
        var value = AnimatedValue(0.0)
        value.set(100, at: 0, animation: .linear(duration: 1))
        value.set(200, at: 0.5, animation: .linear(duration: 1))
        #expect(value.value(at: 0.25) == 25)
        #expect(value.value(at: 0.75) == 100)
        #expect(value.velocity(at: 0.75) == 200)
        #expect(value.value(at: 1.5) == 200)
    }

    @Test func aJumpMovesTheTargetWhileAnimationsContinue() {
        // 0 → 100 linear over a second; at 0.5 the target jumps to 150: 150 − 100·0.5 = 100.
        var value = AnimatedValue(0.0)
        value.set(100, at: 0, animation: .linear(duration: 1))
        value.set(150, at: 0.5, animation: nil)
        #expect(value.value(at: 0.49) == 49)
        #expect(value.value(at: 0.5) == 100)
        #expect(value.value(at: 0.75) == 125)
        #expect(value.isComplete(at: 1))
    }

    @Test func settingTheSameValueDoesNothing() {
        var value = AnimatedValue(5.0)
        value.set(5, at: 1, animation: .smooth)
        #expect(value.changes.isEmpty)
        #expect(value.endTime == 0)
    }

    @Test func mergingSpringIsContinuousAndReplacesWhatRuns() {
        var before = AnimatedValue(0.0)
        before.set(100, at: 0, animation: .bouncy)
        before.set(300, at: 0.1, animation: .easeIn(duration: 1))
        var after = before
        after.set(-50, at: 0.3, animation: .smooth)
        #expect(close(after.value(at: 0.3), before.value(at: 0.3), 1e-9))
        #expect(close(after.velocity(at: 0.3), before.velocity(at: 0.3), 1e-9))
        #expect(after.changes[0].endTime == 0.3)
        #expect(after.changes[1].endTime == 0.3)
        // Logical completion is the animation's own, even when taken over.
        #expect(close(after.changes[0].logicalCompletionTime!, Animation.bouncy.logicalCompletionTime!, 1e-12))
        #expect(after.value(at: after.endTime!) == -50)
        #expect(abs(after.value(at: after.endTime! - 1e-6) + 50) < 350 * 0.01)
    }

    @Test func additiveAnimationOnTopOfASpringLeavesItRunning() {
        var value = AnimatedValue(0.0)
        value.set(100, at: 0, animation: .bouncy)
        value.set(150, at: 0.2, animation: .easeInOut(duration: 0.5))
        let springPart = 100 * (1 - Animation.bouncy.progress(at: 0.4))
        let curvePart = 50 * (1 - Animation.easeInOut(duration: 0.5).progress(at: 0.2))
        #expect(close(value.value(at: 0.4), 150 - springPart - curvePart, 1e-9))
    }

    @Test func blendingKeepsValueAndVelocityContinuous() {
        var value = AnimatedValue(0.0)
        value.set(100, at: 0, animation: .spring(response: 0.6, dampingFraction: 0.7))
        value.set(40, at: 0.2, animation: .interactiveSpring)
        guard case .spring(let spring) = value.changes[1].motion, let blend = spring.blend else {
            Issue.record("expected a blended spring")
            return
        }
        // The response runs from the previous 0.6 down to 0.15 over the 0.25 s blend.
        #expect(close(spring.response(at: 0), 0.6, 1e-12))
        #expect(close(spring.response(at: 0.125), 0.375, 1e-12))
        #expect(spring.response(at: 0.3) == 0.15)
        let previous = AnimatedValue(0.0).setting(100, at: 0, animation: .spring(response: 0.6, dampingFraction: 0.7))
        #expect(close(value.value(at: 0.2), previous.value(at: 0.2) , 1e-9))
        #expect(close(value.velocity(at: 0.2), previous.velocity(at: 0.2), 1e-9))
        let blendEnd = 0.2 + blend.duration, h = 1e-7
        #expect(close(value.value(at: blendEnd - h), value.value(at: blendEnd + h), 1e-4))
        #expect(close(value.velocity(at: blendEnd - h), value.velocity(at: blendEnd + h), 1e-3))
        // Velocity inside the blend is the derivative of the value.
        let t = 0.3
        let difference = (value.value(at: t + 1e-6) - value.value(at: t - 1e-6)) / 2e-6
        #expect(close(value.velocity(at: t), difference, 1e-3 * max(1, abs(difference))))
        #expect(value.value(at: value.endTime!) == 40)
    }

    @Test func speedScaledSpringMergesContinuously() {
        var before = AnimatedValue(Point.zero)
        before.set(Point(x: 100, y: 50), at: 0, animation: .snappy.speed(0.5))
        var after = before
        after.set(Point(x: -20, y: 10), at: 0.4, animation: .bouncy.speed(3))
        #expect(close(after.value(at: 0.4).x, before.value(at: 0.4).x, 1e-9))
        #expect(close(after.velocity(at: 0.4).y, before.velocity(at: 0.4).y, 1e-9))
        #expect(after.value(at: after.endTime!) == Point(x: -20, y: 10))
    }

    @Test func mergedSpringsAreContinuousForRandomParameters() {
        var random = SeededGenerator(seed: 30)
        for _ in 0..<300 {
            let first = Animation.spring(duration: random.double(in: 0.1...2), bounce: random.double(in: -0.8...0.8))
            let second = Animation.spring(
                duration: random.double(in: 0.1...2), bounce: random.double(in: -0.8...0.8),
                blendDuration: Bool.random(using: &random) ? random.double(in: 0.05...0.5) : 0)
            let time = random.double(in: 0...1.5)
            var before = AnimatedValue(random.double(in: -100...100))
            before.set(random.double(in: -100...100), at: 0, animation: first)
            var after = before
            after.set(random.double(in: -100...100), at: time, animation: second)
            let scale = max(1, abs(before.velocity(at: time)))
            #expect(close(after.value(at: time), before.value(at: time), 1e-9 * scale))
            #expect(close(after.velocity(at: time), before.velocity(at: time), 1e-9 * scale))
            #expect(after.value(at: after.endTime!) == after.target)
        }
    }

    @Test func additiveCombinationEqualsTheSumOfItsParts() {
        var random = SeededGenerator(seed: 31)
        let animations: [Animation] = [
            .linear(duration: 0.8), .easeOut(duration: 0.4), .interpolatingSpring(stiffness: 120, damping: 8),
            .easeInOut.delay(0.2), .bouncy.repeatCount(2), .timingCurve(.circularEaseInOut, duration: 0.6),
        ]
        for _ in 0..<200 {
            var combined = AnimatedValue(0.0)
            var parts: [AnimatedValue<Double>] = []
            var time = 0.0
            for _ in 0..<3 {
                time += random.double(in: 0...0.5)
                let animation = animations[Int.random(in: 0..<animations.count, using: &random)]
                let target = combined.target + random.double(in: -50...50)
                let interval = target - combined.target
                combined.set(target, at: time, animation: animation)
                parts.append(AnimatedValue(0.0).setting(interval, at: time, animation: animation))
            }
            let t = random.double(in: 0...3)
            let sum = parts.reduce(0) { $0 + $1.value(at: t) }
            let velocity = parts.reduce(0) { $0 + $1.velocity(at: t) }
            #expect(close(combined.value(at: t), sum, 1e-9))
            #expect(close(combined.velocity(at: t), velocity, 1e-9))
        }
    }

    @Test func repeatForeverNeverCompletes() {
        var value = AnimatedValue(0.0)
        value.set(360, at: 0, animation: .linear(duration: 1).repeatForever(autoreverses: false))
        #expect(value.endTime == nil)
        #expect(!value.isComplete(at: 1e6))
        #expect(value.changes[0].logicalCompletionTime == nil)
        #expect(close(value.value(at: 10.25), 90, 1e-6))
    }

    @Test func colorsAnimateInLinearLight() {
        var value = AnimatedValue(LinearColor(Color(red: 1, green: 0, blue: 0)))
        value.set(LinearColor(Color(red: 0, green: 0, blue: 1)), at: 0, animation: .linear(duration: 1))
        let middle = value.value(at: 0.5).color
        #expect(close(middle.red, 0.7353570, 1e-7))
        #expect(close(middle.blue, 0.7353570, 1e-7))
    }

    @Test func discardingHistoryKeepsThePresent() {
        var value = AnimatedValue(0.0)
        value.set(10, at: 0, animation: .linear(duration: 1))
        value.set(20, at: 2, animation: .linear(duration: 1))
        let present = value.value(at: 2.5)
        value.discardHistory(before: 2)
        #expect(value.changes.count == 1)
        #expect(value.value(at: 2.5) == present)
    }

    @Test func outOfOrderTimesAreMovedForward() {
        var value = AnimatedValue(0.0)
        value.set(10, at: 1, animation: .linear(duration: 1))
        value.set(20, at: 0.5, animation: nil)
        #expect(value.changes[1].time == 1)
    }
}

extension AnimatedValue {
    /// A copy with `set` applied, for building expectations inline.
    func setting(_ target: Value, at time: Double, animation: Animation?) -> AnimatedValue {
        var copy = self
        copy.set(target, at: time, animation: animation)
        return copy
    }
}
