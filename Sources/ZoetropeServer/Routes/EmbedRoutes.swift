import HTTPTypes
import Hummingbird
import Zoetrope

extension Router<ZoetropeRequestContext> {
    /// `Cache-Control` of embed renders: their URL holds everything they depend on.
    static let immutable = "public, max-age=31536000, immutable"

    /// `GET /v1/render.svg?scene=…&<options>`: the render `POST /v1/render` gives for the scene
    /// in `scene` (see ``EmbeddedScene``), with a strong `ETag` (304 for a matching
    /// `If-None-Match`) and a year of caching.
    func addEmbedRenderRoute(renderer: CachedRenderer, configuration: ServerConfiguration) {
        let defaultParameters = configuration.defaults.parameters
        get("/v1/render.svg") { request, context -> Response in
            let length = request.uri.string.utf8.count
            guard length <= configuration.maxURLBytes else {
                throw ZoetropeError(
                    status: 414, code: "url_too_long",
                    message: "the request's path and query are \(length) bytes, over the limit of \(configuration.maxURLBytes) "
                        + "(limits.maxURLBytes in config.yml); POST the scene to /v1/render instead",
                    path: EmbeddedScene.parameter)
            }
            var parameters = try Self.parameters(request)
            let encoded = parameters.removeValue(forKey: EmbeddedScene.parameter)
            let options = try RenderOptions(defaultParameters: defaultParameters, parameters: parameters, limits: configuration.limits)
            let scene = try EmbeddedScene.decode(encoded, limit: configuration.limits.maxBodyBytes)
            let gzip = AcceptEncoding.allowsGzip(request.headers[values: .acceptEncoding])
            let digest = EntityTag.sha256(scene)
            let tag = EntityTag.make(sceneDigest: digest, options: options, gzip: gzip)
            if EntityTag.matches(request.headers[values: .ifNoneMatch], tag) {
                return Response(
                    status: .notModified, headers: [.eTag: tag, .cacheControl: Self.immutable, .vary: "Accept-Encoding"])
            }
            let key = RenderCache.Key(sceneDigest: digest, options: options)
            var response = try await renderer.render(scene, key: key, gzip: gzip, context: context).response
            response.headers[.eTag] = tag
            response.headers[.cacheControl] = Self.immutable
            return response
        }
    }

    /// `POST /v1/embed?<options>`: the body is a scene; the answer `{"url", "markdown", "html"}`
    /// embeds it through `GET /v1/render.svg` with the options given. The scene is rendered
    /// first (its errors are this request's, and the render is then cached for the URL).
    ///
    /// A Swift body (`Content-Type: text/x-swift`, with the import's `view`, `canvas`,
    /// `background`, `tap` and `at`) is translated first, and the URL carries the scene JSON
    /// it translates to (as `zoetrope embed View.swift` does): the URL keeps rendering the same
    /// SVG whatever later versions of the importer make of the source.
    func addEmbedRoute(renderer: CachedRenderer, configuration: ServerConfiguration) {
        let defaultParameters = configuration.defaults.parameters
        let hostField = HTTPField.Name("Host")!
        post("/v1/embed") { request, context -> Response in
            var parameters = try Self.parameters(request)
            let swift = SwiftSource.isSwift(request) ? try SwiftSource.options(&parameters) : nil
            let options = try RenderOptions(defaultParameters: defaultParameters, parameters: parameters, limits: configuration.limits)
            let host = request.headers.value(of: hostField) ?? request.head.authority
            let base = try PublicBaseURL.resolve(configuration, host: host)
            var scene = try await RequestBodyReader.collect(
                request.body, declaredLength: request.headers.value(of: .contentLength), limit: configuration.limits.maxBodyBytes)
            if let swift {
                scene = try await SwiftSource.scene(
                    scene, options: swift, limits: configuration.limits.scene, renderer: renderer.renderer, queue: renderer.queue)
            }
            let link = EmbedLink(scene: scene, parameters: parameters, base: base)
            let length = link.url.utf8.count - base.utf8.count
            guard length <= configuration.maxURLBytes else {
                throw ZoetropeError(
                    status: 422, code: "limit_exceeded",
                    message: "the embed URL's path and query would be \(length) bytes, over the limit of \(configuration.maxURLBytes) "
                        + "(limits.maxURLBytes in config.yml); POST the scene to /v1/render instead")
            }
            let key = RenderCache.Key(sceneDigest: EntityTag.sha256(scene), options: options)
            _ = try await renderer.render(scene, key: key, gzip: true, context: context)
            return JSONResponse.make(link, status: .ok)
        }
    }
}
