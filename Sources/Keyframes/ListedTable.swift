/// A table of a few keys: a list searched by `==` while it is short (hashing a key cost more
/// than comparing it with the few there), a dictionary past `listed` keys. The same answers
/// either way, as a key's hash agrees with `==`.
struct ListedTable<Key: Hashable, Value> {
    static var listed: Int { 8 }
    private var keys: [Key] = []
    private var values: [Value] = []
    private var table: [Key: Value]?

    /// How many keys have a value.
    var count: Int { table?.count ?? keys.count }

    subscript(key: Key) -> Value? {
        get {
            if let table { return table[key] }
            guard let index = keys.firstIndex(of: key) else { return nil }
            return values[index]
        }
        set {
            if table != nil {
                table![key] = newValue
                return
            }
            if let index = keys.firstIndex(of: key) {
                if let newValue {
                    values[index] = newValue
                } else {
                    keys.remove(at: index)
                    values.remove(at: index)
                }
                return
            }
            guard let newValue else { return }
            keys.append(key)
            values.append(newValue)
            if keys.count > Self.listed {
                table = Dictionary(uniqueKeysWithValues: zip(keys, values))
                keys = []
                values = []
            }
        }
    }
}
