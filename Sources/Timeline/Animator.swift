import Cancellation
import Geometry
import Layout
import Motion
import Scene
import ViewGraph
import Views

/// Executes a scene's timeline with SwiftUI's transaction rules and answers what the view tree
/// looks like at any instant.
///
/// Each update (the initial state, a timeline event, a completion event) evaluates the scene,
/// lays it out once, carries the transaction down the tree and records every animatable number
/// of every view identity — its frames, effect parameters and colours — as a track: target
/// values plus the animations that started at each change (Motion's additive model and spring
/// merging). Sampling an instant never lays out again: it reads the tracks.
public struct Animator: Sendable {
    /// One executed update.
    public struct Update: Sendable {
        public var time: Double
        public var state: [String: Value]
        public var tree: LaidOutView
    }

    public let scene: Scene
    public let limits: TimelineLimits
    /// The render's stop signal: a cancelled timeline stops after the update it is running, and
    /// the stages reading this animator stop early too (their results are then not used).
    public let cancellation: RenderCancellation
    /// Lays out again a text whose font size, kerning or tracking is animating.
    public let measurer: any TextMeasuring
    public private(set) var updates: [Update] = []
    public private(set) var trace: [UpdateTrace] = []
    /// Events that were not run because a limit was reached (their JSON pointers).
    public private(set) var skippedEvents: [String] = []
    var tracks = TrackSet()
    var transitions = TransitionSet()
    /// The indices in `removals` of each former parent's removed children; "" for removed roots.
    var removalsByParent: [String: [Int]] = [:]
    /// Every text's content changes (`contentTransition`), by text id, and each part's text.
    var contentChanges: [String: [ContentChange]] = [:]
    var contentOwners: [String: String] = [:]

    /// Runs every update of `scene`'s timeline, or those before `cancellation` fires.
    public init(
        scene: Scene, measurer: any TextMeasuring, limits: TimelineLimits = .default, cancellation: RenderCancellation = .never
    ) {
        self.scene = scene
        self.limits = limits
        self.cancellation = cancellation
        self.measurer = measurer
        var run = Run(scene: scene, engine: LayoutEngine(measurer: measurer), limits: limits, cancellation: cancellation)
        run.execute()
        updates = run.updates
        trace = run.trace
        skippedEvents = run.skipped
        tracks = run.tracks
        transitions = run.transitions
        contentChanges = run.contentChanges
        for (id, list) in contentChanges {
            for change in list { for part in change.parts { contentOwners[part.id] = id } }
        }
        for (index, removal) in transitions.removals.enumerated() {
            removalsByParent[removal.parentID ?? "", default: []].append(index)
        }
        duration = computedDuration()
    }

    /// When the timeline has played out: the last update, or the end of the last animation that
    /// does not repeat forever — removal transitions included — whichever is later (capped by
    /// `limits.maxDuration`).
    /// Computed once when the timeline has run (nothing changes afterwards): every keyframe
    /// render reads it, and it walks every track.
    public private(set) var duration: Double = 0

    private func computedDuration() -> Double {
        var end = max(updates.last?.time ?? 0, transitions.settledTime)
        for (_, list) in tracks.stretches {
            for stretch in list { end = max(end, min(stretch.settledTime, stretch.end ?? .infinity)) }
        }
        return min(end, limits.maxDuration)
    }

    /// Whether some animation repeats forever.
    public var repeatsForever: Bool {
        tracks.stretches.values.contains { $0.contains(where: \.repeatsForever) } || transitions.repeatsForever
    }

    /// The index of the last update at or before `time` (the first update for earlier times).
    public func updateIndex(at time: Double) -> Int {
        var low = 0, high = updates.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if updates[mid].time <= time { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
