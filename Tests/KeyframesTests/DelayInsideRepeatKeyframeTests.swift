import Testing

@testable import Keyframes

/// Keyframes of animations whose delay sits inside their repeat (the scene form `"delay"` beside
/// `"repeatCount"` or `"repeatForever"` chains `.delay(d).repeatCount(n)`: every pass waits
/// first). Expected values worked out by hand: an offset x slides from 0 to 100 with
/// `linear(duration: 0.25)` after a 0.5 s wait, so a pass lasts 0.75 s and moves over its last
/// quarter of a second; a backward pass (an odd one, autoreversing) waits at 100 and then runs
/// 100 → 0, as Motion plays it (1 − p(t), docs/motion.md).
@Suite struct DelayInsideRepeatKeyframeTests {
    static func track(_ animation: String) throws -> PropertyTrack {
        let animator = try KeyframesTestSupport.animator(KeyframesTestSupport.slide(animation))
        return try #require(KeyframesTestSupport.elements(animator).compactMap { $0.track(.translate) }.first)
    }

    /// Expects the track's x at each instant, within the lengths' tolerance (0.05 px).
    static func expect(_ track: PropertyTrack, _ expected: [(time: Double, x: Double)]) {
        for (time, x) in expected {
            let value = track.value(at: time)[0]
            #expect(abs(value - x) < 0.05, "x at \(time) s is \(value), not \(x)")
        }
    }

    @Test func aForeverRepeatWithADelayInsideLoopsEveryPass() throws {
        let track = try Self.track(#"{"linear": {"duration": 0.25}, "delay": 0.5, "repeatForever": {"autoreverses": false}}"#)
        // Waiting at 0, halfway, near the end, waiting again in the second pass, halfway through it.
        Self.expect(track, [(0.25, 0), (0.625, 50), (0.7, 80), (1.0, 0), (1.375, 50), (1.45, 80)])
        // For ever: the 134th pass starts at 100.5 s (134 × 0.75), so 100.625 s is 0.125 s into
        // its wait and 101.125 s halfway through its motion.
        let loop = try #require(track.loop)
        #expect(abs(loop.period - 0.75) < 1e-9)
        Self.expect(track, [(100.625, 0), (101.125, 50)])
    }

    @Test func anAutoreversingForeverRepeatWithADelayInsideWaitsBeforeEachWay() throws {
        let track = try Self.track(#"{"linear": {"duration": 0.25}, "delay": 0.5, "repeatForever": true}"#)
        // Forward pass [0, 0.75): waits at 0, then 0 → 100; backward pass [0.75, 1.5): waits at
        // 100, then 100 → 0; then forward again.
        Self.expect(track, [(0.25, 0), (0.625, 50), (1.0, 100), (1.375, 50), (1.6, 0), (2.125, 50)])
        let loop = try #require(track.loop)
        #expect(abs(loop.period - 1.5) < 1e-9)
        // 99 s is 66 periods, a forward pass's start: 99.25 waits at 0, 99.625 is halfway to 100;
        // the backward pass from 99.75 waits at 100 (100 s) and is halfway back at 100.375 s.
        Self.expect(track, [(99.25, 0), (99.625, 50), (100, 100), (100.375, 50)])
    }

    @Test func aCountedRepeatWithADelayInsideMovesInEveryPass() throws {
        let track = try Self.track(#"{"linear": {"duration": 0.25}, "delay": 0.5, "repeatCount": {"count": 3, "autoreverses": false}}"#)
        // Three passes over [0, 2.25); then at the target.
        Self.expect(track, [(0.25, 0), (0.625, 50), (1.0, 0), (1.375, 50), (1.9, 0), (2.125, 50), (2.5, 100)])
        #expect(track.loop == nil)
    }

    /// Nested repeats through the `options` list: two 0.25 s slides after a 0.5 s wait, for ever
    /// (`.repeatCount(2, autoreverses: false).delay(0.5).repeatForever(autoreverses: false)`), so
    /// a pass lasts 1 s: waiting over [0, 0.5), sliding over [0.5, 0.75) and again [0.75, 1).
    @Test func nestedRepeatsLoopOverTheOuterPass() throws {
        let track = try Self.track(
            #"{"linear": {"duration": 0.25}, "options": [{"repeatCount": {"count": 2, "autoreverses": false}}, {"delay": 0.5}, {"repeatForever": {"autoreverses": false}}]}"#)
        Self.expect(track, [(0.25, 0), (0.625, 50), (0.875, 50), (1.25, 0), (1.625, 50), (1.95, 80), (50.625, 50)])
        let loop = try #require(track.loop)
        #expect(abs(loop.period - 1) < 1e-9)
    }

    /// A loop that starts long after its change: x repeats a 2 ms pass for ever (1 ms of wait,
    /// then 0 → 100 in 1 ms) from 0 s while y slides for 10 s from 0.01 s, so the loop starts
    /// after 10 s, past the first 5,000 cuts of the passes before it (its own period is cut
    /// apart from those): at 20.0005 s x waits at 0, at 20.0015 s it is halfway (20 s is the
    /// 10,000th pass's start), and y has arrived at 10.
    @Test func aLoopFarFromItsChangeIsCutWithinItsPeriod() throws {
        let json = #"""
            {"canvas": {"width": 200, "height": 40}, "state": {"x": 0, "y": 0},
             "body": {"type": "Rectangle", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"offset": {"x": "x", "y": "y"}}]},
             "timeline": [
               {"at": 0, "set": {"x": 100}, "withAnimation": {"linear": 0.001, "delay": 0.001, "repeatForever": {"autoreverses": false}}},
               {"at": 0.01, "set": {"y": 10}, "withAnimation": {"linear": 10}}]}
            """#
        let animator = try KeyframesTestSupport.animator(json)
        let track = try #require(KeyframesTestSupport.elements(animator).compactMap { $0.track(.translate) }.first)
        let loop = try #require(track.loop)
        #expect(loop.start >= 10.01 - 1e-9 && abs(loop.period - 0.002) < 1e-12)
        #expect(abs(track.value(at: 20.0005)[0]) < 0.05)
        #expect(abs(track.value(at: 20.0015)[0] - 50) < 0.05)
        #expect(abs(track.value(at: 20.0015)[1] - 10) < 0.05)
    }

    @Test func aLongWaitInsideAForeverRepeatIsNotMissed() throws {
        // 2 s of waiting and a quarter second of motion a pass: the fit's checked points alone
        // (a tenth, three tenths … of a piece) could all fall in waits.
        let track = try Self.track(#"{"linear": {"duration": 0.25}, "delay": 2, "repeatForever": {"autoreverses": false}}"#)
        Self.expect(track, [(1, 0), (2.125, 50), (3, 0), (4.375, 50)])
        let loop = try #require(track.loop)
        #expect(abs(loop.period - 2.25) < 1e-9)
    }
}
