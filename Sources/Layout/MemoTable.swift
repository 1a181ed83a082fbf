/// Memoised answers per node: per node the index of its latest entry, each entry linking to the
/// node's previous one (−1 ends a chain). One shared entry array instead of one per node keeps
/// allocations out of the hot path; both arrays in one value make a lookup on a class's stored
/// table one exclusivity check.
///
/// Nothing is allocated until the first insert: a pass has several tables, and a tree often
/// leaves some of them unused.
struct MemoTable<Key: Equatable, Value> {
    /// Empty until the first insert.
    private var heads: [Int32] = []
    private var entries: [Memo<Key, Value>] = []
    private let nodeCount: Int
    private let capacity: Int

    /// Room for `capacity` entries is made on the first insert, so that a table filled as
    /// expected is never copied to grow.
    init(nodeCount: Int, capacity: Int = 0) {
        self.nodeCount = nodeCount
        self.capacity = capacity
    }

    /// The value memoised for node `i` and `key`.
    func value(_ i: Int, for key: Key) -> Value? {
        entry(i, for: key).map { entries[$0].value }
    }

    /// The index of the entry memoised for node `i` and `key`: its value is then read in place
    /// through `self[entry:]`, without copying a large value to read one field of it.
    func entry(_ i: Int, for key: Key) -> Int? {
        guard !heads.isEmpty else { return nil }
        var entry = Int(heads[i])
        while entry >= 0 {
            if entries[entry].key == key { return entry }
            entry = Int(entries[entry].next)
        }
        return nil
    }

    /// The value of an entry that `entry(_:for:)` or `insert` returned, borrowed.
    subscript(entry entry: Int) -> Value {
        _read { yield entries[entry].value }
    }

    /// Memoises `value` for node `i` and `key`; returns the new entry's index. `value` is taken
    /// over, not copied (a text layout is large).
    @discardableResult
    mutating func insert(_ value: consuming Value, _ i: Int, for key: Key) -> Int {
        if heads.isEmpty {
            heads = Array(filled: -1, count: nodeCount)
            entries.reserveCapacity(capacity)
        }
        entries.append(Memo(key: key, value: value, next: heads[i]))
        heads[i] = Int32(entries.count - 1)
        return entries.count - 1
    }
}

/// One memoised answer, linked to the previous answer for the same node.
struct Memo<Key: Equatable, Value> {
    var key: Key
    var value: Value
    var next: Int32
}
