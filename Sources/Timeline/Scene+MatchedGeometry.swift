import Scene

extension Scene {
    /// Whether any view of the body or of a component has a matchedGeometryEffect.
    var hasMatchedGeometry: Bool {
        var found = false
        let visit: (SceneView) -> Void = { view in
            if !found, view.modifiers.contains(where: { if case .matchedGeometryEffect = $0 { true } else { false } }) { found = true }
        }
        body.forEachNestedView(visit)
        for component in components.values where !found { component.body.forEachNestedView(visit) }
        return found
    }
}
