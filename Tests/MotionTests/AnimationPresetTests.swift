import Foundation
import Testing

@testable import Motion

@Suite struct AnimationPresetTests {
    @Test func curvesDefaultToThirtyFiveHundredths() {
        for animation in [Animation.linear, .easeIn, .easeOut, .easeInOut] {
            guard case .curve(_, let duration) = animation.base else {
                Issue.record("\(animation) is not a curve")
                continue
            }
            #expect(duration == 0.35)
            #expect(animation.logicalCompletionTime == 0.35)
        }
        #expect(Animation.easeIn.base == .curve(.easeIn, duration: 0.35))
        #expect(Animation.timingCurve(0.42, 0, 0.58, 1, duration: 2) == .easeInOut(duration: 2))
    }

    @Test func springPresetsFollowSemantics() {
        #expect(Animation.spring.base == .spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0))
        #expect(Animation.spring() == .spring)
        #expect(Animation.spring(duration: 0.5, bounce: 0) == .smooth)
        #expect(Animation.smooth.base == .spring(response: 0.5, dampingFraction: 1, blendDuration: 0))
        // snappy: bounce 0.15 → ζ = 0.85; bouncy: 0.3 → 0.7; bouncy(extraBounce: 0.1): 0.4 → 0.6.
        #expect(close(Self.dampingFraction(.snappy), 0.85, 1e-15))
        #expect(close(Self.dampingFraction(.bouncy), 0.7, 1e-15))
        #expect(close(Self.dampingFraction(.bouncy(extraBounce: 0.1)), 0.6, 1e-15))
        // smooth(extraBounce: −0.5): ζ = 1/(1 − 0.5) = 2.
        #expect(close(Self.dampingFraction(.smooth(extraBounce: -0.5)), 2, 1e-15))
        #expect(Animation.interactiveSpring.base == .spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
        #expect(Animation.spring(Spring(duration: 0.7, bounce: 0.2)) == .spring(duration: 0.7, bounce: 0.2))
    }

    @Test func defaultIsItsOwnValueButMovesLikeItsSpring() {
        let twin = Animation.spring(response: 0.55, dampingFraction: 1)
        #expect(Animation.default != twin)
        for t in [0.0, 0.1, 0.3, 0.6, 1.0] {
            #expect(Animation.default.progress(at: t) == twin.progress(at: t))
        }
        #expect(Animation.default.logicalCompletionTime == twin.logicalCompletionTime)
    }

    @Test func interpolatingSpringForms() {
        #expect(Animation.interpolatingSpring(stiffness: 100, damping: 10).base
            == .interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0))
        // duration 0.5, bounce 0.3: stiffness (4π)², damping 2·0.7·4π (Apple's 157.9 and 17.6).
        guard case .interpolatingSpring(_, let stiffness, let damping, _) = Animation.interpolatingSpring(duration: 0.5, bounce: 0.3).base else {
            Issue.record("not an interpolating spring")
            return
        }
        #expect(close(stiffness, 16 * .pi * .pi, 1e-9))
        #expect(close(damping, 5.6 * .pi, 1e-9))
    }

    @Test func springProgressIsTheSpringValue() {
        // Mass 1, stiffness 100, damping 10: λ = 5, ω = √75; 1 − e^(−λt)(cos ωt + (λ/ω) sin ωt).
        let t = 0.3, lambda = 5.0, omega = 75.0.squareRoot()
        let expected = 1 - Foundation.exp(-lambda * t) * (Foundation.cos(omega * t) + lambda / omega * Foundation.sin(omega * t))
        #expect(close(Animation.interpolatingSpring(stiffness: 100, damping: 10).progress(at: t), expected, 1e-12))
        #expect(close(Animation.interpolatingSpring(stiffness: 100, damping: 10).logicalCompletionTime!, 1.7399029, 1e-7))
    }

    @Test func combiningBehaviour() {
        for animation in [Animation.smooth, .snappy, .bouncy, .spring, .interactiveSpring, .default, .smooth.speed(2)] {
            #expect(animation.combiningBehavior == .merges)
        }
        for animation in [Animation.linear, .easeInOut, .interpolatingSpring, .smooth.delay(0.1), .bouncy.repeatCount(2)] {
            #expect(animation.combiningBehavior == .adds)
        }
    }

    private static func dampingFraction(_ animation: Animation) -> Double {
        if case .spring(_, let dampingFraction, _) = animation.base { return dampingFraction }
        return .nan
    }
}
