import Foundation
import Testing

@testable import Zoetrope

/// A phaseAnimator's steps in the trace: one update per phase, caused by the animator.
@Suite struct PhaseTraceTests {
    @Test func eachPhaseStepIsAnUpdateCausedByItsAnimator() throws {
        // Triggered at 1 s with linear(0.5) steps: phase 1 at 1, phase 2 at 1.5, back to 0 at 2.
        let scene = """
            {"canvas": {"width": 100, "height": 100}, "state": {"taps": 0},
             "body": {"type": "Circle", "modifiers": [
               {"phaseAnimator": {"phases": [0, 1, 2], "trigger": "taps", "animation": {"linear": {"duration": 0.5}},
                 "content": [{"opacity": "1 - phase / 4"}, {"transactionMonitor": "pulse"}]}}]},
             "timeline": [{"at": 1, "set": {"taps": 1}}]}
            """
        let output = try TestRenderer.shared.trace(Array(scene.utf8))
        let text = String(decoding: output.bytes, as: UTF8.self)
        for time in ["1", "1.5", "2"] {
            #expect(text.contains(#"{"time": \#(time), "cause": {"kind": "phase", "animator": "/@0"}"#))
        }
        #expect(text.contains(#""duration": 2.5"#))
    }
}
