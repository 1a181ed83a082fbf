/// The instants at which `Animator.updateIndex(at:)` finds one update, so that a sample can tell
/// it is still in the update of the last one without searching again.
enum UpdateBounds {
    /// Whether `times` never decrease and hold no NaN: the search over them then finds the last
    /// update at or before an instant (the first where there is none), and `bounds` applies.
    static func ascend(_ times: [Double]) -> Bool {
        times.indices.dropFirst().allSatisfy { times[$0 - 1] <= times[$0] }
    }

    /// The instants `t` with `lower ≤ t < upper` for which the search over `times` (which
    /// `ascend`) gives `index`: from its time (from −∞ for the first, which is also taken before
    /// every update) until the next update's time (+∞ after the last, which `t < upper` leaves
    /// out: an instant of +∞ is searched for).
    static func bounds(of index: Int, times: [Double]) -> (lower: Double, upper: Double) {
        let lower = index == 0 ? -Double.infinity : times[index]
        let upper = index + 1 < times.count ? times[index + 1] : Double.infinity
        return (lower, upper)
    }
}
