import Cancellation
import DisplayList
import Geometry
import Layout
import SVG
import Scene
import Timeline
import Typesetting
import ViewGraph
import Views

/// The facade over the pipeline: scene bytes in, SVG (or JSON) bytes out. The server and the
/// CLI are thin shells over it. Thread-safe: one instance serves concurrent requests and shares
/// its caches.
public final class Renderer: Sendable {
    public let limits: RenderLimits
    let typesetter: Typesetter
    /// Text outlines and their path data, kept between renders (`server.textPathCacheBytes`).
    let textPaths: TextPathCache

    /// The default of `textPathCacheBytes`: 16 MiB.
    public static let defaultTextPathCacheBytes = 16_777_216

    /// Loads the fonts; throws a readable error when a font file is missing. `textPathCacheBytes`
    /// bounds the memory that keeps texts' outlines and path data between renders (0: none).
    public init(limits: RenderLimits = .default, fontDirectory: String? = nil, textPathCacheBytes: Int = defaultTextPathCacheBytes) throws {
        self.limits = limits
        self.typesetter = try Typesetter(fontDirectory: fontDirectory ?? Typesetter.defaultFontDirectory)
        self.textPaths = TextPathCache(limit: textPathCacheBytes)
    }

    /// Renders `json` as `options` ask; throws for input that is not a valid scene, options
    /// that ask for more than the limits allow, or when `cancellation` fires before the render
    /// is done (every long loop checks it, so the thread is free soon after).
    public func render(
        _ json: [UInt8], options: RenderOptions, cancellation: RenderCancellation = .never
    ) throws(ZoetropeError) -> RenderOutput {
        try cancellation.check()
        if options.mode == .frames { try checkFrameCount(options) }
        let scene = try decode(json)
        try checkGlyphImages(scene, json: json)
        try cancellation.check()
        let idPrefix = Self.idPrefix(for: json)
        let budget = RenderBudget(limits: limits)
        // A scene that never changes looks the same at every instant, and its keyframe SVG is its
        // snapshot: no timeline needs to run.
        if scene.isStatic, options.mode != .frames {
            let laidOut = staticLayout(scene, budget: budget)
            try budget.checkText()
            try checkGlyphImages(in: [laidOut], limits: scene.limits)
            let svg = staticSnapshot(scene, laidOut: laidOut, options: options, idPrefix: idPrefix, budget: budget)
            try budget.check()
            try cancellation.check()
            return RenderOutput(contentType: RenderOutput.svgContentType, bytes: svg)
        }
        let animator = try self.animator(for: scene, cancellation: cancellation, text: budget.text)
        try budget.checkText()
        try checkGlyphImages(in: animator.updates.map(\.tree), limits: scene.limits)
        switch options.mode {
        case .keyframes:
            let svg = keyframes(animator, options: options, idPrefix: idPrefix, budget: budget)
            try budget.check()
            try cancellation.check()
            return RenderOutput(contentType: RenderOutput.svgContentType, bytes: svg)
        case .snapshot:
            let svg = snapshot(animator, at: options.time, options: options, idPrefix: idPrefix, budget: budget)
            try budget.check()
            try cancellation.check()
            return RenderOutput(contentType: RenderOutput.svgContentType, bytes: svg)
        case .frames:
            let frames = try self.frames(animator, options: options, idPrefix: idPrefix, budget: budget, asJSON: true)
            return RenderOutput(contentType: RenderOutput.jsonContentType, bytes: FramesDocument.json(fps: options.fps, frames: frames))
        }
    }

    /// Snapshots at `options.fps` from `options.from` to `options.to` (the end of the timeline
    /// when nil), each with its time. `progress` is told (done, total) after each frame.
    public func frames(
        _ json: [UInt8], options: RenderOptions, cancellation: RenderCancellation = .never, progress: ((Int, Int) -> Void)? = nil
    ) throws(ZoetropeError) -> [(time: Double, svg: [UInt8])] {
        try cancellation.check()
        try checkFrameCount(options)
        let scene = try decode(json)
        try checkGlyphImages(scene, json: json)
        let budget = RenderBudget(limits: limits)
        let animator = try animator(for: scene, cancellation: cancellation, text: budget.text)
        try budget.checkText()
        try checkGlyphImages(in: animator.updates.map(\.tree), limits: scene.limits)
        return try frames(animator, options: options, idPrefix: Self.idPrefix(for: json), budget: budget, progress: progress)
    }

    /// Refuses options whose frames are more than `limits.maxFrames` before any work, where
    /// they name the last frame's time (without `to`, the timeline's end decides).
    private func checkFrameCount(_ options: RenderOptions) throws(ZoetropeError) {
        guard let to = options.to else { return }
        _ = try FrameTimes.times(fps: options.fps, from: options.from, to: to, limit: limits.maxFrames)
    }

    /// The trace of every update as JSON (`POST /v1/trace`).
    public func trace(_ json: [UInt8], cancellation: RenderCancellation = .never) throws(ZoetropeError) -> RenderOutput {
        try cancellation.check()
        let budget = RenderBudget(limits: limits)
        let animator = try animator(for: decode(json), cancellation: cancellation, text: budget.text)
        try budget.checkText()
        let bytes = try TraceDocument.json(animator, maxBytes: limits.maxOutputBytes)
        return RenderOutput(contentType: RenderOutput.jsonContentType, bytes: bytes)
    }

    /// Every diagnostic the front end finds in `json`, errors first.
    public func check(_ json: [UInt8]) -> [Diagnostic] {
        guard json.count <= limits.maxBodyBytes else {
            let error = ZoetropeError.bodyTooLarge(limit: limits.maxBodyBytes)
            return [Diagnostic(code: error.code, message: error.message, path: "")]
        }
        let diagnostics = Scene.check(json, limits: limits.scene)
        // The emoji budget needs the decoded scene and the fonts: checked once the scene is valid.
        guard !diagnostics.contains(where: { $0.severity == .error }), let scene = try? Scene.decode(json, limits: limits.scene),
            let problem = glyphImageProblem(scene)
        else { return diagnostics }
        return [problem] + diagnostics
    }

    /// The emoji budget's check before any work (``glyphImageProblem(_:)``), skipped when
    /// `json`, the scene's document, cannot spell a colour emoji (``mayHoldColourEmoji(_:)``).
    func checkGlyphImages(_ scene: Scene, json: [UInt8]) throws(ZoetropeError) {
        guard Self.mayHoldColourEmoji(json), let problem = glyphImageProblem(scene) else { return }
        throw ZoetropeError(status: 422, code: problem.code, message: problem.message, path: problem.path, diagnostics: [problem])
    }

    /// `check(_:)`, and when the front end finds no error, the render `options` ask for: the
    /// bounds only a render can find (`limits.maxDrawnPathElements` and `limits.maxOutputBytes`
    /// depend on layout) are reported as the render would refuse them.
    public func check(_ json: [UInt8], rendering options: RenderOptions) -> [Diagnostic] {
        let diagnostics = check(json)
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return diagnostics }
        do {
            _ = try render(json, options: options)
            return diagnostics
        } catch {
            let found = error.diagnostics.isEmpty ? [Diagnostic(code: error.code, message: error.message, path: error.path)] : error.diagnostics
            return found + diagnostics
        }
    }

    /// The scene decoded and its timeline executed.
    public func animator(for json: [UInt8], cancellation: RenderCancellation = .never) throws(ZoetropeError) -> Animator {
        try cancellation.check()
        return try animator(for: decode(json), cancellation: cancellation)
    }

    /// The timeline of a decoded scene executed, unless `cancellation` fires first; `text` (nil:
    /// none) bounds the characters each layout lays out, during the timeline and after it.
    func animator(for scene: Scene, cancellation: RenderCancellation, text: LaidOutTextBudget? = nil) throws(ZoetropeError) -> Animator {
        try cancellation.check()
        let measurer: any TextMeasuring = text.map { BudgetedTextMeasurer(typesetter, budget: $0) } ?? typesetter
        let animator = Animator(scene: scene, measurer: measurer, limits: limits.timeline, cancellation: cancellation)
        try cancellation.check()
        return animator
    }

    func decode(_ json: [UInt8]) throws(ZoetropeError) -> Scene {
        guard json.count <= limits.maxBodyBytes else { throw .bodyTooLarge(limit: limits.maxBodyBytes) }
        do {
            return try Scene.decode(json, limits: limits.scene)
        } catch {
            throw ZoetropeError(error)
        }
    }

    /// The SVG of a scene that never changes, without running the animation engine.
    func staticSnapshot(_ scene: Scene, options: RenderOptions, idPrefix: String, budget: RenderBudget) -> [UInt8] {
        staticSnapshot(scene, laidOut: staticLayout(scene, budget: budget), options: options, idPrefix: idPrefix, budget: budget)
    }

    /// The SVG of a scene that never changes, laid out by ``staticLayout(_:)``; empty when it
    /// passes `budget`.
    func staticSnapshot(
        _ scene: Scene, laidOut: LaidOutView, options: RenderOptions, idPrefix: String, budget: RenderBudget
    ) -> [UInt8] {
        guard !budget.text.isExceeded else { return [] }
        let canvas = Size(width: scene.canvas.width, height: scene.canvas.height)
        var builder = DisplayListBuilder(glyphs: options.text == .paths ? typesetter : nil, textPaths: textPaths)
        builder.drawnPaths = budget.drawnPaths
        let list = builder.build(laidOut, canvas: canvas, background: scene.canvas.background)
        guard !budget.drawnPaths.isExceeded else { return [] }
        return SVGWriter(precision: options.precision, idPrefix: idPrefix, textPaths: textPaths, budget: budget.output).write(list)
    }

    /// The layout of a scene that never changes; `budget` (nil: none) bounds the text it lays out.
    func staticLayout(_ scene: Scene, budget: RenderBudget? = nil) -> LaidOutView {
        let evaluator = SceneEvaluator(scene: scene)
        let canvas = Size(width: scene.canvas.width, height: scene.canvas.height)
        let measurer: any TextMeasuring = budget.map { BudgetedTextMeasurer(typesetter, budget: $0.text) } ?? typesetter
        let engine = LayoutEngine(measurer: measurer)
        var laidOut = engine.layout(evaluator.evaluate(state: scene.initialState), in: canvas)
        // A GeometryReader's content reads its frame: evaluate again with the frames of the
        // layout before until they settle (as the animation engine does).
        var geometry: [String: Rect] = [:]
        if evaluator.readsGeometry {
            for _ in 0..<SceneEvaluator.maxGeometryPasses {
                let frames = laidOut.geometryReaderFrames
                guard frames != geometry else { break }
                geometry = frames
                laidOut = engine.layout(evaluator.evaluate(state: scene.initialState, geometry: geometry), in: canvas)
            }
        }
        return laidOut
    }

    /// The SVG of the instant `time` of an executed timeline; `idPrefix` names its clip paths.
    public func svg(of animator: Animator, at time: Double, options: RenderOptions, idPrefix: String = "z") -> [UInt8] {
        snapshot(animator, at: time, options: options, idPrefix: idPrefix)
    }

    /// The SVG of the instant `time`; without `budget`, unbounded.
    func snapshot(_ animator: Animator, at time: Double, options: RenderOptions, idPrefix: String, budget: RenderBudget? = nil) -> [UInt8] {
        budget?.drawnPaths.reset()
        budget?.text.restart()
        let list = displayList(animator, at: time, text: options.text, drawnPaths: budget?.drawnPaths)
        guard budget?.drawnPaths.isExceeded != true, budget?.text.isExceeded != true else { return [] }
        return SVGWriter(precision: options.precision, idPrefix: idPrefix, textPaths: textPaths, budget: budget?.output).write(list)
    }

    /// The display list of the instant `time`.
    public func displayList(_ animator: Animator, at time: Double, text: TextRendering) -> DisplayList {
        displayList(animator, at: time, text: text, drawnPaths: nil)
    }

    func displayList(_ animator: Animator, at time: Double, text: TextRendering, drawnPaths: DrawnPathBudget?) -> DisplayList {
        let scene = animator.scene
        let canvas = Size(width: scene.canvas.width, height: scene.canvas.height)
        var builder = DisplayListBuilder(glyphs: text == .paths ? typesetter : nil, textPaths: textPaths)
        builder.drawnPaths = drawnPaths
        return builder.build(animator.presentation(at: time), canvas: canvas, background: scene.canvas.background)
    }

    /// Every frame is bounded by `limits.maxDrawnPathElements`, all of them together by
    /// `limits.maxOutputBytes`: the loop stops at the first frame that passes either. `asJSON`
    /// counts the frames JSON around the SVGs (``FramesDocument``: its framing and each SVG's
    /// escapes) too, so that the document the render returns is within the limit.
    func frames(
        _ animator: Animator, options: RenderOptions, idPrefix: String, budget: RenderBudget, asJSON: Bool = false,
        progress: ((Int, Int) -> Void)? = nil
    ) throws(ZoetropeError) -> [(time: Double, svg: [UInt8])] {
        let times = try FrameTimes.times(
            fps: options.fps, from: options.from, to: options.to ?? animator.defaultEnd, limit: limits.maxFrames)
        var frames: [(time: Double, svg: [UInt8])] = []
        frames.reserveCapacity(times.count)
        if asJSON { budget.output.add(FramesDocument.framingBytes(fps: options.fps)) }
        for time in times {
            try animator.cancellation.check()
            let svg = snapshot(animator, at: time, options: options, idPrefix: idPrefix, budget: budget)
            if asJSON, !svg.isEmpty {
                budget.output.add(FramesDocument.frameOverhead(index: frames.count, time: time, svg: svg))
            }
            frames.append((time, svg))
            try budget.check(outputPath: times.count > 1 ? "fps" : "")
            progress?(frames.count, times.count)
        }
        try animator.cancellation.check()
        return frames
    }

    /// A short id prefix derived from the input (FNV-1a), so that SVGs of different scenes
    /// inlined in one page never share clip-path ids, while the same input gives the same bytes.
    static func idPrefix(for json: [UInt8]) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in json {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        return "z" + String(hash, radix: 36)
    }
}

extension Typesetter: GlyphOutlineProviding {}

extension Animator {
    /// Where frames end when the request does not say: the end of the timeline, and for
    /// animations that repeat forever two more seconds of them.
    var defaultEnd: Double {
        repeatsForever ? duration + Self.foreverSampleSeconds : duration
    }

    /// How long a forever-repeating animation is sampled past the end of everything else.
    public static let foreverSampleSeconds = 2.0
}
