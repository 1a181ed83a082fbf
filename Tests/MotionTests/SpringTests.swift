import Foundation
import Testing

@testable import Motion

@Suite struct SpringTests {
    @Test func durationAndBounceGiveApplesStiffnessAndDamping() {
        // Apple: duration 0.5, bounce 0.3 → stiffness 157.9, damping 17.6.
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(close(spring.stiffness, 157.9, 0.05))
        #expect(close(spring.damping, 17.6, 0.05))
        #expect(spring.mass == 1)
    }

    @Test func massStiffnessDampingGiveApplesDurationAndBounce() {
        // Apple: mass 1, stiffness 100, damping 10 → duration 0.63, bounce 0.5.
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(close(spring.duration, 0.63, 0.005))
        #expect(close(spring.bounce, 0.5, 1e-12))
        // ω₀ = 10, λ = 10/2 = 5, ω = √(100 − 25).
        #expect(close(spring.decayConstant, 5, 1e-12))
        #expect(close(spring.angularFrequency, 75.0.squareRoot(), 1e-12))
    }

    @Test func frequencyAndDecayFromSemantics() {
        // SEMANTICS §4: Spring(duration: 0.7, bounce: 0.2) has ω = 5.385587, λ = 7.180783.
        let spring = Spring(duration: 0.7, bounce: 0.2)
        #expect(close(spring.angularFrequency, 5.385587, 1e-6))
        #expect(close(spring.decayConstant, 7.180783, 1e-6))
    }

    @Test func responseAndDampingRatio() {
        // λ = 2πζ/r, ω = 2π√(1 − ζ²)/r with r = 0.5, ζ = 0.825.
        let spring = Spring(response: 0.5, dampingRatio: 0.825)
        #expect(close(spring.decayConstant, 2 * .pi * 0.825 / 0.5, 1e-12))
        #expect(close(spring.angularFrequency, 2 * .pi * (1 - 0.825 * 0.825).squareRoot() / 0.5, 1e-12))
        #expect(close(spring.response, 0.5, 1e-12))
    }

    @Test func negativeBounceIsOverdamped() {
        // ζ = 1/(1 + b) = 2 for b = −0.5, and bounce reads back as 1/ζ − 1.
        let spring = Spring(duration: 1, bounce: -0.5)
        #expect(close(spring.dampingRatio, 2, 1e-12))
        #expect(close(spring.bounce, -0.5, 1e-12))
    }

    @Test func dampingAboveCriticalIsCriticalUnlessAllowed() {
        // ω₀ = 10, critical damping 2·m·ω₀ = 20.
        #expect(Spring(stiffness: 100, damping: 30).dampingRatio == 1)
        #expect(close(Spring(stiffness: 100, damping: 30, allowOverDamping: true).dampingRatio, 1.5, 1e-12))
    }

    @Test func criticallyDampedValue() {
        // Spring(duration: 0.5, bounce: 0): λ = 4π; at t = 1/λ the value is 1 − e⁻¹(1 + 1) = 1 − 2/e.
        let spring = Spring(duration: 0.5, bounce: 0)
        #expect(close(spring.value(at: 1 / (4 * .pi)), 1 - 2 / M_E, 1e-12))
    }

    @Test func underdampedValueAtHalfPeriod() {
        // duration 1, bounce 0.5: ζ = 0.5, λ = π, ω = 2π√0.75. At t = π/ω, cos = −1, sin = 0:
        // 1 − e^(−λt)·(−1) = 1 + e^(−π²/ω) = 1.1630335.
        let spring = Spring(duration: 1, bounce: 0.5)
        #expect(close(spring.value(at: .pi / spring.angularFrequency), 1.1630335, 1e-7))
        #expect(close(spring.velocity(at: .pi / spring.angularFrequency), 0, 1e-12))
    }

    @Test func overdampedValue() {
        // duration 1, bounce −0.5: r₁ = −λ + ω = −1.6835744, r₂ = −λ − ω; A = r₂/(r₂ − r₁) = 1.0773503,
        // B = 1 − A; value(0.5) = 1 − (A·e^(0.5r₁) + B·e^(0.5r₂)) = 0.5357277.
        #expect(close(Spring(duration: 1, bounce: -0.5).value(at: 0.5), 0.5357277, 1e-7))
    }

    @Test func initialVelocityShapesTheStart() {
        // Value starts at 0 with the given slope; the formula's derivative at 0 is v₀.
        for spring in [Spring.bouncy, Spring.smooth, Spring(duration: 0.5, bounce: -0.5)] {
            #expect(spring.value(at: 0, initialVelocity: 3) == 0)
            #expect(close(spring.velocity(at: 0, initialVelocity: 3), 3, 1e-12))
            #expect(close(spring.velocity(at: 0), 0, 1e-12))
        }
    }

    @Test func vectorValueScalesTheUnitValue() {
        let spring = Spring.snappy
        let value = spring.value(target: AnimatablePair(10.0, -4.0), time: 0.2)
        #expect(close(value.first, 10 * spring.value(at: 0.2), 1e-12))
        #expect(close(value.second, -4 * spring.value(at: 0.2), 1e-12))
        let velocity = spring.velocity(target: 10.0, initialVelocity: 5.0, time: 0.1)
        // Linear in (target, velocity): 10·unit velocity with v₀ = 0.5 per target.
        #expect(close(velocity, 10 * spring.velocity(at: 0.1, initialVelocity: 0.5), 1e-12))
    }

    @Test func velocityIsTheDerivativeOfValue() {
        var random = SeededGenerator(seed: 10)
        for _ in 0..<300 {
            let spring = Spring(duration: random.double(in: 0.05...3), bounce: random.double(in: -0.95...0.95))
            let v0 = random.double(in: -10...10), t = random.double(in: 0.01...3), h = 1e-6
            let difference = (spring.value(at: t + h, initialVelocity: v0) - spring.value(at: t - h, initialVelocity: v0)) / (2 * h)
            #expect(close(spring.velocity(at: t, initialVelocity: v0), difference, 1e-5 * max(1, abs(difference))))
        }
    }

    @Test func sineCosineMatchesLibm() {
        var random = SeededGenerator(seed: 11)
        for _ in 0..<1000 {
            let x = random.double(in: -2000...2000)
            let result = sineCosine(x)
            #expect(close(result.sin, sin(x), 1e-14))
            #expect(close(result.cos, cos(x), 1e-14))
        }
    }

    @Test func springsReachTheirTarget() {
        var random = SeededGenerator(seed: 12)
        for _ in 0..<300 {
            let spring = Spring(duration: random.double(in: 0.05...3), bounce: random.double(in: -0.9...0.9))
            let settle = spring.settlingDuration
            #expect(close(spring.value(at: 10 * settle + 10 * spring.duration), 1, 1e-6))
            // The underdamped estimate bounds the envelope only when ω ≥ 1, so allow a few ε.
            #expect(abs(1 - spring.value(at: settle)) < 0.01)
        }
    }
}
