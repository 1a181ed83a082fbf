import DisplayList
import Geometry
import Layout
import Motion
import Timeline
import Views

/// What any view looks like at any instant, as `Animator.presentation(at:)` draws it, read one
/// view at a time: the structure of the update shown then (or of the removal a view animates out
/// in), every animatable number from the track stretch in force, a removed view moved with its
/// former parent, and a view's transition effects appended whenever a transition stretch covers
/// the instant — also where they draw nothing different, so that the structure stays fixed.
final class ViewSampler {
    let animator: Animator
    /// A slot for each view id asked about: the caches below are kept by slot. Not checked for
    /// exclusive access at run time (read at every presented view and sample), nor are the
    /// caches: the sampler runs on one thread, and each look-up or store is one call that reads
    /// nothing else of the sampler.
    @exclusivity(unchecked) private var slots: ViewSlots
    /// Each update's laid-out views by slot, made when first read. Not checked for exclusive
    /// access at run time (read at every look-up of a laid-out view), for the reason above.
    @exclusivity(unchecked) private var views: [ViewTable?]
    /// Each view's stretches by slot, made when first read.
    @exclusivity(unchecked) private var stretchCache = SlotTable<ViewStretches>()
    @exclusivity(unchecked) private var transitionCache = SlotTable<[Animator.TransitionStretch]>()
    /// Views presented through an earlier view they are twins of at every structure instant
    /// (`ViewTwins`), by slot: that view's slot and id. Not checked for exclusive access at run
    /// time, for the reason above.
    @exclusivity(unchecked) private var twinViews = SlotTable<(slot: Int, id: String)>()
    /// The first view set as a twin of each view (by slot), for the reason above.
    @exclusivity(unchecked) private var firstTwins = SlotTable<String>()
    /// The instant at which `presents(_:at:like:)` last found each view (by slot) presented as
    /// the view it was compared with.
    @exclusivity(unchecked) private var presentsAlikeAt = SlotTable<Double>()
    /// The stretches' progress plans made last, shared by views that move alike.
    @exclusivity(unchecked) private var progressPlans = ProgressPlans()
    /// For each id inside a removed subtree: the removal and the view as it was laid out.
    private let removed: [String: [(removal: Int, view: LaidOutView)]]
    /// The updates' times where they ascend (`UpdateBounds.ascend`), else nil.
    private let updateTimes: [Double]?

    init(animator: Animator) {
        self.animator = animator
        // Room for every view ever in the tree: the first update's views take their slots
        // without the table growing and rehashing at each power of two.
        slots = ViewSlots(capacity: animator.viewCount)
        let times = animator.updates.map(\.time)
        updateTimes = UpdateBounds.ascend(times) ? times : nil
        var removed: [String: [(removal: Int, view: LaidOutView)]] = [:]
        for (index, removal) in animator.removals.enumerated() {
            func collect(_ view: LaidOutView) {
                removed[view.id, default: []].append((index, view))
                view.children.forEach(collect)
                view.decorations.keys.sorted().forEach { collect(view.decorations[$0]!) }
            }
            collect(removal.view)
        }
        self.removed = removed
        views = Array(repeating: nil, count: animator.updates.count)
    }

    /// The views of one update by slot, shared by reference (a lookup does not copy the table),
    /// each in a box (nor the view).
    private final class ViewTable {
        let views: SlotTable<Presented>
        init(_ views: SlotTable<Presented>) { self.views = views }
    }

    /// The instants where the drawn structure may change: updates, and the starts and ends of
    /// removals and transition stretches, from 0 on.
    func structureTimes() -> [Double] {
        var times = animator.updates.map(\.time)
        for removal in animator.removals {
            times.append(removal.time)
            if let until = removal.visibleUntil { times.append(until) }
        }
        for (_, changes) in animator.allContentChanges {
            for change in changes {
                times.append(change.time)
                if let end = change.end { times.append(end) }
            }
        }
        // Without any transition stretch every list is empty: the ids are not sorted for none.
        for id in animator.hasTransitionStretches ? animator.viewIDs : [] {
            for stretch in transitionStretches(of: id) {
                times.append(stretch.start)
                if let end = stretch.end { times.append(end) }
            }
        }
        return TrackBuilder.unique(times.filter { $0 >= 0 }.sorted())
    }

    /// The laid-out view `id` of update `index`, as it was laid out (target values).
    func view(_ id: String, update index: Int) -> LaidOutView? {
        laidOut(id, update: index)?.view
    }

    /// `read` of the laid-out view `id` of update `index` (`view(_:update:)`), without copying
    /// the view.
    func readView<T>(_ id: String, update index: Int, _ read: (LaidOutView) -> T) -> T? {
        guard let box = laidOut(id, update: index) else { return nil }
        return read(box.view)
    }

    /// `readView(_:update:_:)` of the view at `slot` (`slot(of:)`): once the update's table is
    /// made, the id is not looked up (a caller that alternates between two views made each
    /// look-up hash the id).
    func readView<T>(slot: Int, update index: Int, _ read: (LaidOutView) -> T) -> T? {
        guard let table = views[index] else { return readView(slots.ids[slot], update: index, read) }
        guard let box = table.views[slot] else { return nil }
        return read(box.view)
    }

    /// `laidOut(_:update:)` of `id`, whose slot is `slot`: once the update's table is made, the
    /// id is not looked up.
    private func laidOut(_ id: String, slot: Int, update index: Int) -> Presented? {
        if let table = views[index] { return table.views[slot] }
        return laidOut(id, update: index)
    }

    /// The box of the laid-out view `id` of update `index`.
    private func laidOut(_ id: String, update index: Int) -> Presented? {
        if let table = views[index] { return table.views[slots.slot(of: id)] }
        // A view laid out twice under one id: the last one visited, as a table by id kept it.
        // Children are read in place through their buffer: passed out of it, each was copied and
        // destroyed again around its visit. Each pointer is to the root (for the call) or to an
        // element of a children buffer at one of its own indices, held by its parent meanwhile.
        // The table is passed down as an argument: captured, it would be boxed and checked for
        // exclusive access at every view.
        var table = SlotTable<Presented>()
        func collect(_ view: UnsafePointer<LaidOutView>, into table: inout SlotTable<Presented>) {
            table[slots.slot(of: view.pointee.id)] = Presented(view.pointee)
            view.pointee.children.withUnsafeBufferPointer { children in
                for index in children.indices { collect(children.baseAddress! + index, into: &table) }
            }
            for decoration in view.pointee.decorations.values { withUnsafePointer(to: decoration) { collect($0, into: &table) } }
        }
        withUnsafePointer(to: animator.updates[index].tree) { collect($0, into: &table) }
        views[index] = ViewTable(table)
        return table[slots.slot(of: id)]
    }

    /// The slot of view `id` in this sampler (`ViewSlots`): the same number for the same id for
    /// the sampler's life, so a cache of the sampler's caller may be kept by slot.
    func slot(of id: String) -> Int { slots.slot(of: id) }

    /// How many views have a slot (were asked about) so far.
    var slotCount: Int { slots.count }

    /// The view `id` as laid out for `time` (in the tree, or animating out), and its removal.
    func structure(_ id: String, at time: Double) -> (view: LaidOutView, removal: Int?)? {
        if let box = laidOut(id, update: animator.updateIndex(at: time)) { return (box.view, nil) }
        return structureOutsideTree(id, at: time)
    }

    /// What `structure(_:at:)` gives of `id` at `time`, without copying the view: its removal
    /// and the number of its own modifiers.
    func structureSummary(_ id: String, at time: Double) -> (removal: Int?, modifierCount: Int)? {
        if let box = laidOut(id, update: animator.updateIndex(at: time)) { return (nil, box.view.node.modifiers.count) }
        return structureOutsideTree(id, at: time).map { ($0.removal, $0.view.node.modifiers.count) }
    }

    /// `structure(_:at:)` of a view that the update shown at `time` does not lay out: one
    /// animating out, or a part of a text's content transition.
    private func structureOutsideTree(_ id: String, at time: Double) -> (view: LaidOutView, removal: Int?)? {
        for entry in removed[id] ?? [] where animator.removals[entry.removal].isVisible(at: time) {
            return (entry.view, entry.removal)
        }
        // A part of a text's content transition: as its text draws it then.
        if let owner = animator.contentOwner(of: id), let part = presented(owner, at: time)?.children.first(where: { $0.id == id }) {
            return (part, nil)
        }
        return nil
    }

    /// A view's track stretches, with each stretch's targets and the tracks that ever change,
    /// made when first asked for (`prepared(plans:)`): a view presented through its twin, or
    /// only compared with one, reads the list alone.
    private final class ViewStretches {
        let list: [Animator.ViewTrackStretch]
        /// Each stretch's targets, changing tracks, and which of its changing tracks' changes
        /// share an easing progress.
        typealias Extras = (targets: [[Double]], changing: [[Int]], plans: [SharedProgressPlan])
        private var extras: Extras?

        init(_ list: [Animator.ViewTrackStretch]) {
            self.list = list
        }

        /// Each stretch's targets and changing tracks in one pass over its tracks, read in place
        /// (not copied out of the array), into arrays made at their size: the same lists as
        /// mapping the targets and filtering the indices, without growing them.
        func prepared(plans progressPlans: inout ProgressPlans) -> Extras {
            if let extras { return extras }
            var targets: [[Double]] = [], changing: [[Int]] = [], plans: [SharedProgressPlan] = []
            targets.reserveCapacity(list.count)
            changing.reserveCapacity(list.count)
            plans.reserveCapacity(list.count)
            for stretch in list {
                var stretchTargets: [Double] = [], stretchChanging: [Int] = []
                stretch.tracks.withUnsafeBufferPointer { tracks in
                    stretchTargets.reserveCapacity(tracks.count)
                    stretchChanging.reserveCapacity(tracks.count)
                    for index in tracks.indices {
                        stretchTargets.append(tracks[index].target)
                        if !tracks[index].changes.isEmpty { stretchChanging.append(index) }
                    }
                }
                plans.append(progressPlans.plan(of: stretch.tracks, at: stretchChanging))
                targets.append(stretchTargets)
                changing.append(stretchChanging)
            }
            let made = (targets, changing, plans)
            extras = made
            return made
        }
    }

    private func viewStretches(of id: String) -> ViewStretches {
        viewStretches(of: id, slot: slots.slot(of: id))
    }

    /// `viewStretches(of:)` of `id`, whose slot is `slot`.
    private func viewStretches(of id: String, slot: Int) -> ViewStretches {
        if let cached = stretchCache[slot] { return cached }
        let stretches = ViewStretches(animator.trackStretches(of: id))
        stretchCache[slot] = stretches
        return stretches
    }

    func stretches(of id: String) -> [Animator.ViewTrackStretch] { viewStretches(of: id).list }

    /// `stretches(of:)` of the view at `slot` (`slot(of:)`), its id looked up only to make them.
    func stretches(slot: Int) -> [Animator.ViewTrackStretch] {
        if let cached = stretchCache[slot] { return cached.list }
        return stretches(of: slots.ids[slot])
    }

    func transitionStretches(of id: String) -> [Animator.TransitionStretch] {
        // Without any transition stretch every list is empty: no id is looked up.
        guard animator.hasTransitionStretches else { return [] }
        let slot = slots.slot(of: id)
        if let cached = transitionCache[slot] { return cached }
        let list = animator.transitionStretches(of: id)
        transitionCache[slot] = list
        return list
    }

    /// The index of the stretch of `id` in force at `time`.
    func stretchIndex(of id: String, at time: Double) -> Int? {
        let list = stretches(of: id)
        guard !list.isEmpty else { return nil }
        return list.lastIndex { $0.start <= time } ?? 0
    }

    /// The index of the transition stretch of `id` covering `time`.
    func transitionIndex(of id: String, at time: Double) -> Int? {
        let list = transitionStretches(of: id)
        guard let index = list.lastIndex(where: { $0.start <= time }) else { return nil }
        return list[index].end.map { time < $0 } ?? true ? index : nil
    }

    /// Every track value of `id` at `time`.
    func values(of id: String, at time: Double) -> [Double]? {
        var values: [Double] = []
        return writeValues(of: id, slot: slots.slot(of: id), at: time, into: &values) ? values : nil
    }

    /// `values(of:at:)` written into `values` (its elements replaced; false, and `values`
    /// unchanged, where the view has no tracks): a buffer kept by the caller is filled without
    /// allocating. `slot` is `id`'s.
    private func writeValues(of id: String, slot: Int, at time: Double, into values: inout [Double]) -> Bool {
        let stretches = viewStretches(of: id, slot: slot)
        guard !stretches.list.isEmpty else { return false }
        let index = stretches.list.lastIndex { $0.start <= time } ?? 0
        let extras = stretches.prepared(plans: &progressPlans)
        values.removeAll(keepingCapacity: true)
        values.append(contentsOf: extras.targets[index])
        stretches.list[index].tracks.withUnsafeBufferPointer { tracks in
            AnimatedValue.values(of: tracks, plan: extras.plans[index], time: time, into: &values)
        }
        return true
    }

    /// The track values of the view `present` presents (or `presents(_:at:like:)` compares)
    /// last, kept between calls so that each fills it without allocating. Not checked for
    /// exclusive access at run time (written at every presented view): one thread, and it is
    /// written by one call that reads nothing else of the sampler, then read by the same
    /// `present` or `presents` alone, before it presents or compares anything else.
    @exclusivity(unchecked) private var presentValues: [Double] = []

    /// A view (by slot: cheaper to compare than its id) at an instant.
    private struct Instant: Equatable {
        var slot: Int
        var time: Double
    }

    /// A presented view (or one as its update laid it out), shared by reference: a cached view is
    /// read in place, not copied.
    final class Presented {
        let view: LaidOutView
        init(_ view: LaidOutView) { self.view = view }
    }

    /// The most presented views kept at once.
    private static let recentLimit = 4096
    /// Recently presented views (nil where the view is not drawn): the properties of one
    /// element, and the elements of one view, are read at many of the same instants. Not
    /// checked for exclusive access at run time (read at every presented view): one thread,
    /// and each look-up or store is one call that reads nothing else of the sampler.
    @exclusivity(unchecked) private var recent = InstantMemo<Presented?>()

    /// The view `id` as presented at `time`, transition effects included.
    func presented(_ id: String, at time: Double) -> LaidOutView? {
        presentation(id, at: time)?.view
    }

    /// `presented(_:at:)` in its box, shared (not copied) with the sampler's caches.
    func presentedBox(_ id: String, at time: Double) -> Presented? {
        presentation(id, at: time)
    }

    /// `read` of the view `id` as presented at `time` (nil when it is not drawn then), without
    /// copying the view.
    func read<T>(_ id: String, at time: Double, _ read: (LaidOutView) -> T) -> T? {
        guard let presented = presentation(id, at: time) else { return nil }
        return read(presented.view)
    }

    /// A presented view rewritten in place for each sample (`readOnce`): its arrays stay
    /// uniquely owned, so writing the values copies nothing.
    private final class Scratch {
        let update: Int
        /// Names the scratch (its view and update) in `recentValues`: cheaper to hash than the id.
        let serial: Int
        /// The view, rewritten and read in place through the pointer: a class's stored property
        /// would be copied for each read and checked for exclusive access at each write.
        let view: UnsafeMutablePointer<LaidOutView>
        var values: [Double] = []
        /// The view's direct-read probe, made at the first direct read of one of its elements'
        /// properties: it depends on which numbers the view visits, not on those written.
        private var madeProbe: DirectRead.Probe?

        init(update: Int, serial: Int, view: LaidOutView) {
            self.update = update
            self.serial = serial
            self.view = .allocate(capacity: 1)
            self.view.initialize(to: view)
        }

        deinit {
            view.deinitialize(count: 1)
            view.deallocate()
        }

        var probe: DirectRead.Probe {
            if let madeProbe { return madeProbe }
            let made = DirectRead.Probe(view.pointee)
            madeProbe = made
            return made
        }
    }

    private var scratchCount = 0

    private struct ScratchInstant: Hashable {
        var serial: Int
        var time: Double
    }

    private var scratches = SlotTable<Scratch>()

    /// What `readOnce` needs of one view in one update: its stretches, its transition stretches,
    /// and its scratch view, nil where the view must be presented in full — a text may be laid
    /// out again at the instant's size and spacing (`Self.view(_:with:measurer:)`).
    private final class OnceContext {
        let id: String
        let update: Int
        /// The instants `t` with `lower ≤ t < upper` whose update is `update` (`UpdateBounds`;
        /// none where the updates' times do not ascend).
        let lower: Double, upper: Double
        let stretches: ViewStretches
        let transitions: [Animator.TransitionStretch]
        let scratch: Scratch?
        /// The direct reads made so far, by property and role (nil: the property has none).
        var directReads: [(kind: PropertyKind, role: ElementRole, read: DirectRead?)] = []

        init(
            id: String, update: Int, bounds: (lower: Double, upper: Double), stretches: ViewStretches,
            transitions: [Animator.TransitionStretch], scratch: Scratch?
        ) {
            self.id = id
            self.update = update
            (lower, upper) = bounds
            self.stretches = stretches
            self.transitions = transitions
            self.scratch = scratch
        }

        /// The direct read of `kind` for `role`'s element, made at the first ask; nil unless
        /// every stretch has a track for each number the view visits.
        func directRead(_ kind: PropertyKind, role: ElementRole, base: Point) -> DirectRead? {
            for entry in directReads where entry.kind == kind && entry.role == role { return entry.read }
            var read: DirectRead?
            if let scratch, let made = DirectRead(kind: kind, role: role, probe: scratch.probe, base: base),
                stretches.list.allSatisfy({ $0.tracks.count >= made.visitCount })
            {
                read = made
            }
            directReads.append((kind, role, read))
            return read
        }
    }

    /// The context of the last `readOnce` or `sampleOnce`; not checked for exclusive access at
    /// run time (read at every sample; one thread, each access a read or a write that calls
    /// nothing while it lasts).
    @exclusivity(unchecked) private var lastOnce: OnceContext?

    /// The context of `readOnce` for `id` at `time`. A fit reads one view at many instants of
    /// one update: its stretches and scratch view are looked up once.
    private func onceContext(_ id: String, at time: Double) -> OnceContext {
        let update = animator.updateIndex(at: time)
        if let last = lastOnce, last.update == update, last.id == id { return last }
        let context = onceContext(id, update: update)
        lastOnce = context
        return context
    }

    /// `reader`'s value of `kind` of view `id` at `time`, for an instant read once (a fit's
    /// samples): `readOnce` of `reader.value(kind, of:base:)`, or, where a `DirectRead` knows
    /// the property from a few of the view's tracks, those tracks alone.
    func sampleOnce(
        _ id: String, kind: PropertyKind, reader: PropertyReader, base: Point, at time: Double, route: SampleRoute = SampleRoute()
    ) -> [Double]? {
        var output: [Double] = []
        guard sampleOnce(id, kind: kind, reader: reader, base: base, at: time, route: route, into: &output) else { return nil }
        return output
    }

    /// `sampleOnce(_:kind:reader:base:at:route:)` written into `output` (false where the view is
    /// not drawn, `output` then unchanged): a direct read writes into the buffer, so a fit that
    /// keeps its buffers samples without allocating; the value read from the view replaces it.
    func sampleOnce(
        _ id: String, kind: PropertyKind, reader: PropertyReader, base: Point, at time: Double, route: SampleRoute, into output: inout [Double]
    ) -> Bool {
        // The update is not searched for where the last context is the instant's; the context
        // is read again only where the instant leaves the read's last stretch (held across the
        // sample, it was retained and released at every one).
        if isDirectInLastContext(id, at: time, route: route), let direct = route.unretainedRead {
            let sampled = direct._withUnsafeGuaranteedRef { $0.value(inLastStretchAt: time, into: &output) }
            if !sampled { sampleStretch(route.read!, in: lastOnce!, at: time, into: &output) }
            route.lastSampleWasDirect = true
            return true
        }
        let context = onceContext(id, at: time)
        if context.scratch != nil, context.transitions.isEmpty || transitionIndex(of: id, at: time) == nil,
            let direct = route.context === context ? route.read : route.remember(context, context.directRead(kind, role: reader.role, base: base))
        {
            sampleDirect(direct, in: context, at: time, route: route, into: &output)
            return true
        }
        route.lastSampleWasDirect = false
        guard let value = readOnce(id, at: time, { reader.value(kind, of: $0, base: base) }) else { return false }
        output = value
        return true
    }

    /// Whether `sampleOnce` at `time` would take its route's direct read in the context of
    /// the last sample, without taking it: such a sample depends on its instant alone, and
    /// taking one leaves this answer the same for the others. Of the time it asks only that it
    /// is in the context's update, an interval: true at two instants, it is between them.
    func samplesDirectly(_ id: String, at time: Double, route: SampleRoute) -> Bool {
        isDirectInLastContext(id, at: time, route: route)
    }

    /// Whether the route has a direct read taken in the last context asked about and `time` is
    /// in its update: `onceContext(id, at: time)` would return that very context. (A direct
    /// read is only taken where the context has a scratch view.)
    @inline(__always)
    private func isDirectInLastContext(_ id: String, at time: Double, route: SampleRoute) -> Bool {
        guard let last = lastOnce, route.context === last, route.read != nil, last.lower <= time, time < last.upper,
            last.transitions.isEmpty, last.id == id
        else { return false }
        return true
    }

    private func onceContext(_ id: String, update: Int) -> OnceContext {
        let stretches = viewStretches(of: id)
        var scratch: Scratch?
        if !stretches.list.isEmpty, let view = view(id, update: update),
            animator.allContentChanges.isEmpty || animator.allContentChanges[id] == nil, view.text == nil
        {
            let slot = slots.slot(of: id)
            if let known = scratches[slot], known.update == update {
                scratch = known
            } else {
                scratchCount += 1
                scratch = Scratch(update: update, serial: scratchCount, view: view)
                scratches[slot] = scratch
            }
        }
        let bounds = updateTimes.map { UpdateBounds.bounds(of: update, times: $0) } ?? (.infinity, -.infinity)
        return OnceContext(
            id: id, update: update, bounds: bounds, stretches: stretches, transitions: transitionStretches(of: id), scratch: scratch)
    }

    /// `direct`'s value at `time`, an instant of `context`, written into `output`.
    private func sampleDirect(_ direct: DirectRead, in context: OnceContext, at time: Double, route: SampleRoute, into output: inout [Double]) {
        if !direct.value(inLastStretchAt: time, into: &output) { sampleStretch(direct, in: context, at: time, into: &output) }
        route.lastSampleWasDirect = true
    }

    /// `direct`'s value at `time`, an instant of `context` outside the read's last stretch.
    private func sampleStretch(_ direct: DirectRead, in context: OnceContext, at time: Double, into output: inout [Double]) {
        let stretches = context.stretches
        let index = stretches.list.lastIndex { $0.start <= time } ?? 0
        stretches.list.withUnsafeBufferPointer { list in
            direct.value(stretch: index, of: list, changing: stretches.prepared(plans: &progressPlans).changing, at: time, into: &output)
        }
    }

    /// The track values of recent `readOnce` instants. Not checked for exclusive access at run
    /// time, as `recent`.
    @exclusivity(unchecked) private var recentValues: [ScratchInstant: [Double]] = [:]

    /// `read` of the view `id` as presented at `time`, for an instant read once (a fit's
    /// samples): the same view `read(_:at:_:)` gives, written into a view kept for `id`
    /// instead of a new copy, and not cached.
    func readOnce<T>(_ id: String, at time: Double, _ read: (LaidOutView) -> T) -> T? {
        let context = onceContext(id, at: time)
        guard let scratch = context.scratch, context.transitions.isEmpty || transitionIndex(of: id, at: time) == nil else {
            return self.read(id, at: time, read)
        }
        let stretches = context.stretches
        // The elements of one view fit their properties at many of the same instants.
        let instant = ScratchInstant(serial: scratch.serial, time: time)
        if let known = recentValues[instant] {
            scratch.values = known
        } else {
            let index = stretches.list.lastIndex { $0.start <= time } ?? 0
            let extras = stretches.prepared(plans: &progressPlans)
            var values = extras.targets[index]
            stretches.list[index].tracks.withUnsafeBufferPointer { tracks in
                AnimatedValue.values(of: tracks, plan: extras.plans[index], time: time, into: &values)
            }
            if recentValues.count >= Self.recentLimit { recentValues.removeAll(keepingCapacity: true) }
            recentValues[instant] = values
            scratch.values = values
        }
        scratch.values.withUnsafeBufferPointer { values in
            var next = 0
            scratch.view.pointee.visitAnimatableValues { value, _ in
                if next < values.count { value = values[next] }
                next += 1
            }
        }
        return read(scratch.view.pointee)
    }

    /// The instant of the last `presentation` and what `recent` held for it then (and still
    /// holds: only a presentation stores or clears it). The elements of one view ask for it at one
    /// instant one after another. Not checked for exclusive access at run time, as `recent`.
    @exclusivity(unchecked) private var lastPresentation: (instant: Instant, presented: Presented?)?

    private func presentation(_ id: String, at time: Double) -> Presented? {
        presentation(id, slot: slots.slot(of: id), at: time)
    }

    /// `presentation(_:at:)` of `id`, whose slot is `slot`: a view presented through its twin
    /// finds the twin's presentation without looking up its id, which would leave the slots'
    /// last look-up at the twin and make the view's next one hash its id.
    private func presentation(_ id: String, slot: Int, at time: Double) -> Presented? {
        let instant = Instant(slot: slot, time: time)
        if let last = lastPresentation, last.instant == instant { return last.presented }
        if let known = recent.value(slot: instant.slot, time: time) {
            lastPresentation = (instant, known)
            return known
        }
        let presented = present(id, slot: instant.slot, at: time)
        if recent.count >= Self.recentLimit { recent.removeAll() }
        recent.store(presented, slot: instant.slot, time: time)
        lastPresentation = (instant, presented)
        return presented
    }

    /// The view `id` (whose slot is `slot`) as presented at `time`, boxed where it is made (not
    /// copied into the box).
    private func present(_ id: String, slot: Int, at time: Double) -> Presented? {
        // The view the update laid out is read in its box and copied once (as `structure` would
        // give it); a view animating out or a content part as `structure` gives it.
        let update = animator.updateIndex(at: time)
        if let box = laidOut(id, slot: slot, update: update) {
            // A twin of a view presented as its box is presented as its own box: it is that view
            // moved, in the same update, at rest where that one is (`setTwin`).
            if let twin = twinViews[slot], let twinBox = laidOut(twin.id, slot: twin.slot, update: update),
                presentation(twin.id, slot: twin.slot, at: time) === twinBox
            {
                return box
            }
            return present(id, slot: slot, laidOut: box, removal: nil, at: time)
        }
        guard let (view, removal) = structureOutsideTree(id, at: time) else { return nil }
        return present(id, slot: slot, laidOut: Presented(view), removal: removal, at: time)
    }

    /// The view `id` (whose slot is `slot`) at `time` from `box`'s view, its structure then
    /// (`structure(_:at:)`).
    private func present(_ id: String, slot: Int, laidOut box: Presented, removal: Int?, at time: Double) -> Presented {
        // A copy of the buffer, read only until the view is written: the next call refills the
        // buffer in place (one presented meanwhile, a removed view's former parent, may find it
        // still shared and make a new one).
        let values: [Double]? = writeValues(of: id, slot: slot, at: time, into: &presentValues) ? presentValues : nil
        if removal == nil, let resting = resting(id, laidOut: box, values: values, at: time) { return resting }
        var presented = box.view
        if let values { Self.write(values, into: &presented, measurer: animator.measurer) { box.view } }
        if let removal {
            let record = animator.removals[removal]
            // As the presentation does: roots against the canvas origin, others against where their
            // former parent's content is now.
            let origin: Point
            if let parentID = record.parentID {
                origin = self.presented(parentID, at: time)?.contentFrame.origin ?? record.parentOrigin
            } else {
                origin = .zero
            }
            let dx = origin.x - record.parentOrigin.x, dy = origin.y - record.parentOrigin.y
            if dx != 0 || dy != 0 {
                for k in presented.frames.indices { presented.frames[k] = presented.frames[k].offsetBy(dx: dx, dy: dy) }
            }
        }
        // Only a text's content is swapped (`contentView` is nil for any other view): the call,
        // and the moves of the optional view it returns, are made for texts alone.
        if case .text = presented.node.content, let swapped = animator.contentView(of: presented, at: time) { presented = swapped }
        if let index = transitionIndex(of: id, at: time) {
            let stretch = transitionStretches(of: id)[index]
            let values = stretch.tracks.map { $0.value(at: time) }
            var next = 0
            let frame = presented.frame
            for var effect in stretch.effects {
                effect.visitAnimatableValues { value in
                    if next < values.count { value = values[next] }
                    next += 1
                }
                presented.node.modifiers.append(effect)
                presented.frames.append(frame)
            }
        }
        return Presented(consume presented)
    }

    /// The colours `resting` converted last. Not checked for exclusive access at run time, as
    /// `recent`.
    @exclusivity(unchecked) private var restingColours = ColourRoundTrips()

    /// The view `id` at `time` from `box`'s view when it is at rest then (`RestingView`): the box
    /// itself where writing `values` would leave the view bit for bit as it is, else the view
    /// with its colour through linear light, in a new box; nil where the view must be written.
    ///
    /// Exact: with no removal, the written view is all `present` would change but for a text's
    /// content change (`Animator.contentView(of:at:)`, nil for anything but a text) and a
    /// transition's effects, and a text is laid out again: a text, or a view in a transition
    /// stretch then, is never at rest. Skipping `write` also skips its `measurer.beginLayout()`,
    /// which only restarts the count of laid-out characters; every text laid out while encoding
    /// (`write`'s `relayOutAnimatedText`) restarts it first, so no count sees the difference.
    private func resting(_ id: String, laidOut box: Presented, values: [Double]?, at time: Double) -> Presented? {
        if case .text = box.view.node.content { return nil }
        guard transitionIndex(of: id, at: time) == nil else { return nil }
        // Without track values nothing is written: the view is as laid out.
        guard let values else { return box }
        let resting: Presented
        switch RestingView.resting(box.view, values: values, colours: &restingColours) {
        case nil: return nil
        case .unchanged: resting = box
        case .recoloured(let color):
            var view = box.view
            RestingView.recolour(&view, color)
            resting = Presented(consume view)
        }
        assert(RestingView.isWritten(box.view, values: values, as: resting.view), "\(id) at \(time) is not at rest as RestingView found")
        return resting
    }

    /// How many progress plans the sampler made rather than shared, for tests.
    var progressPlansMade: Int { progressPlans.madeCount }

    /// Whether the view `id` as presented at `time` is the very box its update laid out (it is
    /// at rest then, and nothing was copied or written): then so is each of its twins
    /// (`setTwin`).
    func presentsLaidOutBox(_ id: String, at time: Double) -> Bool {
        guard let presented = presentation(id, at: time), let laidOut = laidOut(id, update: animator.updateIndex(at: time)) else {
            return false
        }
        return presented === laidOut
    }

    /// `view` with its animatable numbers replaced by `values` (in visiting order).
    /// A text whose font size, kerning or tracking is not at its target is laid out again.
    static func view(_ view: LaidOutView, with values: [Double], measurer: any TextMeasuring) -> LaidOutView {
        var copy = view
        write(values, into: &copy, measurer: measurer) { view }
        return copy
    }

    /// Writes `values` into `copy`, a copy of the view `laidOut` gives (`view(_:with:measurer:)`
    /// in place).
    private static func write(_ values: [Double], into copy: inout LaidOutView, measurer: any TextMeasuring, laidOut: () -> LaidOutView) {
        writeNumbers(values, into: &copy)
        // Each sampled instant is a layout of its own for `limits.maxLaidOutCharacters`.
        measurer.beginLayout()
        // `relayOutAnimatedText` returns at once unless the content is a text (written values
        // never change the content's kind): the laid-out view (a copy) is read only for a text.
        if case .text = copy.node.content { copy.relayOutAnimatedText(from: laidOut(), measurer: measurer) }
    }

    /// Writes `values` into `view`'s animatable numbers in visiting order (numbers past their end
    /// stay as they are): all that presenting writes into a view that is no text.
    static func writeNumbers(_ values: [Double], into view: inout LaidOutView) {
        var index = 0
        view.visitAnimatableValues { value, _ in
            if index < values.count { value = values[index] }
            index += 1
        }
    }

    /// Whether the view `id` as `structuralBox(_:at:)` gives it at `time` has the own fields of
    /// `other` (`==` of all but the children and decorations), found without presenting it:
    /// where it is presented by writing its track values into its laid-out view (no text, which
    /// is laid out again, no transition effects, no removal), the writing is compared
    /// (`WrittenView`), and a twin (`setTwin`) is answered from its twin's answer; false where it
    /// is not known so (the caller compares the presented view).
    func presents(_ id: String, at time: Double, like other: UnsafePointer<LaidOutView>) -> Bool {
        let slot = slots.slot(of: id)
        // A twin compared with its own resolved view at an earlier instant is presented alike
        // where its twin, compared with its own at that instant, was: each side is its twin's
        // moved by one translation. (Compared with another view's, it is not known so.)
        if let twin = twinViews[slot], presentsAlikeAt[twin.slot] == time, other.pointee.node.id == id { return true }
        guard let box = laidOut(id, slot: slot, update: animator.updateIndex(at: time)) else { return false }
        if case .text = box.view.node.content { return false }
        guard transitionIndex(of: id, at: time) == nil, writeValues(of: id, slot: slot, at: time, into: &presentValues) else { return false }
        let alike = presentValues.withUnsafeBufferPointer { WrittenView.writes($0, into: box, like: other) }
        if alike { presentsAlikeAt[slot] = time }
        return alike
    }

    /// Presents the view at `slot` through the view at `twin` (whose id is `twinID`), of which it
    /// is a twin at every structure instant (`ViewTwins`): in every update both are laid out
    /// alike but for a translation of every frame, and their track stretches are the same but
    /// for frame origins that hold still that translation apart. Where the twin is presented as
    /// its laid-out box, writing the view's track values into its own box changes nothing
    /// either, and where the twin was presented as it was at an earlier instant, so is the view.
    func setTwin(of slot: Int, to twin: Int, id twinID: String) {
        twinViews[slot] = (twin, twinID)
        if firstTwins[twin] == nil { firstTwins[twin] = slots.ids[slot] }
    }

    /// The id of the first view (`setTwin`'s order: the leaves') presented through the view at
    /// `slot`; nil where none is.
    func firstTwin(ofSlot slot: Int) -> String? {
        firstTwins[slot]
    }

    /// Whether any view is presented through another (`setTwin`).
    var hasTwins: Bool { firstTwins.count > 0 }

    /// The id of the view `id` is presented through (`setTwin`), for tests.
    func twin(of id: String) -> String? {
        twinViews[slots.slot(of: id)]?.id
    }

    /// The slot and id of the view the view at `slot` is presented through (`setTwin`); nil
    /// where it is no twin.
    func twin(slot: Int) -> (slot: Int, id: String)? {
        twinViews[slot]
    }

    /// The view `id` as presented at `time`, except that a text keeps the layout, size, spacing
    /// and run colours of its update: what identifies its element (its glyphs move by `glyphs`).
    /// In a box: anything but a text in the presentation's own box, a text in a new one.
    func structuralBox(_ id: String, at time: Double) -> Presented? {
        guard let presented = presentation(id, at: time) else { return nil }
        guard case .text = presented.view.node.content else { return presented }
        var view = presented.view
        if case .text(var text) = view.node.content, let laidOut = structure(id, at: time)?.view,
            case .text(let final) = laidOut.node.content
        {
            text.font.size = final.font.size
            text.styling.kerning = final.styling.kerning
            text.styling.tracking = final.styling.tracking
            text.runs = final.runs
            view.node.content = .text(text)
            view.text = laidOut.text
        }
        return Presented(view)
    }
}

/// The direct read one property of one element took at its last sample, and the context (view
/// and update) it was found in: a fit samples one property at many instants of one update, and
/// finds its read again without comparing roles.
final class SampleRoute {
    // Not checked for exclusive access at run time (read at every sample): the sampler runs on
    // one thread, and each access is one read or one write that calls nothing while it lasts.
    @exclusivity(unchecked) fileprivate var context: AnyObject?
    @exclusivity(unchecked) fileprivate var read: DirectRead? {
        didSet { unretainedRead = read.map(Unmanaged.passUnretained) }
    }
    /// `read`, which keeps it, unretained: a sample through it reads it without retaining and
    /// releasing it (as a strong reference held across the sample was, at every one). Valid
    /// while `read` is unchanged, which a read's sample does not change.
    @exclusivity(unchecked) fileprivate var unretainedRead: Unmanaged<DirectRead>?
    /// Whether the last sample was a direct read: a function of its instant alone (the read
    /// taken, the view's stretch and its tracks all follow from the instant), unlike a read
    /// through the written view, which may count drawn paths.
    @exclusivity(unchecked) fileprivate(set) var lastSampleWasDirect = false

    fileprivate func remember(_ context: AnyObject, _ read: DirectRead?) -> DirectRead? {
        self.context = context
        self.read = read
        return read
    }
}
