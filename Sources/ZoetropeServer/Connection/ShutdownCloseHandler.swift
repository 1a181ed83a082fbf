import Hummingbird
import NIOCore
import NIOHTTPTypes

/// Once the server is shutting down (SIGTERM or SIGINT: NIO's `ChannelShouldQuiesceEvent`),
/// every reply still to be sent on this connection says `Connection: close`, so that a client
/// keeping the connection alive opens a new one (to another instance) instead of sending its
/// next request into a connection about to close.
final class ShutdownCloseHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private var closing = false

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is ChannelShouldQuiesceEvent { closing = true }
        context.fireUserInboundEventTriggered(event)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard closing, case .head(var head) = unwrapOutboundIn(data) else {
            context.write(data, promise: promise)
            return
        }
        head.headerFields[.connection] = "close"
        context.write(wrapOutboundOut(.head(head)), promise: promise)
    }
}
