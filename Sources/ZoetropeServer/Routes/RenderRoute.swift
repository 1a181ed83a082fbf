import Hummingbird
import Zoetrope

extension Router<ZoetropeRequestContext> {
    /// `POST /v1/render`: the body is a scene, the query its options (`mode`, `t`, `text`,
    /// `precision`, `fps`, `from`, `to`; defaults from the configuration); the answer is the
    /// render (an SVG, or JSON for `frames`), gzip-encoded when the client accepts it; through
    /// the render cache.
    func addRenderRoute(renderer: CachedRenderer, configuration: ServerConfiguration) {
        let defaultParameters = configuration.defaults.parameters
        post("/v1/render") { request, context -> Response in
            // Options first: a bad one is refused without reading the body.
            var parameters = try Self.parameters(request)
            let swift = SwiftSource.isSwift(request) ? try SwiftSource.options(&parameters) : nil
            let options = try RenderOptions(defaultParameters: defaultParameters, parameters: parameters, limits: configuration.limits)
            var scene = try await RequestBodyReader.collect(
                request.body, declaredLength: request.headers.value(of: .contentLength), limit: configuration.limits.maxBodyBytes)
            if let swift {
                scene = try await SwiftSource.scene(
                    scene, options: swift, limits: configuration.limits.scene, renderer: renderer.renderer, queue: renderer.queue)
            }
            let gzip = AcceptEncoding.allowsGzip(request.headers[values: .acceptEncoding])
            // The digest only names a cache entry: without a cache it is not worth hashing the body.
            let digest = renderer.cache.budget > 0 ? EntityTag.sha256(scene) : ""
            let key = RenderCache.Key(sceneDigest: digest, options: options)
            return try await renderer.render(scene, key: key, gzip: gzip, context: context).response
        }
    }

    /// Runs `work` on the render queue, cancelling it when the client goes, and answers with
    /// its result.
    static func answer(
        queue: RenderQueue, context: ZoetropeRequestContext,
        _ work: @escaping @Sendable (RenderCancellation) throws(ZoetropeError) -> EncodedOutput
    ) async throws(ZoetropeError) -> Response {
        try await run(queue: queue, context: context, work).response
    }

    /// The result of `work`, run on the render queue and cancelled when the client goes.
    static func run(
        queue: RenderQueue, context: ZoetropeRequestContext,
        _ work: @escaping @Sendable (RenderCancellation) throws(ZoetropeError) -> EncodedOutput
    ) async throws(ZoetropeError) -> EncodedOutput {
        let cancellation = RenderCancellation()
        context.client?.watch { cancellation.cancel() }
        return try await queue.run(cancellation: cancellation) { () throws(ZoetropeError) in try work(cancellation) }
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
}
