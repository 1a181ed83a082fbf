import Testing

@testable import Keyframes

/// The easing text and the `@keyframes` body `CSSAnimations` writes, worked out by hand from the
/// CSS Easing Functions spec's keyword definitions.
@Suite struct CSSAnimationsTextTests {
    @Test func keywordsNameTheirExactControlPoints() {
        #expect(CSSAnimations.text(.linear) == "linear")
        #expect(CSSAnimations.text(.hold) == "step-end")
        #expect(CSSAnimations.text(.bezier(0.25, 0.1, 0.25, 1)) == "ease")
        #expect(CSSAnimations.text(.bezier(0.42, 0, 1, 1)) == "ease-in")
        #expect(CSSAnimations.text(.bezier(0, 0, 0.58, 1)) == "ease-out")
        #expect(CSSAnimations.text(.bezier(0.42, 0, 0.58, 1)) == "ease-in-out")
        // Control points on the diagonal make a straight line.
        #expect(CSSAnimations.text(.bezier(0.3, 0.3, 0.7, 0.7)) == "linear")
    }

    @Test func otherCurvesAreWrittenToFourDigits() {
        // 1/3 → .3333, 0.123456 → .1235, 2/3 → .6667; leading zeros and trailing zeros dropped.
        #expect(CSSAnimations.text(.bezier(1.0 / 3, 0.123456, 2.0 / 3, 1)) == "cubic-bezier(.3333,.1235,.6667,1)")
        // Within 1e-12 of a keyword's points it is the keyword; 1e-6 away it is not.
        #expect(CSSAnimations.text(.bezier(0.42 + 1e-13, 0, 0.58, 1)) == "ease-in-out")
        #expect(CSSAnimations.text(.bezier(0.42 + 1e-6, 0, 0.58, 1)) == "cubic-bezier(.42,0,.58,1)")
        // A negative control point keeps its sign.
        #expect(CSSAnimations.text(.bezier(0.5, -0.25, 0.5, 1.25)) == "cubic-bezier(.5,-.25,.5,1.25)")
    }

    @Test func appendedTimingsAreTheirTexts() {
        // After "x;" each timing's bytes, the keyword or the curve to four digits.
        let cases: [(TimingFunction, String)] = [
            (.linear, "linear"), (.hold, "step-end"), (.bezier(0.42, 0, 0.58, 1), "ease-in-out"),
            (.bezier(0.3, 0.3, 0.7, 0.7), "linear"), (.bezier(0.5, -0.25, 0.5, 1.25), "cubic-bezier(.5,-.25,.5,1.25)"),
        ]
        for (timing, text) in cases {
            var bytes = Array("x;".utf8)
            CSSAnimations.append(timing, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == "x;" + text)
            #expect(CSSAnimations.text(timing) == text)
            #expect(CSSAnimations.isLinear(timing) == (text == "linear"))
        }
    }

    @Test func theMostCommonTimingWinsAndTheFirstBreaksATie() {
        let a = TimingFunction.bezier(0.1, 0.2, 0.3, 0.4), b = TimingFunction.bezier(0.5, 0.6, 0.7, 0.8)
        #expect(CSSAnimations.mostCommon([a, b, b]) == b)
        #expect(CSSAnimations.mostCommon([a, b, b, a]) == a)
        #expect(CSSAnimations.mostCommon([b, a]) == b)
        #expect(CSSAnimations.mostCommon([]) == .linear)
        // b three times against a twice; all different: the first.
        #expect(CSSAnimations.mostCommon([a, b, a, b, b]) == b)
        #expect(CSSAnimations.mostCommon([b, a, .linear]) == b)
    }

    @Test func aKeyframesBodyHoldsEveryStopInOrder() {
        // Keyframes at 1 s, 2 s and 3 s: a 2 s window from 1 s, the middle stop at (2 - 1) / 2 =
        // 50 %. Intervals linear then ease-in: equally common, so the first (linear) is the
        // shorthand's and the middle stop names its own. Digits for 2 s out of 100: 3 (a step of
        // 0.5e-3 % of 2 s is 1e-5 s ≤ 2e-5 s), and 50 needs none. Declarations pass through as
        // given, non-ASCII included.
        let registry = CSSRegistry(prefix: "k")
        let track = PropertyTrack(
            keyframes: [
                PropertyTrack.Keyframe(time: 1, value: [0], timing: .linear),
                PropertyTrack.Keyframe(time: 2, value: [0.5], timing: .bezier(0.42, 0, 1, 1)),
                PropertyTrack.Keyframe(time: 3, value: [1], timing: .linear),
            ], loop: nil)
        let entries = CSSAnimations(registry: registry).entries(track) { "x:\($0[0])é" }
        #expect(entries == ["k0 2s linear 1s both"])
        #expect(registry.text == "@keyframes k0{0%{x:0.0é}50%{x:0.5é;animation-timing-function:ease-in}to{x:1.0é}}")
    }
}
