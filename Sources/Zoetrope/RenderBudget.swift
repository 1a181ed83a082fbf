import DisplayList
import SVG

/// The bounds on what one render draws and writes, made fresh for each render from the limits:
/// the path elements of each drawn instant (`limits.maxDrawnPathElements`) and the bytes of the
/// response (`limits.maxOutputBytes`). The stages count as they go and stop making more once a
/// bound is passed; `check` turns that into the `422 limit_exceeded` the request gets.
struct RenderBudget {
    let drawnPaths: DrawnPathBudget
    let output: OutputBudget

    init(limits: RenderLimits) {
        drawnPaths = DrawnPathBudget(limit: limits.maxDrawnPathElements)
        output = OutputBudget(limit: limits.maxOutputBytes)
    }

    /// Throws when a bound was passed. `outputPath` names what drives the bytes: the scene (`""`)
    /// for one document, the frame option for a frames render.
    func check(outputPath: String = "") throws(ZoetropeError) {
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
}
