import Foundation

/// A thread-safe memo table holding at most `2 × capacity` entries.
///
/// Entries live in two generations: new ones go to the recent table, and when it reaches
/// `capacity` it becomes the old table (the previous old one is dropped). A hit in the old
/// table moves the entry back to the recent one, so what is used keeps surviving: a cheap
/// approximation of least-recently-used eviction.
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    let capacity: Int
    private let lock = NSLock()
    /// The two generations, read and written only while `lock` is held, so no two accesses can
    /// overlap: they go without dynamic exclusivity checks.
    @exclusivity(unchecked) private var recent: [Key: Value] = [:]
    @exclusivity(unchecked) private var old: [Key: Value] = [:]

    init(capacity: Int) { self.capacity = max(1, capacity) }

    /// The cached value for `key`, or `make()`'s result (computed outside the lock, then stored).
    func value(for key: Key, orMake make: () -> Value) -> Value {
        entry(for: key, orMake: make).value
    }

    /// `value(for:orMake:)` with the key the table holds: on a hit the one stored with the value,
    /// equal to `key` but perhaps another instance.
    func entry(for key: Key, orMake make: () -> Value) -> (key: Key, value: Value) {
        if let hit = lock.withLock({ lookUp(key) }) { return hit }
        let value = make()
        lock.withLock { insert(value, for: key) }
        return (key, value)
    }

    /// The number of entries held now.
    var count: Int { lock.withLock { recent.count + old.count } }

    private func lookUp(_ key: Key) -> (key: Key, value: Value)? {
        if let index = recent.index(forKey: key) { return recent[index] }
        guard let index = old.index(forKey: key) else { return nil }
        let (stored, value) = old.remove(at: index)
        insert(value, for: stored)
        return (stored, value)
    }

    private func insert(_ value: Value, for key: Key) {
        recent[key] = value
        if recent.count >= capacity {
            old = recent
            recent = [:]
        }
    }
}
