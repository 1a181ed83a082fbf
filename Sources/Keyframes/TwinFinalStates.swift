import DisplayList
import Geometry
import Layout
import Views

/// Where an element's tracks came from (`ElementTwins`): the view whose element it took them
/// from, and the translation from that view to its own.
struct TwinOrigin: Equatable {
    let viewID: String
    let delta: Point
}

/// The final states of views that are twins of an earlier view over the whole timeline
/// (`ElementTwins`), taken from that view's rather than each view presented and lowered again at
/// the end of the timeline.
///
/// A view is settled so when, at the end, it is a leaf under containers that make no group (no
/// effect modifier, and the timeline has no removals, content transitions or transition
/// stretches, whose effects presenting appends: nothing drawn above the leaf holds its items),
/// every element it draws took its tracks from an element of one view by one translation, each
/// of those elements draws an offset, an opacity, or a rectangle-like shape or clip, and neither
/// view has an element hidden then. Such a view is left out of the tree the final skeleton is lowered from (`reduced(_:)`).
/// Its elements take the final states of its twin's elements, in order (two twins draw the same
/// elements, in the same order): the item the element first drew with its twin's final paint or
/// effect, its twin's final values moved in their point components (as the tracks are,
/// `ElementTwins.shifted`) and its final translation, which is relative.
///
/// The outline a view first drew is its outline at the end where its twin's frames and outline
/// are the same at the end as first drawn: its own frames, its twin's moved exactly, are then
/// unchanged too, so lowering would give those very numbers, and a translation of none. Where a
/// twin's frames or outline changed, a moved outline or translation could differ from lowering's
/// in the last bit (`x + w + d` against `(x + d) + w`), so the settling is not used
/// (`needsWholeTree`: the caller lowers and settles the whole tree).
///
/// Used by one render on one thread (`KeyframeEncoder.elements(of:)`), like the rest of the
/// element pipeline.
final class TwinFinalStates {
    /// What settling needs of one view.
    private struct View {
        let id: String
        /// The index in `views` of the view every element took its tracks from (−1: none, or
        /// not one view by one translation), and that translation.
        var origin = -1
        var delta = Point.zero
        /// Whether every element took its tracks from `origin` and draws what moves with it.
        var movable = true
        /// Whether no element is hidden at the end.
        var shown = true
        /// Left out of the tree lowered at the end (`reduced(_:)`), and where the scene writes it
        /// (the drawn-path budget names it).
        var removed = false
        var source = ""
        /// The twin of a view left out: its elements' final states are kept from `recorded`'s
        /// index `firstRecorded` on, in order.
        var isTwin = false
        var firstRecorded = -1
        var recordedCount = 0
        /// How many elements the view draws, and how many of a view left out have taken their
        /// final state.
        var elements = 0
        var taken = 0
    }

    // Not checked for exclusive access at run time (read and written for every element): one
    // render settles its elements one after another on one thread, and each access is one read
    // or write that calls nothing of this object while it lasts.
    @exclusivity(unchecked) private var views: [View] = []
    /// The index in `views` of each view, by its slot in the sampler (`ViewSampler.slot(of:)`:
    /// the elements follow the slots' order, so a slot is found by comparing the id with the next
    /// one's, where a table by id hashed every view's id and grew through its powers of two).
    @exclusivity(unchecked) private var indexOfSlot = SlotTable<Int>()
    /// The view of every element, in the order `FinalState.settle` visits them (each element,
    /// then its children): settling reads the next one at each element rather than its id.
    @exclusivity(unchecked) private var order: [Int] = []
    @exclusivity(unchecked) private var next = 0
    /// The first items and final states of the twins' elements, as they are settled.
    @exclusivity(unchecked) private var recorded: [(item: DisplayItem, final: FinalState)] = []
    /// The children of the final items of the groups settled last (innermost last), with the next
    /// one to take: the elements of a view follow their parents (`final(of:view:)`).
    @exclusivity(unchecked) private var pending: [(view: Int, items: [DisplayItem], next: Int)] = []
    /// Whether any view may be left out.
    private var hasCandidates = false
    /// Whether a twin of a view left out ended with other frames or another outline than it
    /// first drew: the final states of the views left out are then not known exactly.
    @exclusivity(unchecked) private(set) var needsWholeTree = false
    /// Where the views are presented at the end.
    private let sampler: ViewSampler
    private let end: Double
    private let drawnPaths: DrawnPathBudget?

    /// The views of `elements` that may be settled from their twins at `end`, when `sampler`
    /// presents them; the outlines of their final drawing are counted in `drawnPaths`, as the
    /// lowering counts the others'.
    init(_ elements: [AnimatedElement], sampler: ViewSampler, end: Double, drawnPaths: DrawnPathBudget?) {
        self.drawnPaths = drawnPaths
        self.sampler = sampler
        self.end = end
        let timeline = sampler.animator
        // Presenting appends a transition's effects to a view (groups around its leaves), and a
        // removal or a content transition draws views of another tree.
        guard timeline.removals.isEmpty, timeline.allContentChanges.isEmpty, !timeline.hasTransitionStretches else { return }
        summarise(elements, parentHidden: false)
        for index in views.indices {
            guard views[index].movable, views[index].shown, views[index].origin >= 0 else {
                views[index].movable = false
                continue
            }
            hasCandidates = hasCandidates || views[views[index].origin].shown
            views[index].movable = views[views[index].origin].shown
        }
    }

    /// Each element hidden at the end as `FinalState.settle` finds it (by its visibility, else as
    /// its parent is), its view's summary updated, in settling order. The elements are read in
    /// place (a copy of each retained all it holds); a view's elements follow one another, so its
    /// id is compared with the last one's before it is hashed.
    private func summarise(_ elements: [AnimatedElement], parentHidden: Bool) {
        elements.withUnsafeBufferPointer { elements in
            for offset in elements.indices {
                let element = elements.baseAddress! + offset
                let hidden = element.pointee.visibility.map { ($0.keyframes.last?.value[0] ?? 0) == 0 } ?? parentHidden
                let view = self.view(element.pointee.key.viewID)
                order.append(view)
                views[view].shown = views[view].shown && !hidden
                if views[view].movable {
                    if let twin = element.pointee.twin, Self.movesWithTwin(element.pointee.key.role) {
                        let origin = self.twinView(twin.viewID)
                        if views[view].elements == 0 {
                            (views[view].origin, views[view].delta) = (origin, twin.delta)
                        } else {
                            views[view].movable = views[view].origin == origin && views[view].delta == twin.delta
                        }
                    } else {
                        views[view].movable = false
                    }
                }
                views[view].elements += 1
                summarise(element.pointee.children, parentHidden: hidden)
            }
        }
    }

    /// The index in `views` of the view `id`, added where it is new.
    private func view(_ id: String) -> Int {
        if let last = order.last, views[last].id == id { return last }
        let slot = sampler.slot(of: id)
        if let index = indexOfSlot[slot] { return index }
        views.append(View(id: id))
        indexOfSlot[slot] = views.count - 1
        return views.count - 1
    }

    /// The twin view found last: the elements of one view, and of the views after it, take their
    /// tracks from the same twin.
    @exclusivity(unchecked) private var lastTwin = -1

    /// `view(id)` of a twin.
    private func twinView(_ id: String) -> Int {
        if lastTwin >= 0, views[lastTwin].id == id { return lastTwin }
        lastTwin = view(id)
        return lastTwin
    }

    /// Roles whose item at the end is the twin's, moved: a translation, an opacity, and shapes
    /// (as shapes or clips) whose outline is a function of the frame alone. A scale or rotation
    /// turns about a point of the frame, and a filter's region follows its bounds.
    static func movesWithTwin(_ role: ElementRole) -> Bool {
        switch role {
        case .offset, .opacity: true
        case .clip(_, let kind), .shape(let kind, _):
            switch kind {
            case .rectangle, .roundedRectangle, .capsule, .circle, .ellipse: true
            case .path, .sampled: false
            }
        case .scale, .rotation, .rotation3D, .shadow, .blur, .mask, .text, .image: false
        }
    }

    // MARK: - The tree lowered at the end

    /// `tree` without the leaves that may be settled from their twins (the views left out).
    func reduced(_ tree: LaidOutView) -> LaidOutView {
        guard hasCandidates else { return tree }
        return withUnsafePointer(to: tree) { reduced(from: $0) } ?? tree
    }

    /// The view without the leaves left out below it; nil where none is (nothing is copied).
    /// Only the children of views that make no group are looked at (without transition stretches,
    /// the modifiers are all a view's effects): a group's item holds its children's, which its
    /// element's final state and the writer read (a filter's region, a matrix's digits).
    private func reduced(from view: UnsafePointer<LaidOutView>) -> LaidOutView? {
        LaidOutView.withoutLeaves(below: view, descends: { $0.pointee.node.makesNoDisplayGroup }) { leaf in
            guard let found = indexOfSlot[sampler.slot(of: leaf.pointee.id)], views[found].movable else { return false }
            views[found].removed = true
            views[found].source = DisplayListBuilder.source(of: leaf)
            views[views[found].origin].isTwin = true
            return true
        }
    }

    // MARK: - Settling

    /// The next element's view (`FinalState.settle` calls this once for every element, in
    /// settling order), for `final` and `record`.
    func nextView() -> Int {
        defer { next += 1 }
        return next < order.count ? order[next] : -1
    }

    /// Keeps `final`, the final state of `element` (of view `view`, shown at the end), where its
    /// view is the twin of a view left out.
    func record(_ element: UnsafePointer<AnimatedElement>, view: Int, _ final: FinalState) {
        guard view >= 0, views[view].isTwin else { return }
        if views[view].firstRecorded < 0 { views[view].firstRecorded = recorded.count }
        if !needsWholeTree {
            // (The view at the end is the one its final state was just read from.)
            let frames = sampler.presentedBox(element.pointee.key.viewID, at: end)?.view.frames
            if frames != element.pointee.initial.view.frames || !Self.sameOutline(element.pointee.item, final.item) {
                needsWholeTree = true
            }
        }
        recorded.append((element.pointee.item, final))
        views[view].recordedCount += 1
    }

    /// The final state of `element` (of view `view`, shown at the end) from its twin's, where
    /// its view was left out of the final skeleton; nil where it was not.
    func final(of element: UnsafePointer<AnimatedElement>, view: Int) -> FinalState? {
        // (Once a twin's outline changed, the caller settles the whole tree again.)
        guard view >= 0, views[view].removed, !needsWholeTree else { return nil }
        let k = views[view].taken
        views[view].taken += 1
        // The twin's fields read where they are (a copy of its entry retained its two ids).
        let twin = views[view].origin
        let first = views[twin].firstRecorded
        guard first >= 0, k < views[twin].recordedCount else {
            // Not reached: the twin draws the same elements, settled before this view's.
            assertionFailure("\(views[view].id)'s twin \(views[twin].id) settled fewer elements")
            return nil
        }
        let delta = views[view].delta
        var final = recorded[first + k].final
        // An element inside another of its view is drawn as the item its parent's final item
        // holds for it (as the lowering's items hold their children's): taken, not made again.
        while let top = pending.last, top.view != view || top.next == top.items.count { pending.removeLast() }
        if let top = pending.last, top.items[top.next].identity == element.pointee.item.identity {
            final.item = top.items[top.next]
            pending[pending.count - 1].next += 1
        } else {
            final.item = Self.item(element.pointee.item, ends: final.item)
        }
        if case .group(let group) = final.item, !group.children.isEmpty { pending.append((view, group.children, 0)) }
        final.values.movePoints(by: delta)
        final.isTwins = true
        switch final.item {
        case .shape(let shape): drawnPaths?.add(shape.path.elements.count, at: views[view].source)
        case .group(let group):
            if case .clip(let path) = group.effect { drawnPaths?.add(path.elements.count, at: views[view].source) }
        case .text, .image: break
        }
        return final
    }
}
