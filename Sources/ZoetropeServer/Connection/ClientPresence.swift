import NIOCore
import Synchronization

/// Whether the client of one connection is still there, and what the request in progress wants
/// called when it goes. The connection's event loop reports the client going and the answer
/// ending; the request's task registers its callback from its own thread, under the lock.
final class ClientPresence: Sendable {
    private struct State {
        var gone = false
        /// For the request in progress only: cleared when its answer ends, so a long-lived
        /// connection never accumulates them.
        var callbacks: [@Sendable () -> Void] = []
    }

    private let state = Mutex(State())

    /// The presence of every open connection that has a ``DisconnectWatcher``, by its channel.
    private static let connections = Mutex<[ObjectIdentifier: ClientPresence]>([:])

    /// The presence of `channel`'s client, or nil for a channel without a watcher.
    static func of(_ channel: any Channel) -> ClientPresence? {
        connections.withLock { $0[ObjectIdentifier(channel)] }
    }

    /// Makes this the presence of `channel`'s client until ``forget(_:)`` (a channel has one
    /// watcher).
    func register(for channel: any Channel) {
        let earlier = Self.connections.withLock { $0.updateValue(self, forKey: ObjectIdentifier(channel)) }
        assert(earlier == nil, "a second DisconnectWatcher on one channel")
    }

    /// Drops `channel`'s entry if it is this one, before the channel (and so its identifier) can
    /// be freed.
    func forget(_ channel: any Channel) {
        let key = ObjectIdentifier(channel)
        Self.connections.withLock { connections in
            if connections[key] === self { connections.removeValue(forKey: key) }
        }
    }

    /// Calls `onGone` when the client goes before the current answer ends; at once (on the
    /// caller's thread) if it already has.
    func watch(_ onGone: @escaping @Sendable () -> Void) {
        let goneAlready = state.withLock { state -> Bool in
            if state.gone { return true }
            state.callbacks.append(onGone)
            return false
        }
        if goneAlready { onGone() }
    }

    /// The current request's answer has ended: its callbacks are no longer wanted. They are
    /// released outside the lock, as whatever they hold may be.
    func answerEnded() {
        var unwanted: [@Sendable () -> Void] = []
        state.withLock { swap(&unwanted, &$0.callbacks) }
    }

    /// The client went: calls the waiting callbacks, outside the lock.
    func clientWent() {
        let waiting = state.withLock { state -> [@Sendable () -> Void] in
            state.gone = true
            defer { state.callbacks.removeAll() }
            return state.callbacks
        }
        for callback in waiting { callback() }
    }
}
