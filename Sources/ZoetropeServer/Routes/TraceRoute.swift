import Hummingbird
import Zoetrope

extension Router<ZoetropeRequestContext> {
    /// `POST /v1/trace`: the body is a scene; the answer is the JSON trace of its updates, with
    /// the body limit, render queue, cancellation and gzip negotiation of `/v1/render`. It takes
    /// no options, but a Swift body takes the import's (`view`, `canvas`, `background`, `tap`).
    func addTraceRoute(renderer: some SceneRendering, queue: RenderQueue, configuration: ServerConfiguration) {
        post("/v1/trace") { request, context -> Response in
            // A Swift body (`text/x-swift`) takes the import's options, like `/v1/render`.
            var parameters = try Self.parameters(request)
            let swift = SwiftSource.isSwift(request) ? try SwiftSource.options(&parameters) : nil
            if let name = parameters.keys.sorted().first {
                throw ZoetropeError.invalidOption(name, "unknown option '\(name)'; /v1/trace takes no options" + (swift == nil ? "" : " but view, canvas, background, tap, at and random-seed for Swift"))
            }
            let body = try await RequestBodyReader.collect(
                request.body, declaredLength: request.headers.value(of: .contentLength), limit: configuration.limits.maxBodyBytes)
            let scene: [UInt8]
            if let swift {
                scene = try await SwiftSource.scene(
                    body, options: swift, limits: configuration.limits.scene, renderer: renderer, queue: queue)
            } else {
                scene = body
            }
            let gzip = AcceptEncoding.allowsGzip(request.headers[values: .acceptEncoding])
            return try await Self.answer(queue: queue, context: context) { cancellation throws(ZoetropeError) in
                try renderer.trace(scene, cancellation: cancellation).encoded(gzip: gzip)
            }
        }
    }
}
