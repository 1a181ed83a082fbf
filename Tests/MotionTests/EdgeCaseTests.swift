import Testing

@testable import Motion

/// Degenerate inputs: nothing may produce NaN or infinity, crash or hang.
@Suite struct EdgeCaseTests {
    static let numbers: [Double] = [.nan, .infinity, -.infinity, -5, -1, 0, 1e-300, 1e-9, 0.5, 2, 1e6, 1e300]
    static let times: [Double] = [.nan, -.infinity, -1, 0, 1e-12, 0.01, 0.5, 1, 3, 1e5, 1e9, 1e300, .infinity]

    static var animations: [Animation] {
        var result: [Animation] = []
        for x in numbers {
            result += [
                .linear(duration: x), .easeInOut(duration: x), .timingCurve(x, x, -x, x, duration: 1),
                .timingCurve(.circularEaseInOut, duration: x),
                .spring(response: x, dampingFraction: 0.5), .spring(response: 0.5, dampingFraction: x),
                .spring(response: 0.3, dampingFraction: 0.8, blendDuration: x),
                .spring(duration: 0.5, bounce: x), .spring(duration: 0.5, bounce: -x), .bouncy(extraBounce: x),
                .interpolatingSpring(mass: x, stiffness: 100, damping: 10), .interpolatingSpring(stiffness: x, damping: 10),
                .interpolatingSpring(stiffness: 100, damping: x), .interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: x),
                .interpolatingSpring(duration: x, bounce: x),
                .easeIn.delay(x), .easeIn.delay(-x), .smooth.speed(x), .easeOut.speed(-x),
                .linear(duration: x).repeatForever(), .smooth.repeatCount(2).speed(x),
            ]
        }
        for count in [Int.min, -3, 0, 1, 2, Int.max] {
            result += [.linear.repeatCount(count), .bouncy.repeatCount(count, autoreverses: false).repeatForever()]
        }
        return result
    }

    @Test func animationsStayFinite() {
        for animation in Self.animations {
            for t in Self.times {
                #expect(animation.progress(at: t).isFinite, "\(animation) at \(t)")
                #expect(animation.velocity(at: t).isFinite, "\(animation) at \(t)")
            }
            if let completion = animation.logicalCompletionTime { #expect(completion.isFinite && completion >= 0) }
            #expect(!animation.description.isEmpty)
            _ = animation.schedule
        }
    }

    @Test func tracksStayFinite() {
        for animation in Self.animations {
            var value = AnimatedValue(0.0)
            value.set(100, at: 0, animation: animation)
            value.set(-30, at: 0.2, animation: .interactiveSpring)
            value.set(60, at: 0.3, animation: animation)
            for t in Self.times {
                #expect(value.value(at: t).isFinite, "\(animation) at \(t)")
                #expect(value.velocity(at: t).isFinite, "\(animation) at \(t)")
            }
            if let end = value.endTime { #expect(end.isFinite) }
        }
    }

    @Test func springsStayFinite() {
        for x in Self.numbers {
            for spring in [Spring(duration: x, bounce: 0.3), Spring(duration: 0.5, bounce: x), Spring(response: x, dampingRatio: x),
                           Spring(mass: x, stiffness: x, damping: x), Spring(mass: x, stiffness: x, damping: x, allowOverDamping: true)] {
                for t in Self.times {
                    #expect(spring.value(at: t, initialVelocity: x.isFinite ? x : 0).isFinite, "\(spring) at \(t)")
                    #expect(spring.velocity(at: t).isFinite, "\(spring) at \(t)")
                }
                #expect(spring.settlingDuration.isFinite)
                #expect(spring.settlingDuration(initialVelocity: x).isFinite)
                #expect(spring.stiffness.isFinite && spring.damping.isFinite && spring.duration.isFinite && spring.bounce.isFinite)
            }
        }
    }

    @Test func zeroDurationsCompleteAtOnce() {
        #expect(Animation.linear(duration: 0).progress(at: 0) == 1)
        #expect(Animation.linear(duration: 0).progress(at: -0.001) == 0)
        #expect(Animation.linear(duration: 0).logicalCompletionTime == 0)
        #expect(Spring(duration: 0, bounce: 0).value(at: 0.001) == 1)
        #expect(Animation.spring(response: 0).logicalCompletionTime == 0)
        #expect(Animation.linear(duration: 0).repeatForever().repeatsForever == false)
    }

    @Test func hugeDurationsAreBounded() {
        // Durations are clamped to MotionLimits.maximumTime (10⁹ s).
        #expect(Animation.linear(duration: 1e300).progress(at: 5e8) == 0.5)
        #expect(Animation.linear(duration: .infinity).logicalCompletionTime == MotionLimits.maximumTime)
    }

    @Test func bounceBeyondOneIsClamped() {
        #expect(Spring(duration: 0.5, bounce: 3) == Spring(duration: 0.5, bounce: 1))
        #expect(Spring(duration: 0.5, bounce: -3) == Spring(duration: 0.5, bounce: -1))
        #expect(Spring(duration: 0.5, bounce: 1).dampingRatio == 0)
    }
}
