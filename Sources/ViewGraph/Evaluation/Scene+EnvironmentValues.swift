import Scene

extension Scene {
    /// Whether any view of the body or of a component sets `environment` values.
    var setsEnvironmentValues: Bool {
        var found = false
        let visit: (SceneView) -> Void = { view in
            if !found, view.modifiers.contains(where: { if case .environment = $0 { true } else { false } }) { found = true }
        }
        body.forEachNestedView(visit)
        for component in components.values where !found { component.body.forEachNestedView(visit) }
        return found
    }

    /// Whether any view of the body or of a component is a GeometryReader.
    var hasGeometryReader: Bool {
        var found = false
        let visit: (SceneView) -> Void = { view in
            if !found, case .geometryReader = view.kind { found = true }
        }
        body.forEachNestedView(visit)
        for component in components.values where !found { component.body.forEachNestedView(visit) }
        return found
    }
}
