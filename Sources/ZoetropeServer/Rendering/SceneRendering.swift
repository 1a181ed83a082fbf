import Scene
import Zoetrope

/// What the server and the CLI need from the facade; tests substitute their own.
public protocol SceneRendering: Sendable {
    /// The SVG (or, for `frames`, the JSON) of a scene, or the error that refuses it.
    func render(_ json: [UInt8], options: RenderOptions) throws(ZoetropeError) -> RenderOutput
    /// As `render(_:options:)`, stopping early once `cancellation` is cancelled (the answer is
    /// then never sent, so what it returns or throws does not matter).
    func render(_ json: [UInt8], options: RenderOptions, cancellation: RenderCancellation) throws(ZoetropeError) -> RenderOutput
    /// The JSON trace of a scene's updates: state changes, monitors, bodies, completions.
    func trace(_ json: [UInt8]) throws(ZoetropeError) -> RenderOutput
    /// As `trace(_:)`, stopping early once `cancellation` is cancelled.
    func trace(_ json: [UInt8], cancellation: RenderCancellation) throws(ZoetropeError) -> RenderOutput
    /// Every diagnostic of a scene, errors and warnings, without rendering it.
    func check(_ json: [UInt8]) -> [Diagnostic]
}

extension SceneRendering {
    /// Renderers that cannot stop early run to the end.
    public func render(_ json: [UInt8], options: RenderOptions, cancellation: RenderCancellation) throws(ZoetropeError) -> RenderOutput {
        try render(json, options: options)
    }

    public func trace(_ json: [UInt8], cancellation: RenderCancellation) throws(ZoetropeError) -> RenderOutput {
        try trace(json)
    }
}

/// The facade's renders that take no cancellation (tests and the CLI).
extension Renderer: SceneRendering {
    public func render(_ json: [UInt8], options: RenderOptions) throws(ZoetropeError) -> RenderOutput {
        try render(json, options: options, cancellation: .never)
    }

    public func trace(_ json: [UInt8]) throws(ZoetropeError) -> RenderOutput {
        try trace(json, cancellation: .never)
    }
}
