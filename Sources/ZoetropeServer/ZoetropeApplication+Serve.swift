import Hummingbird
import Logging
import Zoetrope

extension ZoetropeApplication {
    /// Runs `zoetrope serve` until SIGTERM or SIGINT, then stops accepting connections and
    /// returns once the requests in flight are answered.
    ///
    /// Sets up process-wide logging to standard error at the configured level (once per process).
    /// - Throws: the renderer's error when its fonts cannot be loaded, or the server's when the
    ///   address cannot be bound.
    public static func serve(configuration: ServerConfiguration) async throws {
        let level = configuration.logLevel
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        var logger = Logger(label: "zoetrope")
        logger.logLevel = level
        logger.info("configuration: \(configuration.configFile ?? "built-in defaults (no config file)")")

        let renderer = try Renderer(limits: configuration.limits, fontDirectory: configuration.fontDirectory)
        try await make(configuration: configuration, renderer: renderer, logger: logger).runService()
        logger.notice("stopped")
    }
}
