import Testing
@testable import Typesetting

@Suite struct BoundedCacheTests {
    @Test func holdsAtMostTwiceTheCapacity() {
        let cache = BoundedCache<Int, Int>(capacity: 4)
        for key in 0..<100 { _ = cache.value(for: key) { key * 2 } }
        #expect(cache.count <= 8)
    }

    @Test func computesOnlyOnMiss() {
        let cache = BoundedCache<String, Int>(capacity: 4)
        var calls = 0
        #expect(cache.value(for: "a") { calls += 1; return 1 } == 1)
        #expect(cache.value(for: "a") { calls += 1; return 2 } == 1)
        #expect(calls == 1)
    }

    /// An entry used again after its generation aged is promoted and survives the next turnover.
    @Test func recentlyUsedEntriesSurvive() {
        let cache = BoundedCache<Int, Int>(capacity: 3)
        _ = cache.value(for: 0) { 0 }
        _ = cache.value(for: 1) { 1 }
        _ = cache.value(for: 2) { 2 }  // recent is full: {0, 1, 2} becomes old
        _ = cache.value(for: 0) { -1 }  // promoted back to recent
        for key in 3..<5 { _ = cache.value(for: key) { key } }  // {0, 3, 4} becomes old, {1, 2} dropped
        var missed = false
        #expect(cache.value(for: 0) { missed = true; return -1 } == 0)
        #expect(!missed)
        #expect(cache.value(for: 1) { -1 } == -1)
    }
}
