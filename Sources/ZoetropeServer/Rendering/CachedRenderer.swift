import Hummingbird
import Zoetrope

/// Renders through the render cache: a hit answers at once, without a render thread (its gzip
/// encoding is made on one the first time a client accepts it); a miss renders on the queue and
/// stores the result. Records the render's mode and cache use for the request log, and the
/// durations, hits, misses and refusals for `/metrics`.
struct CachedRenderer: Sendable {
    let renderer: any SceneRendering
    let queue: RenderQueue
    let cache: RenderCache
    let metrics: ServerMetrics

    /// The render of `scene`, encoded for the client.
    func render(
        _ scene: [UInt8], key: RenderCache.Key, gzip: Bool, context: ZoetropeRequestContext
    ) async throws(ZoetropeError) -> EncodedOutput {
        let options = key.options
        let cached = cache.budget > 0 ? cache.entry(for: key) : nil
        if cache.budget > 0 { metrics.cache(hit: cached != nil) }
        context.notes.record(mode: options.mode, cacheHit: cached != nil)
        do throws(ZoetropeError) {
            if let cached {
                if !gzip { return EncodedOutput(contentType: cached.output.contentType, bytes: cached.output.bytes, gzipped: false) }
                if let gzipped = cached.gzipped { return EncodedOutput(contentType: cached.output.contentType, bytes: gzipped, gzipped: true) }
                let output = try await Router<ZoetropeRequestContext>.run(queue: queue, context: context) { _ in
                    cached.output.encoded(gzip: true)
                }
                cache.store(.init(output: cached.output, gzipped: output.bytes), for: key)
                return output
            }
            let (renderer, metrics, cache) = (self.renderer, self.metrics, self.cache)
            return try await Router<ZoetropeRequestContext>.run(queue: queue, context: context) { cancellation throws(ZoetropeError) in
                let start = ContinuousClock.now
                let output = try renderer.render(scene, options: options, cancellation: cancellation)
                metrics.renderDuration(ContinuousClock.now - start, mode: options.mode)
                let encoded = output.encoded(gzip: gzip)
                if cache.budget > 0 { cache.store(.init(output: output, gzipped: gzip ? encoded.bytes : nil), for: key) }
                return encoded
            }
        } catch {
            metrics.rejected(reason: error.code)
            throw error
        }
    }
}
