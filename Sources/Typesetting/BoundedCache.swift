import Synchronization

/// A thread-safe memo table holding at most `2 × capacity` entries.
///
/// Entries live in two generations: new ones go to the recent table, and when it reaches
/// `capacity` it becomes the old table (the previous old one is dropped). A hit in the old
/// table moves the entry back to the recent one, so what is used keeps surviving: a cheap
/// approximation of least-recently-used eviction.
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    let capacity: Int
    /// The two generations. A `Mutex` rather than an `NSLock`: its uncontended lock and unlock
    /// are an atomic operation each, inlined, where `NSLock` calls through Foundation to pthreads.
    private let generations = Mutex(Generations())

    private struct Generations {
        var recent: [Key: Value] = [:]
        var old: [Key: Value] = [:]
    }

    init(capacity: Int) { self.capacity = max(1, capacity) }

    /// The cached value for `key`, or `make()`'s result (computed outside the lock, then stored).
    func value(for key: Key, orMake make: () -> Value) -> Value {
        entry(for: key, orMake: make).value
    }

    /// `value(for:orMake:)` with the key the table holds: on a hit the one stored with the value,
    /// equal to `key` but perhaps another instance.
    func entry(for key: Key, orMake make: () -> Value) -> (key: Key, value: Value) {
        let capacity = capacity
        if let hit = generations.withLock({ Self.lookUp(key, in: &$0, capacity: capacity) }) { return hit }
        let value = make()
        generations.withLock { Self.insert(value, for: key, into: &$0, capacity: capacity) }
        return (key, value)
    }

    /// The number of entries held now.
    var count: Int { generations.withLock { $0.recent.count + $0.old.count } }

    private static func lookUp(_ key: Key, in tables: inout Generations, capacity: Int) -> (key: Key, value: Value)? {
        if let index = tables.recent.index(forKey: key) { return tables.recent[index] }
        guard let index = tables.old.index(forKey: key) else { return nil }
        let (stored, value) = tables.old.remove(at: index)
        insert(value, for: stored, into: &tables, capacity: capacity)
        return (stored, value)
    }

    private static func insert(_ value: Value, for key: Key, into tables: inout Generations, capacity: Int) {
        tables.recent[key] = value
        if tables.recent.count >= capacity {
            tables.old = tables.recent
            tables.recent = [:]
        }
    }
}
