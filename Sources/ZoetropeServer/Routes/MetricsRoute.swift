import Hummingbird

extension Router<ZoetropeRequestContext> {
    /// `GET /metrics`: the Prometheus text exposition (format 0.0.4).
    func addMetricsRoute(metrics: ServerMetrics, queue: RenderQueue, cache: RenderCache) {
        get("/metrics") { _, _ -> Response in
            Response(
                status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(bytes: metrics.exposition(queue: queue, cache: cache))))
        }
    }
}
