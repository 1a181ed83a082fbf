import Testing
import Timeline

/// A second withAnimation while the first runs: bezier animations add (SEMANTICS §3), springs merge.
@Suite struct InterruptionTests {
    static func scene(first: String, second: String) -> String {
        #"""
        {"canvas": {"width": 400, "height": 100}, "state": {"x": 0},
         "body": {"type": "Rectangle", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"offset": {"x": "x"}}]},
         "timeline": [{"at": 0, "set": {"x": 100}, "withAnimation": \#(first)},
                      {"at": 0.5, "set": {"x": 200}, "withAnimation": \#(second)}]}
        """#
    }

    @Test func bezierInterruptionAddsWithoutAJump() throws {
        // value(t) = 200 − 100·(1 − p₁(t)) − 100·(1 − p₂(t − 0.5)), linear over 1 s each.
        let animator = try TimelineTestSupport.animator(
            Self.scene(first: #"{"linear": {"duration": 1}}"#, second: #"{"linear": {"duration": 1}}"#))
        func x(_ t: Double) -> Double? { animator.presentation(at: t).find("/")?.offset?.x }
        #expect(close(x(0.25), 25))
        #expect(close(x(0.5), 50))  // no jump: 200 − 50 − 100
        #expect(close(x(0.75), 100))  // 200 − 25 − 75
        #expect(close(x(1.0), 150))  // 200 − 0 − 50
        #expect(close(x(1.25), 175))  // 200 − 0 − 25
        #expect(close(x(1.5), 200))
        #expect(close(animator.duration, 1.5))
    }

    @Test func springInterruptionMergesContinuously() throws {
        let animator = try TimelineTestSupport.animator(Self.scene(first: #""smooth""#, second: #""bouncy""#))
        func x(_ t: Double) -> Double { animator.presentation(at: t).find("/")?.offset?.x ?? .nan }
        // The new spring's acceleration differs (it is another spring), so the step is tiny:
        // about 16,000 pt/s² changes the velocity by only 0.03 pt/s over 2 µs.
        let h = 1e-6
        // Continuous in value: the last sample before and the first after the interruption agree.
        #expect(abs(x(0.5 - h) - x(0.5)) < 1e-3)
        // Continuous in velocity: one-sided difference quotients agree.
        let before = (x(0.5 - h) - x(0.5 - 2 * h)) / h
        let after = (x(0.5 + 2 * h) - x(0.5 + h)) / h
        #expect(abs(before - after) < 0.1)
        // Before the interruption the smooth spring is exact: 100 · progress.
        #expect(close(x(0.25), 100 * smoothProgress(0.25), 1e-6))
        // And it settles on the new target.
        #expect(close(x(5), 200, 1e-3))
    }
}
