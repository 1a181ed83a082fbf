/// Values kept by view slot and instant (`ViewSampler`'s recent presentations): an
/// open-addressing table of indices into arrays of the entries in the order stored. A look-up
/// folds the slot and the time's bits with a few multiplications rather than `Hasher`, and
/// releasing the memo releases only the values stored.
///
/// Two keys are equal when their slots are and their times are by `==`, as a dictionary keyed by
/// them has it: −0.0 finds +0.0 (a zero of either sign hashes as +0.0), and a NaN time is never
/// found.
struct InstantMemo<Value> {
    private var slots: [Int] = []
    private var times: [Double] = []
    private var values: [Value] = []
    /// For each bucket the index of its entry, −1 where empty: a power of two buckets, at most
    /// half of them used, so that every probe ends at an empty one.
    private var buckets: [Int] = []

    /// How many entries are stored.
    var count: Int { values.count }

    /// The value stored for `slot` at `time`, nil where none is.
    func value(slot: Int, time: Double) -> Value? {
        guard !buckets.isEmpty else { return nil }
        let mask = buckets.count - 1
        var bucket = Self.hash(slot: slot, time: time) & mask
        while true {
            let index = buckets[bucket]
            if index < 0 { return nil }
            if slots[index] == slot && times[index] == time { return values[index] }
            bucket = (bucket + 1) & mask
        }
    }

    /// Stores `value` for `slot` at `time`, which has none yet (`value(slot:time:)` is nil).
    mutating func store(_ value: Value, slot: Int, time: Double) {
        if 2 * (values.count + 1) > buckets.count { grow() }
        slots.append(slot)
        times.append(time)
        values.append(value)
        place(values.count - 1)
    }

    /// Removes every entry, keeping the storage.
    mutating func removeAll() {
        slots.removeAll(keepingCapacity: true)
        times.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        buckets.withUnsafeMutableBufferPointer { $0.update(repeating: -1) }
    }

    /// Twice the buckets (64 at first), every entry placed again, and room for as many entries
    /// as they take, so that the entries' arrays grow only here.
    private mutating func grow() {
        buckets = Array(repeating: -1, count: max(64, 2 * buckets.count))
        slots.reserveCapacity(buckets.count / 2)
        times.reserveCapacity(buckets.count / 2)
        values.reserveCapacity(buckets.count / 2)
        for index in values.indices { place(index) }
    }

    /// Puts entry `index` in the first empty bucket from its hash on.
    private mutating func place(_ index: Int) {
        let mask = buckets.count - 1
        var bucket = Self.hash(slot: slots[index], time: times[index]) & mask
        while buckets[bucket] >= 0 { bucket = (bucket + 1) & mask }
        buckets[bucket] = index
    }

    /// The slot and the time's bits folded into one word and mixed (the first half of
    /// MurmurHash3's fmix64), so that the low bits that pick a bucket depend on every bit of both.
    static func hash(slot: Int, time: Double) -> Int {
        var word = UInt64(truncatingIfNeeded: slot) &* 0x9E37_79B9_7F4A_7C15 ^ (time == 0 ? 0 : time.bitPattern)
        word ^= word >> 33
        word &*= 0xFF51_AFD7_ED55_8CCD
        word ^= word >> 33
        return Int(truncatingIfNeeded: word)
    }
}
