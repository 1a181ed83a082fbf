import Motion

/// Tracks already built, by what determines them: identical elements (a list of views that move
/// alike) share one fit.
final class TrackCache {
    struct Key: Hashable {
        let kind: PropertyKind
        let role: ElementRole
        /// Epoch starts, ends and own-modifier counts.
        let epochs: [Double]
        let changes: [ChangeKey]
        /// The property at instants that pin down everything constant it depends on.
        let samples: [Double]
        /// The hash of the fields above, made once: the cache hashes a key for the look-up, for
        /// the store and again for each rehash as it grows, and hashing every change's animation
        /// each time cost more than the building it saves.
        private let fieldsHash: Int

        init(kind: PropertyKind, role: ElementRole, epochs: [Double], changes: [ChangeKey], samples: [Double]) {
            self.kind = kind
            self.role = role
            self.epochs = epochs
            self.changes = changes
            self.samples = samples
            var hasher = Hasher()
            hasher.combine(kind)
            hasher.combine(role)
            hasher.combine(epochs)
            hasher.combine(changes)
            hasher.combine(samples)
            fieldsHash = hasher.finalize()
        }

        static func == (a: Key, b: Key) -> Bool {
            a.fieldsHash == b.fieldsHash && a.kind == b.kind && a.role == b.role && a.epochs == b.epochs && a.changes == b.changes
                && a.samples == b.samples
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(fieldsHash)
        }
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
