import Motion

extension TrackBuilder {
    /// The changes of the tracks one epoch's property depends on, each with its track's target at
    /// the same index: two lists of one length, so that the changes are handed to the segments
    /// as they are (a list of pairs was mapped into a list of changes, every change copied and
    /// retained).
    struct DependentChanges {
        private(set) var changes: [AnimatedValue<Double>.Change] = []
        private(set) var targets: [Double] = []
        /// The index of each change's track among the tracks read (`TrackCache`'s key: changes
        /// alike on two tracks move two different things), kept as a list only once a second
        /// track's changes are appended (most properties depend on one track).
        private var sources: [Int] = []
        private var onlySource = -1

        /// The index of the track of change `index` among the tracks read.
        func source(of index: Int) -> Int { sources.isEmpty ? onlySource : sources[index] }

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
                let count = track.pointee.changes.count
                guard count > 0 else { return }
                if sources.isEmpty, onlySource == -1 || onlySource == index {
                    onlySource = index
                } else {
                    if sources.isEmpty { sources = Array(repeating: onlySource, count: changes.count - count) }
                    sources.append(contentsOf: repeatElement(index, count: count))
                }
            }
        }

        /// Every change of `tracks` with its target.
        init(allOf tracks: [AnimatedValue<Double>]) {
            for index in tracks.indices { append(changesOf: index, in: tracks) }
        }
    }
}
