import Foundation
import Testing

@testable import Timeline

/// phaseAnimator in the timeline: each phase is an update animated with the phase's animation.
@Suite struct PhaseAnimatorTests {
    @Test func withoutTriggerItCyclesFromTheFirstPhase() throws {
        let json = """
            {"canvas": {"width": 200, "height": 200},
             "body": {"type": "Circle", "modifiers": [{"frame": {"width": 20, "height": 20}},
               {"phaseAnimator": {"phases": [1, 2], "animation": {"linear": {"duration": 1}},
                 "content": [{"scaleEffect": "phase"}]}}]}}
            """
        let animator = try TimelineTestSupport.animator(json)
        // 1 → 2 over [0, 1], 2 → 1 over [1, 2], and so on.
        #expect(close(animator.presentation(at: 0).scale, 1))
        #expect(close(animator.presentation(at: 0.5).scale, 1.5))
        #expect(close(animator.presentation(at: 1.25).scale, 1.75))
        #expect(close(animator.presentation(at: 2.5).scale, 1.5))
        #expect(close(animator.presentation(at: 3.75).scale, 1.25))
        // Timing curves only: one repeating loop, no update per phase, sampled at any time.
        #expect(animator.updates.count == 1)
        #expect(animator.repeatsForever)
        #expect(close(animator.presentation(at: 1000.5).scale, 1.5))
        #expect(close(animator.presentation(at: 59.25).scale, 1.75))
    }

    @Test func aLoopFollowsEachPhasesCurve() throws {
        let json = """
            {"canvas": {"width": 200, "height": 200},
             "body": {"type": "Circle", "modifiers": [{"frame": {"width": 20, "height": 20}},
               {"phaseAnimator": {"phases": [0, 10, 20], "animation": "phase == 20 ? 'easeIn' : 'linear'",
                 "content": [{"offset": {"x": "phase"}}]}}]}}
            """
        let animator = try TimelineTestSupport.animator(json)
        // 0.35 s each: → 10 (linear) over [0, 0.35], → 20 (easeIn) over [0.35, 0.7], → 0 (linear)
        // over [0.7, 1.05]; a 1.05 s cycle, here its 101st.
        #expect(animator.updates.count == 1)
        #expect(close(animator.presentation(at: 105 + 0.175).offset?.x, 5, 1e-6))
        // easeIn(0.5) = 0.3154 (SEMANTICS §4).
        #expect(close(animator.presentation(at: 105 + 0.525).offset?.x, 13.154, 1e-3))
        #expect(close(animator.presentation(at: 105 + 0.875).offset?.x, 10, 1e-6))
    }

    @Test func phasesWithoutAnimationLoopHoldingEachOneFrame() throws {
        let json = """
            {"canvas": {"width": 200, "height": 200},
             "body": {"type": "Circle", "modifiers": [
               {"phaseAnimator": {"phases": [0, 1], "animation": null, "content": [{"opacity": "phase"}]}}]}}
            """
        let animator = try TimelineTestSupport.animator(json)
        // Phase 1 at once, 1/60 s; phase 0, 1/60 s; a 1/30 s cycle. 30.005 s is 0.005 into one.
        #expect(animator.updates.count == 1)
        #expect(close(animator.presentation(at: 30.005).opacity ?? 1, 1))
        #expect(close(animator.presentation(at: 30.025).opacity ?? 1, 0))
    }

    @Test func aSpringPhaseKeepsTheUpdatesPerPhase() throws {
        let json = """
            {"canvas": {"width": 200, "height": 200},
             "body": {"type": "Circle", "modifiers": [{"frame": {"width": 20, "height": 20}},
               {"phaseAnimator": {"phases": [1, 2], "animation": "phase == 2 ? 'bouncy' : 'linear'",
                 "content": [{"scaleEffect": "phase"}]}}]}}
            """
        let animator = try TimelineTestSupport.animator(json)
        // A spring may still move when the next phase starts: each phase stays an update.
        #expect(animator.trace.filter { $0.cause == .phase("/@1") }.count > 2)
    }

    @Test func anAnimationModifierInTheContentKeepsTheUpdatesPerPhase() throws {
        // `.opacity(phase == 1 ? 1 : 0).animation(nil)` inside the content: each phase's linear
        // 1 s animation does not reach the opacity, which jumps. The step into phase 2 starts at
        // 0 (opacity 0 at once), the step back into phase 1 at 1 (opacity 1 at once); a loop
        // along the phases' curve would give 0.5 at 0.5 and at 1.5.
        let json = """
            {"canvas": {"width": 200, "height": 200},
             "body": {"type": "Circle", "modifiers": [{"frame": {"width": 20, "height": 20}},
               {"phaseAnimator": {"phases": [1, 2], "animation": {"linear": {"duration": 1}},
                 "content": [{"opacity": "phase == 1 ? 1 : 0"}, {"animation": null}]}}]}}
            """
        let animator = try TimelineTestSupport.animator(json)
        #expect(close(animator.presentation(at: 0.5).opacity ?? 1, 0))
        #expect(close(animator.presentation(at: 1.5).opacity ?? 0, 1))
    }

    @Test func aTriggerRunsThroughThePhasesOnceAndBack() throws {
        let json = """
            {"canvas": {"width": 200, "height": 200}, "state": {"taps": 0},
             "body": {"type": "Circle", "modifiers": [{"frame": {"width": 20, "height": 20}},
               {"phaseAnimator": {"phases": [0, 10, 20], "trigger": "taps",
                 "animation": "phase == 20 ? 'easeIn' : 'linear'",
                 "content": [{"offset": {"x": "phase"}}]}}]},
             "timeline": [{"at": 1, "set": {"taps": 1}}]}
            """
        let animator = try TimelineTestSupport.animator(json)
        // linear and easeIn last 0.35 s: → 10 over [1, 1.35], → 20 (easeIn) over [1.35, 1.7], → 0 over [1.7, 2.05].
        #expect(close(animator.presentation(at: 0.9).offset?.x, 0))
        #expect(close(animator.presentation(at: 1.175).offset?.x, 5))
        // easeIn(0.5) = 0.3154 (SEMANTICS §4).
        #expect(close(animator.presentation(at: 1.525).offset?.x, 13.154, 1e-3))
        #expect(close(animator.presentation(at: 1.875).offset?.x, 10))
        #expect(close(animator.presentation(at: 3).offset?.x, 0))
        #expect(!animator.repeatsForever)
        #expect(animator.trace.filter { $0.cause == .phase("/@1") }.count == 3)
    }

    @Test func cyclingIsBoundedByTheTimelineLength() throws {
        let json = """
            {"canvas": {"width": 200, "height": 200},
             "body": {"type": "Circle", "modifiers": [
               {"phaseAnimator": {"phases": [0, 1], "animation": "phase == 1 ? 'bouncy' : null", "content": [{"opacity": "phase"}]}}]}}
            """
        let animator = try TimelineTestSupport.animator(json)
        // With a spring the phases stay updates. Phase 0 (no animation) is held one frame
        // (1/60 s), phase 1's spring until it settles; maxDuration (60 s) ends it.
        #expect(animator.updates.count > 100)
        #expect((animator.updates.last?.time ?? 0) <= 60)
        #expect(animator.skippedEvents.isEmpty)
    }
}

@Suite struct AnimatorInComponentTests {
    @Test func anAnimatorInsideAComponentBodyStepsWithoutReevaluatingIt() throws {
        // Dot's body holds the animator; its argument `taps` is the trigger. Steps of linear 0.5 s:
        // 0 → 10 over [1, 1.5], 10 → 0 over [1.5, 2]. The update at 1.2 (another state) reuses the body.
        let json = """
            {"canvas": {"width": 200, "height": 200}, "state": {"n": 0, "other": 0},
             "components": {"Dot": {"params": {"taps": 0}, "body": {"type": "Circle", "modifiers": [
               {"frame": {"width": 10, "height": 10}},
               {"phaseAnimator": {"phases": [0, 10], "trigger": "taps", "animation": {"linear": {"duration": 0.5}},
                 "content": [{"offset": {"x": "phase"}}]}}]}}},
             "body": {"type": "VStack", "children": [{"type": "Dot", "taps": "n"}, {"type": "Text", "text": "\\\\(other)"}]},
             "timeline": [{"at": 1, "set": {"n": 1}}, {"at": 1.2, "set": {"other": 1}}]}
            """
        let animator = try TimelineTestSupport.animator(json)
        let dot = "/0/Dot"
        #expect(close(animator.presentation(at: 1.25).find(dot)?.offset?.x, 5))
        #expect(close(animator.presentation(at: 1.75).find(dot)?.offset?.x, 5))
        #expect(close(animator.presentation(at: 2.5).find(dot)?.offset?.x, 0))
        // Phase steps evaluate no body; the step at 1.5 still finds the animator after the reuse at 1.2.
        let steps = animator.trace.filter { $0.cause == .phase(dot + "@1") }
        #expect(steps.map(\.time) == [1, 1.5])
        #expect(steps.allSatisfy { $0.bodies.isEmpty })
    }
}
