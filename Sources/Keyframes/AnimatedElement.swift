import DisplayList
import Geometry
import Layout
import Timeline

/// An element of the keyframe document with everything needed to write it: the view it draws
/// as first drawn, the keyframes of each property that changes, when it is visible.
struct AnimatedElement {
    var key: ElementKey
    /// The item as first drawn (`DisplayListBuilder`): what the element writer writes.
    var item: DisplayItem
    var reader: PropertyReader
    /// The view as presented when the element first appears (static attribute values), in the
    /// sampler's box: the element is moved and kept without a copy of the whole view.
    let initial: ViewSampler.Presented
    /// Where a drawn item's translation is measured from.
    var base: Point
    /// Every property of the element, in writing order.
    var tracks: [(kind: PropertyKind, track: PropertyTrack)]
    /// Visible (1) or hidden (0) over time, when that differs from the parent's; keyframes with
    /// `hold` timing.
    var visibility: PropertyTrack?
    /// Whether the element is hidden at time 0.
    var startsHidden: Bool
    var children: [AnimatedElement]
    /// The element at the end of the timeline (`FinalState.settle`): its static attributes.
    var final: FinalState? = nil
    /// The element whose tracks this one took, moved (`ElementTwins`); nil: built its own.
    var twin: TwinOrigin? = nil

    func track(_ kind: PropertyKind) -> PropertyTrack? {
        tracks.first { $0.kind == kind }?.track
    }

    /// `track(kind)` of the element at `element`, read in place.
    static func track(_ kind: PropertyKind, of element: UnsafePointer<AnimatedElement>) -> PropertyTrack? {
        element.pointee.tracks.first { $0.kind == kind }?.track
    }

    /// The value of `kind` before anything moves.
    func initialValue(_ kind: PropertyKind) -> [Double] {
        track(kind)?.initialValue ?? reader.value(kind, of: initial.view, base: base)
    }
}

/// Turns the merged element tree into animated elements.
struct ElementAnimator {
    let sampler: ViewSampler
    /// When each structure epoch starts.
    let times: [Double]
    /// The document's format: it decides the space paints animate in (`PropertyKind.properties(of:format:)`).
    let format: KeyframeEncoder.Format
    let cache = TrackCache()
    let probes = ProbeCache()
    let twins = ElementTwins()
    /// Counts the outlines sampled for animated shapes (`limits.maxDrawnPathElements`, all
    /// samples of the document together); nil: none. Once passed no more elements are animated.
    var drawnPaths: DrawnPathBudget?
    /// The epochs of the element animated last: the elements of one view (its effect groups
    /// and its drawing) follow one another, in the same updates.
    let lastEpochs = LastEpochs()

    /// Shared mutable state inside a struct: every copy of the animator reads and writes the one
    /// object, unlocked. Safe because one render makes its own `ElementAnimator`
    /// (`KeyframeEncoder`) and animates its elements one after another on one thread; the
    /// object is never shared across renders or threads.
    /// Its fields are not checked for exclusive access at run time (read for every element):
    /// each access is one read or one write that calls nothing while it lasts.
    final class LastEpochs {
        @exclusivity(unchecked) var id = ""
        @exclusivity(unchecked) var updates: [Int] = []
        @exclusivity(unchecked) var epochs: [TrackBuilder.Epoch] = []
        /// What the epochs give every element of the view: its twin key's numbers
        /// (`ElementTwins.numbers(of:)`) and its alive intervals (`alive(_:)`).
        @exclusivity(unchecked) var twinNumbers: [Double]?
        @exclusivity(unchecked) var alive: [ClosedRange<Double>] = []
    }

    /// The epochs of views drawn at every structure instant, made before the elements are
    /// animated (`ViewTwins`).
    let knownEpochs = KnownEpochs()

    /// Shared mutable state inside a struct, as `LastEpochs`.
    final class KnownEpochs {
        /// The epochs by view (its slot in the sampler, `ViewSampler.slot(of:)`: cheaper to
        /// find than its id to hash), and their twin key's numbers (`ElementTwins.numbers(of:)`).
        @exclusivity(unchecked) var bySlot = SlotTable<(epochs: [TrackBuilder.Epoch], numbers: [Double]?)>()
    }

    /// Whether a text element's parts are placed by a `glyphs` track: every text but one drawn
    /// as outlines with an angular gradient (its wedges are clipped to the outline first drawn).
    static func placesGlyphs(_ node: ElementNode) -> Bool {
        guard case .text(let text) = node.item else { return false }
        if text.outline != nil, case .angular? = text.gradient?.paint.kind { return false }
        return true
    }

    func animate(_ nodes: [ElementNode], parentAlive: [ClosedRange<Double>]) -> [AnimatedElement] {
        // Made at the nodes' count (grown by `compactMap`, the list moved to new storage at the
        // second, third, fifth… element).
        var elements: [AnimatedElement] = []
        elements.reserveCapacity(nodes.count)
        for node in nodes {
            if let element = animate(node, parentAlive: parentAlive) { elements.append(element) }
        }
        return elements
    }

    /// Alive intervals as closed ranges whose upper bound is the (exclusive) end.
    private func animate(_ node: ElementNode, parentAlive: [ClosedRange<Double>]) -> AnimatedElement? {
        if sampler.animator.cancellation.isCancelled || drawnPaths?.isExceeded == true { return nil }
        let id = node.key.viewID
        let epochs: [TrackBuilder.Epoch], twinNumbers: [Double]?, alive: [ClosedRange<Double>]
        if lastEpochs.id == id, lastEpochs.updates == node.updates {
            (epochs, twinNumbers, alive) = (lastEpochs.epochs, lastEpochs.twinNumbers, lastEpochs.alive)
        } else {
            // (Updates ascend without repeats: as many as the instants are every one of them.)
            if node.updates.count == times.count, knownEpochs.bySlot.count > 0,
                let known = knownEpochs.bySlot[sampler.slot(of: id)]
            {
                (epochs, twinNumbers) = known
            } else {
                epochs = self.epochs(of: id, updates: node.updates)
                twinNumbers = ElementTwins.numbers(of: epochs)
            }
            alive = Self.alive(epochs)
            (lastEpochs.id, lastEpochs.updates, lastEpochs.epochs) = (id, node.updates, epochs)
            (lastEpochs.twinNumbers, lastEpochs.alive) = (twinNumbers, alive)
        }
        guard let first = epochs.first, let initial = sampler.presentedBox(id, at: first.start) else { return nil }
        let reader = PropertyReader(role: node.key.role, drawnPaths: drawnPaths)
        let base = reader.anchor(of: initial.view)
        let twinKey = twinNumbers.flatMap { ElementTwins.key(node, numbers: $0) }
        let tracks: [(kind: PropertyKind, track: PropertyTrack)]
        var twin: TwinOrigin?
        if let twinKey, let shared = twins.tracks(for: twinKey, viewID: id, epochs: epochs, sampler: sampler) {
            (tracks, twin) = (shared.tracks, shared.origin)
        } else {
            guard let built = self.tracks(of: node, epochs: epochs, reader: reader, base: base, initialView: initial.view) else { return nil }
            tracks = built
            if let twinKey { twins.register(twinKey, viewID: id, slot: sampler.slot(of: id), epochs: epochs, tracks: tracks) }
        }
        let visibility = alive == parentAlive ? nil : Self.visibility(alive)
        return AnimatedElement(
            key: node.key, item: node.item, reader: reader, initial: initial, base: base, tracks: tracks, visibility: visibility,
            startsHidden: !(alive.first.map { $0.lowerBound <= 0 } ?? false),
            children: animate(node.children, parentAlive: alive), twin: twin)
    }

    /// The intervals in which epochs are drawn, consecutive epochs joined.
    static func alive(_ epochs: [TrackBuilder.Epoch]) -> [ClosedRange<Double>] {
        var alive: [ClosedRange<Double>] = []
        for epoch in epochs {
            if let last = alive.last, last.upperBound == epoch.start {
                alive[alive.count - 1] = last.lowerBound...epoch.end
            } else {
                alive.append(epoch.start...epoch.end)
            }
        }
        return alive
    }

    /// The stretches of time in which view `id` is drawn in `updates` (structure epochs) with the
    /// same tracks.
    func epochs(of id: String, updates: [Int]) -> [TrackBuilder.Epoch] {
        var epochs: [TrackBuilder.Epoch] = []
        for index in updates {
            let start = times[index], end = index + 1 < times.count ? times[index + 1] : .infinity
            let structure = sampler.structureSummary(id, at: start)
            let epoch = TrackBuilder.Epoch(
                start: start, end: end, stretch: sampler.stretchIndex(of: id, at: start) ?? 0,
                transition: sampler.transitionIndex(of: id, at: start), removal: structure?.removal,
                ownModifiers: structure?.modifierCount ?? 0)
            if let last = epochs.last, last.end == start, last.continues(with: epoch) {
                epochs[epochs.count - 1].end = end
            } else {
                epochs.append(epoch)
            }
        }
        return epochs
    }

    /// The tracks of every property of `node`'s element, probed and sampled; nil when cancelled.
    private func tracks(
        of node: ElementNode, epochs: [TrackBuilder.Epoch], reader: PropertyReader, base: Point, initialView: LaidOutView
    ) -> [(kind: PropertyKind, track: PropertyTrack)]? {
        let id = node.key.viewID
        var epochs = epochs
        let kinds = (PropertyKind.properties(of: node.key.role, format: format) + node.key.gradientKinds).filter { $0 != .glyphs || Self.placesGlyphs(node) }
        let stretches = sampler.stretches(of: id)
        let slot = sampler.slot(of: id)
        for index in epochs.indices {
            guard epochs[index].stretch < stretches.count, let view = sampler.structure(id, at: epochs[index].start)?.view else { continue }
            let stretch = stretches[epochs[index].stretch]
            let key = ProbeCache.Key(view: slot, start: epochs[index].start)
            var dependencies = PropertyDependencies.tracks(
                of: kinds, reader: reader, base: base,
                probes: { probes.probes(key) { PropertyDependencies.Probes(view: view, stretch: stretch, measurer: sampler.animator.measurer) } },
                modifierCount: view.node.modifiers.count)
            // A geometric property no probe moved (a `min` of two sides can hide one) must really
            // hold still while the tracks move; if it does not, it depends on every moving track.
            // Paints and opacities are clamped on one side only, which the probes cover.
            let moving = stretch.tracks.indices.filter { !stretch.tracks[$0].changes.isEmpty }
            let epoch = epochs[index]
            var instants: [Double]?
            for kind in kinds where Self.geometric.contains(kind) && dependencies[kind] == nil && !moving.isEmpty
                && !(reader.role.modifierIndex.map { $0 >= epoch.ownModifiers } ?? false)
            {
                guard let first = sampler.read(id, at: epoch.start, { reader.value(kind, of: $0, base: base) }) else { continue }
                let tolerances = kind.tolerances(extent: 1)
                let checked = instants ?? Self.checkedInstants(of: stretch, tracks: moving, in: epoch)
                instants = checked
                let still = checked.allSatisfy { time in
                    if sampler.animator.cancellation.isCancelled { return true }
                    guard let value = sampler.read(id, at: time, { reader.value(kind, of: $0, base: base) }) else { return true }
                    return zip(value, zip(first, tolerances)).allSatisfy { abs($0 - $1.0) <= $1.1 / 4 }
                }
                if !still { dependencies[kind] = moving }
            }
            epochs[index].dependencies = dependencies
        }
        let extent = max(abs(initialView.frame.width), abs(initialView.frame.height))
        var tracks: [(kind: PropertyKind, track: PropertyTrack)] = []
        for kind in kinds {
            if sampler.animator.cancellation.isCancelled { return nil }
            let builder = TrackBuilder(
                sampler: sampler, viewID: id, reader: reader, kind: kind, base: base,
                tolerances: node.key.tolerances(kind, extent: extent), epochs: epochs)
            tracks.append((kind, builder.build(cache: cache)))
        }
        // An outline that never changes is drawn as the snapshot draws it. A moving one is
        // animated as path data, not as a CSS transform: Chromium rasterises elements under a
        // transform animation differently (their edges are resampled), path data it draws as
        // it draws a still path.
        if let index = tracks.firstIndex(where: { $0.kind == .outline }), tracks[index].track.isConstant {
            tracks[index] = (.translate, Self.translation(tracks[index].track, from: base))
        }
        return tracks
    }

    /// The instants at which a property no probe moved is checked to hold still in `epoch`: the
    /// middle and the end of each change of the `moving` tracks, inside the epoch, each once (the
    /// components of a colour change together), in order. Each change is read in place: copying
    /// the changes out of their tracks cost more than the check.
    static func checkedInstants(of stretch: Animator.ViewTrackStretch, tracks moving: [Int], in epoch: TrackBuilder.Epoch) -> [Double] {
        var instants: [Double] = []
        stretch.tracks.withUnsafeBufferPointer { tracks in
            for track in moving {
                tracks[track].changes.withUnsafeBufferPointer { changes in
                    for index in changes.indices {
                        let time = changes[index].time
                        let end = min(changes[index].endTime ?? time + 1, epoch.end)
                        let middle = time + (end - time) / 2
                        if middle >= epoch.start && middle < epoch.end { instants.append(middle) }
                        if end >= epoch.start && end < epoch.end { instants.append(end) }
                    }
                }
            }
        }
        return Set(instants).sorted()
    }

    /// The properties whose dependencies are checked against the moving tracks.
    static let geometric: Set<PropertyKind> = [.translate, .outline, .scale, .rotation, .projection, .strokeWidth, .strokeDashoffset]

    /// An outline track as the move of its first two components from `base`.
    static func translation(_ track: PropertyTrack, from base: Point) -> PropertyTrack {
        func moved(_ frames: [PropertyTrack.Keyframe]) -> [PropertyTrack.Keyframe] {
            frames.map { PropertyTrack.Keyframe(time: $0.time, value: [$0.value[0] - base.x, $0.value[1] - base.y], timing: $0.timing) }
        }
        var result = PropertyTrack(keyframes: moved(track.keyframes), loop: nil)
        if var loop = track.loop {
            loop.keyframes = moved(loop.keyframes)
            result.loop = loop
        }
        return result
    }

    /// Keyframes from time 0 to the last switch between visible and hidden.
    static func visibility(_ alive: [ClosedRange<Double>]) -> PropertyTrack {
        var keyframes: [PropertyTrack.Keyframe] = []
        func add(_ time: Double, _ visible: Bool) {
            let value: [Double] = [visible ? 1 : 0]
            if let last = keyframes.last {
                if last.value == value { return }
                if last.time == time {
                    keyframes[keyframes.count - 1].value = value
                    return
                }
            }
            keyframes.append(PropertyTrack.Keyframe(time: time, value: value, timing: .hold))
        }
        add(0, false)
        for range in alive {
            add(range.lowerBound, true)
            if range.upperBound.isFinite { add(range.upperBound, false) }
        }
        return PropertyTrack(keyframes: keyframes, loop: nil)
    }
}
