import Foundation
import Testing

@testable import Keyframes

/// The CSS a keyframe document states for simple timelines, worked out by hand.
@Suite struct KeyframeEncoderTests {
    @Test func aLinearSlideIsOneSegment() throws {
        // The offset group moves from translate(0) to translate(100px) in 1 s, linearly, from t = 0.
        let svg = try KeyframesTestSupport.svg(KeyframesTestSupport.slide(#"{"linear": {"duration": 1}}"#))
        #expect(svg.contains("@keyframes k0{0%{transform:translate(0)}to{transform:translate(100px)}}"))
        #expect(svg.contains(".k1{animation:k0 1s linear both}"))
        // The square is drawn once, where layout put it: centred in the 200×20 canvas. The group's
        // attribute is its final offset (100, 0), what a viewer ignoring the animation ends with.
        #expect(svg.contains(##"<g transform="matrix(1 0 0 1 100 0)" class="k1"><path d="M95 5L105 5L105 15L95 15Z" fill="#000000"/></g>"##))
    }

    @Test func aDelayedEaseIsAnExactBezierWithADelay() throws {
        // easeInOut is CSS's ease-in-out exactly; the event at 0.5 plus a delay of 0.25 starts it at 0.75.
        let svg = try KeyframesTestSupport.svg(KeyframesTestSupport.slide(#"{"easeInOut": {"duration": 2}, "delay": 0.25}"#, at: 0.5))
        #expect(svg.contains("animation:k0 2s ease-in-out .75s both"))
    }

    @Test func aTimingCurveKeepsItsControlPoints() throws {
        let svg = try KeyframesTestSupport.svg(KeyframesTestSupport.slide(#"{"timingCurve": [0.2, 0, 0.2, 1], "duration": 0.5}"#))
        #expect(svg.contains("animation:k0 .5s cubic-bezier(.2,0,.2,1) both"))
    }

    @Test func aSpeedShortensThePass() throws {
        // speed 2 plays a 1 s curve in 0.5 s.
        let svg = try KeyframesTestSupport.svg(KeyframesTestSupport.slide(#"{"easeIn": {"duration": 1}, "speed": 2}"#))
        #expect(svg.contains("animation:k0 .5s ease-in both"))
    }

    @Test func anAutoreversingForeverEaseInOutIsAnAlternatingLoop() throws {
        // easeInOut is point-symmetric, so the backward pass is CSS's alternate direction.
        let svg = try KeyframesTestSupport.svg(KeyframesTestSupport.slide(#"{"easeInOut": {"duration": 0.6}, "repeatForever": true}"#, at: 1))
        #expect(svg.contains("@keyframes k0{0%{transform:translate(0)}to{transform:translate(100px)}}"))
        #expect(svg.contains("animation:k0 .6s ease-in-out 1s infinite alternate"))
    }

    @Test func anAutoreversingEaseInIsWrittenOutOverTwoPasses() throws {
        // Motion runs a backward pass as 1 − easeIn(t): the same timing from 100 back to 0, which
        // CSS's alternate (easeIn played backwards in time) is not.
        let svg = try KeyframesTestSupport.svg(KeyframesTestSupport.slide(#"{"easeIn": {"duration": 0.5}, "repeatForever": true}"#))
        #expect(svg.contains("@keyframes k0{0%{transform:translate(0)}50%{transform:translate(100px)}to{transform:translate(0)}}"))
        #expect(svg.contains("animation:k0 1s ease-in infinite}"))
    }

    @Test func aSpinnerRepeatsOnePass() throws {
        let svg = try KeyframesTestSupport.svg(#"""
            {"canvas": {"width": 100, "height": 100}, "state": {"on": false},
             "body": {"type": "Rectangle", "modifiers": [{"frame": {"width": 40, "height": 10}}, {"rotationEffect": "on ? 360 : 0"},
                      {"animation": {"curve": {"linear": {"duration": 0.8}, "repeatForever": {"autoreverses": false}}, "value": "on"}}]},
             "timeline": [{"at": 0, "set": {"on": true}}]}
            """#)
        // About the frame's centre (50, 50), fixed, so written once as the transform origin.
        // Outside its animation the class would rest where the loop is at the end of the
        // timeline, its last update at t = 0: 0°, the identity, which the origin cannot move, so
        // it states no resting transform.
        #expect(svg.contains("@keyframes k0{0%{transform:rotate(0deg)}to{transform:rotate(360deg)}}"))
        #expect(svg.contains(".k1{transform-origin:50px 50px;animation:k0 .8s linear infinite}"))
    }

    @Test func anInsertedAndRemovedViewSwitchesVisibility() throws {
        let svg = try KeyframesTestSupport.svg(#"""
            {"canvas": {"width": 100, "height": 100}, "state": {"show": false},
             "body": {"type": "ZStack", "children": [
               {"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 50, "height": 50}}]},
               {"type": "If", "condition": "show", "then": {"type": "Color", "color": "blue", "modifiers": [{"frame": {"width": 20, "height": 20}}]}}]},
             "timeline": [{"at": 0.5, "set": {"show": true}}, {"at": 1.5, "set": {"show": false}}]}
            """#)
        // Hidden until 0.5 s (a third of 1.5 s), visible until 1.5 s; hidden in the document itself.
        #expect(svg.contains("@keyframes k0{0%{visibility:hidden}33.333%{visibility:visible}to{visibility:hidden}}"))
        #expect(svg.contains(".k1{animation:k0 1.5s step-end both}"))
        #expect(svg.contains(#"visibility="hidden" class="k1""#))
    }

    @Test func aFadingOffsetViewIsFadedInsideItsMovingGroup() throws {
        // offset then opacity, both animating: the opacity element is the offset element's child,
        // as in the snapshot (WebKit keeps the partly covered pixel rows of a group faded inside a
        // transform, not of one faded around it). Static values are the end: y −6, opacity 0.6.
        let scene = #"""
            {"canvas": {"width": 100, "height": 100}, "state": {"wave": false},
             "body": {"type": "Rectangle", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"offset": {"y": "wave ? -6 : 0"}},
                      {"opacity": "wave ? 0.6 : 1"}]},
             "timeline": [{"at": 0, "set": {"wave": true}, "withAnimation": {"linear": {"duration": 1}}}]}
            """#
        let css = try KeyframesTestSupport.svg(scene)
        #expect(css.contains("{0%{transform:translate(0)}to{transform:translate(0,-6px)}}"))
        #expect(css.contains("{0%{opacity:1}to{opacity:.6}}"))
        #expect(css.contains(try Regex(
            ##"<g transform="matrix\(1 0 0 1 0 -6\)" class="k[0-9a-z]+"><g opacity="0.6" class="k[0-9a-z]+"><path d="M45 45L55 45L55 55L45 55Z" fill="#000000"/></g></g>"##)))
        let smil = try KeyframesTestSupport.svg(scene, format: .smil)
        let moved = try #require(smil.range(of: #"<g transform="matrix(1 0 0 1 0 -6)">"#))
        let faded = try #require(smil.range(of: #"<g opacity="0.6">"#))
        let square = try #require(smil.range(of: #"<path d="M45 45L55 45L55 55L45 55Z""#))
        // Nested, not siblings: no group closes between the openings (only animation children).
        #expect(moved.upperBound <= faded.lowerBound && faded.upperBound <= square.lowerBound)
        #expect(!smil[moved.upperBound..<square.lowerBound].contains("</g>"))
    }

    @Test func sameInputSameBytes() throws {
        let scene = KeyframesTestSupport.slide(#"{"spring": {"duration": 0.5, "bounce": 0.3}}"#)
        #expect(try KeyframesTestSupport.svg(scene) == KeyframesTestSupport.svg(scene))
        #expect(try KeyframesTestSupport.svg(scene, format: .smil) == KeyframesTestSupport.svg(scene, format: .smil))
    }
}
