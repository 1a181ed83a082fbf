import Scene

/// An action modifier met while evaluating a view: what the animation engine needs to run it.
public struct ViewActionRecord: Sendable {
    public var viewID: String
    /// Which of the view's actions this is, in chain order (inner first).
    public var ordinal: Int
    public var action: ViewAction
    /// For `change` and `animationCompleted`: the watched value at this update.
    public var watched: Value?
    /// The values the action's writes are computed from (loop variables, parameters, state).
    public var context: EvaluationContext
    /// The component instance whose local state the writes go to; nil for the scene's state.
    public var instance: String?
    /// Where the action sits among the view's evaluated modifiers (its transaction's position).
    public var position: Int
}

extension ViewAction {
    /// The value a `change` or `animationCompleted` action watches, at `context`.
    func watchedValue(_ context: EvaluationContext) -> Value? {
        switch trigger {
        case .appear: nil
        case .change(let expression), .animationCompleted(let expression): expression.evaluate(context)
        }
    }
}
