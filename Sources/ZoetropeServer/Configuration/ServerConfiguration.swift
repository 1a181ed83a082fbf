import Logging
import Zoetrope

/// Everything `zoetrope serve` (and the limits and defaults of `render` and `check`) reads from
/// `config.yml`, the environment and the command line, in that order of precedence (last wins).
public struct ServerConfiguration: Hashable, Sendable {
    /// The address to listen on; `0.0.0.0` for every interface (as in the container).
    public var host = "127.0.0.1"
    /// The TCP port; 0 picks a free one (logged at start-up).
    public var port = 8080
    /// Longest time a render request may wait for and use a render thread before a 503.
    public var requestTimeoutSeconds = 30.0
    /// Time after which a connection with no traffic is closed.
    public var idleTimeoutSeconds = 60.0
    /// Threads that run renders, off the network threads; 0 means one per CPU core.
    public var renderThreads = 0
    /// Renders allowed to wait for a busy render thread; one more is answered with a 503.
    public var maxQueuedRenders = 64
    /// Largest request line plus header fields, in bytes; more is a 400 `malformed_request`.
    public var maxHeaderBytes = 81_920
    /// The folder served at `/`; a relative path in `config.yml` is relative to that file's folder,
    /// one from the environment or a flag to the working directory.
    public var publicDirectory = "Public"
    /// The scenes `GET /v1/examples` lists for the playground; resolved like `publicDirectory`.
    public var examplesDirectory = "Examples"
    /// The address embed URLs start with (`POST /v1/embed`), e.g. `https://svg.example.com`;
    /// `nil` for `http://host:port` of this configuration (`localhost` for a wildcard host).
    public var publicURL: String? = nil
    /// Whether embed URLs may start with the request's `Host` header when `publicURL` is `nil`;
    /// only behind a proxy that sets it, as a client can send any `Host`.
    public var publicURLFromHost = false
    /// Bytes the in-memory render cache may hold (renders, their gzip encodings, bookkeeping);
    /// 0 turns it off.
    public var renderCacheBytes = 67_108_864
    /// Bytes that keep texts' glyph outlines and path data between renders (a text drawn again
    /// at the same place is not outlined and written again); 0 turns it off.
    public var textPathCacheBytes = Renderer.defaultTextPathCacheBytes
    /// Longest request target (path and query) of `GET /v1/render.svg`, in bytes; more is a 414.
    public var maxURLBytes = 16_384
    public var limits = RenderLimits.default
    /// Options used where a request or the CLI does not give them.
    public var defaults = RenderOptions()
    /// Where the renderer's fonts are; `nil` for its built-in default.
    public var fontDirectory: String? = nil
    public var logLevel = Logger.Level.info
    /// How log lines are written: `text` (swift-log's stream format) or `json` (one object a line).
    public var logFormat = LogFormat.text
    /// The configuration file that was read, if any.
    public var configFile: String? = nil

    public init() {}
}

/// The form of log lines on standard error.
public enum LogFormat: String, Hashable, Sendable, CaseIterable {
    case text
    case json
}
