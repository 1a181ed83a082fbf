/// State changes a view makes itself, as SwiftUI's `onAppear { }`, `onChange(of:) { }` and seed
/// 000's `onAnimationCompleted(for:) { }`. Each event is an update like a timeline event without
/// `at`; its writes go to the state visible where the view is written (a component's local
/// state inside a component body, the scene's state elsewhere).
public struct ViewAction: Hashable, Sendable {
    public enum Trigger: Hashable, Sendable {
        /// When the view appears (at t = 0 for the initial tree): a new update right after.
        case appear
        /// When `value` changed: in the same update as the change.
        case change(Expression)
        /// When the animation that changed `value` logically completes: a new update then.
        case animationCompleted(Expression)
    }

    public var trigger: Trigger
    public var events: [TimelineEvent]

    public init(trigger: Trigger, events: [TimelineEvent]) {
        self.trigger = trigger
        self.events = events
    }
}
