import Foundation
import Layout
import Testing

@testable import Timeline

/// A cycling phaseAnimator (no trigger) played as one keyframe loop keeps cycling through later
/// updates: a state change, a sibling inserted, the animator leaving and coming back. Expected
/// values by hand from the phases' durations: phases [0, 10] with linear 1 s steps enter 10
/// over [2n, 2n + 1] and 0 over [2n + 1, 2n + 2], so x(t) = 10·(t − 2n) on the first half of
/// each 2 s cycle and 10 − 10·(t − 2n − 1) on the second.
@Suite struct PhaseLoopHandBackTests {
    static func scene(state: String, circleModifiers: String = "", body: (String) -> String = { $0 }, timeline: String) -> String {
        let circle = """
            {"type": "Circle", "modifiers": [\(circleModifiers){"frame": {"width": 20, "height": 20}},
              {"phaseAnimator": {"phases": [0, 10], "animation": {"linear": {"duration": 1}},
                "content": [{"offset": {"x": "phase"}}]}}]}
            """
        return """
            {"canvas": {"width": 200, "height": 100}, "state": \(state),
             "body": \(body(circle)), "timeline": \(timeline)}
            """
    }

    /// The drawn view that wears an offset (the circle), if any.
    static func circle(_ animator: Animator, at time: Double) -> LaidOutView? {
        func search(_ view: LaidOutView) -> LaidOutView? {
            if view.offset != nil { return view }
            for child in view.children { if let found = search(child) { return found } }
            return nil
        }
        return search(animator.presentation(at: time))
    }

    @Test func aStateChangeElsewhereLeavesTheCycleAsItWas() throws {
        let json = Self.scene(
            state: #"{"dim": false}"#, circleModifiers: #"{"opacity": "dim ? 0.5 : 1"}, "#,
            timeline: #"[{"at": 2.5, "set": {"dim": true}}]"#)
        let animator = try TimelineTestSupport.animator(json)
        // 2.5 is halfway into the third step (into 10, over [2, 3]).
        #expect(close(Self.circle(animator, at: 2.25)?.offset?.x, 2.5))
        #expect(close(Self.circle(animator, at: 2.75)?.offset?.x, 7.5))
        #expect(close(Self.circle(animator, at: 2.75)?.opacity, 0.5))
        #expect(close(Self.circle(animator, at: 3.5)?.offset?.x, 5))
        #expect(close(Self.circle(animator, at: 4.25)?.offset?.x, 2.5))
        #expect(close(Self.circle(animator, at: 10.25)?.offset?.x, 2.5))
        #expect(close(Self.circle(animator, at: 59.5)?.offset?.x, 5))
        // Handed back at 2.5, the step into 0 at 3 is an update; the loop starts again at 4.
        #expect(animator.trace.filter { if case .phase = $0.cause { true } else { false } }.map(\.time) == [3])
        #expect(animator.repeatsForever)
    }

    @Test func aChangeOfWhatAPhaseReadsTakesEffectFromThatUpdate() throws {
        // scale = phase == 1 ? big : 1 with phases [0, 1]; big 1.5 → 2 at 2.5 without animation.
        // The step into phase 1 over [2, 3] animates 1 → 1.5 (interval 0.5); at 2.5 the target
        // jumps to 2, so 2 − 0.5·(1 − p) remains: 1.875 at 2.75. Then 2 → 1 over [3, 4]: 1.5 at
        // 3.5; 1 → 2 over [4, 5]: 1.25 at 4.25; still so at 50.75 (1.75).
        let json = """
            {"canvas": {"width": 200, "height": 100}, "state": {"big": 1.5},
             "body": {"type": "Circle", "modifiers": [{"frame": {"width": 20, "height": 20}},
               {"phaseAnimator": {"phases": [0, 1], "animation": {"linear": {"duration": 1}},
                 "content": [{"scaleEffect": "phase == 1 ? big : 1"}]}}]},
             "timeline": [{"at": 2.5, "set": {"big": 2}}]}
            """
        let animator = try TimelineTestSupport.animator(json)
        #expect(close(animator.presentation(at: 2.25).scale, 1.125))
        #expect(close(animator.presentation(at: 2.75).scale, 1.875))
        #expect(close(animator.presentation(at: 3.5).scale, 1.5))
        #expect(close(animator.presentation(at: 4.25).scale, 1.25))
        #expect(close(animator.presentation(at: 50.75).scale, 1.75))
    }

    @Test func anAnimatedChangeAddsToTheRunningStep() throws {
        // As above, but big 1.5 → 2 with a linear 1 s animation at 2.5: at 2.75 the step leaves
        // 0.5·0.25 and the change 0.5·0.75 to travel: 2 − 0.125 − 0.375 = 1.5. At 3.25 the step
        // into phase 0 (2 → 1, started at 3) leaves −1·0.75 and the change 0.5·0.25: 1 + 0.75 − 0.125.
        let json = """
            {"canvas": {"width": 200, "height": 100}, "state": {"big": 1.5},
             "body": {"type": "Circle", "modifiers": [{"frame": {"width": 20, "height": 20}},
               {"phaseAnimator": {"phases": [0, 1], "animation": {"linear": {"duration": 1}},
                 "content": [{"scaleEffect": "phase == 1 ? big : 1"}]}}]},
             "timeline": [{"at": 2.5, "set": {"big": 2}, "withAnimation": {"linear": {"duration": 1}}}]}
            """
        let animator = try TimelineTestSupport.animator(json)
        #expect(close(animator.presentation(at: 2.75).scale, 1.5))
        #expect(close(animator.presentation(at: 3.25).scale, 1.625))
        #expect(close(animator.presentation(at: 6.5).scale, 1.5))
    }

    @Test func anInsertedSiblingMovesTheViewWhileItKeepsCycling() throws {
        // HStack (spacing 0) of an optional 40 × 20 rectangle and the 20 × 20 circle, centred in
        // 200: the circle's frame starts at 90 alone and at 110 once the rectangle is in.
        let json = Self.scene(
            state: #"{"show": false}"#,
            body: { circle in
                """
                {"type": "HStack", "spacing": 0, "children": [
                  {"type": "If", "condition": "show", "then": {"type": "Rectangle", "modifiers": [{"frame": {"width": 40, "height": 20}}]}},
                  \(circle)]}
                """
            },
            timeline: #"[{"at": 1.5, "set": {"show": true}}]"#)
        let animator = try TimelineTestSupport.animator(json)
        #expect(close(Self.circle(animator, at: 1.25)?.frame.minX, 90))
        #expect(close(Self.circle(animator, at: 1.75)?.frame.minX, 110))
        // 1.75 is into 0 over [1, 2]: 10 − 7.5.
        #expect(close(Self.circle(animator, at: 1.75)?.offset?.x, 2.5))
        #expect(close(Self.circle(animator, at: 2.75)?.offset?.x, 7.5))
        #expect(close(Self.circle(animator, at: 33.5)?.offset?.x, 5))
        #expect(close(Self.circle(animator, at: 33.5)?.frame.minX, 110))
    }

    @Test func anAnimatorThatLeavesAndComesBackStartsFromItsFirstPhase() throws {
        // Removed at 1.25 (no animation), back at 2.7: a new view, cycling again from phase 0:
        // into 10 over [2.7, 3.7], into 0 over [3.7, 4.7].
        let json = Self.scene(
            state: #"{"show": true}"#,
            body: { circle in #"{"type": "If", "condition": "show", "then": \#(circle)}"# },
            timeline: #"[{"at": 1.25, "set": {"show": false}}, {"at": 2.7, "set": {"show": true}}]"#)
        let animator = try TimelineTestSupport.animator(json)
        #expect(close(Self.circle(animator, at: 0.5)?.offset?.x, 5))
        #expect(Self.circle(animator, at: 2) == nil)
        #expect(close(Self.circle(animator, at: 3.2)?.offset?.x, 5))
        #expect(close(Self.circle(animator, at: 4.45)?.offset?.x, 2.5))
        #expect(close(Self.circle(animator, at: 40.95)?.offset?.x, 2.5))
        #expect(animator.trace.allSatisfy { if case .phase = $0.cause { false } else { true } })
    }
}
