import Foundation
import Hummingbird
import Logging
import Synchronization
import Zoetrope

extension ZoetropeApplication {
    /// Runs `zoetrope serve` until SIGTERM or SIGINT, then stops accepting connections and
    /// returns once the requests in flight are answered.
    ///
    /// Sets up process-wide logging to standard error at the configured level, as text or JSON
    /// lines (`logging.format`), once per process.
    /// - Throws: the renderer's error when its fonts cannot be loaded, or the server's when the
    ///   address cannot be bound.
    public static func serve(configuration: ServerConfiguration) async throws {
        let level = configuration.logLevel
        let format = configuration.logFormat
        LoggingSystem.bootstrap { label in
            switch format {
            case .text:
                var handler = TextLogHandler(label: label)
                handler.logLevel = level
                return handler
            case .json:
                var handler = JSONLogHandler(label: label)
                handler.logLevel = level
                return handler
            }
        }
        var logger = Logger(label: "zoetrope")
        logger.logLevel = level
        logger.info("configuration: \(configuration.configFile ?? "built-in defaults (no config file)")")

        let renderer = try Renderer(limits: configuration.limits, fontDirectory: configuration.fontDirectory, textPathCacheBytes: configuration.textPathCacheBytes)
        let ready = ReadyFlag()
        let app = make(configuration: configuration, renderer: renderer, logger: logger) { _ in ready.set() }
        do {
            try await app.runService()
        } catch where !ready.isSet {
            // Failing before listening is almost always the address: in use, not local, not permitted.
            throw ServeError(description: "cannot listen on \(configuration.host):\(configuration.port): \(error)")
        }
        logger.notice("stopped")
    }
}

/// The server could not start.
struct ServeError: Error, CustomStringConvertible {
    var description: String
}

/// Set once, from the server's start-up callback.
private final class ReadyFlag: Sendable {
    private let value = Atomic<Bool>(false)

    func set() { value.store(true, ordering: .releasing) }
    var isSet: Bool { value.load(ordering: .acquiring) }
}
