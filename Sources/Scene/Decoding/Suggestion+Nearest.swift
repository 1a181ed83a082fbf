extension Suggestion {
    /// Up to `count` candidates nearest to `name` by edit distance, nearest first (ties in
    /// alphabetical order), each at most half the name's length away (at least 2).
    static func nearest(to name: String, in candidates: some Sequence<String>, count: Int) -> [String] {
        let lowered = name.lowercased()
        let limit = max(2, name.count / 2)
        return candidates
            .map { (candidate: $0, distance: distance(lowered, $0.lowercased())) }
            .filter { $0.distance <= limit }
            .sorted { ($0.distance, $0.candidate) < ($1.distance, $1.candidate) }
            .prefix(count)
            .map(\.candidate)
    }
}
