import Layout
import Motion
import Timeline

/// What any view looks like at any instant, read from the animator's tracks: the structure of
/// the update shown at that instant, every animatable number from the track stretch in force.
final class ViewSampler {
    let animator: Animator
    /// The updates that are shown for some time (a later update at the same instant hides one).
    let displayed: [Int]
    private var views: [Int: [String: LaidOutView]] = [:]
    private var stretchCache: [String: [Animator.ViewTrackStretch]] = [:]

    init(animator: Animator) {
        self.animator = animator
        let updates = animator.updates
        displayed = updates.indices.filter { $0 == updates.count - 1 || updates[$0 + 1].time > updates[$0].time }
    }

    /// When update `index` is shown from.
    func time(ofUpdate index: Int) -> Double { animator.updates[index].time }

    /// When the update after `index` replaces it (infinity for the last).
    func endTime(ofUpdate index: Int) -> Double {
        guard let position = displayed.firstIndex(of: index), position + 1 < displayed.count else { return .infinity }
        return animator.updates[displayed[position + 1]].time
    }

    /// The update shown at `time`.
    func updateIndex(at time: Double) -> Int {
        let updates = animator.updates
        var low = 0, high = updates.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if updates[mid].time <= time { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The laid-out view `id` of update `index`, as it was laid out (target values).
    func view(_ id: String, update index: Int) -> LaidOutView? {
        if let table = views[index] { return table[id] }
        var table: [String: LaidOutView] = [:]
        func collect(_ view: LaidOutView) {
            table[view.id] = view
            view.children.forEach(collect)
            view.decorations.values.forEach(collect)
        }
        collect(animator.updates[index].tree)
        views[index] = table
        return table[id]
    }

    func stretches(of id: String) -> [Animator.ViewTrackStretch] {
        if let cached = stretchCache[id] { return cached }
        let list = animator.trackStretches(of: id)
        stretchCache[id] = list
        return list
    }

    /// The index of the stretch of `id` in force at `time`.
    func stretchIndex(of id: String, at time: Double) -> Int? {
        let list = stretches(of: id)
        guard !list.isEmpty else { return nil }
        return list.lastIndex { $0.start <= time } ?? 0
    }

    /// Every track value of `id` at `time`.
    func values(of id: String, at time: Double) -> [Double]? {
        guard let index = stretchIndex(of: id, at: time) else { return nil }
        return stretches(of: id)[index].tracks.map { $0.value(at: time) }
    }

    /// The view `id` as presented at `time`.
    func presented(_ id: String, at time: Double) -> LaidOutView? {
        guard let view = view(id, update: updateIndex(at: time)) else { return nil }
        guard let values = values(of: id, at: time) else { return view }
        return Self.view(view, with: values)
    }

    /// `view` with its animatable numbers replaced by `values` (in visiting order).
    static func view(_ view: LaidOutView, with values: [Double]) -> LaidOutView {
        var copy = view
        var index = 0
        copy.visitAnimatableValues { value, _ in
            if index < values.count { value = values[index] }
            index += 1
        }
        return copy
    }
}
