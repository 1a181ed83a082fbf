import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import Zoetrope
@testable import ZoetropeServer

/// The LRU render cache on its own and behind the routes.
@Suite struct RenderCacheTests {
    static func key(_ name: String, _ mode: RenderMode = .snapshot) -> RenderCache.Key {
        RenderCache.Key(sceneDigest: name, options: RenderOptions(mode: mode))
    }

    static func entry(bytes: Int, gzipped: Int? = nil) -> RenderCache.Entry {
        RenderCache.Entry(
            output: RenderOutput(contentType: "image/svg+xml", bytes: [UInt8](repeating: 0x41, count: bytes)),
            gzipped: gzipped.map { [UInt8](repeating: 0x1F, count: $0) })
    }

    @Test func evictsTheLeastRecentlyUsedUntilTheNewEntryFits() {
        // Each entry costs 256 + its bytes: three of 744 bytes are 3,000 bytes, the budget.
        let cache = RenderCache(budget: 3_000)
        cache.store(Self.entry(bytes: 744), for: Self.key("a"))
        cache.store(Self.entry(bytes: 744), for: Self.key("b"))
        cache.store(Self.entry(bytes: 744), for: Self.key("c"))
        #expect(cache.statistics == .init(hits: 0, misses: 0, evictions: 0, entries: 3, bytes: 3_000))
        // Using a makes b the least recently used; d (1 byte more than any) evicts b alone.
        #expect(cache.entry(for: Self.key("a")) != nil)
        cache.store(Self.entry(bytes: 744), for: Self.key("d"))
        #expect(cache.entry(for: Self.key("b")) == nil)
        #expect(cache.statistics == .init(hits: 1, misses: 1, evictions: 1, entries: 3, bytes: 3_000))
        // One of 1,744 bytes (2,000 with the entry) evicts the two oldest, c and a.
        cache.store(Self.entry(bytes: 1_744), for: Self.key("e"))
        #expect(cache.entry(for: Self.key("c")) == nil)
        #expect(cache.entry(for: Self.key("a")) == nil)
        #expect(cache.entry(for: Self.key("d")) != nil)
        #expect(cache.entry(for: Self.key("e")) != nil)
        #expect(cache.statistics == .init(hits: 3, misses: 3, evictions: 3, entries: 2, bytes: 3_000))
    }

    @Test func anEntryLargerThanTheBudgetIsNotKeptAndEvictsNothing() {
        let cache = RenderCache(budget: 1_000)
        cache.store(Self.entry(bytes: 100), for: Self.key("a"))
        cache.store(Self.entry(bytes: 745), for: Self.key("big"))
        #expect(cache.entry(for: Self.key("big")) == nil)
        #expect(cache.entry(for: Self.key("a")) != nil)
        #expect(cache.statistics.bytes == 356)
    }

    @Test func theGzipEncodingCountsAndReplacingAnEntryRecountsIt() {
        let cache = RenderCache(budget: 10_000)
        cache.store(Self.entry(bytes: 1_000), for: Self.key("a"))
        cache.store(Self.entry(bytes: 1_000, gzipped: 300), for: Self.key("a"))
        #expect(cache.statistics == .init(hits: 0, misses: 0, evictions: 0, entries: 1, bytes: 1_556))
        // Options are part of the key.
        #expect(cache.entry(for: Self.key("a", .keyframes)) == nil)
        #expect(cache.entry(for: Self.key("a"))?.gzipped?.count == 300)
    }

    @Test func bothRoutesShareTheCacheAndOnlyMissesRender() async throws {
        let renderer = CountingRenderer()
        try await withServer(renderer: renderer) { client in
            let json = ByteBuffer(string: EmbedRouteTests.json)
            _ = try await client.execute(uri: "/v1/render?mode=snapshot", method: .post, body: json)
            _ = try await client.execute(uri: "/v1/render?mode=snapshot", method: .post, body: json)
            _ = try await client.execute(uri: "/v1/render.svg?scene=\(EmbedRouteTests.encoded)&mode=snapshot", method: .get)
            #expect(renderer.renders == 1)
            // Another option is another entry; gzip of a cached render renders nothing.
            _ = try await client.execute(uri: "/v1/render?mode=snapshot&t=1", method: .post, body: json)
            let zipped = try await client.execute(
                uri: "/v1/render?mode=snapshot", method: .post, headers: [.acceptEncoding: "gzip"], body: json)
            #expect(zipped.headers[.contentEncoding] == "gzip")
            #expect(renderer.renders == 2)
        }
    }

    @Test func aBudgetOfZeroRendersEveryTime() async throws {
        let renderer = CountingRenderer()
        try await withServer(testConfiguration { $0.renderCacheBytes = 0 }, renderer: renderer) { client in
            for _ in 0..<3 {
                _ = try await client.execute(uri: "/v1/render", method: .post, body: ByteBuffer(string: EmbedRouteTests.json))
            }
            #expect(renderer.renders == 3)
        }
    }

    @Test func errorsAreNotCached() async throws {
        let renderer = CountingRenderer()
        try await withServer(renderer: renderer) { client in
            for _ in 0..<2 {
                let response = try await client.execute(uri: "/v1/render", method: .post, body: ByteBuffer(string: FakeSceneRenderer.invalid))
                #expect(response.status == .unprocessableContent)
            }
            #expect(renderer.renders == 2)
        }
    }
}
