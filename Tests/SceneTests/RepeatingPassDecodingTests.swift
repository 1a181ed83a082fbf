import Scene
import Testing

/// A repeating keyframe animator's tracks each last at least a hundredth of a second: a shorter
/// pass cannot be drawn, and looping it was cut into thousands of keyframes (0.1 µs: 7 s of work).
@Suite struct RepeatingPassDecodingTests {
    static func scene(repeating: Bool, durations: (Double, Double)) -> String {
        sceneJSON(
            body: #"""
                {"type": "Rectangle", "modifiers": [{"keyframeAnimator": {"initialValue": {"x": 0}, "repeating": \#(repeating),
                  "tracks": {"x": [{"linear": {"to": 10, "duration": \#(durations.0)}}, {"linear": {"to": 0, "duration": \#(durations.1)}}]},
                  "content": [{"offset": {"x": "value.x"}}]}}]}
                """#)
    }

    @Test func aTenthOfAMicrosecondIsRefusedAtTheTrack() {
        let error = sceneError(Self.scene(repeating: true, durations: (0.00000005, 0.00000005)))?.primary
        #expect(error?.path == "/body/modifiers/0/keyframeAnimator/tracks/x")
        #expect(
            error?.message == "keyframeAnimator.tracks.x repeats every 1e-07 s; a repeating track must last at least 0.01 s")
    }

    @Test func aHundredthOfASecondRepeats() throws {
        _ = try decodeScene(Self.scene(repeating: true, durations: (0.005, 0.005)))
    }

    @Test func aShortTrackThatRunsOnceIsAccepted() throws {
        _ = try decodeScene(Self.scene(repeating: false, durations: (0.00000005, 0.00000005)))
    }
}

/// The floor is `limits.minRepeatingPass` (config.yml), not a constant.
@Suite struct RepeatingPassLimitTests {
    @Test func aLowerConfiguredFloorAcceptsAShorterPassAndNamesItsOwnValue() throws {
        var limits = SceneLimits.default
        limits.minRepeatingPass = 0.001
        // 0.002 s passes under 0.001 but not under the default 0.01.
        let scene = RepeatingPassDecodingTests.scene(repeating: true, durations: (0.001, 0.001))
        _ = try decodeScene(scene, limits: limits)
        #expect(sceneError(scene)?.primary.message
            == "keyframeAnimator.tracks.x repeats every 0.002 s; a repeating track must last at least 0.01 s")
        limits.minRepeatingPass = 0.5
        #expect(sceneError(scene, limits: limits)?.primary.message
            == "keyframeAnimator.tracks.x repeats every 0.002 s; a repeating track must last at least 0.5 s")
    }
}
