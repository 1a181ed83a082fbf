import DisplayList
import Geometry
import Layout
import SVG
import Scene
import Typesetting
import ViewGraph
import Views

/// The facade over the pipeline: scene bytes in, SVG bytes out. The server and the CLI are thin
/// shells over it. Thread-safe: one instance serves concurrent requests and shares its caches.
public final class Renderer: Sendable {
    public let limits: RenderLimits
    let typesetter: Typesetter

    /// Loads the fonts; throws a readable error when a font file is missing.
    public init(limits: RenderLimits = .default, fontDirectory: String? = nil) throws {
        self.limits = limits
        self.typesetter = try Typesetter(fontDirectory: fontDirectory ?? Typesetter.defaultFontDirectory)
    }

    /// Renders `json` as `options` ask; throws for input that is not a valid scene.
    public func render(_ json: [UInt8], options: RenderOptions) throws(ZoetropeError) -> RenderOutput {
        let scene = try decode(json)
        let svg: [UInt8]
        switch options.mode {
        case .snapshot:
            svg = snapshot(of: scene, options: options, idPrefix: Self.idPrefix(for: json))
        }
        return RenderOutput(contentType: "image/svg+xml; charset=utf-8", bytes: svg)
    }

    /// Every diagnostic the front end finds in `json`, errors first.
    public func check(_ json: [UInt8]) -> [Diagnostic] {
        guard json.count <= limits.maxBodyBytes else {
            let error = ZoetropeError.bodyTooLarge(limit: limits.maxBodyBytes)
            return [Diagnostic(code: error.code, message: error.message, path: "")]
        }
        return Scene.check(json, limits: limits.scene)
    }

    func decode(_ json: [UInt8]) throws(ZoetropeError) -> Scene {
        guard json.count <= limits.maxBodyBytes else { throw .bodyTooLarge(limit: limits.maxBodyBytes) }
        do {
            return try Scene.decode(json, limits: limits.scene)
        } catch {
            throw ZoetropeError(error)
        }
    }

    /// The scene at its initial state, drawn as a static SVG.
    func snapshot(of scene: Scene, options: RenderOptions, idPrefix: String) -> [UInt8] {
        let list = displayList(of: scene, text: options.text)
        return SVGWriter(precision: options.precision, idPrefix: idPrefix).write(list)
    }

    /// The display list of the scene at its initial state.
    public func displayList(of scene: Scene, text: TextRendering) -> DisplayList {
        let evaluator = SceneEvaluator(scene: scene)
        let root = evaluator.evaluate(state: evaluator.initialState)
        let canvas = Size(width: scene.canvas.width, height: scene.canvas.height)
        let laidOut = LayoutEngine(measurer: typesetter).layout(root, in: canvas)
        let builder = DisplayListBuilder(glyphs: text == .paths ? typesetter : nil)
        return builder.build(laidOut, canvas: canvas, background: scene.canvas.background)
    }

    /// A short id prefix derived from the input (FNV-1a), so that SVGs of different scenes
    /// inlined in one page never share clip-path ids, while the same input gives the same bytes.
    static func idPrefix(for json: [UInt8]) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in json {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        let hex = String(hash, radix: 36)
        return "z" + hex
    }
}

extension Typesetter: GlyphOutlineProviding {}
