import DisplayList
import SVG
import Views

/// The bounds on what one render draws and writes, made fresh for each render from the limits:
/// the path elements of each drawn instant (`limits.maxDrawnPathElements`) and the bytes of the
/// response (`limits.maxOutputBytes`). The stages count as they go and stop making more once a
/// bound is passed; `check` turns that into the `422 limit_exceeded` the request gets.
struct RenderBudget {
    let drawnPaths: DrawnPathBudget
    let output: OutputBudget
    /// The characters each layout lays out (`limits.maxLaidOutCharacters`).
    let text: LaidOutTextBudget

    init(limits: RenderLimits) {
        text = LaidOutTextBudget(limit: limits.maxLaidOutCharacters)
        drawnPaths = DrawnPathBudget(limit: limits.maxDrawnPathElements)
        output = OutputBudget(limit: limits.maxOutputBytes)
    }

    /// Throws when a bound was passed. `outputPath` names what drives the bytes: the scene (`""`)
    /// for one document, the frame option for a frames render.
    func check(outputPath: String = "") throws(ZoetropeError) {
        try checkText()
        if let view = drawnPaths.exceededAt {
            throw ZoetropeError(
                status: 422, code: "limit_exceeded",
                message: "one drawing passes \(drawnPaths.limit) path elements (outlines of shapes, strokedPath and their dash steps, clips and glyphs, all views together) at this view; the limit is limits.maxDrawnPathElements in config.yml",
                path: view)
        }
        if output.isExceeded {
            throw ZoetropeError(
                status: 422, code: "limit_exceeded",
                message: "the output passes \(output.limit) bytes\(outputPath.isEmpty ? "" : " (all frames together)"); the limit is limits.maxOutputBytes in config.yml",
                path: outputPath)
        }
    }

    /// Throws when a layout passed `limits.maxLaidOutCharacters`, at the `Text` that passed it.
    func checkText() throws(ZoetropeError) {
        guard let view = text.exceededAt else { return }
        throw ZoetropeError(
            status: 422, code: "limit_exceeded",
            message: "one layout passes \(text.limit) characters of text (every Text laid out, all views together) at this Text; the limit is limits.maxLaidOutCharacters in config.yml",
            path: view)
    }
}
