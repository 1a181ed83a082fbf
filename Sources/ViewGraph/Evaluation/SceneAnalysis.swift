import Scene

/// What the evaluator learns about a scene once, before any update.
struct SceneAnalysis: Sendable {
    /// Whether any view sets `environment` values: only then does `env` vary from view to view.
    var usesEnvironmentValues: Bool
    /// Whether any view is a GeometryReader.
    var readsGeometry: Bool

    init(scene: Scene) {
        usesEnvironmentValues = scene.setsEnvironmentValues
        readsGeometry = scene.hasGeometryReader
    }
}
