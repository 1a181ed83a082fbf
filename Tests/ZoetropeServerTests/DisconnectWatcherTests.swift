import NIOCore
import NIOEmbedded
import NIOHTTPTypes
import Synchronization
import Testing
@testable import ZoetropeServer

/// The watcher on a channel of its own: which callbacks run when the client goes, and that a
/// closed connection leaves nothing registered.
@Suite struct DisconnectWatcherTests {
    /// Counts the calls of the callbacks it makes.
    final class Calls: Sendable {
        private let count = Atomic<Int>(0)
        var value: Int { count.load(ordering: .sequentiallyConsistent) }
        func callback() -> @Sendable () -> Void { { self.count.add(1, ordering: .sequentiallyConsistent) } }
    }

    @Test func aWatchedRequestHearsThatItsClientWentOnce() throws {
        let channel = EmbeddedChannel(handler: DisconnectWatcher())
        let calls = Calls()
        ClientPresence.of(channel)?.watch(calls.callback())
        #expect(calls.value == 0)
        channel.pipeline.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
        #expect(calls.value == 1)
        // Closing afterwards does not call it again.
        _ = try channel.finish()
        #expect(calls.value == 1)
    }

    @Test func aClientAlreadyGoneIsReportedAtOnce() throws {
        let channel = EmbeddedChannel(handler: DisconnectWatcher())
        channel.pipeline.fireChannelInactive()
        let calls = Calls()
        ClientPresence.of(channel)?.watch(calls.callback())
        #expect(calls.value == 1)
        _ = try channel.finish()
    }

    @Test func anAnsweredRequestIsNotCalledWhenTheConnectionCloses() throws {
        let channel = EmbeddedChannel(handler: DisconnectWatcher())
        let answered = Calls()
        ClientPresence.of(channel)?.watch(answered.callback())
        try channel.writeOutbound(HTTPResponsePart.end(nil))
        // The next request on the kept-alive connection watches in its turn.
        let next = Calls()
        ClientPresence.of(channel)?.watch(next.callback())
        _ = try channel.finish()
        #expect(answered.value == 0)
        #expect(next.value == 1)
    }

    @Test func aClosedConnectionIsForgotten() throws {
        let channel = EmbeddedChannel(handler: DisconnectWatcher())
        #expect(ClientPresence.of(channel) != nil)
        // Only the registered presence drops the entry.
        ClientPresence().forget(channel)
        #expect(ClientPresence.of(channel) != nil)
        _ = try channel.finish()
        #expect(ClientPresence.of(channel) == nil)
        // A channel without a watcher never calls.
        let calls = Calls()
        ClientPresence.of(channel)?.watch(calls.callback())
        #expect(calls.value == 0)
    }

    /// A request takes its connection's presence when it starts (`ZoetropeRequestContext`): a
    /// render it watches for after the connection is torn down is cancelled at once.
    @Test func aPresenceTakenBeforeTheConnectionIsTornDownStillReportsTheClientGone() throws {
        let channel = EmbeddedChannel(handler: DisconnectWatcher())
        let presence = try #require(ClientPresence.of(channel))
        _ = try channel.finish()
        #expect(ClientPresence.of(channel) == nil)
        let calls = Calls()
        presence.watch(calls.callback())
        #expect(calls.value == 1)
    }
}
