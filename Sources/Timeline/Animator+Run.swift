import Cancellation
import Geometry
import Layout
import Motion
import Scene
import ViewGraph
import Views

extension Animator {
    /// The execution of a timeline: a queue of pending events in time order, run one update at
    /// a time; completion events join the queue when their animation logically completes.
    struct Run {
        struct Pending {
            var time: Double
            var sequence: Int
            var event: TimelineEvent
            var cause: UpdateTrace.Cause
            /// Where the event's writes go and what they read besides state: nil for a timeline
            /// event (the scene's state).
            var scope: ActionScope?
            /// A phase animator entering a phase, instead of an event's writes.
            var phaseStep: PhaseStep?
            /// A ViewThatFits switching to the child that fits, instead of an event's writes.
            var fitSwitch: String?
        }

        /// The scope of a view's action: the values it was written among, and the component
        /// instance whose local state it writes (nil: the scene's state).
        struct ActionScope {
            var context: EvaluationContext
            var instance: String?
        }

        let scene: Scene
        let engine: LayoutEngine
        let limits: TimelineLimits
        let cancellation: RenderCancellation
        let evaluator: SceneEvaluator
        var updates: [Update] = []
        var trace: [UpdateTrace] = []
        var skipped: [String] = []
        var tracks = TrackSet()
        var transitions = TransitionSet()
        var state: [String: Value]
        /// Each component instance's local state, by instance path.
        var localStates: [String: [String: Value]] = [:]
        /// What the previous evaluation keeps for the next, so unchanged bodies are skipped.
        var evaluationCache = EvaluationCache()
        var watched: [String: [Int: Value]] = [:]
        /// The values `change` and `animationCompleted` actions watched at the previous update,
        /// by view id and action ordinal.
        var watchedByActions: [String: [Int: Value]] = [:]
        /// The ids of the views in the tree at the previous update.
        var previousIDs: Set<String> = []
        /// The string of every text view at the previous update, by id.
        var previousTexts: [String: String] = [:]
        var pending: [Pending] = []
        var sequence = 0
        /// Views laid out so far, over every update (`SceneLimits.maxViewUpdates`).
        var viewsLaidOut = 0
        /// What each keyframe or phase animator's content reads, by animator id.
        var animatorValues: [String: Value] = [:]
        /// The animators met so far, and each one's latest trigger value.
        var seenAnimators: Set<String> = []
        var animatorTriggers: [String: Value] = [:]
        var keyframeRuns: [String: KeyframeRun] = [:]
        var nextKeyframeTag = 0
        var phaseRuns: [String: PhaseRun] = [:]
        /// The phase animators playing as one keyframe loop, by animator id (`startPhaseLoop`).
        var phaseLoops: [String: PhaseLoop] = [:]
        /// Whether no view of the latest update's tree changes its transaction (a phase loop
        /// may start only then).
        var latestLinksEmpty = true
        /// The animators of the latest update's tree.
        var latestAnimators: [AnimatorRecord] = []
        /// The frame of every GeometryReader at the last layout, by id: what its proxy reports.
        var geometry: [String: Rect] = [:]
        /// What every ViewThatFits showed at the previous update, by id.
        var fitChoices: [String: FitChoice] = [:]
        /// ViewThatFits children held until their switch instant, by id.
        var fitHolds: [String: (child: Int, until: Double)] = [:]
        /// Whether the scene has a matchedGeometryEffect, and the evaluated nodes with one at the
        /// previous update (by id).
        let usesMatchedGeometry: Bool
        var previousMatchedNodes: [String: ViewNode] = [:]
        var matchedNodes: [String: ViewNode] = [:]
        /// The hand-overs of the update being applied, for its trace.
        var matchedPairs: [UpdateTrace.MatchedPair] = []
        /// The content changes so far (`contentTransition`), by text id, and those of the update
        /// being applied, for its trace.
        var contentChanges: [String: [ContentChange]] = [:]
        var updateContentChanges: [UpdateTrace.ContentChangeEntry] = []

        init(scene: Scene, engine: LayoutEngine, limits: TimelineLimits, cancellation: RenderCancellation) {
            self.scene = scene
            self.engine = engine
            self.limits = limits
            self.cancellation = cancellation
            self.evaluator = SceneEvaluator(scene: scene)
            self.state = scene.initialState
            self.usesMatchedGeometry = scene.hasMatchedGeometry
            tracks.horizon = limits.maxDuration
            transitions.horizon = limits.maxDuration
        }

        mutating func execute() {
            apply(time: 0, cause: .initial, changes: [], transaction: Transaction())
            for event in scene.timeline { enqueue(event, at: event.time ?? 0, cause: .event(event.path)) }
            while !pending.isEmpty, !cancellation.isCancelled {
                let next = pending.removeFirst()
                guard updates.count < limits.maxUpdates, next.time <= limits.maxDuration,
                    viewsLaidOut < scene.limits.maxViewUpdates
                else {
                    // Phase steps and fit switches past the limits are no events of the scene.
                    if next.phaseStep == nil && next.fitSwitch == nil { skipped.append(next.event.path) }
                    continue
                }
                if let step = next.phaseStep {
                    runPhaseStep(step, at: next.time)
                } else if let id = next.fitSwitch {
                    runFitSwitch(id, at: next.time)
                } else {
                    run(next)
                }
            }
        }

        mutating func enqueue(_ event: TimelineEvent, at time: Double, cause: UpdateTrace.Cause, scope: ActionScope? = nil) {
            let entry = Pending(time: time, sequence: sequence, event: event, cause: cause, scope: scope)
            sequence += 1
            let index = pending.firstIndex { ($0.time, $0.sequence) > (entry.time, entry.sequence) } ?? pending.count
            pending.insert(entry, at: index)
        }

        /// One event: its writes are computed from the state before it, then applied together.
        mutating func run(_ pending: Pending) {
            let event = pending.event
            let before = context(for: pending.scope)
            let changes = write(event, in: pending.scope)
            var transaction = Transaction(explicit: event.transaction)
            if let explicit = event.transaction {
                transaction.animation = explicit.animation?.evaluate(before)
                transaction.disablesAnimations = explicit.disablesAnimations
            }
            apply(time: pending.time, cause: pending.cause, changes: changes, transaction: transaction)
            // Completion runs when the update's animation logically completes; at once without one.
            if !event.completion.isEmpty {
                let delay: Double? =
                    if let animation = transaction.animation { animation.logicalCompletionTime } else { 0 }
                if let delay {
                    let time = pending.time + delay
                    for completion in event.completion {
                        enqueue(completion, at: time, cause: .completion(completion.path), scope: pending.scope)
                    }
                    trace[trace.count - 1].scheduledCompletions.append(time)
                }
            }
        }

        /// Evaluates, lays out, walks the transaction and records tracks for one update.
        mutating func apply(
            time: Double, cause: UpdateTrace.Cause, changes: [StateChange], transaction: Transaction
        ) {
            handBackPhaseLoops(at: time)
            var changes = changes
            var evaluated = evaluateRunningChangeActions(changes: &changes)
            let canvas = Size(width: scene.canvas.width, height: scene.canvas.height)
            var tree = engine.layout(evaluated.root, in: canvas, fitOverrides: activeFitHolds(at: time))
            // A GeometryReader's content reads its frame: evaluate again with the frames this
            // layout gave until they settle (a component body around a moved reader is evaluated
            // again, "geometry of '…' changed").
            if evaluator.readsGeometry {
                for _ in 0..<SceneEvaluator.maxGeometryPasses {
                    let frames = tree.geometryReaderFrames
                    // Each pass lays the tree out again: it counts toward `limits.maxViewUpdates`,
                    // and none starts once that budget is spent.
                    guard frames != geometry, viewsLaidOut < scene.limits.maxViewUpdates else { break }
                    geometry = frames
                    viewsLaidOut += tree.viewCount
                    let bodies = evaluated.bodies
                    evaluated = evaluateRunningChangeActions(changes: &changes)
                    evaluated.bodies = BodyEvaluation.merged(bodies, evaluated.bodies)
                    tree = engine.layout(evaluated.root, in: canvas, fitOverrides: activeFitHolds(at: time))
                }
            }
            tree = holdSwitchingFits(
                tree, root: evaluated.root, links: evaluated.links, at: time, transaction: transaction, canvas: canvas)

            if usesMatchedGeometry { tree = matchGeometry(tree, root: evaluated.root) }

            // Which branches changed, compared with the targets of the previous update.
            var flattened: [String: (signature: [UInt8], values: [Double], positions: [Int])] = [:]
            var changedBranches: Set<String> = []
            markChanges(tree, flattened: &flattened, changed: &changedBranches)

            var walk = TransactionWalk(
                links: evaluated.links, previousWatched: watched, branchChanged: { changedBranches.contains($0) })
            walk.walk(tree, received: transaction)
            watched = walk.watched

            viewsLaidOut += flattened.count
            let present = Set(flattened.keys)
            let continuing = recordTransitions(tree, present: present, at: time, walk: walk, root: transaction)
            recordContentChanges(tree, at: time, walk: walk)
            for id in tracks.currentIDs where !present.contains(id) { tracks.endCurrent(id, at: time) }
            if usesMatchedGeometry {
                handOverMatchedGeometry(tree, present: present, at: time, walk: walk, flattened: flattened, continuing: continuing)
            }
            for (id, entry) in flattened {
                let animations = (walk.transactions[id] ?? []).map(\.animation)
                tracks.update(
                    id, signature: entry.signature, values: entry.values, positions: entry.positions,
                    animations: animations, at: time, continuing: continuing[id])
            }
            previousTexts = Self.textStrings(in: tree)
            scheduleActions(evaluated, at: time, transactions: walk.transactions)
            previousIDs = present
            latestAnimators = evaluated.animators
            latestLinksEmpty = evaluated.links.isEmpty
            startPhaseRuns(evaluated, at: time)
            let presented = startKeyframeRuns(evaluated, tree: tree, at: time)
            updates.append(Update(time: time, state: state, tree: presented))
            trace.append(
                UpdateTrace(
                    time: time, cause: cause, changes: changes,
                    explicitAnimation: transaction.explicit == nil ? nil : transaction.animation,
                    disablesAnimations: transaction.disablesAnimations, monitors: walk.monitors,
                    bodies: evaluated.bodies, scheduledCompletions: [], matchedGeometry: matchedPairs,
                contentTransitions: updateContentChanges))
        }

        /// Flattens every view of `view`'s branch and returns whether the branch changed.
        @discardableResult
        func markChanges(
            _ view: LaidOutView, flattened: inout [String: (signature: [UInt8], values: [Double], positions: [Int])],
            changed: inout Set<String>
        ) -> Bool {
            let (values, positions) = view.animatableValues()
            let signature = view.animationSignature
            flattened[view.id] = (signature, values, positions)
            var branchChanged = true
            if let previous = tracks.currentTargets(of: view.id), previous.signature == signature {
                branchChanged = previous.values != values || textChanged(view)
            }
            for decoration in view.decorations.values where markChanges(decoration, flattened: &flattened, changed: &changed) {
                branchChanged = true
            }
            for child in view.children where markChanges(child, flattened: &flattened, changed: &changed) {
                branchChanged = true
            }
            if branchChanged { changed.insert(view.id) }
            return branchChanged
        }

        /// Whether a text's string differs from the one shown at the previous update.
        func textChanged(_ view: LaidOutView) -> Bool {
            guard case .text(let text) = view.node.content else { return false }
            return previousTexts[view.id] != text.string
        }

        /// The string of every text view in `tree`, by id.
        static func textStrings(in tree: LaidOutView) -> [String: String] {
            var result: [String: String] = [:]
            func collect(_ view: LaidOutView) {
                if case .text(let text) = view.node.content { result[view.id] = text.string }
                view.children.forEach(collect)
                view.decorations.values.forEach(collect)
            }
            collect(tree)
            return result
        }
    }
}
