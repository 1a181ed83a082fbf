import Hummingbird
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// Gives the answer Hummingbird sends to a request that is not valid HTTP/1.1 (a bad method, a
/// header block over `server.maxHeaderBytes`, a malformed chunk, a body cut short) the JSON error
/// body of every other refusal. Hummingbird writes `400` with `Content-Length: 0` and
/// `Connection: close` for these; this handler, between the HTTP codec and Hummingbird, remembers
/// the parser's error and rewrites that one answer.
final class MalformedRequestResponder: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let maxHeaderBytes: Int
    private var parseError: HTTPParserError?

    init(maxHeaderBytes: Int) {
        self.maxHeaderBytes = maxHeaderBytes
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if let error = error as? HTTPParserError { parseError = error }
        context.fireErrorCaught(error)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard let error = parseError, case .head(var head) = unwrapOutboundIn(data), head.status == .badRequest,
              head.headerFields[.contentLength] == "0"
        else {
            context.write(data, promise: promise)
            return
        }
        parseError = nil
        let body = JSONResponse.encode(
            ErrorBody(code: "malformed_request", message: Self.message(error, maxHeaderBytes: maxHeaderBytes)))
        head.headerFields[.contentType] = JSONResponse.contentType
        head.headerFields[.contentLength] = String(body.count)
        head.headerFields[.connection] = "close"
        context.write(wrapOutboundOut(.head(head)), promise: promise)
        context.write(wrapOutboundOut(.body(ByteBuffer(bytes: body))), promise: nil)
    }

    /// The parser's complaint in words.
    static func message(_ error: HTTPParserError, maxHeaderBytes: Int) -> String {
        switch error {
        case .headerOverflow:
            "the request's header fields are larger than \(maxHeaderBytes) bytes (server.maxHeaderBytes)"
        case .invalidMethod:
            "the request method is not a valid HTTP method"
        case .invalidVersion:
            "the request line does not end in a valid HTTP version"
        case .invalidURL, .invalidHost, .invalidPort, .invalidPath, .invalidQueryString, .invalidFragment:
            "the request target is not a valid URL"
        case .invalidHeaderToken, .invalidConstant, .lfExpected, .invalidCharactersUsed, .trailingGarbage:
            "the request line or a header field is not valid HTTP/1.1"
        case .invalidContentLength, .unexpectedContentLength:
            "the Content-Length header is not valid"
        case .invalidChunkSize:
            "the chunked request body is malformed"
        case .invalidEOFState, .closedConnection:
            "the connection closed before the whole request arrived"
        default:
            "the request is not valid HTTP/1.1 (\(error))"
        }
    }
}
