import Testing

@testable import Motion

/// The printed forms seed 004's `transactionMonitor` shows, and the forms derived from them.
@Suite struct AnimationDescriptionTests {
    @Test func linearPrintsAsSeed004() {
        #expect(Animation.linear.description
            == "BezierAnimation(duration: 0.35, curve: SwiftUI.UnitCurve.CubicSolver(ax: -2.0, bx: 3.0, cx: 0.0, ay: -2.0, by: 3.0, cy: 0.0))")
    }

    @Test func smoothPrintsAsSeed004() {
        #expect(Animation.smooth.description == "FluidSpringAnimation(response: 0.5, dampingFraction: 1.0, blendDuration: 0.0)")
    }

    @Test func otherBases() {
        #expect(Animation.default.description == "DefaultAnimation()")
        #expect(Animation.interactiveSpring.description == "FluidSpringAnimation(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)")
        #expect(Animation.interpolatingSpring(stiffness: 100, damping: 10).description
            == "SpringAnimation(mass: 1.0, stiffness: 100.0, damping: 10.0, initialVelocity: SwiftUI._Velocity<Swift.Double>(valuePerSecond: 0.0))")
        #expect(Animation.timingCurve(.circularEaseIn, duration: 1).description
            == "UnitCurveAnimation(duration: 1.0, curve: SwiftUI.UnitCurve(function: SwiftUI.UnitCurve.Function.circularEaseIn))")
    }

    @Test func modifiersWrapTheBase() {
        #expect(Animation.smooth.delay(1).description
            == "InternalCustomAnimationModifiedContent<FluidSpringAnimation, DelayAnimation>(_base: "
            + "SwiftUI.CustomAnimationModifiedContent<SwiftUI.FluidSpringAnimation, SwiftUI.DelayAnimation>("
            + "base: SwiftUI.FluidSpringAnimation(response: 0.5, dampingFraction: 1.0, blendDuration: 0.0), "
            + "modifier: SwiftUI.DelayAnimation(delay: 1.0)))")
        let nested = Animation.default.repeatCount(3).speed(2).description
        #expect(nested.hasPrefix(
            "InternalCustomAnimationModifiedContent<InternalCustomAnimationModifiedContent<DefaultAnimation, RepeatAnimation>, SpeedAnimation>(_base: "
            + "SwiftUI.CustomAnimationModifiedContent<SwiftUI.InternalCustomAnimationModifiedContent<SwiftUI.DefaultAnimation, SwiftUI.RepeatAnimation>, SwiftUI.SpeedAnimation>("))
        #expect(nested.contains("SwiftUI.RepeatAnimation(repeatCount: Optional(3), autoreverses: true)"))
        #expect(nested.hasSuffix("modifier: SwiftUI.SpeedAnimation(speed: 2.0)))"))
        #expect(Animation.default.repeatForever(autoreverses: false).description.contains("RepeatAnimation(repeatCount: nil, autoreverses: false)"))
    }
}
