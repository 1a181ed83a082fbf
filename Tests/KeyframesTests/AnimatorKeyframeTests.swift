import Testing

@testable import Keyframes

/// Keyframe and phase animators in the keyframe SVG: worked out by hand from the keyframes.
@Suite struct AnimatorKeyframeTests {
    /// y: 0 → −10 → 0, linearly, 1 s each, for ever: one 2 s linear loop.
    static let bobbing = """
        {"canvas": {"width": 100, "height": 100},
         "body": {"type": "Rectangle", "modifiers": [{"frame": {"width": 20, "height": 20}},
           {"keyframeAnimator": {"initialValue": {"y": 0}, "repeating": true,
             "tracks": {"y": [{"linear": {"to": -10, "duration": 1}}, {"linear": {"to": 0, "duration": 1}}]},
             "content": [{"offset": {"y": "value.y"}}]}}]}}
        """

    @Test func repeatingKeyframesAreAnInfiniteCSSLoop() throws {
        let svg = try KeyframesTestSupport.svg(Self.bobbing)
        #expect(svg.contains("{0%{transform:translate(0)}50%{transform:translate(0,-10px)}to{transform:translate(0)}}"))
        #expect(svg.contains(" 2s linear infinite}"))
    }

    @Test func repeatingKeyframesAreAnIndefiniteSMILLoop() throws {
        let svg = try KeyframesTestSupport.svg(Self.bobbing, format: .smil)
        #expect(
            svg.contains(
                #"<animateTransform attributeName="transform" type="translate" values="0 0;0 -10;0 0" keyTimes="0;.5;1" calcMode="linear" dur="2s" repeatCount="indefinite"/>"#))
    }

    @Test func aTriggeredRunIsOneFiniteAnimation() throws {
        // Triggered at 1 s: 0 → −10 → 0 over [1, 3], then still.
        let json = """
            {"canvas": {"width": 100, "height": 100}, "state": {"n": 0},
             "body": {"type": "Rectangle", "modifiers": [{"frame": {"width": 20, "height": 20}},
               {"keyframeAnimator": {"initialValue": {"y": 0}, "trigger": "n",
                 "tracks": {"y": [{"linear": {"to": -10, "duration": 1}}, {"linear": {"to": 0, "duration": 1}}]},
                 "content": [{"offset": {"y": "value.y"}}]}}]},
             "timeline": [{"at": 1, "set": {"n": 1}}]}
            """
        let svg = try KeyframesTestSupport.svg(json)
        #expect(svg.contains("{0%{transform:translate(0)}50%{transform:translate(0,-10px)}to{transform:translate(0)}}"))
        #expect(svg.contains(" 2s linear 1s both}"))
        #expect(!svg.contains("infinite"))
    }

    /// Two runs of one length that agree at the track cache's sampled instants (the start, a third
    /// and two thirds of the run) and differ between them: each element keeps its own track.
    /// Triggered at 0.25 s, A goes 0 → 30 → 0 over 0.75 s each, B 0 → 20, holds 20, → 0 over
    /// 0.5 s each; both are 20 at 0.75 s and 1.25 s. At 1 s A is at 30, B at 20; at 0.9 s A is
    /// at 26, B at 20.
    @Test func runsThatAgreeAtTheCachesInstantsKeepTheirOwnTracks() throws {
        let json = """
            {"canvas": {"width": 300, "height": 200}, "state": {"go": 0},
             "body": {"type": "VStack", "spacing": 40, "children": [
              {"type": "Rectangle", "modifiers": [{"frame": {"width": 20, "height": 20}},
                {"keyframeAnimator": {"initialValue": {"x": 0}, "trigger": "go", "tracks": {"x": [
                  {"linear": {"to": 30, "duration": 0.75}}, {"linear": {"to": 0, "duration": 0.75}}]},
                  "content": [{"offset": {"x": "value.x"}}]}}]},
              {"type": "Rectangle", "modifiers": [{"frame": {"width": 20, "height": 20}},
                {"keyframeAnimator": {"initialValue": {"x": 0}, "trigger": "go", "tracks": {"x": [
                  {"linear": {"to": 20, "duration": 0.5}}, {"linear": {"to": 20, "duration": 0.5}},
                  {"linear": {"to": 0, "duration": 0.5}}]},
                  "content": [{"offset": {"x": "value.x"}}]}}]}]},
             "timeline": [{"at": 0.25, "set": {"go": 1}}]}
            """
        let elements = KeyframesTestSupport.elements(try KeyframesTestSupport.animator(json))
        let tracks = elements.compactMap { $0.track(.translate) }
        try #require(tracks.count == 2)
        for (track, expected) in zip(tracks, [(30.0, 26.0), (20.0, 20.0)]) {
            #expect(abs(track.value(at: 1)[0] - expected.0) < 1e-6)
            #expect(abs(track.value(at: 0.9)[0] - expected.1) < 1e-6)
            #expect(abs(track.value(at: 0.75)[0] - 20) < 1e-6)
        }
    }
}
