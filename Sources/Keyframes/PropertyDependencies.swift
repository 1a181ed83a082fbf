import Geometry
import Layout
import Motion
import Timeline
import Views

/// Which tracks of a view each property of one of its elements depends on, found by probing:
/// a track matters when moving its value either way from the stretch's targets moves the property. Only
/// tracks that change are probed; all properties of the element are read from each probe at
/// once. A dependency a probe misses (a `min` that switches sides) only costs exactness: the
/// track builder checks every constant or exact interval against the tracks.
enum PropertyDependencies {
    /// The views the probes of one view's stretch read, shared by all of its elements: the
    /// view at the stretch's targets, then each changing track's target moved both ways. A
    /// class, so that an element reads the views in place rather than copying them.
    final class Probes {
        let reference: LaidOutView
        let shifted: [Shift]

        /// One changing track's probes. A class, as `Probes`: a view read from an array's buffer
        /// was copied for each element that read it (the buffer's memory may change under the
        /// reads), one held by a constant of a class is read in place.
        final class Shift {
            let track: Int
            /// The views with the track's target moved up and down, read in that order. (Two
            /// properties, not a tuple: a tuple of views was destroyed through its metadata.)
            let up: LaidOutView
            let down: LaidOutView

            init(track: Int, up: LaidOutView, down: LaidOutView) {
                self.track = track
                self.up = up
                self.down = down
            }
        }

        init(view: LaidOutView, stretch: Animator.ViewTrackStretch, measurer: any TextMeasuring) {
            let targets = stretch.tracks.map(\.target)
            reference = ViewSampler.view(view, with: targets, measurer: measurer)
            var shifted: [Shift] = []
            for (index, track) in stretch.tracks.enumerated() where !track.changes.isEmpty {
                // Both ways: a clamped value (an opacity of 1) moves only one way.
                func moved(by delta: Double) -> LaidOutView {
                    var probe = targets
                    probe[index] += delta
                    return ViewSampler.view(view, with: probe, measurer: measurer)
                }
                let up = moved(by: 0.37)
                shifted.append(Shift(track: index, up: up, down: moved(by: -0.61)))
            }
            self.shifted = shifted
        }
    }

    static func tracks(of kinds: [PropertyKind], reader: PropertyReader, base: Point, probes: () -> Probes, modifierCount: Int) -> [PropertyKind: [Int]] {
        // A transition effect's group depends on its transition's tracks, not the view's.
        if let index = reader.role.modifierIndex, index >= modifierCount { return [:] }
        // Room for every kind at once.
        var result: [PropertyKind: [Int]] = Dictionary(minimumCapacity: kinds.count)
        let probes = probes()
        var reference: [[Double]] = []
        reference.reserveCapacity(kinds.count)
        Self.read(kinds, of: probes.reference, reader: reader, base: base) { _, value in reference.append(value) }
        // Which kinds a track's probes moved, by index in `kinds`: listed in that order.
        var moved = [Bool](repeating: false, count: kinds.count)
        for shift in probes.shifted {
            for k in moved.indices { moved[k] = false }
            // Each probe read in place (`Probes.Shift`), up then down.
            Self.read(kinds, of: shift.up, reader: reader, base: base) { k, value in
                if value != reference[k] { moved[k] = true }
            }
            Self.read(kinds, of: shift.down, reader: reader, base: base) { k, value in
                if value != reference[k] { moved[k] = true }
            }
            for k in moved.indices where moved[k] { result[kinds[k], default: []].append(shift.track) }
        }
        return result
    }

    /// Every kind of `kinds` read from `view`, in order (a read may count drawn paths), handed to
    /// `body` with its index. The view is passed on as borrowed: read through the buffer's
    /// subscript at each kind, it would be copied (every field retained) for each read.
    private static func read(
        _ kinds: [PropertyKind], of view: LaidOutView, reader: PropertyReader, base: Point, _ body: (Int, [Double]) -> Void
    ) {
        for k in kinds.indices { body(k, reader.value(kinds[k], of: view, base: base)) }
    }
}

/// The probes of each view's track stretches (`PropertyDependencies.Probes`), by view (its slot) and
/// the start of the epoch that reads them.
final class ProbeCache {
    struct Key: Hashable {
        /// The view's slot in the sampler (`ViewSampler.slot(of:)`): cheaper to hash than its id.
        var view: Int
        var start: Double
    }

    var probes: [Key: PropertyDependencies.Probes] = [:]

    func probes(_ key: Key, make: () -> PropertyDependencies.Probes) -> PropertyDependencies.Probes {
        if let known = probes[key] { return known }
        let made = make()
        probes[key] = made
        return made
    }
}
