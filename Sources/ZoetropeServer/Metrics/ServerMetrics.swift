import CoreMetrics
import Metrics
import Prometheus
import Synchronization
import Zoetrope

/// The server's metrics, recorded through swift-metrics into a Prometheus registry of this
/// application's own (so that several applications in one process, as in tests, keep apart)
/// and served at `/metrics` in the Prometheus text format.
public final class ServerMetrics: Sendable {
    public static let requests = "zoetrope_http_requests_total"
    public static let renderDuration = "zoetrope_render_duration_seconds"
    public static let rejected = "zoetrope_renders_rejected_total"
    public static let cacheHits = "zoetrope_render_cache_hits_total"
    public static let cacheMisses = "zoetrope_render_cache_misses_total"
    public static let queueDepth = "zoetrope_render_queue_depth"
    public static let running = "zoetrope_renders_running"
    public static let cacheBytes = "zoetrope_render_cache_bytes"
    public static let cacheEntries = "zoetrope_render_cache_entries"

    /// Upper bounds of the render duration buckets: a small snapshot takes a few milliseconds,
    /// a large keyframes render seconds; `server.requestTimeoutSeconds` defaults to 30.
    static let durationBuckets: [Duration] = [
        .milliseconds(1), .milliseconds(2.5), .milliseconds(5), .milliseconds(10), .milliseconds(25), .milliseconds(50),
        .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2.5), .seconds(5), .seconds(10),
        .seconds(30),
    ]

    private let registry = PrometheusCollectorRegistry()
    private let factory: PrometheusMetricsFactory
    /// The handles made so far, by their dimensions: making one asks the registry, which checks
    /// the name and hashes the labels under its lock, on every request. Bounded: routes are the
    /// router's paths and `other`, statuses three digits, modes `RenderMode`'s cases.
    private let requestCounters = Mutex<[RequestKey: CoreMetrics.Counter]>([:])
    private let renderTimers = Mutex<[RenderMode: CoreMetrics.Timer]>([:])
    private let cacheHitCounter: CoreMetrics.Counter
    private let cacheMissCounter: CoreMetrics.Counter

    private struct RequestKey: Hashable {
        var route: String
        var status: Int
    }

    public init() {
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.durationHistogramBuckets = [Self.renderDuration: Self.durationBuckets]
        self.factory = factory
        // Listed from the start, at 0.
        cacheHitCounter = CoreMetrics.Counter(label: Self.cacheHits, factory: factory)
        cacheMissCounter = CoreMetrics.Counter(label: Self.cacheMisses, factory: factory)
    }

    /// A request answered: `route` is the route's path, or `other` (files, unknown paths).
    func request(route: String, status: Int) {
        let key = RequestKey(route: route, status: status)
        let counter = requestCounters.withLock { counters in
            if let counter = counters[key] { return counter }
            let counter = CoreMetrics.Counter(label: Self.requests, dimensions: [("route", route), ("status", String(status))], factory: factory)
            counters[key] = counter
            return counter
        }
        counter.increment()
    }

    /// A render that ran (cache hits are not renders), by mode.
    func renderDuration(_ duration: Duration, mode: RenderMode) {
        let nanoseconds = duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000
        let timer = renderTimers.withLock { timers in
            if let timer = timers[mode] { return timer }
            let timer = CoreMetrics.Timer(label: Self.renderDuration, dimensions: [("mode", mode.rawValue)], factory: factory)
            timers[mode] = timer
            return timer
        }
        timer.recordNanoseconds(nanoseconds)
    }

    /// A render refused or failed, by its error code (`server_busy`, `render_timeout`, `limit_exceeded`, …).
    func rejected(reason: String) {
        CoreMetrics.Counter(label: Self.rejected, dimensions: [("reason", reason)], factory: factory).increment()
    }

    func cache(hit: Bool) {
        (hit ? cacheHitCounter : cacheMissCounter).increment()
    }

    /// The Prometheus text exposition, with the gauges read now from `queue` and `cache`.
    func exposition(queue: RenderQueue, cache: RenderCache) -> [UInt8] {
        let statistics = cache.statistics
        CoreMetrics.Gauge(label: Self.queueDepth, factory: factory).record(queue.waiting)
        CoreMetrics.Gauge(label: Self.running, factory: factory).record(queue.running)
        CoreMetrics.Gauge(label: Self.cacheBytes, factory: factory).record(statistics.bytes)
        CoreMetrics.Gauge(label: Self.cacheEntries, factory: factory).record(statistics.entries)
        return registry.emitToBuffer()
    }
}
