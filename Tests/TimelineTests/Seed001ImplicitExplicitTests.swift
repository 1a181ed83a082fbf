import Testing
import Timeline

/// Seed 001's implicit and explicit examples, with a 100×100 rectangle standing in for the image.
/// easeInOut (0.42, 0, 0.58, 1) is symmetric, so its progress at half time is exactly 0.5;
/// SEMANTICS §4 gives easeInOut(0.25) = 0.1292.
@Suite struct Seed001ImplicitExplicitTests {
    func scene(modifiers: String, events: String) -> String {
        """
        {"canvas": {"width": 200, "height": 200}, "state": {"half": false, "dim": false},
         "body": {"type": "Rectangle", "modifiers": [{"frame": {"width": 100, "height": 100}}, \(modifiers)]},
         "timeline": [\(events)]}
        """
    }

    static let tapBoth = #"{"at": 1, "set": {"dim": "!dim", "half": "!half"}}"#

    @Test func example1ImplicitAnimationAnimatesScaleAndOpacity() throws {
        let animator = try TimelineTestSupport.animator(scene(
            modifiers: #"{"scaleEffect": "half ? 0.5 : 1.0"}, {"opacity": "dim ? 0.2 : 1.0"}, {"animation": {"easeInOut": {"duration": 1.0}}}"#,
            events: Self.tapBoth))
        // Half way (t = 1.5): progress 0.5 → scale 1 − 0.5·0.5 = 0.75, opacity 1 − 0.8·0.5 = 0.6.
        let half = try #require(animator.presentation(at: 1.5).find("/"))
        #expect(close(half.scale, 0.75))
        #expect(close(half.opacity, 0.6))
        // A quarter (t = 1.25): progress 0.1292 → scale 1 − 0.5·0.1292 = 0.9354, opacity 1 − 0.8·0.1292 = 0.89664.
        let quarter = try #require(animator.presentation(at: 1.25).find("/"))
        #expect(close(quarter.scale, 0.9354, 1e-4))
        #expect(close(quarter.opacity, 0.89664, 1e-4))
        // Before the tap and after the animation: the end values.
        #expect(close(animator.presentation(at: 0.9).find("/")?.opacity, 1))
        #expect(close(animator.presentation(at: 2.5).find("/")?.opacity, 0.2))
        #expect(close(animator.duration, 2))
    }

    @Test func example2WithAnimationOnlyAroundDimAnimatesOpacityAndScaleJumps() throws {
        // half.toggle() outside withAnimation, then withAnimation { dim.toggle() }: two updates at t = 1.
        let animator = try TimelineTestSupport.animator(scene(
            modifiers: #"{"scaleEffect": "half ? 0.5 : 1.0"}, {"opacity": "dim ? 0.5 : 1.0"}"#,
            events: #"{"at": 1, "set": {"half": "!half"}}, {"at": 1, "set": {"dim": "!dim"}, "withAnimation": {"easeInOut": {"duration": 1.0}}}"#))
        let half = try #require(animator.presentation(at: 1.5).find("/"))
        #expect(close(half.scale, 0.5))
        #expect(close(half.opacity, 0.75))  // 1 − 0.5·0.5
    }

    @Test func animationOnlyAffectsModifiersBeforeIt() throws {
        // [opacity, animation, scaleEffect]: opacity animates, scale jumps.
        let animator = try TimelineTestSupport.animator(scene(
            modifiers: #"{"opacity": "dim ? 0.2 : 1.0"}, {"animation": {"easeInOut": {"duration": 1.0}}}, {"scaleEffect": "half ? 0.5 : 1.0"}"#,
            events: Self.tapBoth))
        let half = try #require(animator.presentation(at: 1.5).find("/"))
        #expect(close(half.opacity, 0.6))
        #expect(close(half.scale, 0.5))
    }

    @Test func animationNilRemovesTheAnimationForItsContent() throws {
        // [opacity, animation(nil), scaleEffect, animation(easeInOut 1)]: opacity jumps, scale animates.
        let animator = try TimelineTestSupport.animator(scene(
            modifiers: #"{"opacity": "dim ? 0.2 : 1.0"}, {"animation": null}, {"scaleEffect": "half ? 0.5 : 1.0"}, {"animation": {"easeInOut": {"duration": 1.0}}}"#,
            events: Self.tapBoth))
        let half = try #require(animator.presentation(at: 1.5).find("/"))
        #expect(close(half.opacity, 0.2))
        #expect(close(half.scale, 0.75))
    }

    @Test func linearOpacityFromPoint3ToPoint8() throws {
        // Seed 001's interpolation: from + (to − from)·pct for pct = 0, 0.2, …, 1 → 0.3, 0.4, …, 0.8.
        let animator = try TimelineTestSupport.animator(#"""
            {"canvas": {"width": 100, "height": 100}, "state": {"bright": false},
             "body": {"type": "Rectangle", "modifiers": [{"opacity": "bright ? 0.8 : 0.3"}]},
             "timeline": [{"at": 0, "set": {"bright": true}, "withAnimation": {"linear": {"duration": 1}}}]}
            """#)
        let expected = [0.3, 0.4, 0.5, 0.6, 0.7, 0.8]
        for (i, value) in expected.enumerated() {
            #expect(close(animator.presentation(at: Double(i) / 5).find("/")?.opacity, value, 1e-9))
        }
    }
}
