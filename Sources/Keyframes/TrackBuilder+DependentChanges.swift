import Motion

extension TrackBuilder {
    /// The changes of the tracks one epoch's property depends on, each with its track's target at
    /// the same index: two lists of one length, so that the changes are handed to the segments
    /// as they are (a list of pairs was mapped into a list of changes, every change copied and
    /// retained).
    struct DependentChanges {
        private(set) var changes: [AnimatedValue<Double>.Change] = []
        private(set) var targets: [Double] = []

        init() {}

        /// Appends every change of `tracks[index]` with its target, the track read in place.
        mutating func append(changesOf index: Int, in tracks: [AnimatedValue<Double>]) {
            precondition(tracks.indices.contains(index), "a dependency on a track the stretch does not have")
            // Bounds: `index` is one of the buffer's, checked above.
            tracks.withUnsafeBufferPointer { tracks in
                let track = tracks.baseAddress! + index
                // The first track's list itself (shared, not copied change by change).
                if changes.isEmpty { changes = track.pointee.changes } else { changes.append(contentsOf: track.pointee.changes) }
                targets.append(contentsOf: repeatElement(track.pointee.target, count: track.pointee.changes.count))
            }
        }

        /// Every change of `tracks` with its target.
        init(allOf tracks: [AnimatedValue<Double>]) {
            for index in tracks.indices { append(changesOf: index, in: tracks) }
        }
    }
}
