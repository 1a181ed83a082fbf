import Geometry
import Layout
import Motion
import Timeline
import Views

/// Elements whose views differ only by where they are laid out (a list of rows that move alike):
/// the second and later take the first one's tracks, moved by the difference, instead of
/// probing and sampling again.
///
/// Two elements are twins when they have the same role and epochs, neither view is removed,
/// has a transition stretch or takes part in a content transition, their views are equal but for their ids, their places in
/// the scene (`source`) and a translation `delta`
/// of every frame, and the track stretches their epochs read are equal, except that each frame
/// origin track holds still at the other's target moved by `delta`. Every property is then the
/// twin's moved by `delta` in its absolute point components (`shifted`), unchanged otherwise.
final class ElementTwins {
    struct Key: Hashable {
        var role: ElementRole
        var epochs: [Double]

        /// The role, and the epoch numbers folded into one word (`foldedHash`) rather than each
        /// number combined into the hasher: every element looks its key up.
        func hash(into hasher: inout Hasher) {
            hasher.combine(role)
            hasher.combine(ElementTwins.foldedHash(epochs))
        }

        /// The roles compared case by case (`ElementRole.same`), then the epochs: a key is
        /// compared with the few others of its table at every element.
        static func == (a: Key, b: Key) -> Bool {
            ElementRole.same(a.role, b.role) && a.epochs == b.epochs
        }
    }

    /// The numbers folded into one word, equal for equal lists (`==`: a zero of either sign
    /// folds as +0.0).
    static func foldedHash(_ numbers: [Double]) -> UInt64 {
        var folded = UInt64(truncatingIfNeeded: numbers.count)
        for number in numbers {
            folded = (folded &* 0x100_0000_01b3) ^ (number == 0 ? 0 : number.bitPattern)
        }
        return folded
    }

    struct Entry {
        var viewID: String
        /// The view's slot in the sampler (`ViewSampler.slot(of:)`).
        var slot: Int
        var epochs: [TrackBuilder.Epoch]
        var tracks: [(kind: PropertyKind, track: PropertyTrack)]
        /// Whether a track has components that are points (`pointComponents`): without, a twin
        /// takes the list itself.
        var movesPoints: Bool
    }

    /// The most candidates kept for one key, so that elements that are not twins cost bounded work.
    static let candidatesPerKey = 4

    /// The candidates of each key (a scene's elements fall into a few keys, and comparing a
    /// role and a few numbers costs less than hashing them).
    ///
    /// Not checked for exclusive access at run time, nor are `deltas` and `lastPair` (read for
    /// every element): one render's animator uses its twins on one thread, and each access is
    /// one look-up or store that calls nothing of the twins while it lasts.
    @exclusivity(unchecked) private var entries = ListedTable<Key, [Entry]>()

    /// The translation between two views over the same epochs (nil: not twins), shared by
    /// all the elements of the two views. The views by their slots in the sampler (one sampler
    /// for the twins' life, so a slot names one id): cheaper to hash and compare than the ids.
    private struct Pair: Hashable {
        var a: Int
        var b: Int
        var epochs: [Double]

        /// The two slots alone: a pair of views is rarely looked up with more than one set of
        /// epochs, which `==` still compares, and hashing every epoch number again at each
        /// look-up and rehash cost more than the comparison.
        func hash(into hasher: inout Hasher) {
            hasher.combine(a)
            hasher.combine(b)
        }
    }

    @exclusivity(unchecked) private var deltas: [Pair: Point?] = [:]
    /// How many elements took a twin's tracks.
    @exclusivity(unchecked) private(set) var shares = 0
    /// The pair looked up last and its entry in `deltas`: the elements of one view follow one
    /// another and look up the same pair, compared here instead of hashed again.
    @exclusivity(unchecked) private var lastPair: (pair: Pair, delta: Point?)?

    /// The key of an element whose tracks may be shared, from its epochs' `numbers(of:)` (the
    /// elements of one view share their epochs, and so the list); nil when its role rules it out.
    static func key(_ node: ElementNode, numbers: [Double]) -> Key? {
        guard node.key.fillGradient == nil, node.key.strokeGradient == nil, isShareable(node.key.role) else { return nil }
        return Key(role: node.key.role, epochs: numbers)
    }

    /// The numbers of a twin key's epochs (each epoch's start, end, stretch and own modifier
    /// count); nil when an epoch rules twins out (a transition stretch or a removal).
    static func numbers(of epochs: [TrackBuilder.Epoch]) -> [Double]? {
        var numbers: [Double] = []
        numbers.reserveCapacity(4 * epochs.count)
        for epoch in epochs {
            guard epoch.transition == nil, epoch.removal == nil else { return nil }
            numbers.append(epoch.start)
            numbers.append(epoch.end)
            numbers.append(Double(epoch.stretch))
            numbers.append(Double(epoch.ownModifiers))
        }
        return numbers
    }

    /// Roles whose property values are a translation-equivariant function of the view.
    private static func isShareable(_ role: ElementRole) -> Bool {
        switch role {
        case .offset, .scale, .rotation, .rotation3D, .opacity, .shadow, .blur: true
        case .clip(_, let kind), .shape(let kind, _):
            switch kind {
            case .rectangle, .roundedRectangle, .capsule, .circle, .ellipse: true
            case .path, .sampled: false
            }
        case .mask, .text, .image: false
        }
    }

    /// The tracks of a twin of `viewID`'s element, moved to it, and where they came from.
    func tracks(for key: Key, viewID: String, epochs: [TrackBuilder.Epoch], sampler: ViewSampler) -> (tracks: [(kind: PropertyKind, track: PropertyTrack)], origin: TwinOrigin)? {
        guard let candidates = entries[key] else { return nil }
        let slot = sampler.slot(of: viewID)
        // Each candidate read in place (bound out of the list, its id, epochs and tracks were
        // retained and released for every element that asked). Bounds: each index is the buffer's.
        return candidates.withUnsafeBufferPointer { candidates in
            for index in candidates.indices {
                let entry = candidates.baseAddress! + index
                let pair = Pair(a: entry.pointee.slot, b: slot, epochs: key.epochs)
                let found: Point?
                if let last = lastPair, last.pair == pair {
                    found = last.delta
                } else {
                    let known = deltas[pair]
                    found = known
                        ?? Self.delta(from: entry.pointee.viewID, to: viewID, slots: (entry.pointee.slot, slot), epochs: epochs, sampler: sampler)
                    if known == nil {
                        // Room for a pair per view (each later view of a key against its first, the
                        // common case) at the first store, not grown through every smaller table.
                        if deltas.isEmpty { deltas.reserveCapacity(sampler.slotCount) }
                        deltas[pair] = .some(found)
                    }
                    lastPair = (pair, found)
                }
                if let delta = found {
                    shares += 1
                    let origin = TwinOrigin(viewID: entry.pointee.viewID, delta: delta)
                    // Unmoved, every track is its twin's (`shifted`), so the list is shared rather than
                    // mapped into a new one.
                    guard entry.pointee.movesPoints, delta.x != 0 || delta.y != 0 else { return (entry.pointee.tracks, origin) }
                    return (entry.pointee.tracks.map { ($0.kind, Self.shifted($0.track, kind: $0.kind, by: delta)) }, origin)
                }
            }
            return nil
        }
    }

    /// Records `delta` as the translation between the views at slots `a` and `b` over epochs
    /// whose numbers (`numbers(of:)`) are `numbers`, found by a check at least as strict as
    /// `delta(from:to:slots:epochs:sampler:)` (`ViewTwins`: at every structure instant).
    func seed(a: Int, b: Int, numbers: [Double], delta: Point, views: Int) {
        // Room for a pair per view at the first (`tracks(for:viewID:epochs:sampler:)`).
        if deltas.isEmpty { deltas.reserveCapacity(views) }
        deltas[Pair(a: a, b: b, epochs: numbers)] = .some(delta)
    }

    func register(_ key: Key, viewID: String, slot: Int, epochs: [TrackBuilder.Epoch], tracks: [(kind: PropertyKind, track: PropertyTrack)]) {
        // One look-up of the key, the list changed in place.
        let movesPoints = tracks.contains { Self.pointComponents($0.kind) != nil }
        let entry = Entry(viewID: viewID, slot: slot, epochs: epochs, tracks: tracks, movesPoints: movesPoints)
        entries.update(key, initial: []) { candidates in
            if candidates.count < Self.candidatesPerKey { candidates.append(entry) }
        }
    }

    // MARK: - Matching

    /// The translation that takes view `a` to view `b` over every epoch, when they are twins.
    /// The two views' stretches and laid-out views are read by their `slots` in the sampler.
    static func delta(from a: String, to b: String, slots: (a: Int, b: Int), epochs: [TrackBuilder.Epoch], sampler: ViewSampler) -> Point? {
        guard a != b, sampler.transitionStretches(of: a).isEmpty, sampler.transitionStretches(of: b).isEmpty else { return nil }
        // A content transition's text and its parts are drawn from another view's tracks.
        let content = sampler.animator.allContentChanges
        guard content.isEmpty || [a, b].allSatisfy({ content[$0] == nil && sampler.animator.contentOwner(of: $0) == nil }) else { return nil }
        let stretchesA = sampler.stretches(slot: slots.a), stretchesB = sampler.stretches(slot: slots.b)
        guard stretchesA.count == stretchesB.count else { return nil }
        var delta: Point?
        // The stretch compared last: epochs that follow one another in one stretch (the
        // instants of `ViewTwins`) compare it once.
        var compared = -1
        // Each epoch's start and stretch read where they are: an epoch taken out of the list was
        // copied (its dependencies retained and released).
        for index in epochs.indices {
            let start = epochs[index].start, stretch = epochs[index].stretch
            let comparesStretch = stretch != compared
            compared = stretch
            // Each view as its update laid it out: what `ViewSampler.structure` gives first.
            // Without one it would give a removed view (never a twin) or a content transition's
            // part (ruled out above: neither view owns content changes or is a part of one), so
            // not twins. Both are read in place (`readView`), not copied.
            let update = sampler.animator.updateIndex(at: start)
            let twins = sampler.readView(slot: slots.a, update: update) { va in
                sampler.readView(slot: slots.b, update: update) { vb in
                    sameView(
                        va, vb, stretch: comparesStretch ? stretch : nil, stretchesA: stretchesA, stretchesB: stretchesB, delta: &delta)
                } ?? false
            }
            guard twins == true else { return nil }
        }
        return delta
    }

    /// Whether `vb` is `va` moved by `delta` (the difference of their first frames when nil,
    /// then set) over an epoch, with the same track stretch (the epoch's `stretch`; nil: one
    /// found the same already) but for frame origins.
    private static func sameView(
        _ va: LaidOutView, _ vb: LaidOutView, stretch: Int?, stretchesA: [Animator.ViewTrackStretch],
        stretchesB: [Animator.ViewTrackStretch], delta: inout Point?
    ) -> Bool {
        guard va.frames.count == vb.frames.count, let firstA = va.frames.first, let firstB = vb.frames.first else { return false }
        let d = delta ?? Point(x: firstB.origin.x - firstA.origin.x, y: firstB.origin.y - firstA.origin.y)
        delta = d
        for (fa, fb) in zip(va.frames, vb.frames) {
            guard fb.size == fa.size, fb.origin.x == fa.origin.x + d.x, fb.origin.y == fa.origin.y + d.y else { return false }
        }
        // Equal but for their ids and where the scene writes them: a shareable role's tracks
        // read neither (the roles whose tracks name their view in a limit error, sampled
        // outlines and texts, are never shared), and each twin's drawing is still counted
        // at its own source by the display lists. (Compared without those two, not as a copy
        // given `va`'s: the copy of the node cost more than the comparison.)
        // Tested by a pattern: `== nil` would copy each text layout to compare it.
        if case .some = va.text { return false }
        if case .some = vb.text { return false }
        guard ViewNode.sameDrawing(vb.node, va.node), ViewNode.sameBesidesDrawing(vb.node, va.node), va.dividerAxis == vb.dividerAxis
        else { return false }
        guard let stretch else { return true }
        return stretch < stretchesA.count
            && sameStretch(stretchesA[stretch], stretchesB[stretch], frameTracks: 4 * va.frames.count, delta: d)
    }

    /// Whether two stretches are equal, but for frame origin tracks that hold still `delta` apart.
    private static func sameStretch(_ a: Animator.ViewTrackStretch, _ b: Animator.ViewTrackStretch, frameTracks: Int, delta: Point) -> Bool {
        guard a.start == b.start, a.end == b.end, a.tracks.count == b.tracks.count else { return false }
        // Read in place: copying every track and change out of its array cost more than comparing.
        return a.tracks.withUnsafeBufferPointer { ta in
            b.tracks.withUnsafeBufferPointer { tb in
                for index in ta.indices {
                    guard ta[index].startTime == tb[index].startTime, ta[index].changes.count == tb[index].changes.count else { return false }
                    if index < frameTracks, index % 4 < 2 {
                        let shift = index % 4 == 0 ? delta.x : delta.y
                        guard ta[index].changes.isEmpty, tb[index].target == ta[index].target + shift else { return false }
                        continue
                    }
                    // Tracks without changes (most of a view's) are equal by their counts: the
                    // comparison of their empty lists is not called.
                    guard ta[index].target == tb[index].target,
                        ta[index].changes.isEmpty
                            || AnimatedValue<Double>.sameUnkeyedChanges(ta.baseAddress! + index, tb.baseAddress! + index)
                    else { return false }
                }
                return true
            }
        }
    }

    /// `a.animation == b.animation`, read in place (`Change.sameAnimation`).
    static func sameAnimation(_ a: UnsafePointer<AnimatedValue<Double>.Change>, _ b: UnsafePointer<AnimatedValue<Double>.Change>) -> Bool {
        AnimatedValue<Double>.Change.sameAnimation(a, b)
    }

    // MARK: - Moving

    /// The components of `kind` that are points in the canvas (x then y).
    static func pointComponents(_ kind: PropertyKind) -> (x: Int, y: Int)? {
        switch kind {
        case .outline, .scale, .projection: (0, 1)
        case .rotation: (1, 2)
        default: nil
        }
    }

    static func shifted(_ track: PropertyTrack, kind: PropertyKind, by delta: Point) -> PropertyTrack {
        guard let (x, y) = pointComponents(kind), delta.x != 0 || delta.y != 0 else { return track }
        func moved(_ frames: [PropertyTrack.Keyframe]) -> [PropertyTrack.Keyframe] {
            frames.map { frame in
                var frame = frame
                if frame.value.count > max(x, y) {
                    frame.value[x] += delta.x
                    frame.value[y] += delta.y
                }
                return frame
            }
        }
        var result = PropertyTrack(keyframes: moved(track.keyframes), loop: track.loop)
        result.loop?.keyframes = moved(track.loop?.keyframes ?? [])
        return result
    }
}
