import Motion
import Testing

@testable import Keyframes

/// `TrackBuilder.DependentChanges`: the changes of the tracks a property depends on, in the
/// tracks' order, each beside its own track's target.
@Suite struct DependentChangesTests {
    /// A track from 0 that is set to each of `targets` in turn, at 1 s, 2 s, …, with a linear
    /// animation: one change per target, its interval the step from the previous target.
    static func track(_ targets: [Double]) -> AnimatedValue<Double> {
        var track = AnimatedValue(0.0)
        for (k, target) in targets.enumerated() { track.set(target, at: Double(k + 1), animation: .linear(duration: 0.5)) }
        return track
    }

    @Test func changesInTrackOrderWithTheirTargets() {
        // Track 0: 0 → 2 → 5 (changes of +2 and +3, target 5); track 1: 0 → 7 (one change of +7).
        let tracks = [Self.track([2, 5]), Self.track([7])]
        let all = TrackBuilder.DependentChanges(allOf: tracks)
        #expect(all.changes.map(\.interval) == [2, 3, 7])
        #expect(all.changes.map(\.time) == [1, 2, 1])
        #expect(all.targets == [5, 5, 7])
        #expect(all.changes.count == all.targets.count)
    }

    @Test func aDependencyPickedByIndex() {
        // Only the second track, then the first after it: their order is the order asked.
        let tracks = [Self.track([2, 5]), Self.track([7])]
        var picked = TrackBuilder.DependentChanges()
        picked.append(changesOf: 1, in: tracks)
        picked.append(changesOf: 0, in: tracks)
        #expect(picked.changes.map(\.interval) == [7, 2, 3])
        #expect(picked.targets == [7, 5, 5])
    }

    @Test func aFirstTrackWithoutChanges() {
        // A track that never changed adds nothing; the next track's list is then the whole list.
        let tracks = [AnimatedValue(4.0), Self.track([1, -1])]
        let all = TrackBuilder.DependentChanges(allOf: tracks)
        #expect(all.changes.map(\.interval) == [1, -2])
        #expect(all.targets == [-1, -1])
    }

    /// Each change's track among those read (`TrackCache`'s key), whether one track has changes
    /// or several, and past tracks without any.
    @Test func eachChangeKnowsItsTrack() {
        let tracks = [AnimatedValue(4.0), Self.track([2, 5]), AnimatedValue(1.0), Self.track([7])]
        let all = TrackBuilder.DependentChanges(allOf: tracks)
        #expect(all.changes.indices.map(all.source(of:)) == [1, 1, 3])
        var one = TrackBuilder.DependentChanges()
        one.append(changesOf: 0, in: tracks)
        one.append(changesOf: 3, in: tracks)
        #expect(one.changes.indices.map(one.source(of:)) == [3])
        var picked = TrackBuilder.DependentChanges()
        picked.append(changesOf: 3, in: tracks)
        picked.append(changesOf: 1, in: tracks)
        #expect(picked.changes.indices.map(picked.source(of:)) == [3, 1, 1])
    }
}
