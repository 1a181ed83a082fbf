import Cancellation
import Testing

/// The stop signal's checks: `cancel()`, a deadline passed or not, and none.
@Suite struct RenderCancellationTests {
    @Test func withoutADeadlineOnlyCancelStops() {
        let cancellation = RenderCancellation()
        #expect(cancellation.deadline == nil)
        #expect(!cancellation.isCancelled)
        #expect(!cancellation.deadlinePassed)
        cancellation.cancel()
        #expect(cancellation.isCancelled)
        #expect(!cancellation.deadlinePassed)
    }

    @Test func aDeadlineStopsOncePassed() {
        let passed = RenderCancellation(deadline: ContinuousClock.now.advanced(by: .seconds(-1)))
        #expect(passed.isCancelled)
        #expect(passed.deadlinePassed)
        let ahead = RenderCancellation(timeout: .seconds(3600))
        #expect(ahead.deadline != nil)
        #expect(!ahead.isCancelled)
        #expect(!ahead.deadlinePassed)
        ahead.cancel()
        #expect(ahead.isCancelled)
        #expect(!ahead.deadlinePassed)
    }

    @Test func aZeroTimeoutHasPassedAtItsFirstCheck() {
        let cancellation = RenderCancellation(timeout: .zero)
        #expect(cancellation.isCancelled)
        #expect(cancellation.deadlinePassed)
    }
}
