import Motion

extension TrackSet {
    /// Gives the latest stretch of `id` — ended or not — new targets animated with `animation`:
    /// a view animating out towards where its matched view went. Does nothing if the stretch's
    /// structure differs.
    mutating func retarget(_ id: String, signature: [UInt8], values: [Double], animation: Animation?, at time: Double) {
        guard let last = stretches[id].map({ $0.count - 1 }), last >= 0, stretches[id]![last].signature == signature,
            stretches[id]![last].tracks.count == values.count
        else { return }
        for index in values.indices where stretches[id]![last].tracks[index].target != values[index] {
            stretches[id]![last].tracks[index].set(values[index], at: time, animation: animation)
            stretches[id]![last].tracks[index].endAnimations(by: horizon)
            stretches[id]![last].restTimes[index] = stretches[id]![last].tracks[index].endTime ?? .infinity
            flatten(id, last, index)
        }
    }
}
