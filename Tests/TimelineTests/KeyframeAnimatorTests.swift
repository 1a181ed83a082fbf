import Foundation
import Testing

@testable import Timeline

/// keyframeAnimator in the timeline: values worked out by hand from the keyframes.
@Suite struct KeyframeAnimatorTests {
    /// A 20 pt square whose offset and scale read a keyframe animator triggered by `likes`.
    static func heart(tracks: String, extra: String = "", timeline: String) -> String {
        """
        {"canvas": {"width": 200, "height": 200}, "state": {"likes": 0},
         "body": {"type": "Rectangle", "modifiers": [{"frame": {"width": 20, "height": 20}},
           {"keyframeAnimator": {"initialValue": {"scale": 1, "y": 0}, "trigger": "likes", \(extra)
             "tracks": \(tracks),
             "content": [{"offset": {"y": "value.y"}}, {"scaleEffect": "value.scale"}]}}]},
         "timeline": \(timeline)}
        """
    }

    static let bounce = """
        {"y": [{"linear": {"to": -40, "duration": 1}}, {"linear": {"to": 0, "duration": 1}}],
         "scale": [{"linear": {"to": 2, "duration": 2, "timingCurve": "easeIn"}}]}
        """

    @Test func triggerPlaysTheKeyframes() throws {
        let animator = try TimelineTestSupport.animator(Self.heart(tracks: Self.bounce, timeline: #"[{"at": 1, "set": {"likes": 1}}]"#))
        // Before the trigger: the initial value.
        #expect(close(animator.presentation(at: 0.5).offset?.y, 0))
        #expect(close(animator.presentation(at: 0.5).scale, 1))
        // Halfway up: −20; the scale is 1 + easeIn(0.25 of 2 s)… checked at 2 s, easeIn(0.5) = 0.3154.
        #expect(close(animator.presentation(at: 1.5).offset?.y, -20))
        #expect(close(animator.presentation(at: 2).offset?.y, -40))
        #expect(close(animator.presentation(at: 2).scale, 1.3154, 1e-4))
        #expect(close(animator.presentation(at: 2.5).offset?.y, -20))
        // After the run the value holds the keyframes' final values.
        #expect(close(animator.presentation(at: 3.5).offset?.y, 0))
        #expect(close(animator.presentation(at: 3.5).scale, 2))
        #expect(close(animator.duration, 3))
    }

    @Test func aNewTriggerRestartsFromTheCurrentValue() throws {
        let timeline = #"[{"at": 1, "set": {"likes": 1}}, {"at": 1.5, "set": {"likes": 2}}]"#
        let animator = try TimelineTestSupport.animator(Self.heart(tracks: Self.bounce, timeline: timeline))
        // At 1.5 the y track is at −20: the new run goes −20 → −40 in 1 s, then → 0.
        #expect(close(animator.presentation(at: 1.5).offset?.y, -20))
        #expect(close(animator.presentation(at: 2).offset?.y, -30))
        #expect(close(animator.presentation(at: 3).offset?.y, -20))
        #expect(close(animator.presentation(at: 4).offset?.y, 0))
        #expect(close(animator.duration, 3.5))
    }

    @Test func repeatingKeyframesLoopForever() throws {
        let json = """
            {"canvas": {"width": 200, "height": 200},
             "body": {"type": "Rectangle", "modifiers": [{"frame": {"width": 20, "height": 20}},
               {"keyframeAnimator": {"initialValue": {"y": 0}, "repeating": true,
                 "tracks": {"y": [{"linear": {"to": -10, "duration": 1}}, {"linear": {"to": 0, "duration": 1}}]},
                 "content": [{"offset": {"y": "value.y"}}]}}]}}
            """
        let animator = try TimelineTestSupport.animator(json)
        #expect(animator.repeatsForever)
        #expect(close(animator.presentation(at: 0.5).offset?.y, -5))
        #expect(close(animator.presentation(at: 10.5).offset?.y, -5))
        #expect(close(animator.presentation(at: 11.25).offset?.y, -7.5))
    }

    @Test func withoutTriggerOrRepeatTheInitialValueStays() throws {
        let json = """
            {"canvas": {"width": 200, "height": 200},
             "body": {"type": "Rectangle", "modifiers": [
               {"keyframeAnimator": {"initialValue": {"y": 3}, "repeating": false,
                 "tracks": {"y": [{"linear": {"to": -10, "duration": 1}}]},
                 "content": [{"offset": {"y": "value.y"}}]}}]}}
            """
        let animator = try TimelineTestSupport.animator(json)
        #expect(close(animator.presentation(at: 0.5).offset?.y, 3))
        #expect(!animator.repeatsForever)
    }

    @Test func aLinearExpressionOfTheValueIsExact() throws {
        // offset x = 2·value.y + 5, frame width = 20 + value.y: both follow the track exactly.
        let json = """
            {"canvas": {"width": 200, "height": 200}, "state": {"go": false},
             "body": {"type": "Rectangle", "modifiers": [
               {"keyframeAnimator": {"initialValue": {"y": 0}, "trigger": "go",
                 "tracks": {"y": [{"cubic": {"to": 10, "duration": 1, "startVelocity": 0, "endVelocity": 0}}]},
                 "content": [{"frame": {"width": "20 + value.y", "height": 20}}, {"offset": {"x": "2 * value.y + 5"}}]}}]},
             "timeline": [{"at": 0, "set": {"go": true}}]}
            """
        let animator = try TimelineTestSupport.animator(json)
        // Hermite with zero velocities: 10·(3u² − 2u³) = 1.5625 at u = 0.25.
        let view = animator.presentation(at: 0.25)
        #expect(close(view.offset?.x, 2 * 1.5625 + 5))
        #expect(close(view.frame.width, 21.5625))
    }
}

@Suite struct KeyframeAnimatorClampTests {
    @Test func anOpacityRestingAtOneStillFollowsItsTrack() throws {
        // opacity 1 → 0.5 → 1, linearly in 1 s each: 0.75 at 0.5 s (clamped to 1 only above).
        let json = """
            {"canvas": {"width": 100, "height": 100},
             "body": {"type": "Rectangle", "modifiers": [
               {"keyframeAnimator": {"initialValue": {"o": 1}, "repeating": true,
                 "tracks": {"o": [{"linear": {"to": 0.5, "duration": 1}}, {"linear": {"to": 1, "duration": 1}}]},
                 "content": [{"opacity": "value.o"}]}}]}}
            """
        let animator = try TimelineTestSupport.animator(json)
        #expect(close(animator.presentation(at: 0.5).opacity, 0.75))
        #expect(close(animator.presentation(at: 1.5).opacity, 0.75))
    }
}
