import Hummingbird
import Zoetrope

extension Router {
    /// `POST /v1/render`: the body is a scene, the query its options (`mode`, `t`, `text`,
    /// `precision`, `fps`, `from`, `to`; defaults from the configuration); the answer is the
    /// render (an SVG, or JSON for `frames`), gzip-encoded when the client accepts it.
    func addRenderRoute(renderer: some SceneRendering, queue: RenderQueue, configuration: ServerConfiguration) {
        post("/v1/render") { request, _ -> Response in
            // Options first: a bad one is refused without reading the body.
            let options = try RenderOptions(
                defaults: configuration.defaults, parameters: Self.parameters(request), limits: configuration.limits)
            let scene = try await RequestBodyReader.collect(
                request.body, declaredLength: request.headers[.contentLength], limit: configuration.limits.maxBodyBytes)
            let output = try await queue.run { () throws(ZoetropeError) in try renderer.render(scene, options: options) }
            return Self.response(output, gzip: AcceptEncoding.allowsGzip(request.headers[values: .acceptEncoding]))
        }
    }

    /// The query's parameters; one given twice is an error rather than a silent pick.
    static func parameters(_ request: Request) throws(ZoetropeError) -> [String: String] {
        var result: [String: String] = [:]
        for (name, value) in request.uri.queryParameters {
            let name = String(name)
            guard result[name] == nil else { throw .invalidOption(name, "option '\(name)' is given more than once") }
            result[name] = String(value)
        }
        return result
    }

    /// The render (or trace) with its headers. An SVG opened on its own is a document of this
    /// origin, so it is told to load and run nothing (inline styles drive its animations).
    static func response(_ output: RenderOutput, gzip: Bool) -> Response {
        var headers: HTTPFields = [
            .contentType: output.contentType, .vary: "Accept-Encoding", .xContentTypeOptions: "nosniff",
            .contentSecurityPolicy: "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
        ]
        var bytes = output.bytes
        if gzip {
            bytes = Gzip.compress(bytes)
            headers[.contentEncoding] = "gzip"
        }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
