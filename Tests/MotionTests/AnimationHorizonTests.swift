import Foundation
import Testing

@testable import Motion

/// `AnimatedValue.endAnimations(by:)`: the timeline's end of time for animations that would not
/// end by themselves.
@Suite struct AnimationHorizonTests {
    @Test func anUndampedSpringOscillatesUntilTheHorizonThenRests() {
        var value = AnimatedValue(0.0)
        value.set(1, at: 0, animation: .spring(response: 0.5, dampingFraction: 0))
        value.endAnimations(by: 10)
        #expect(value.endTime == 10)
        // x(t) = 1 − cos(4πt): at 9.75 s cos(39π) = −1.
        #expect(abs(value.value(at: 9.75) - 2) < 1e-9)
        #expect(value.value(at: 10) == 1)
        #expect(value.isComplete(at: 10))
        // The swings are cut at every turn, π/ω = 0.25 s.
        #expect(Animation.spring(response: 0.5, dampingFraction: 0).swingInterval.map { abs($0 - 0.25) < 1e-12 } == true)
    }

    @Test func animationsEndingEarlierAndForeverRepeatsAreKept() {
        var value = AnimatedValue(0.0)
        value.set(1, at: 0, animation: .linear(duration: 2))
        value.endAnimations(by: 10)
        #expect(value.endTime == 2)
        var forever = AnimatedValue(0.0)
        forever.set(1, at: 0, animation: Animation.linear(duration: 2).repeatForever())
        forever.endAnimations(by: 10)
        #expect(forever.endTime == nil)
    }

    /// An undamped spring's turns, π/ω = 0.25 s, at the animation's speed whatever else modifies
    /// it: a wait inside a repeat leaves them (and `schedule` is nil), a speed of 2 halves them.
    @Test func aSpringsTurnsAreCutWithADelayInsideARepeat() {
        let spring = Animation.spring(response: 0.5, dampingFraction: 0)
        #expect(spring.delay(0.5).repeatCount(2).schedule == nil)
        #expect(spring.delay(0.5).repeatCount(2).swingInterval.map { abs($0 - 0.25) < 1e-12 } == true)
        #expect(spring.delay(0.5).speed(2).repeatForever().swingInterval.map { abs($0 - 0.125) < 1e-12 } == true)
    }

    @Test func aSpringThatSettlesSoonIsNotCutAtItsTurns() {
        #expect(Animation.spring(response: 0.5, dampingFraction: 0.5).swingInterval == nil)
        #expect(Animation.easeInOut(duration: 1).swingInterval == nil)
    }
}
