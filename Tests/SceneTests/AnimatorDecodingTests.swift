import Motion
import Testing

@testable import Scene

/// keyframeAnimator and phaseAnimator: SwiftUI's labels, and errors that name their JSON path.
@Suite struct AnimatorDecodingTests {
    static func keyframes(_ body: String) -> String {
        #"[{"keyframeAnimator": {"initialValue": {"y": 0}, "trigger": "n", "content": [{"offset": {"y": "value.y"}}], "tracks": "#
            + body + "}}]"
    }

    @Test func decodesEveryKeyframeKind() throws {
        let modifiers = try decodedModifiers(
            Self.keyframes(
                #"""
                {"y": [{"linear": {"to": -40, "duration": 0.3, "timingCurve": "easeIn"}},
                       {"spring": {"to": 0, "duration": 0.5, "bounce": 0.3, "startVelocity": 2}},
                       {"cubic": {"to": 5, "duration": 0.2, "endVelocity": 1}},
                       {"move": {"to": 10}}]}
                """#), state: #"{"n": 0}"#)
        guard case .keyframeAnimator(let animator) = modifiers[0] else {
            Issue.record("not a keyframeAnimator: \(modifiers)")
            return
        }
        #expect(animator.initialValue == ["y": 0])
        #expect(!animator.repeating)
        #expect(
            animator.tracks["y"] == [
                .linear(to: -40, duration: 0.3, curve: .easeIn),
                .spring(to: 0, duration: 0.5, spring: Spring(duration: 0.5, bounce: 0.3), startVelocity: 2),
                .cubic(to: 5, duration: 0.2, startVelocity: nil, endVelocity: 1),
                .move(to: 10),
            ])
        #expect(animator.content.count == 1)
    }

    @Test func aSpringKeyframeTakesASpringAnimation() throws {
        let modifiers = try decodedModifiers(
            Self.keyframes(#"{"y": [{"spring": {"to": 1, "spring": "smooth"}}]}"#), state: #"{"n": 0}"#)
        guard case .keyframeAnimator(let animator) = modifiers[0] else { return }
        #expect(animator.tracks["y"] == [.spring(to: 1, duration: nil, spring: Spring(duration: 0.5, bounce: 0), startVelocity: nil)])
    }

    @Test func contentReadsOnlyTheDeclaredValues() {
        let error = modifierError(
            #"[{"keyframeAnimator": {"initialValue": {"y": 0}, "repeating": true, "tracks": {}, "content": [{"offset": {"y": "value.z"}}]}}]"#)
        #expect(error?.path == "/body/modifiers/0/keyframeAnimator/content/0/offset/y")
    }

    @Test func aTrackWithoutInitialValueIsAnError() {
        let error = modifierError(Self.keyframes(#"{"x": []}"#), state: #"{"n": 0}"#)
        #expect(error?.message == "track 'x' has no initial value; did you mean 'y'?")
        #expect(error?.path == "/body/modifiers/0/keyframeAnimator/tracks/x")
    }

    @Test func aKeyframeNeedsItsDuration() {
        let error = modifierError(Self.keyframes(#"{"y": [{"cubic": {"to": 1}}]}"#), state: #"{"n": 0}"#)
        #expect(error?.path == "/body/modifiers/0/keyframeAnimator/tracks/y/0/cubic")
        #expect(error?.message.contains("duration") == true)
    }

    @Test func anUnknownKeyframeKindNamesTheKinds() {
        let error = modifierError(Self.keyframes(#"{"y": [{"bezier": {"to": 1}}]}"#), state: #"{"n": 0}"#)
        #expect(error?.path == "/body/modifiers/0/keyframeAnimator/tracks/y/0/bezier")
    }

    @Test func aNegativeDurationIsRefused() {
        let error = modifierError(Self.keyframes(#"{"y": [{"linear": {"to": 1, "duration": -1}}]}"#), state: #"{"n": 0}"#)
        #expect(error?.message == "keyframeAnimator.tracks.y[0].linear.duration must be a number of at least 0, got -1")
        #expect(error?.path == "/body/modifiers/0/keyframeAnimator/tracks/y/0/linear/duration")
    }

    @Test func keyframesPastTheLimitAreRefused() {
        let many = Array(repeating: #"{"move": {"to": 1}}"#, count: 257).joined(separator: ",")
        let error = modifierError(Self.keyframes(#"{"y": ["# + many + "]}"), state: #"{"n": 0}"#)
        #expect(error?.message == "keyframeAnimator.tracks.y has 257 keyframes, more than the limit of 256")
        #expect(error?.path == "/body/modifiers/0/keyframeAnimator/tracks/y")
    }

    @Test func tracksPastTheLimitAreRefused() {
        let names = (0..<17).map { "\"v\($0)\": 0" }.joined(separator: ", ")
        let error = modifierError(
            #"[{"keyframeAnimator": {"initialValue": {"# + names + #"}, "repeating": true, "content": []}}]"#)
        #expect(error?.message == "keyframeAnimator.initialValue has 17 values, more than the limit of 16")
        #expect(error?.path == "/body/modifiers/0/keyframeAnimator/initialValue")
    }

    @Test func phasesDecodeWithTheirAnimationReadingPhase() throws {
        let modifiers = try decodedModifiers(
            #"""
            [{"phaseAnimator": {"phases": [0, 1, 2], "trigger": "n",
              "animation": "phase == 1 ? 'bouncy' : 'easeInOut'", "content": [{"opacity": "phase / 2"}]}}]
            """#, state: #"{"n": 0}"#)
        guard case .phaseAnimator(let animator) = modifiers[0] else {
            Issue.record("not a phaseAnimator: \(modifiers)")
            return
        }
        #expect(animator.phases == [.number(0), .number(1), .number(2)])
        #expect(animator.trigger != nil)
        var context = EvaluationContext()
        context["phase"] = .number(1)
        #expect(animator.animation?.evaluate(context) == .bouncy)
        context["phase"] = .number(2)
        #expect(animator.animation?.evaluate(context) == .easeInOut)
    }

    @Test func phasesMustNotBeEmpty() {
        let error = modifierError(#"[{"phaseAnimator": {"phases": [], "content": []}}]"#)
        #expect(error?.message == "phaseAnimator.phases must list at least one phase")
        #expect(error?.path == "/body/modifiers/0/phaseAnimator/phases")
    }

    @Test func phasesPastTheLimitAreRefused() {
        let phases = (0..<65).map(String.init).joined(separator: ",")
        let error = modifierError(#"[{"phaseAnimator": {"phases": ["# + phases + #"], "content": []}}]"#)
        #expect(error?.message == "phaseAnimator.phases has 65 phases, more than the limit of 64")
    }

    @Test func checkReportsEveryProblem() {
        let json = sceneJSON(
            body: #"""
                {"type": "Text", "text": "a", "modifiers": [
                  {"keyframeAnimator": {"initialValue": {"y": "up"}, "content": []}},
                  {"phaseAnimator": {"phases": [0], "content": [{"opacity": "phase + nope"}]}}]}
                """#)
        let paths = sceneDiagnostics(json).map(\.path)
        #expect(paths.contains("/body/modifiers/0/keyframeAnimator/initialValue/y"))
        #expect(paths.contains("/body/modifiers/1/phaseAnimator/content/0/opacity"))
    }
}

@Suite struct AnimatorNestingTests {
    @Test func animatorsDoNotNest() {
        let error = modifierError(
            #"[{"phaseAnimator": {"phases": [0, 1], "content": [{"phaseAnimator": {"phases": [0], "content": []}}]}}]"#)
        #expect(error?.message == "phaseAnimator.content cannot hold keyframeAnimator or phaseAnimator; put it in the view's modifiers")
        #expect(error?.path == "/body/modifiers/0/phaseAnimator/content/0")
    }

    @Test func contentModifiersCountTowardsTheDepth() {
        // One level for the view, one for the animator, 70 for its content: past 64.
        let content = Array(repeating: #"{"opacity": 1}"#, count: 70).joined(separator: ",")
        let error = sceneError(
            sceneJSON(
                body: #"{"type": "Text", "text": "a", "modifiers": [{"phaseAnimator": {"phases": [0], "content": ["# + content
                    + "]}}]}"))
        #expect(error?.kind == .limitExceeded)
    }
}
