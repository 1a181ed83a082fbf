import Testing

@testable import Keyframes

/// The instants at which the search for an update (`Animator.updateIndex(at:)`) finds a given
/// one, worked out from the updates' times.
@Suite struct UpdateBoundsTests {
    @Test func eachUpdateRunsUntilTheNext() {
        let times = [0.0, 0.1, 0.5]
        // The first is also found before every update; the last runs on for ever.
        #expect(UpdateBounds.bounds(of: 0, times: times) == (-.infinity, 0.1))
        #expect(UpdateBounds.bounds(of: 1, times: times) == (0.1, 0.5))
        #expect(UpdateBounds.bounds(of: 2, times: times) == (0.5, .infinity))
        #expect(UpdateBounds.bounds(of: 0, times: [0.25]) == (-.infinity, .infinity))
    }

    @Test func twoUpdatesAtOneInstant() {
        // The search finds the later of two updates at 0.1 from 0.1 on; the earlier one is
        // never found, and its bounds hold nothing.
        let times = [0.0, 0.1, 0.1, 0.4]
        #expect(UpdateBounds.ascend(times))
        #expect(UpdateBounds.bounds(of: 0, times: times) == (-.infinity, 0.1))
        let earlier = UpdateBounds.bounds(of: 1, times: times)
        #expect(!(earlier.lower < earlier.upper))
        #expect(UpdateBounds.bounds(of: 2, times: times) == (0.1, 0.4))
    }

    @Test func onlyAscendingTimesHaveBounds() {
        #expect(UpdateBounds.ascend([0.0, 0.1, 0.5]))
        #expect(UpdateBounds.ascend([0.3]))
        #expect(!UpdateBounds.ascend([0.0, 0.5, 0.1]))
        #expect(!UpdateBounds.ascend([0.0, .nan, 0.5]))
    }
}
