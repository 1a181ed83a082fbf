import Motion
import Testing

@testable import Keyframes

/// The in-place searches of `TrackBuilder.segments`: the epoch of an instant and the changes
/// that drive a segment.
@Suite struct TrackBuilderSearchTests {
    static func epoch(_ start: Double, _ end: Double) -> TrackBuilder.Epoch {
        TrackBuilder.Epoch(start: start, end: end, stretch: 0, transition: nil, removal: nil, ownModifiers: 0)
    }

    @Test func anInstantFindsTheEpochHoldingIt() {
        // [0, 1), [1, 2), a gap, then [3, ∞): each start belongs to its epoch, each end to the next.
        let epochs = [Self.epoch(0, 1), Self.epoch(1, 2), Self.epoch(3, .infinity)]
        #expect(TrackBuilder.epochIndex(at: 0, in: epochs) == 0)
        #expect(TrackBuilder.epochIndex(at: 0.5, in: epochs) == 0)
        #expect(TrackBuilder.epochIndex(at: 1, in: epochs) == 1)
        #expect(TrackBuilder.epochIndex(at: 2, in: epochs) == nil)
        #expect(TrackBuilder.epochIndex(at: 2.5, in: epochs) == nil)
        #expect(TrackBuilder.epochIndex(at: 1e9, in: epochs) == 2)
        #expect(TrackBuilder.epochIndex(at: -1, in: epochs) == nil)
        #expect(TrackBuilder.epochIndex(at: 0.5, in: []) == nil)
    }

    @Test func aSegmentIsDrivenByTheAnimationsRunningAtItsStart() {
        // 0 → 10 linearly over [0, 1); a jump to 5 at 1.5; 5 → 20 from 2 after a 0.5 s delay,
        // over [2.5, 3.5).
        var value = AnimatedValue(0.0)
        value.set(10, at: 0, animation: .linear(duration: 1))
        value.set(5, at: 1.5, animation: nil)
        value.set(20, at: 2, animation: .linear(duration: 1).delay(0.5))
        let changes = value.changes
        #expect(changes.count == 3)
        // Inside the first animation.
        #expect(TrackBuilder.drivers(of: changes, from: 0, to: 0.5) == [0])
        #expect(TrackBuilder.drivers(of: changes, from: 0.2, to: 0.8) == [0])
        // At its end it has stopped; the jump has no animation.
        #expect(TrackBuilder.drivers(of: changes, from: 1, to: 1.5) == [])
        #expect(TrackBuilder.drivers(of: changes, from: 1.5, to: 2) == [])
        // Still in its delay at 2.4: not a driver; from its delay's end to 3 it is.
        #expect(TrackBuilder.drivers(of: changes, from: 2, to: 2.4) == [])
        #expect(TrackBuilder.drivers(of: changes, from: 2.5, to: 3) == [2])
        // Past every end.
        #expect(TrackBuilder.drivers(of: changes, from: 4, to: 5) == [])
    }
}
