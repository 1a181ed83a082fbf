import NIOCore
import NIOHTTPTypes

/// Tells the request in progress on a connection that its client has gone: the connection was
/// reset or closed, or the client closed its sending side (as nginx does, a client that stops
/// sending while it waits for the answer counts as gone). The render route uses it to cancel a
/// render nobody will receive.
///
/// Every method runs on the channel's event loop; ``watch(_:onGone:)`` hops there itself.
final class DisconnectWatcher: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private var gone = false
    /// For the request in progress only: cleared when its answer ends, so a long-lived
    /// connection never accumulates them.
    private var callbacks: [@Sendable () -> Void] = []

    /// Calls `onGone` (on the event loop) if the client of `channel` goes before the current
    /// request's answer has been written; at once if it already has. Channels without a watcher
    /// (the in-process test channel) never call it.
    static func watch(_ channel: any Channel, onGone: @escaping @Sendable () -> Void) {
        channel.eventLoop.execute {
            guard let watcher = try? channel.pipeline.syncOperations.handler(type: DisconnectWatcher.self) else { return }
            if watcher.gone {
                onGone()
            } else {
                watcher.callbacks.append(onGone)
            }
        }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let event = event as? ChannelEvent, case .inputClosed = event { clientWent() }
        context.fireUserInboundEventTriggered(event)
    }

    func channelInactive(context: ChannelHandlerContext) {
        clientWent()
        context.fireChannelInactive()
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) { callbacks.removeAll() }
        context.write(data, promise: promise)
    }

    private func clientWent() {
        gone = true
        let waiting = callbacks
        callbacks.removeAll()
        for callback in waiting { callback() }
    }
}
