import Hummingbird
import Zoetrope

/// A render (or trace) ready to send: its bytes, gzip-compressed on the render thread when the
/// client accepts it, so that compression never runs on a network thread.
public struct EncodedOutput: Sendable {
    var contentType: String
    var bytes: [UInt8]
    var gzipped: Bool

    /// The answer with its headers. An SVG opened on its own is a document of this origin, so
    /// it is told to load and run nothing (inline styles drive its animations).
    var response: Response {
        var headers = Self.headers(contentType: contentType)
        if gzipped { headers[.contentEncoding] = "gzip" }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// Made once for the renderer's two types: making a field checks each character of its value.
    private static let svgHeaders = makeHeaders(contentType: RenderOutput.svgContentType)
    private static let jsonHeaders = makeHeaders(contentType: RenderOutput.jsonContentType)

    private static func headers(contentType: String) -> HTTPFields {
        switch contentType {
        case RenderOutput.svgContentType: svgHeaders
        case RenderOutput.jsonContentType: jsonHeaders
        default: makeHeaders(contentType: contentType)
        }
    }

    private static func makeHeaders(contentType: String) -> HTTPFields {
        [
            .contentType: contentType, .vary: "Accept-Encoding", .xContentTypeOptions: "nosniff",
            .contentSecurityPolicy: "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
        ]
    }
}

extension RenderOutput {
    func encoded(gzip: Bool) -> EncodedOutput {
        EncodedOutput(contentType: contentType, bytes: gzip ? Gzip.compress(bytes) : bytes, gzipped: gzip)
    }
}
