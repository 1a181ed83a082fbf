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
        if let hit = lock.withLock({ lookUp(key) }) { return hit }
        let value = make()
        lock.withLock { insert(value, for: key) }
        return value
    }

    /// The number of entries held now.
    var count: Int { lock.withLock { recent.count + old.count } }

    private func lookUp(_ key: Key) -> Value? {
        if let value = recent[key] { return value }
        guard let value = old.removeValue(forKey: key) else { return nil }
        insert(value, for: key)
        return value
    }

    private func insert(_ value: Value, for key: Key) {
        recent[key] = value
        if recent.count >= capacity {
            old = recent
            recent = [:]
        }
    }
}
