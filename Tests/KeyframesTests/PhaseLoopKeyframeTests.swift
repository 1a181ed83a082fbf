import Testing

@testable import Keyframes

/// A phaseAnimator without trigger whose phases animate with timing curves is one repeating
/// loop, encoded as a repeating keyframeAnimator is (AnimatorKeyframeTests.bobbing).
@Suite struct PhaseLoopKeyframeTests {
    /// Phases 0 and −10, linear 1 s into each: y 0 → −10 over [0, 1], back over [1, 2], for ever.
    static let bobbing = """
        {"canvas": {"width": 100, "height": 100},
         "body": {"type": "Rectangle", "modifiers": [{"frame": {"width": 20, "height": 20}},
           {"phaseAnimator": {"phases": [0, -10], "animation": {"linear": {"duration": 1}},
             "content": [{"offset": {"y": "phase"}}]}}]}}
        """

    @Test func aCyclingPhaseAnimatorIsTheSameInfiniteCSSLoop() throws {
        let svg = try KeyframesTestSupport.svg(Self.bobbing)
        #expect(svg.contains("{0%{transform:translate(0)}50%{transform:translate(0,-10px)}to{transform:translate(0)}}"), "\(svg)")
        #expect(svg.contains(" 2s linear infinite}"))
    }

    @Test func aCyclingPhaseAnimatorIsTheSameIndefiniteSMILLoop() throws {
        let svg = try KeyframesTestSupport.svg(Self.bobbing, format: .smil)
        #expect(
            svg.contains(
                #"<animateTransform attributeName="transform" type="translate" values="0 0;0 -10;0 0" keyTimes="0;.5;1" calcMode="linear" dur="2s" repeatCount="indefinite"/>"#),
            "\(svg)")
    }
}
