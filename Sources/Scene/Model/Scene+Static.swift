extension Scene {
    /// Whether nothing can ever change: no timeline and no view action (`onAppear`, `onChange`,
    /// `onAnimationCompleted`) or animator that plays by itself anywhere, components included
    /// (``SceneFacts/hasViewAction``). Such a scene looks the same at every instant, so
    /// renderers may skip the animation engine.
    public var isStatic: Bool {
        timeline.isEmpty && !facts.hasViewAction
    }
}
