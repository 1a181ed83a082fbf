import Foundation
import Hummingbird
import HummingbirdCore
import Logging

/// Builds the HTTP application of `zoetrope serve`: routes, middleware and server settings.
public enum ZoetropeApplication {
    /// The methods each route answers (HEAD is generated for GET routes).
    static let routes: [String: [HTTPRequest.Method]] = [
        "/v1/render": [.post], "/v1/trace": [.post], "/healthz": [.get, .head],
        "/openapi.yaml": [.get, .head], "/v1/examples": [.get, .head],
        "/v1/render.svg": [.get, .head], "/v1/embed": [.post], "/metrics": [.get, .head],
    ]

    /// The application; run it with `runService()`, which shuts down gracefully on SIGTERM and
    /// SIGINT: it stops accepting connections and finishes the requests in flight.
    /// - Parameter onReady: called once the server listens, with the port it listens on.
    public static func make(
        configuration: ServerConfiguration, renderer: some SceneRendering, logger: Logger,
        onReady: @escaping @Sendable (Int) -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let router = makeRouter(configuration: configuration, renderer: renderer, logger: logger)
        return Application(
            router: router,
            server: .http1(configuration: channelConfiguration(configuration)),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "Zoetrope"),
            onServerRunning: { channel in
                // The actual port, which matters when the configured one is 0.
                if let address = channel.localAddress, let ip = address.ipAddress, let port = address.port {
                    logger.notice("ready at http://\(ip.contains(":") ? "[\(ip)]" : ip):\(port)")
                }
                onReady(channel.localAddress?.port ?? configuration.port)
            },
            logger: logger)
    }

    /// HTTP/1.1 settings: the idle timeout, the header size limit, and the handlers that give
    /// malformed requests a JSON answer, close connections on shutdown and notice clients that go.
    static func channelConfiguration(_ configuration: ServerConfiguration) -> HTTP1Channel.Configuration {
        let maxHeaderBytes = configuration.maxHeaderBytes
        return HTTP1Channel.Configuration(
            additionalChannelHandlers: [
                MalformedRequestResponder(maxHeaderBytes: maxHeaderBytes), ShutdownCloseHandler(), DisconnectWatcher(),
            ],
            idleTimeout: .milliseconds(Int64(configuration.idleTimeoutSeconds * 1_000)),
            httpDecoderConfiguration: .init(maxHeaderFieldSize: maxHeaderBytes, maxHeaderListSize: maxHeaderBytes))
    }

    /// The router alone: middleware (outermost first) and then the routes.
    public static func makeRouter(
        configuration: ServerConfiguration, renderer: some SceneRendering, logger: Logger
    ) -> Router<ZoetropeRequestContext> {
        let router = Router(context: ZoetropeRequestContext.self, options: .autoGenerateHeadEndpoints)
        let metrics = ServerMetrics()
        router.add(middleware: RequestLogMiddleware(routes: Set(routes.keys), metrics: metrics, format: configuration.logFormat))
        router.add(middleware: JSONErrorMiddleware(routes: routes))
        router.add(middleware: RequestPathMiddleware())
        if !FileManager.default.fileExists(atPath: configuration.publicDirectory) {
            logger.warning("public folder \(configuration.publicDirectory) not found; / will answer 404")
        }
        router.add(middleware: FileMiddleware(configuration.publicDirectory, searchForIndexHtml: true, logger: logger))
        router.addHealthRoute()
        router.addOpenAPIRoute()
        router.addExamplesRoute(configuration: configuration)
        let queue = RenderQueue(
            threads: configuration.renderThreads, maxQueued: configuration.maxQueuedRenders,
            timeoutSeconds: configuration.requestTimeoutSeconds)
        let cache = RenderCache(budget: configuration.renderCacheBytes)
        let cached = CachedRenderer(renderer: renderer, queue: queue, cache: cache, metrics: metrics)
        router.addRenderRoute(renderer: cached, configuration: configuration)
        router.addEmbedRenderRoute(renderer: cached, configuration: configuration)
        router.addEmbedRoute(renderer: cached, configuration: configuration)
        router.addMetricsRoute(metrics: metrics, queue: queue, cache: cache)
        router.addTraceRoute(renderer: renderer, queue: queue, configuration: configuration)
        return router
    }
}
