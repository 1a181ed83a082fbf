import Testing

@testable import Keyframes

/// A scale or rotation about a fixed anchor is written in CSS as factors or angles under a
/// `transform-origin`, and that origin applies to the element's `transform` attribute too. The
/// attribute is written about the canvas's origin, so the class also states the resting transform
/// about its own origin: a page that keeps the style sheet but runs no animation shows the end, as
/// one without the style sheet does.
@Suite struct TransformOriginRestingTests {
    /// issue 9's rotated-and-offset rectangle: a 60×40 frame centred on the 100×100 canvas,
    /// (50, 50), offset right by 30, turning from 12.5° to 40°. The offset does not move the
    /// anchor (SwiftUI rotates about the layout frame), so the origin is the frame's centre and
    /// the class rests on 40°.
    @Test func aRotationRestsOnItsLastAngle() throws {
        let svg = try KeyframesTestSupport.svg(#"""
            {"canvas": {"width": 100, "height": 100}, "state": {"on": false},
             "body": {"type": "Rectangle", "modifiers": [{"frame": {"width": 60, "height": 40}}, {"offset": {"x": 30}},
                      {"rotationEffect": {"degrees": "on ? 40 : 12.5"}}, {"animation": {"easeInOut": {"duration": 1}}}]},
             "timeline": [{"at": 0.2, "set": {"on": true}}]}
            """#)
        #expect(svg.contains("@keyframes k0{0%{transform:rotate(12.5deg)}to{transform:rotate(40deg)}}"))
        #expect(svg.contains(".k1{transform-origin:50px 50px;transform:rotate(40deg);animation:k0 1s ease-in-out .2s both}"))
    }

    /// A scale from 1 to 1.5 about the centre of a 40×40 frame on an 80×60 canvas, (40, 30).
    @Test func aScaleRestsOnItsLastFactor() throws {
        let svg = try KeyframesTestSupport.svg(#"""
            {"canvas": {"width": 80, "height": 60}, "state": {"on": false},
             "body": {"type": "Rectangle", "modifiers": [{"frame": {"width": 40, "height": 40}},
                      {"scaleEffect": "on ? 1.5 : 1"}, {"animation": {"linear": {"duration": 0.5}}}]},
             "timeline": [{"at": 0, "set": {"on": true}}]}
            """#)
        #expect(svg.contains("@keyframes k0{0%{transform:scale(1)}to{transform:scale(1.5)}}"))
        #expect(svg.contains(".k1{transform-origin:40px 30px;transform:scale(1.5);animation:k0 .5s linear both}"))
    }

    /// A translation has no origin and states nothing outside its animation: the attribute,
    /// written about the canvas's origin, shows.
    @Test func aTranslationStatesNoRestingTransform() throws {
        let svg = try KeyframesTestSupport.svg(KeyframesTestSupport.slide(#"{"easeIn": {"duration": 0.5}}"#))
        #expect(!svg.contains("transform-origin"))
        #expect(svg.contains(".k1{animation:k0 .5s ease-in both}"))
    }
}
