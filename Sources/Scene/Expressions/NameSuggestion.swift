/// "Did you mean" candidates, by edit distance.
enum NameSuggestion {
    /// The candidate closest to `name`: a case-insensitive match, or one within
    /// `max(1, min(3, name.count / 3))` insertions, deletions, substitutions or adjacent
    /// transpositions. Ties go to the alphabetically first.
    static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let target = Array(name)
        let limit = max(1, min(3, target.count / 3))
        var best: (distance: Int, name: String)?
        for candidate in candidates where candidate != name {
            let distance =
                candidate.lowercased() == name.lowercased()
                ? 0 : Self.distance(target, Array(candidate), limit: limit)
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.name) {
                best = (distance, candidate)
            }
        }
        return best?.name
    }

    /// Optimal string alignment distance; anything beyond `limit` is reported as `limit + 1`.
    static func distance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var row = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            row[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = Swift.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = Swift.min(value, previous2[j - 2] + 1)
                }
                row[j] = value
                rowMinimum = Swift.min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previous2, previous, row) = (previous, row, previous2)
        }
        return previous[b.count]
    }
}
