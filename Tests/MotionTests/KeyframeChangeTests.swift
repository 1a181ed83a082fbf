import Testing

@testable import Motion

/// A keyframe track added to an animated value: attribute = target + coefficient·(track(τ) − final).
@Suite struct KeyframeChangeTests {
    // 0 → 5 → 0, linearly, 1 s each.
    let track = KeyframeTrack(
        from: 0, keyframes: [.linear(to: 5, duration: 1, curve: .linear), .linear(to: 0, duration: 1, curve: .linear)])

    @Test func valueFollowsTheTrackScaledByItsCoefficient() {
        // An attribute 2·v + 100 rests at 100 (v's final value is 0).
        var value = AnimatedValue(100.0)
        value.addKeyframes(track, coefficient: 2, repeating: false, at: 1, tag: 0)
        #expect(value.value(at: 0.5) == 100)
        #expect(value.value(at: 1.5) == 105)
        #expect(value.value(at: 2) == 110)
        #expect(value.value(at: 2.5) == 105)
        #expect(value.value(at: 3) == 100)
        #expect(value.velocity(at: 1.5) == 10)
        #expect(value.endTime == 3)
    }

    @Test func repeatingTrackLoopsForever() {
        var value = AnimatedValue(0.0)
        value.addKeyframes(track, coefficient: 1, repeating: true, at: 0, tag: 0)
        #expect(value.value(at: 10.5) == 2.5)
        #expect(value.value(at: 11.5) == 2.5)
        #expect(value.endTime == nil)
        #expect(value.changes[0].repeatsForever)
    }

    @Test func endingARunStopsItsMotion() {
        var value = AnimatedValue(0.0)
        value.addKeyframes(track, coefficient: 1, repeating: true, at: 0, tag: 7)
        value.endKeyframes(tag: 7, at: 4.5)
        #expect(value.value(at: 4.25) == 1.25)
        #expect(value.value(at: 4.5) == 0)
        #expect(value.endTime == 4.5)
    }

    @Test func onlyAKeyframeChangePlaysKeyframes() {
        // A keyframe track at 0, an animation at 0.5, a jump at 4: only the first plays keyframes,
        // as `keyframes` says.
        var value = AnimatedValue(0.0)
        value.addKeyframes(track, coefficient: 1, repeating: false, at: 0, tag: 0)
        value.set(10, at: 0.5, animation: .linear(duration: 1))
        value.set(20, at: 4, animation: nil)
        #expect(value.changes.map(\.playsKeyframes) == [true, false, false])
        #expect(value.changes.map { $0.keyframes != nil } == [true, false, false])
    }

    @Test func aMergingSpringDoesNotTakeOverKeyframes() {
        var value = AnimatedValue(0.0)
        value.addKeyframes(track, coefficient: 1, repeating: false, at: 0, tag: 0)
        value.set(10, at: 0.5, animation: .spring(response: 0.5, dampingFraction: 1))
        // Long after the spring settled, the keyframes still add their part: 10 + 2.5.
        #expect(abs(value.value(at: 1.5) - 12.5) < 0.01)
        #expect(value.value(at: 2) == 10)
    }
}
