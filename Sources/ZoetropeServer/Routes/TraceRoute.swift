import Hummingbird
import Zoetrope

extension Router<ZoetropeRequestContext> {
    /// `POST /v1/trace`: the body is a scene; the answer is the JSON trace of its updates, with
    /// the body limit, render queue, cancellation and gzip negotiation of `/v1/render`. It takes
    /// no options.
    func addTraceRoute(renderer: some SceneRendering, queue: RenderQueue, configuration: ServerConfiguration) {
        post("/v1/trace") { request, context -> Response in
            if let name = try Self.parameters(request).keys.sorted().first {
                throw ZoetropeError.invalidOption(name, "unknown option '\(name)'; /v1/trace takes no options")
            }
            let scene = try await RequestBodyReader.collect(
                request.body, declaredLength: request.headers[.contentLength], limit: configuration.limits.maxBodyBytes)
            let gzip = AcceptEncoding.allowsGzip(request.headers[values: .acceptEncoding])
            return try await Self.answer(queue: queue, context: context) { cancellation throws(ZoetropeError) in
                try renderer.trace(scene, cancellation: cancellation).encoded(gzip: gzip)
            }
        }
    }
}
