/// Memoised answers per node: per node the index of its latest entry, each entry linking to the
/// node's previous one (−1 ends a chain). One shared entry array instead of one per node keeps
/// allocations out of the hot path; both arrays in one value make a lookup on a class's stored
/// table one exclusivity check.
struct MemoTable<Key: Equatable, Value> {
    private var heads: [Int32]
    private var entries: [Memo<Key, Value>] = []

    init(nodeCount: Int) {
        heads = Array(filled: -1, count: nodeCount)
    }

    /// The value memoised for node `i` and `key`.
    func value(_ i: Int, for key: Key) -> Value? {
        var entry = Int(heads[i])
        while entry >= 0 {
            if entries[entry].key == key { return entries[entry].value }
            entry = Int(entries[entry].next)
        }
        return nil
    }

    mutating func insert(_ value: Value, _ i: Int, for key: Key) {
        entries.append(Memo(key: key, value: value, next: heads[i]))
        heads[i] = Int32(entries.count - 1)
    }
}

/// One memoised answer, linked to the previous answer for the same node.
struct Memo<Key: Equatable, Value> {
    var key: Key
    var value: Value
    var next: Int32
}
