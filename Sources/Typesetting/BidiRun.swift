/// A run of graphemes at one bidi embedding level (UAX #9): even levels are left to right,
/// odd ones right to left.
struct BidiRun: Hashable, Sendable {
    /// How many graphemes (Characters) the run holds.
    var count: Int
    var level: UInt8
}

extension Array where Element == BidiRun {
    /// The level of each of `count` graphemes; all 0 when the array is empty.
    func levels(count: Int) -> [UInt8] {
        guard !isEmpty else { return [UInt8](repeating: 0, count: count) }
        var levels: [UInt8] = []
        levels.reserveCapacity(count)
        for run in self { levels += repeatElement(run.level, count: run.count) }
        while levels.count < count { levels.append(last!.level) }
        return levels
    }
}
