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
}
