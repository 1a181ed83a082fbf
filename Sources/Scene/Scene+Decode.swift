extension Scene {
    /// Decodes and validates a scene from JSON bytes.
    ///
    /// Throws a `SceneError` holding every diagnostic found, errors first: `malformedJSON` when
    /// the bytes are not JSON, `limitExceeded` when the first error is a limit, `invalidScene`
    /// otherwise.
    public static func decode(_ bytes: [UInt8], limits: SceneLimits = .default) throws(SceneError) -> Scene {
        var decoder = SceneDecoder(limits: limits)
        if let scene = decoder.document(bytes) { return scene }
        throw decoder.log.sceneError
            ?? SceneError(kind: .invalidScene, code: "invalid_scene", message: "invalid scene", path: "")
    }

    /// Every diagnostic for a scene, errors first; empty when it is valid (`zoetrope check`).
    public static func check(_ bytes: [UInt8], limits: SceneLimits = .default) -> [Diagnostic] {
        var decoder = SceneDecoder(limits: limits)
        _ = decoder.document(bytes)
        return decoder.log.sorted.map(\.diagnostic)
    }
}
