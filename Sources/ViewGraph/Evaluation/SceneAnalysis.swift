import Scene

/// What the evaluator learns about a scene once, before any update.
struct SceneAnalysis: Sendable {
    /// Whether any view of the body or of a component sets `environment` values: only then does
    /// `env` vary from view to view.
    var usesEnvironmentValues: Bool
    /// Whether any view of the body or of a component is a GeometryReader.
    var readsGeometry: Bool

    /// Both answers from the scene's facts, found when it was made.
    init(scene: Scene) {
        usesEnvironmentValues = scene.facts.setsEnvironmentValues
        readsGeometry = scene.facts.hasGeometryReader
    }
}
