import Motion
import Scene
import ViewGraph

extension Animator.Run {
    /// How many rounds of `onChange` actions one update runs before it stops (an action that
    /// keeps changing what it watches would otherwise never end).
    static let maxChangeRounds = 8

    /// Evaluates the scene at the current state; `onChange` actions whose value changed run in
    /// this same update (their writes join `changes`), and the scene is evaluated again.
    mutating func evaluateRunningChangeActions(changes: inout [StateChange]) -> EvaluatedTree {
        var evaluated = evaluator.evaluateWithTransactions(
            state: state, localStates: localStates, cache: evaluationCache, animatorValues: animatorValues, geometry: geometry)
        localStates = evaluated.instanceStates
        evaluationCache = evaluated.cache
        var bodies = evaluated.bodies
        for _ in 0..<Self.maxChangeRounds {
            var fired: [ViewActionRecord] = []
            for record in evaluated.actions {
                guard case .change = record.action.trigger, let value = record.watched else { continue }
                if let previous = watchedByActions[record.viewID]?[record.ordinal], previous != value {
                    fired.append(record)
                }
                watchedByActions[record.viewID, default: [:]][record.ordinal] = value
            }
            guard !fired.isEmpty else { break }
            for record in fired {
                for event in record.action.events {
                    changes += write(event, in: ActionScope(context: record.context, instance: record.instance))
                }
            }
            evaluated = evaluator.evaluateWithTransactions(
                state: state, localStates: localStates, cache: evaluationCache, animatorValues: animatorValues, geometry: geometry)
            localStates = evaluated.instanceStates
            evaluationCache = evaluated.cache
            bodies = BodyEvaluation.merged(bodies, evaluated.bodies)
        }
        evaluated.bodies = bodies
        return evaluated
    }

    /// After an update: `onAppear` of views new to the tree runs right after it; an
    /// `onAnimationCompleted` whose value changed runs when the animation at its place in the
    /// chain logically completes (right after, without an animation).
    mutating func scheduleActions(_ evaluated: EvaluatedTree, at time: Double, transactions: [String: [Transaction]]) {
        for record in evaluated.actions {
            let scope = ActionScope(context: record.context, instance: record.instance)
            switch record.action.trigger {
            case .appear:
                guard !previousIDs.contains(record.viewID) else { continue }
                for event in record.action.events { enqueue(event, at: time, cause: .action(event.path), scope: scope) }
            case .change:
                continue
            case .animationCompleted:
                guard let value = record.watched else { continue }
                let previous = watchedByActions[record.viewID]?[record.ordinal]
                watchedByActions[record.viewID, default: [:]][record.ordinal] = value
                guard let previous, previous != value else { continue }
                let animation = transactions[record.viewID].flatMap { record.position < $0.count ? $0[record.position].animation : nil }
                let delay: Double? = if let animation { animation.logicalCompletionTime } else { 0 }
                guard let delay else { continue }  // repeats forever: never completes
                for event in record.action.events {
                    enqueue(event, at: time + delay, cause: .action(event.path), scope: scope)
                }
            }
        }
    }

    /// The values an event's writes are computed from: the scope's values (loop variables,
    /// parameters) overlaid with the current state it writes to.
    func context(for scope: ActionScope?) -> EvaluationContext {
        guard let scope else { return EvaluationContext(state) }
        var context = scope.context
        if let instance = scope.instance {
            for (name, value) in localStates[instance] ?? [:] { context[name] = value }
        } else {
            for (name, value) in state { context[name] = value }
        }
        return context
    }

    /// Applies an event's writes, all computed from the state before any of them; returns them.
    mutating func write(_ event: TimelineEvent, in scope: ActionScope?) -> [StateChange] {
        let before = context(for: scope)
        let changes = event.assignments.map { StateChange(name: $0.name, value: $0.value.evaluate(before)) }
        for change in changes {
            if let instance = scope?.instance {
                // A removed instance's state is gone; its late actions change nothing.
                guard localStates[instance] != nil else { continue }
                localStates[instance]?[change.name] = change.value
            } else {
                state[change.name] = change.value
            }
        }
        return changes
    }
}
