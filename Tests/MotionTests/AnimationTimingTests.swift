import Testing

@testable import Motion

@Suite struct AnimationTimingTests {
    let linear = Animation.linear(duration: 1)

    @Test func curveProgressAndVelocity() {
        #expect(close(Animation.easeInOut(duration: 2).progress(at: 0.5), 0.1292, 5e-5))  // easeInOut(0.25)
        #expect(linear.progress(at: -0.1) == 0)
        #expect(linear.progress(at: 0.4) == 0.4)
        #expect(linear.progress(at: 1) == 1)
        #expect(linear.progress(at: 5) == 1)
        #expect(close(Animation.linear(duration: 4).velocity(at: 1), 0.25, 1e-12))
        #expect(linear.velocity(at: 2) == 0)
        #expect(linear.velocity(at: -1) == 0)
    }

    @Test func delayWaitsThenRuns() {
        let delayed = linear.delay(0.5)
        #expect(delayed.progress(at: 0.25) == 0)
        #expect(delayed.progress(at: 1) == 0.5)
        #expect(delayed.velocity(at: 0.25) == 0)
        #expect(delayed.logicalCompletionTime == 1.5)
    }

    @Test func speedScalesTimeIncludingInnerDelays() {
        #expect(linear.speed(2).progress(at: 0.25) == 0.5)
        #expect(linear.speed(2).velocity(at: 0.25) == 2)
        #expect(linear.speed(2).logicalCompletionTime == 0.5)
        // delay(1).speed(2): the delay runs at double speed too, so it lasts 0.5 s.
        #expect(linear.delay(1).speed(2).progress(at: 0.75) == 0.5)
        #expect(linear.delay(1).speed(2).logicalCompletionTime == 1)
        // speed(2).delay(1): a full-length delay, then a half-second run.
        #expect(linear.speed(2).delay(1).progress(at: 1.25) == 0.5)
        #expect(linear.speed(2).delay(1).logicalCompletionTime == 1.5)
    }

    @Test func autoreversingRepeatRunsOddPassesBackwards() {
        let repeated = linear.repeatCount(3, autoreverses: true)
        #expect(repeated.progress(at: 0.25) == 0.25)
        #expect(repeated.progress(at: 1.25) == 0.75)
        #expect(repeated.velocity(at: 1.25) == -1)
        #expect(repeated.progress(at: 2.25) == 0.25)
        #expect(repeated.logicalCompletionTime == 3)
        #expect(repeated.progress(at: 3) == 1)
        // An even count ends where it began, then jumps to the target as SwiftUI does.
        let twice = linear.repeatCount(2, autoreverses: true)
        #expect(close(twice.progress(at: 1.9), 0.1, 1e-12))
        #expect(twice.progress(at: 2) == 1)
    }

    @Test func plainRepeatRestartsEachPass() {
        #expect(linear.repeatCount(3, autoreverses: false).progress(at: 1.25) == 0.25)
        #expect(linear.repeatCount(3, autoreverses: false).velocity(at: 1.25) == 1)
    }

    @Test func delayInsideARepeatWaitsEveryPass() {
        let inner = linear.delay(0.5).repeatCount(2, autoreverses: false)
        #expect(inner.progress(at: 1.75) == 0)  // pass 2 starts at 1.5 and waits until 2.0
        #expect(inner.progress(at: 2.5) == 0.5)
        #expect(inner.logicalCompletionTime == 3)
        let outer = linear.repeatCount(2, autoreverses: false).delay(0.5)
        #expect(outer.progress(at: 1.75) == 0.25)
        #expect(outer.logicalCompletionTime == 2.5)
    }

    @Test func repeatForever() {
        let forever = linear.repeatForever(autoreverses: false)
        #expect(forever.logicalCompletionTime == nil)
        #expect(forever.repeatsForever)
        #expect(close(forever.progress(at: 100.25), 0.25, 1e-9))
        let pingPong = linear.repeatForever()
        #expect(close(pingPong.progress(at: 100.25), 0.25, 1e-9))
        #expect(close(pingPong.progress(at: 101.25), 0.75, 1e-9))
        #expect(!linear.repeatsForever)
    }

    @Test func repeatCountZeroCompletesAtOnce() {
        let none = linear.repeatCount(0)
        #expect(none.logicalCompletionTime == 0)
        #expect(none.progress(at: 0) == 1)
        #expect(none.progress(at: -1) == 0)
        #expect(linear.repeatCount(-3).logicalCompletionTime == 0)
    }

    @Test func springsCompleteAtTheirSettlingTime() {
        #expect(close(Animation.smooth.logicalCompletionTime!, 0.8, 1e-9))
        #expect(Animation.smooth.progress(at: 0.8) == 1)
        #expect(Animation.smooth.progress(at: 0.79) < 1)
        // A repeating spring's pass is its settling time.
        #expect(close(Animation.smooth.repeatCount(2, autoreverses: false).logicalCompletionTime!, 1.6, 1e-9))
    }

    @Test func modifiersComposeAsDefined() {
        var random = SeededGenerator(seed: 20)
        let bases: [Animation] = [.linear(duration: 0.7), .easeIn(duration: 1.3), .easeInOut, .bouncy, .interpolatingSpring(stiffness: 80, damping: 6)]
        for _ in 0..<300 {
            let base = bases[Int.random(in: 0..<bases.count, using: &random)]
            let t = random.double(in: -1...6)
            let seconds = random.double(in: 0...2), factor = random.double(in: 0.2...5)
            #expect(close(base.delay(seconds).progress(at: t), base.progress(at: max(0, t - seconds)), 1e-12))
            #expect(close(base.speed(factor).progress(at: t), base.progress(at: t * factor), 1e-12))
            #expect(close(base.delay(seconds).logicalCompletionTime!, base.logicalCompletionTime! + seconds, 1e-12))
            #expect(close(base.speed(factor).logicalCompletionTime!, base.logicalCompletionTime! / factor, 1e-12))
            let count = Int.random(in: 1...4, using: &random), autoreverses = Bool.random(using: &random)
            let pass = base.logicalCompletionTime!
            let repeated = base.repeatCount(count, autoreverses: autoreverses)
            #expect(close(repeated.logicalCompletionTime!, pass * Double(count), 1e-9))
            let index = max(0, (t / pass).rounded(.down))
            let expected: Double
            if t < 0 {
                expected = 0
            } else if index >= Double(count) {
                expected = 1
            } else {
                let local = base.progress(at: t - index * pass)
                expected = autoreverses && Int(index) % 2 == 1 ? 1 - local : local
            }
            #expect(close(repeated.progress(at: t), expected, 1e-9))
        }
    }

    @Test func scheduleForKeyframes() {
        let animation = Animation.easeInOut(duration: 1).repeatForever(autoreverses: true).delay(0.5).speed(2)
        let schedule = animation.schedule
        #expect(schedule == Animation.Schedule(
            base: .curve(.easeInOut, duration: 1), timeScale: 2, delay: 0.25, passDuration: 0.5, iterations: nil, autoreverses: true))
        #expect(Animation.linear.schedule?.iterations == 1)
        #expect(Animation.linear.speed(0.5).delay(1).schedule?.passDuration == 0.7)
        #expect(Animation.linear.delay(1).repeatCount(2).schedule == nil)
        #expect(Animation.linear.repeatCount(2).repeatCount(2).schedule == nil)
        #expect(Animation.linear.delay(-1).schedule == nil)
        #expect(Animation.easeIn.schedule?.base == .curve(.easeIn, duration: 0.35))
    }

    /// Where the base first runs: after every delay, inner ones (waiting before each pass) too,
    /// scaled by the speeds outside them, for one pass of the base.
    @Test func firstPassOfEveryAnimation() {
        #expect(linear.firstPass == (0, 1))
        #expect(linear.delay(0.5).repeatCount(2, autoreverses: false).firstPass == (0.5, 1))  // no schedule
        #expect(linear.repeatCount(2, autoreverses: false).delay(0.5).firstPass == (0.5, 1))
        #expect(linear.delay(1).speed(2).firstPass == (0.5, 0.5))
        #expect(linear.speed(2).delay(1).firstPass == (1, 0.5))
        #expect(linear.delay(1).repeatForever(autoreverses: true).delay(0.5).firstPass == (1.5, 1))
        // The pass the timing functions read: progress 0 at its start, 1 at its end.
        let animation = linear.delay(0.5).speed(2).repeatCount(3, autoreverses: false).delay(1)
        #expect(animation.firstPass == (1.25, 0.5))
        #expect(animation.progress(at: 1.25) == 0)
        #expect(animation.progress(at: 1.5) == 0.5)
    }

    /// Where the motion changes character, by hand: `linear(1).delay(0.5).repeatCount(2,
    /// autoreverses: false)` waits [0, 0.5), moves [0.5, 1.5), waits [1.5, 2), moves [2, 3).
    @Test func breakpointsOfADelayInsideARepeat() {
        let animation = linear.delay(0.5).repeatCount(2, autoreverses: false)
        #expect(Set(animation.breakpoints(in: 0...10, limit: 100)) == [0, 0.5, 1.5, 2, 3])
        // Within a window, and at most `limit`, the earliest passes first.
        #expect(Set(animation.breakpoints(in: 1.6...2.5, limit: 100)) == [2])
        #expect(animation.breakpoints(in: 0...10, limit: 2).count == 2)
        // Outside the repeat, a speed halves every time and a delay shifts them.
        let outer = animation.speed(2).delay(1)
        #expect(Set(outer.breakpoints(in: 0...10, limit: 100)) == [1, 1.25, 1.75, 2, 2.5])
        // For ever, autoreversing (a backward pass waits too): every 1.5 s, up to the window's end.
        let forever = linear.delay(0.5).repeatForever(autoreverses: true)
        #expect(Set(forever.breakpoints(in: 0...4, limit: 100)) == [0, 0.5, 1.5, 2, 3, 3.5])
    }

    /// Repeats that end at once or never: a zero-length pass completes at 0; a repeat around one
    /// that never ends plays only its first pass, so the inner repeat's passes are the points.
    @Test func breakpointsOfEmptyAndEndlessPasses() {
        #expect(Animation.linear(duration: 0).repeatCount(3, autoreverses: false).breakpoints(in: 0...5, limit: 100) == [0])
        let endless = linear.repeatForever(autoreverses: false).repeatCount(2, autoreverses: false)
        #expect(Set(endless.breakpoints(in: 0...2.5, limit: 100)) == [0, 1, 2])
    }

    /// Passes too short for the window's numbers to tell apart (1e-20 s a pass at 3.1 s: the
    /// count of passes passes 2⁵³) end the search instead of looping on one pass; so does a
    /// window of 10¹² passes.
    @Test func breakpointsOfVanishingPassesAreBounded() {
        let tiny = Animation.linear(duration: 1e-20).delay(1e-20).repeatForever(autoreverses: true)
        #expect(tiny.breakpoints(in: 3.1...9, limit: 5000).count <= 5000)
        let many = Animation.linear(duration: 1e-6).repeatForever(autoreverses: false).repeatForever(autoreverses: false)
        #expect(many.breakpoints(in: 0...1e6, limit: 5000).count == 5000)
        let nested = (0..<16).reduce(Animation.linear(duration: 1e-3)) { animation, _ in animation.repeatCount(1000, autoreverses: false) }
        let points = nested.breakpoints(in: 0...1e9, limit: 5000)
        #expect(!points.isEmpty && points.allSatisfy { $0.isFinite })
    }

    /// How a repeat for ever repeats, by hand, with or without a schedule.
    @Test func foreverPassesOfEveryRepeat() {
        #expect(linear.delay(0.5).repeatForever(autoreverses: false).foreverPasses! == (0, 1.5, 1.5))
        #expect(linear.delay(0.5).repeatForever(autoreverses: true).foreverPasses! == (0, 1.5, 3))
        #expect(linear.repeatForever(autoreverses: true).delay(1).speed(2).foreverPasses! == (0.5, 0.5, 1))
        // Three passes of 1 s repeated for ever: 3 s a pass.
        #expect(linear.repeatCount(3, autoreverses: false).repeatForever(autoreverses: false).foreverPasses! == (0, 3, 3))
        #expect(linear.repeatCount(3, autoreverses: false).foreverPasses == nil)
        #expect(linear.foreverPasses == nil)
        // The schedule's figures where there is one.
        let scheduled = Animation.easeInOut(duration: 1).repeatForever(autoreverses: true).delay(0.5).speed(2)
        let schedule = scheduled.schedule!
        #expect(scheduled.foreverPasses! == (schedule.delay, schedule.passDuration, 2 * schedule.passDuration))
    }
}
