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

    /// The bounds agree with the search itself, over a timeline with two events at one instant,
    /// at every update's time, between them, before and after them all, at −0 and at −∞; +∞,
    /// where the search finds the last update, is in no bounds (a sample there searches).
    @Test func theBoundsAreWhereTheSearchFindsEachUpdate() throws {
        let animator = try KeyframesTestSupport.animator(#"""
            {"state": {"n": 0}, "body": {"type": "Text", "text": "\\(n)"},
             "timeline": [{"at": 0.1, "set": {"n": 1}}, {"at": 0.1, "set": {"n": 2}}, {"at": 0.4, "set": {"n": 3}}]}
            """#)
        let times = animator.updates.map(\.time)
        #expect(times == [0, 0.1, 0.1, 0.4])
        #expect(UpdateBounds.ascend(times))
        let instants = [-Double.infinity, -1, -0.0, 0, 0.05, 0.1, 0.25, 0.4, 0.5]
        for index in times.indices {
            let (lower, upper) = UpdateBounds.bounds(of: index, times: times)
            for time in instants {
                #expect((animator.updateIndex(at: time) == index) == (lower <= time && time < upper), "update \(index) at \(time)")
            }
            #expect(!(lower <= .infinity && .infinity < upper))
        }
        #expect(animator.updateIndex(at: .infinity) == 3)
    }

    @Test func onlyAscendingTimesHaveBounds() {
        #expect(UpdateBounds.ascend([0.0, 0.1, 0.5]))
        #expect(UpdateBounds.ascend([0.3]))
        #expect(!UpdateBounds.ascend([0.0, 0.5, 0.1]))
        #expect(!UpdateBounds.ascend([0.0, .nan, 0.5]))
    }
}
