import Motion

/// Tracks already built, by what determines them: identical elements (a list of views that move
/// alike) share one fit.
///
/// A track is looked up in two steps: by what its builder knows without sampling (`Key`), then,
/// among the tracks built under that key, by the property's values at the instants that pin down
/// everything constant it depends on (`Bucket`). The values are sampled only where a second
/// track comes under a key: most tracks are the only ones of their key (a list's later rows take
/// their twins' tracks, `ElementTwins`), and their samples cost more than the look-up saves.
final class TrackCache {
    struct Key: Hashable {
        let kind: PropertyKind
        let role: ElementRole
        /// Each epoch's start, end, own-modifier count, removal (1) or none (0) and number of
        /// changes (`changes` holds every epoch's, in order).
        let epochs: [Double]
        let changes: [ChangeKey]
        /// The hash of the fields above, made once: the cache hashes a key for the look-up, for
        /// the store and again for each rehash as it grows. A change's animation and keyframe
        /// track are left to `==`: hashing an animation cost more than the rest of the key
        /// together, and keys that differ by those alone are rare (a scene's elements move under
        /// a few).
        private let fieldsHash: Int

        init(kind: PropertyKind, role: ElementRole, epochs: [Double], changes: [ChangeKey]) {
            self.kind = kind
            self.role = role
            self.epochs = epochs
            self.changes = changes
            var hasher = Hasher()
            hasher.combine(kind)
            hasher.combine(role)
            hasher.combine(epochs)
            hasher.combine(changes.count)
            for change in changes {
                hasher.combine(change.track)
                hasher.combine(change.time)
                hasher.combine(change.interval)
                hasher.combine(change.endTime)
                hasher.combine(change.target)
            }
            fieldsHash = hasher.finalize()
        }

        static func == (a: Key, b: Key) -> Bool {
            a.fieldsHash == b.fieldsHash && a.kind == b.kind && a.role == b.role && a.epochs == b.epochs && a.changes == b.changes
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(fieldsHash)
        }
    }

    struct ChangeKey: Hashable {
        /// Which of the tracks the property depends on the change is of (`DependentChanges`).
        var track: Int
        var time: Double
        var interval: Double
        var endTime: Double?
        var animation: Animation?
        /// The keyframe track a `keyframeAnimator` run plays (nil for any other change): two runs
        /// of one length can agree at every instant sampled and differ between them. (Whether it
        /// repeats needs no field: a run's motion within its span is the same either way, and
        /// where it ends is `endTime`.)
        var keyframes: KeyframeTrack?
        var target: Double
    }

    /// The tracks built under one key. The key's instants are the same for every track under it
    /// (they are made from its epochs and changes), so tracks with equal samples are equal.
    struct Bucket {
        /// The first track stored, and how to sample it, until a second track comes under the
        /// key (then it is sampled and moved into `bySamples`); nil once moved, or where it was
        /// stored with its samples.
        var unsampled: (track: PropertyTrack, samples: () -> [Double])?
        var bySamples: [[Double]: PropertyTrack] = [:]
    }

    /// Not checked for exclusive access at run time (looked up and stored for every track): one
    /// render's animator uses its cache on one thread, and each access is one look-up or store
    /// that calls nothing of the cache while it lasts.
    @exclusivity(unchecked) private var buckets: [Key: Bucket] = [:]

    /// The track stored under `key` whose samples are those `samples()` gives, and those
    /// samples. `samples` is called only where a track is stored under the key; where none is,
    /// both are nil.
    func track(for key: Key, samples: () -> [Double]) -> (track: PropertyTrack?, samples: [Double]?) {
        guard let bucket = sampledBucket(key) else { return (nil, nil) }
        let taken = samples()
        return (bucket.bySamples[taken], taken)
    }

    /// The bucket of `key`, its first track moved into `bySamples` (sampled now) if it was not.
    private func sampledBucket(_ key: Key) -> Bucket? {
        guard var bucket = buckets[key] else { return nil }
        if let first = bucket.unsampled {
            bucket.unsampled = nil
            bucket.bySamples[first.samples()] = first.track
            buckets[key] = bucket
        }
        return bucket
    }

    /// Stores `track` under `key`: with its samples where they were taken (`track(for:samples:)`
    /// took them, or they must be taken at once), else with `samples` to take them once needed.
    func store(_ track: PropertyTrack, for key: Key, samples taken: [Double]?, samples: @escaping () -> [Double]) {
        if let taken {
            buckets[key, default: Bucket()].bySamples[taken] = track
        } else if buckets[key] == nil {
            buckets[key] = Bucket(unsampled: (track, samples))
        } else {
            // A bucket made since the look-up: its first track is sampled as a look-up would.
            _ = sampledBucket(key)
            let taken = samples()
            buckets[key]!.bySamples[taken] = track
        }
    }
}
