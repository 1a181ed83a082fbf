import Foundation
import Testing

@testable import Motion

/// Expected values worked out by hand from SwiftUI's keyframe definitions and SEMANTICS §4.
@Suite struct KeyframeTrackTests {
    @Test func linearKeyframesFollowTheirTimingCurve() {
        // 0 → 100 over 2 s easeIn, then → 0 over 1 s linear.
        let track = KeyframeTrack(
            from: 0,
            keyframes: [.linear(to: 100, duration: 2, curve: .easeIn), .linear(to: 0, duration: 1, curve: .linear)])
        #expect(track.duration == 3)
        #expect(track.value(at: -1) == 0)
        // easeIn(0.5) = 0.3154 (SEMANTICS §4).
        #expect(abs(track.value(at: 1) - 31.54) < 0.01)
        #expect(track.value(at: 2) == 100)
        #expect(abs(track.value(at: 2.5) - 50) < 1e-9)
        // −100 per second on the linear segment.
        #expect(abs(track.velocity(at: 2.5) + 100) < 1e-9)
        #expect(track.value(at: 5) == 0)
        #expect(track.finalValue == 0)
    }

    @Test func springKeyframeFollowsTheUnderdampedFormula() {
        // Spring(duration 0.5, bounce 0.3): ζ = 0.7, λ = 2π·0.7/0.5 = 8.796459, ω = 2π√0.51/0.5 = 8.974184.
        // 10·(1 − e^(−λt)(cos ωt + (λ/ω) sin ωt)) at t = 0.25 is 9.840875, at 0.5 is 10.144984.
        let spring = Spring(duration: 0.5, bounce: 0.3)
        let track = KeyframeTrack(from: 0, keyframes: [.spring(to: 10, duration: 0.5, spring: spring, startVelocity: nil)])
        #expect(abs(track.value(at: 0.25) - 9.840875) < 1e-6)
        // Cut at its duration: the track holds the value the spring had then.
        #expect(abs(track.finalValue - 10.144984) < 1e-6)
        #expect(abs(track.value(at: 3) - 10.144984) < 1e-6)
    }

    @Test func springKeyframeStartsWithItsStartVelocity() {
        // startVelocity 20 per second is v₀ = 2 targets per second on 0 → 10:
        // 10·(1 − e^(−λt)(cos ωt + ((λ − 2)/ω) sin ωt)) = 10.034179 at 0.25 s.
        let spring = Spring(duration: 0.5, bounce: 0.3)
        let track = KeyframeTrack(from: 0, keyframes: [.spring(to: 10, duration: 0.5, spring: spring, startVelocity: 20)])
        #expect(abs(track.value(at: 0.25) - 10.034179) < 1e-6)
        #expect(abs(track.velocity(at: 0) - 20) < 1e-9)
    }

    @Test func springKeyframeWithoutDurationLastsItsSettlingTime() {
        // Spring() (duration 0.5, bounce 0) settles at 0.8 s (SEMANTICS §4).
        let track = KeyframeTrack(from: 0, keyframes: [.spring(to: 1, duration: nil, spring: Spring(), startVelocity: nil)])
        #expect(abs(track.duration - 0.8) < 1e-9)
    }

    @Test func springKeyframeContinuesThePreviousVelocity() {
        // After linear 0 → 10 in 1 s (10 per second), the spring starts at 10 per second.
        let track = KeyframeTrack(
            from: 0,
            keyframes: [
                .linear(to: 10, duration: 1, curve: .linear),
                .spring(to: 0, duration: 0.5, spring: Spring(duration: 0.5, bounce: 0.3), startVelocity: nil),
            ])
        #expect(abs(track.velocity(at: 1) - 10) < 1e-9)
        #expect(track.value(at: 1) == 10)
    }

    @Test func cubicKeyframeWithGivenVelocitiesIsHermite() {
        // Both velocities 0 over 0 → 10 in 1 s: 10·(3u² − 2u³); at u = 0.25: 1.5625, at 0.5: 5.
        let track = KeyframeTrack(from: 0, keyframes: [.cubic(to: 10, duration: 1, startVelocity: 0, endVelocity: 0)])
        #expect(abs(track.value(at: 0.25) - 1.5625) < 1e-12)
        #expect(abs(track.value(at: 0.5) - 5) < 1e-12)
        // Velocity 40 → 0: h10·d·40 adds 0.125·40 = 5 at u = 0.5.
        let fast = KeyframeTrack(from: 0, keyframes: [.cubic(to: 10, duration: 1, startVelocity: 40, endVelocity: 0)])
        #expect(abs(fast.value(at: 0.5) - 10) < 1e-12)
        #expect(abs(fast.velocity(at: 0) - 40) < 1e-12)
    }

    @Test func adjacentCubicKeyframesAreCatmullRom() {
        // 0 → 10 → 30, 1 s each: the tangent at 10 is (30 − 0)/2 = 15 per second; the ends are at rest.
        // First half: 0.5·0 + 0.5·10 − 0.125·15 = 3.125; second: 0.5·10 + 0.125·15 + 0.5·30 = 21.875.
        let track = KeyframeTrack(
            from: 0,
            keyframes: [
                .cubic(to: 10, duration: 1, startVelocity: nil, endVelocity: nil),
                .cubic(to: 30, duration: 1, startVelocity: nil, endVelocity: nil),
            ])
        #expect(abs(track.value(at: 0.5) - 3.125) < 1e-12)
        #expect(abs(track.velocity(at: 0.999_999) - 15) < 1e-4)
        #expect(abs(track.velocity(at: 1) - 15) < 1e-12)
        #expect(abs(track.value(at: 1.5) - 21.875) < 1e-12)
        #expect(track.value(at: 2) == 30)
    }

    @Test func cubicAfterLinearStartsWithItsEndVelocity() {
        // Linear 0 → 10 in 1 s ends at 10 per second; a cubic 10 → 10 then starts at 10 per
        // second and ends at rest: 0.5·10 + 0.125·10 + 0.5·10 = 11.25 halfway.
        let track = KeyframeTrack(
            from: 0,
            keyframes: [
                .linear(to: 10, duration: 1, curve: .linear), .cubic(to: 10, duration: 1, startVelocity: nil, endVelocity: nil),
            ])
        #expect(abs(track.value(at: 1.5) - 11.25) < 1e-12)
    }

    @Test func cubicBeforeLinearEndsWithItsStartVelocity() {
        // A cubic 0 → 10 in 1 s before linear 10 → 30 in 1 s (20 per second) ends at 20 per second:
        // 0.5·10 − 0.125·20 = 2.5 halfway.
        let track = KeyframeTrack(
            from: 0,
            keyframes: [
                .cubic(to: 10, duration: 1, startVelocity: nil, endVelocity: nil), .linear(to: 30, duration: 1, curve: .linear),
            ])
        #expect(abs(track.value(at: 0.5) - 2.5) < 1e-12)
    }

    @Test func moveKeyframeJumps() {
        // 0 → 10 linearly in 1 s, jump to 50, then → 0 linearly in 1 s.
        let track = KeyframeTrack(
            from: 0,
            keyframes: [
                .linear(to: 10, duration: 1, curve: .linear), .move(to: 50), .linear(to: 0, duration: 1, curve: .linear),
            ])
        #expect(track.duration == 2)
        #expect(abs(track.value(at: 0.5) - 5) < 1e-12)
        #expect(track.value(at: 1) == 50)
        #expect(abs(track.value(at: 1.5) - 25) < 1e-12)
        let onlyMove = KeyframeTrack(from: 3, keyframes: [.move(to: 7)])
        #expect(onlyMove.duration == 0)
        #expect(onlyMove.finalValue == 7)
        #expect(onlyMove.value(at: 0) == 7)
    }

    @Test func emptyTrackHoldsItsInitialValue() {
        let track = KeyframeTrack(from: 4, keyframes: [])
        #expect(track.duration == 0)
        #expect(track.value(at: 1) == 4)
        #expect(track.velocity(at: 1) == 0)
    }

    @Test func hostileNumbersStayFinite() {
        let track = KeyframeTrack(
            from: .nan,
            keyframes: [
                .linear(to: .infinity, duration: .infinity, curve: .linear),
                .cubic(to: 1, duration: -5, startVelocity: .nan, endVelocity: 1e300),
            ])
        for t in [0.0, 1, 1e9, 2e9] {
            #expect(track.value(at: t).isFinite)
            #expect(track.velocity(at: t).isFinite)
        }
    }
}
