import Scene
import Zoetrope

/// What the server and the CLI need from the facade; tests substitute their own.
public protocol SceneRendering: Sendable {
    /// The SVG (or, for `frames`, the JSON) of a scene, or the error that refuses it.
    func render(_ json: [UInt8], options: RenderOptions) throws(ZoetropeError) -> RenderOutput
    /// The JSON trace of a scene's updates: state changes, monitors, bodies, completions.
    func trace(_ json: [UInt8]) throws(ZoetropeError) -> RenderOutput
    /// Every diagnostic of a scene, errors and warnings, without rendering it.
    func check(_ json: [UInt8]) -> [Diagnostic]
}

/// The facade's renders without a cancellation (the render queue's timeout answers the request).
extension Renderer: SceneRendering {
    public func render(_ json: [UInt8], options: RenderOptions) throws(ZoetropeError) -> RenderOutput {
        try render(json, options: options, cancellation: .never)
    }

    public func trace(_ json: [UInt8]) throws(ZoetropeError) -> RenderOutput {
        try trace(json, cancellation: .never)
    }
}
