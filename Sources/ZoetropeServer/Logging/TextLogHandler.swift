import Logging

/// `logging.format: text`: swift-log's `StreamLogHandler` lines on standard error, with the
/// logger's metadata kept here and handed to it only when an event is logged. The stream
/// handler formats its whole metadata each time a key is set, which every request does (its ID)
/// and nearly every request then never logs.
struct TextLogHandler: LogHandler {
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?
    /// Without metadata or a provider of its own: both are applied here, in its order.
    private var stream: StreamLogHandler

    init(label: String) {
        metadataProvider = LoggingSystem.metadataProvider
        stream = StreamLogHandler.standardError(label: label, metadataProvider: nil)
    }

    var logLevel: Logger.Level {
        get { stream.logLevel }
        set { stream.logLevel = newValue }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// The stream handler's precedence: the logger's metadata, then the provider's, then the
    /// event's own.
    func log(event: LogEvent) {
        var merged = metadata
        if let provided = metadataProvider?.get(), !provided.isEmpty { merged.merge(provided) { _, new in new } }
        if let explicit = event.metadata, !explicit.isEmpty { merged.merge(explicit) { _, new in new } }
        var event = event
        event.metadata = merged
        stream.log(event: event)
    }
}
