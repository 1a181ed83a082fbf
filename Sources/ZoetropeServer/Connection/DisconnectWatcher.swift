import NIOCore
import NIOHTTPTypes

/// Tells the request in progress on a connection that its client has gone: the connection was
/// reset or closed, or the client closed its sending side (as nginx does, a client that stops
/// sending while it waits for the answer counts as gone). The render route uses it to cancel a
/// render nobody will receive.
///
/// The handler's methods run on the channel's event loop and report to the connection's
/// ``ClientPresence``, which each request takes when it starts (``ZoetropeRequestContext``) and
/// watches from any thread; a channel without a watcher (the in-process test channel) has none.
final class DisconnectWatcher: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let presence = ClientPresence()

    func handlerAdded(context: ChannelHandlerContext) {
        presence.register(for: context.channel)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        presence.forget(context.channel)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let event = event as? ChannelEvent, case .inputClosed = event { presence.clientWent() }
        context.fireUserInboundEventTriggered(event)
    }

    func channelInactive(context: ChannelHandlerContext) {
        presence.clientWent()
        context.fireChannelInactive()
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) { presence.answerEnded() }
        context.write(data, promise: promise)
    }
}
