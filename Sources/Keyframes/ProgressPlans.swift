import Motion

/// The progress plans a sampler made last, each with the tracks it was made for: views that move
/// alike (the rows of a list toggled together) have changes alike and take the plan made for the
/// first of them (`AnimatedValue.sharesProgressPlan`), instead of each making its own.
struct ProgressPlans {
    private struct Entry {
        let tracks: [AnimatedValue<Double>]
        let indices: [Int]
        let plan: SharedProgressPlan
    }

    /// The most plans kept; past it the oldest is replaced. A view's stretches are made one
    /// after another, so its twins ask for the plan of the view before them.
    static let capacity = 4
    private var entries: [Entry] = []
    private var oldest = 0
    /// How many plans were made rather than found (for tests).
    private(set) var madeCount = 0

    /// `AnimatedValue.progressPlan(of: tracks, at: indices)`: a kept plan that is the same, or a
    /// new one, then kept.
    mutating func plan(of tracks: [AnimatedValue<Double>], at indices: [Int]) -> SharedProgressPlan {
        // Each entry's fields read in place: a copy of the entry retained its three references.
        for index in entries.indices
        where AnimatedValue.sharesProgressPlan(entries[index].tracks, at: entries[index].indices, with: tracks, at: indices) {
            return entries[index].plan
        }
        let plan = AnimatedValue.progressPlan(of: tracks, at: indices)
        madeCount += 1
        // Only a plan that another may share is kept (none of grouped springs, nor of many
        // changes), so that it does not push out one that could be.
        guard plan.mayBeShared else { return plan }
        let entry = Entry(tracks: tracks, indices: indices, plan: plan)
        if entries.count < Self.capacity {
            entries.append(entry)
        } else {
            entries[oldest] = entry
            oldest = (oldest + 1) % Self.capacity
        }
        return plan
    }
}
