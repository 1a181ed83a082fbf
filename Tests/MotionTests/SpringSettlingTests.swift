import Testing

@testable import Motion

@Suite struct SpringSettlingTests {
    @Test func defaultSpringSettlesAtEightTenths() {
        // SEMANTICS: Spring() (duration 0.5, bounce 0) settles at 0.8 s: the error e^(−λt)(1 + λt)
        // with λ = 4π is 1.48e−3 at 0.7 s and 4.75e−4 at 0.8 s.
        #expect(close(Spring().settlingDuration, 0.8, 1e-9))
    }

    @Test func criticalGridSearch() {
        // λ = 2π: the error drops below 0.001 between 1.4 s (1.48e−3) and 1.5 s (8.4e−4).
        #expect(close(Spring(duration: 1, bounce: 0).settlingDuration, 1.5, 1e-9))
        // With v₀ = −20 the error e^(−λt)(1 + (λ + 20)t) stays above ε until 0.9 s.
        #expect(close(Spring(duration: 0.5, bounce: 0).settlingDuration(initialVelocity: -20), 0.9, 1e-9))
    }

    @Test func overdampedGridSearch() {
        // duration 0.5, bounce −0.5: stepping the two-exponential error by 0.1 s gives 2.1 s.
        #expect(close(Spring(duration: 0.5, bounce: -0.5).settlingDuration, 2.1, 1e-9))
    }

    @Test func underdampedClosedForm() {
        // −ln(ε/(|λ − v₀| + 1))/λ with λ = 2π·0.7/0.5 (bouncy): 1.0447131; with v₀ = 3: 1.0031487.
        #expect(close(Spring.bouncy.settlingDuration, 1.0447131, 1e-7))
        #expect(close(Spring.bouncy.settlingDuration(initialVelocity: 3), 1.0031487, 1e-7))
        // spring(response: 0.5, dampingFraction: 0.825): λ = 10.367256 → 0.9007680.
        #expect(close(Spring(response: 0.5, dampingRatio: 0.825).settlingDuration, 0.9007680, 1e-7))
        // mass 1, stiffness 100, damping 10: λ = 5 → ln(6/0.001)/5 = 1.7399029.
        #expect(close(Spring(mass: 1, stiffness: 100, damping: 10).settlingDuration, 1.7399029, 1e-7))
    }

    @Test func vectorTargetsUseTheVelocityAlongTheTarget() {
        // Target (10, 0) with velocity (30, 7): 30/10 = 3 along the target.
        let duration = Spring.bouncy.settlingDuration(target: AnimatablePair(10.0, 0.0), initialVelocity: AnimatablePair(30.0, 7.0))
        #expect(close(duration, Spring.bouncy.settlingDuration(initialVelocity: 3), 1e-12))
        #expect(Spring.bouncy.settlingDuration(target: 0.0) == 0)
    }

    @Test func extremesStayFinite() {
        #expect(Spring(duration: 0.5, bounce: 1).settlingDuration == MotionLimits.maximumSettlingDuration)
        #expect(Spring(duration: 0.5, bounce: -1).settlingDuration == MotionLimits.maximumSettlingDuration)
        #expect(Spring(duration: 0, bounce: 0).settlingDuration == 0)
        #expect(Spring(duration: 1e12, bounce: 0).settlingDuration == MotionLimits.maximumSettlingDuration)
        let huge = Spring(duration: 5000, bounce: 0).settlingDuration
        #expect(huge.isFinite && huge > 5000 && huge < 10_000)
    }
}
