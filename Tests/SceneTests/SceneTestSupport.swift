import Scene

/// Decodes `json` with `limits`.
func decodeScene(_ json: String, limits: SceneLimits = .default) throws(SceneError) -> Scene {
    try Scene.decode(Array(json.utf8), limits: limits)
}

/// The error decoding `json` throws, or nil when it decodes.
func sceneError(_ json: String, limits: SceneLimits = .default) -> SceneError? {
    do {
        _ = try decodeScene(json, limits: limits)
        return nil
    } catch {
        return error
    }
}

/// Every diagnostic for `json`, as `zoetrope check` reports them.
func sceneDiagnostics(_ json: String, limits: SceneLimits = .default) -> [Diagnostic] {
    Scene.check(Array(json.utf8), limits: limits)
}

/// A scene whose body is `body` (a JSON view object), with `extra` top-level members.
func sceneJSON(body: String, state: String = "{}", extra: String = "") -> String {
    """
    {"canvas": {"width": 400, "height": 300}, "state": \(state), "body": \(body)\(extra.isEmpty ? "" : ", " + extra)}
    """
}

/// The decoded modifiers of a view of `type` (a Text by default) with the `modifiers` JSON array.
func decodedModifiers(_ modifiers: String, view: String = #""type": "Text", "text": "a""#, state: String = "{}") throws
    -> [SceneModifier]
{
    try decodeScene(sceneJSON(body: "{\(view), \"modifiers\": \(modifiers)}", state: state)).body.modifiers
}

/// The first diagnostic for a view with the `modifiers` JSON array.
func modifierError(_ modifiers: String, view: String = #""type": "Text", "text": "a""#, state: String = "{}") -> Diagnostic? {
    sceneError(sceneJSON(body: "{\(view), \"modifiers\": \(modifiers)}", state: state))?.primary
}
