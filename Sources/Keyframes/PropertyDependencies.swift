import Geometry
import Layout
import Motion
import Timeline

/// Which tracks of a view each property of one of its elements depends on, found by probing:
/// a track matters when moving its value either way from the stretch's targets moves the property. Only
/// tracks that change are probed; all properties of the element are read from each probe at
/// once. A dependency a probe misses (a `min` that switches sides) only costs exactness: the
/// track builder checks every constant or exact interval against the tracks.
enum PropertyDependencies {
    static func tracks(
        of kinds: [PropertyKind], reader: PropertyReader, base: Point, view: LaidOutView, stretch: Animator.ViewTrackStretch
    ) -> [PropertyKind: [Int]] {
        var result: [PropertyKind: [Int]] = [:]
        // A transition effect's group depends on its transition's tracks, not the view's.
        if let index = reader.role.modifierIndex, index >= view.node.modifiers.count { return result }
        let targets = stretch.tracks.map(\.target)
        func values(_ probe: [Double]) -> [[Double]] {
            let presented = ViewSampler.view(view, with: probe)
            return kinds.map { reader.value($0, of: presented, base: base) }
        }
        let reference = values(targets)
        for (index, track) in stretch.tracks.enumerated() where !track.changes.isEmpty {
            // Both ways: a clamped value (an opacity of 1) moves only one way.
            var moved = Set<Int>()
            for delta in [0.37, -0.61] {
                var shifted = targets
                shifted[index] += delta
                for (k, value) in values(shifted).enumerated() where value != reference[k] { moved.insert(k) }
            }
            for k in moved.sorted() { result[kinds[k], default: []].append(index) }
        }
        return result
    }
}

/// Tracks already built, by what determines them: identical elements (a list of views that move
/// alike) share one fit.
final class TrackCache {
    struct Key: Hashable {
        var kind: PropertyKind
        var role: ElementRole
        /// Epoch starts, ends and own-modifier counts.
        var epochs: [Double]
        var changes: [ChangeKey]
        /// The property at instants that pin down everything constant it depends on.
        var samples: [Double]
    }

    struct ChangeKey: Hashable {
        var time: Double
        var interval: Double
        var endTime: Double?
        var animation: Animation?
        var target: Double
    }

    var tracks: [Key: PropertyTrack] = [:]
}
