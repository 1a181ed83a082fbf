import Foundation
import Testing

@testable import Motion

/// `suffix(after:)`: the rest of a track, entered part way through a segment. Expected values
/// by hand: easeIn(0.5) = 0.3154 (SEMANTICS §4).
@Suite struct KeyframeTrackSuffixTests {
    /// 0 → 10 over 1 s linear, then → 0 over 1 s easeIn, then a move to 4.
    static let track = KeyframeTrack(
        from: 0,
        keyframes: [.linear(to: 10, duration: 1, curve: .linear), .linear(to: 0, duration: 1, curve: .easeIn), .move(to: 4)])

    @Test func insideTheFirstSegment() {
        let rest = Self.track.suffix(after: 0.5)
        #expect(rest.duration == 1.5)
        #expect(abs(rest.initialValue - 5) < 1e-12 && abs(rest.value(at: 0) - 5) < 1e-12)
        #expect(abs(rest.value(at: 0.25) - 7.5) < 1e-12)
        // 10 per second on the linear part.
        #expect(abs(rest.velocity(at: 0.25) - 10) < 1e-9)
        #expect(rest.value(at: 0.5) == 10)
        #expect(rest.finalValue == 4)
    }

    @Test func insideACurvedSegmentTheCurveGoesOn() {
        let rest = Self.track.suffix(after: 1.5)
        #expect(rest.duration == 0.5)
        // Halfway along easeIn: 10 − 10 · 0.3154.
        #expect(abs(rest.value(at: 0) - 6.846) < 1e-3)
        for t in [0.1, 0.2, 0.3, 0.45] {
            #expect(abs(rest.value(at: t) - Self.track.value(at: 1.5 + t)) < 1e-12)
        }
        #expect(rest.value(at: 0.5) == 4 && rest.finalValue == 4)
    }

    @Test func atABoundaryAndBeyondTheEnd() {
        let rest = Self.track.suffix(after: 1)
        #expect(rest.duration == 1 && rest.value(at: 0) == 10)
        #expect(abs(rest.value(at: 0.5) - (10 - 3.154)) < 1e-3)
        let none = Self.track.suffix(after: 5)
        #expect(none.duration == 0 && none.value(at: 0) == 4)
        #expect(Self.track.suffix(after: 0) == Self.track)
    }
}
