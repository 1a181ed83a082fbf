/// A table of a few keys: a list searched by `==` while it is short (hashing a key cost more
/// than comparing it with the few there), a dictionary past `listed` keys. The same answers
/// either way, as a key's hash agrees with `==`.
struct ListedTable<Key: Hashable, Value> {
    /// The most keys searched as a list.
    let listed: Int
    private var keys: [Key] = []
    private var values: [Value] = []
    private var table: [Key: Value]?

    init(listed: Int = 8) {
        self.listed = listed
    }

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
            add(newValue, for: key)
        }
    }

    /// Gives `key` `value` when it has none; whether it had none.
    mutating func insert(_ value: Value, for key: Key) -> Bool {
        if table != nil {
            guard table![key] == nil else { return false }
            table![key] = value
            return true
        }
        guard !keys.contains(key) else { return false }
        add(value, for: key)
        return true
    }

    /// Changes `key`'s value where it is kept (a key without one gets `initial` first), so that
    /// a value holding storage of its own, such as an array, is not copied to be changed.
    mutating func update(_ key: Key, initial: @autoclosure () -> Value, _ change: (inout Value) -> Void) {
        if table != nil {
            change(&table![key, default: initial()])
            return
        }
        if let index = keys.firstIndex(of: key) {
            change(&values[index])
            return
        }
        var value = initial()
        change(&value)
        add(value, for: key)
    }

    /// Adds a key that has no value yet.
    private mutating func add(_ value: Value, for key: Key) {
        keys.append(key)
        values.append(value)
        if keys.count > listed {
            table = Dictionary(uniqueKeysWithValues: zip(keys, values))
            keys = []
            values = []
        }
    }
}
