import Hummingbird
import NIOCore

/// The request context of every route: Hummingbird's basics and the connection the request came
/// on, so that a render can be cancelled when its client goes (see ``DisconnectWatcher``).
public struct ZoetropeRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The connection; in-process tests give a test channel without a watcher.
    public let channel: any Channel
    /// The presence of the connection's client (nil on a channel without a ``DisconnectWatcher``),
    /// taken when the request starts: a request that watches it later still hears that its
    /// client went after the connection was torn down and its registry entry dropped.
    let client: ClientPresence?
    /// What the route found out, for the request log.
    public let notes = RequestNotes()

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        channel = source.channel
        client = ClientPresence.of(source.channel)
    }
}
