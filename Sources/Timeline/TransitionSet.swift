import Geometry
import Layout
import Motion
import Views

/// Every view's transition effects and every animated removal over the timeline (SEMANTICS §5).
///
/// A view's transition is applied with a phase, as SwiftUI's `Transition.body(content:phase:)`:
/// inserted under an animation it starts at `.willAppear` and animates to `.identity`; removed
/// under one it animates to `.didDisappear` and is drawn until that ends. Each phase change sets
/// new targets on the same tracks, so a view removed while it animates in, or inserted again
/// while it animates out, continues from where it is.
struct TransitionSet: Sendable {
    private(set) var stretches: [String: [TransitionTracks]] = [:]
    private(set) var removals: [Animator.Removal] = []
    /// The removal of each id that may still be animating out, by index in `removals`.
    private var pendingRemovals: [String: Int] = [:]
    /// When every animation that does not repeat forever has ended (`TimelineLimits.maxDuration`).
    var horizon = Double.infinity

    /// The effects of `id` valid at `time`, if any.
    func tracks(of id: String, at time: Double) -> TransitionTracks? {
        guard let list = stretches[id] else { return nil }
        for stretch in list.reversed() where stretch.start <= time {
            return stretch.end.map { time < $0 } ?? true ? stretch : nil
        }
        return nil
    }

    /// The open stretch of `id` (the view is on screen with effects).
    private func current(_ id: String) -> TransitionTracks? {
        guard let last = stretches[id]?.last, last.end == nil else { return nil }
        return last
    }

    private mutating func replaceCurrent(_ id: String, with tracks: TransitionTracks) {
        stretches[id]![stretches[id]!.count - 1] = tracks
    }

    /// Closes the open stretch of `id` at `time`.
    private mutating func close(_ id: String, at time: Double) {
        guard var last = current(id) else { return }
        last.end = time
        replaceCurrent(id, with: last)
    }

    /// A view that stays in the tree: its identity effects follow its transition (only a custom
    /// transition has any that draw), animated with the transaction it received.
    mutating func keep(_ id: String, transition: Transition?, size: Size, at time: Double, animation: Animation?) {
        let existing = current(id)
        guard existing != nil || transition != nil else { return }
        let effects = (transition ?? .opacity).effects(in: .identity, size: size)
        if var tracks = existing, tracks.matches(effects) {
            tracks.set(effects, at: time, animation: animation, horizon: horizon)
            replaceCurrent(id, with: tracks)
            return
        }
        close(id, at: time)
        if !effects.allSatisfy(\.drawsNothingDifferent) { stretches[id, default: []].append(TransitionTracks(effects, at: time)) }
    }

    /// A view new to the tree. `animation` is its insertion's (nil when it is not the topmost
    /// inserted view, or no animation applies): it animates from the insertion's active state.
    mutating func insert(_ id: String, transition: Transition?, size: Size, at time: Double, animation: Animation?) {
        close(id, at: time)
        let transition = transition ?? .opacity
        let identity = transition.effects(in: .identity, size: size)
        if let animation {
            var tracks = TransitionTracks(transition.effects(in: .willAppear, size: size), at: time)
            tracks.set(identity, at: time, animation: animation, horizon: horizon)
            if tracks.restTime.map({ $0 > time }) ?? true {
                stretches[id, default: []].append(tracks)
                return
            }
        }
        if !identity.allSatisfy(\.drawsNothingDifferent) { stretches[id, default: []].append(TransitionTracks(identity, at: time)) }
    }

    /// A view back in the tree while it animates out: the removal ends now and its effects head
    /// back to identity from where they are. Returns its removal.
    mutating func reinsert(
        _ id: String, transition: Transition?, size: Size, at time: Double, animation: Animation?
    ) -> Animator.Removal? {
        guard let index = pendingRemovals.removeValue(forKey: id), removals[index].end.map({ time < $0 }) ?? true else {
            return nil
        }
        removals[index].reinserted = time
        let removed = removals[index]
        guard var tracks = stretches[id]?.last else { return removed }
        let effects = (transition ?? .opacity).effects(in: .identity, size: size)
        tracks.end = nil
        if tracks.matches(effects) {
            tracks.set(effects, at: time, animation: animation, horizon: horizon)
            replaceCurrent(id, with: tracks)
        } else {
            // Another kind of transition: its identity effects start at rest.
            replaceCurrent(id, with: tracks)
            close(id, at: time)
            if !effects.allSatisfy(\.drawsNothingDifferent) { stretches[id, default: []].append(TransitionTracks(effects, at: time)) }
        }
        return removed
    }

    /// The topmost view of a removed subtree. Under `animation` its transition runs to
    /// `.didDisappear` and it is drawn until then; otherwise it goes at once. Returns when it
    /// leaves the screen (nil: never).
    mutating func remove(
        _ view: LaidOutView, parentID: String?, formerSiblings: [String], position: Int, parentOrigin: Point,
        at time: Double, animation: Animation?
    ) -> Double? {
        let id = view.id
        guard let animation else {
            close(id, at: time)
            return time
        }
        let transition = view.node.transition ?? .opacity
        let effects = transition.effects(in: .didDisappear, size: view.frame.size)
        var tracks: TransitionTracks
        if let existing = current(id), existing.matches(effects) {
            tracks = existing
        } else {
            close(id, at: time)
            tracks = TransitionTracks(transition.effects(in: .identity, size: view.frame.size), at: time)
            stretches[id, default: []].append(tracks)
        }
        tracks.set(effects, at: time, animation: animation, horizon: horizon)
        let end = tracks.restTime
        guard end.map({ $0 > time }) ?? true else {
            tracks.end = time
            replaceCurrent(id, with: tracks)
            return time
        }
        tracks.end = end
        replaceCurrent(id, with: tracks)
        pendingRemovals[id] = removals.count
        removals.append(
            Animator.Removal(
                id: id, time: time, end: end, reinserted: nil, view: view, parentID: parentID,
                formerSiblings: formerSiblings, position: position, parentOrigin: parentOrigin))
        return end
    }

    /// A part of a text's content transition (`Animator.ContentChange`): its effects animate
    /// from `from` to `to` with `animation` and it is drawn until they rest. Returns when that
    /// is (nil: never).
    mutating func contentPart(_ id: String, from: [ViewModifier], to: [ViewModifier], at time: Double, animation: Animation) -> Double? {
        var tracks = TransitionTracks(from, at: time)
        tracks.set(to, at: time, animation: animation, horizon: horizon)
        tracks.end = tracks.restTime
        stretches[id, default: []].append(tracks)
        return tracks.end
    }

    /// A content transition's part cut short at `time` by the next change of its text.
    mutating func endContentPart(_ id: String, at time: Double) {
        guard var last = stretches[id]?.last, last.end.map({ $0 > time }) ?? true else { return }
        last.end = time
        replaceCurrent(id, with: last)
    }

    /// A view that left the tree inside a removed ancestor: it is drawn, if at all, inside the
    /// ancestor's removal, until `end` (nil: for as long as that is drawn).
    mutating func leave(_ id: String, until end: Double?) {
        guard let end else { return }
        close(id, at: end)
    }

    /// The descendant of a view inserted again while animating out: its effects continue.
    mutating func resume(_ id: String, at time: Double) {
        guard var last = stretches[id]?.last, let end = last.end, end > time else { return }
        last.end = nil
        replaceCurrent(id, with: last)
    }

    /// When the last transition comes to rest (not counting any that repeats forever).
    var settledTime: Double {
        var latest = 0.0
        for list in stretches.values {
            for stretch in list {
                for track in stretch.tracks { latest = max(latest, track.endTime ?? latest) }
            }
        }
        return latest
    }

    var repeatsForever: Bool {
        stretches.values.contains { $0.contains(where: \.repeatsForever) }
    }
}
