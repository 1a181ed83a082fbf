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

    /// A key whose `tag` is not part of its equality: tells apart equal instances.
    struct Tagged: Hashable, Sendable {
        var value: Int
        var tag: Int
        static func == (lhs: Tagged, rhs: Tagged) -> Bool { lhs.value == rhs.value }
        func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }

    /// A hit gives back the key stored with the value, also after a promotion from the old table.
    @Test func entryGivesTheStoredKey() {
        let cache = BoundedCache<Tagged, Int>(capacity: 2)
        // (`Tagged`'s == ignores the tag: each part is checked on its own.)
        let made = cache.entry(for: Tagged(value: 0, tag: 1)) { 10 }
        #expect(made.key.tag == 1)
        #expect(made.value == 10)
        #expect(cache.entry(for: Tagged(value: 0, tag: 2)) { -1 }.key.tag == 1)
        _ = cache.value(for: Tagged(value: 1, tag: 3)) { 11 }  // recent is full: {0, 1} becomes old
        let promoted = cache.entry(for: Tagged(value: 0, tag: 4)) { -1 }
        #expect(promoted.key.tag == 1)
        #expect(promoted.value == 10)
        #expect(cache.entry(for: Tagged(value: 0, tag: 5)) { -1 }.key.tag == 1)
        #expect(cache.count == 2)
    }
}
