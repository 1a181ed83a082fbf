import Scene

/// What the evaluator learns about a scene once, before any update.
struct SceneAnalysis: Sendable {
    /// Whether any view of the body or of a component sets `environment` values: only then does
    /// `env` vary from view to view.
    var usesEnvironmentValues: Bool
    /// Whether any view of the body or of a component is a GeometryReader.
    var readsGeometry: Bool

    /// Both answers from one walk of the views (a walk per answer was half the analysis).
    init(scene: Scene) {
        var setsValues = false
        var hasReader = false
        let visit: (SceneView) -> Void = { view in
            if !setsValues, view.modifiers.contains(where: { if case .environment = $0 { true } else { false } }) {
                setsValues = true
            }
            if !hasReader, case .geometryReader = view.kind { hasReader = true }
        }
        scene.body.forEachNestedView(visit)
        for component in scene.components.values where !(setsValues && hasReader) {
            component.body.forEachNestedView(visit)
        }
        usesEnvironmentValues = setsValues
        readsGeometry = hasReader
    }
}
