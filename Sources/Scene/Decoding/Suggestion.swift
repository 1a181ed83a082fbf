/// "Did you mean" suggestions by edit distance.
enum Suggestion {
    /// The candidate closest to `name`: a case-insensitive match first, otherwise the smallest
    /// edit distance if it is at most a third of the name's length (at least 1). Ties go to the
    /// candidate listed first.
    static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let lowered = name.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            if candidate.lowercased() == lowered { return candidate }
            let d = distance(lowered, candidate.lowercased())
            if best == nil || d < best!.distance { best = (candidate, d) }
        }
        guard let best, best.distance <= max(1, name.count / 3) else { return nil }
        return best.candidate
    }

    /// "; did you mean "x"?" or nothing.
    static func clause(for name: String, in candidates: some Sequence<String>) -> String {
        guard let match = closest(to: name, in: candidates) else { return "" }
        return "; did you mean \(quoted(match))?"
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
    /// two neighbours each cost 1 (`bleu` → `blue` is 1). Names longer than 64 characters are
    /// not compared.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.count > 64 || b.count > 64 { return Int.max / 2 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
