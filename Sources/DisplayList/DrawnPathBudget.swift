/// The bound on what one drawing holds (`limits.maxDrawnPathElements`): the path elements
/// (moves, lines, curves, closes) of every shape's outline — a `strokedPath`'s dash steps and a
/// custom shape's loops included — and of every text's glyph outlines.
///
/// The builder counts each outline as it makes it and, once the count has passed the limit,
/// makes no more outlines (stroking and outlining are the costly part), so a scene of many
/// shapes each within its own limits cannot make an unbounded document. The renderer then
/// refuses the render (`422 limit_exceeded`) at the view that passed it, before writing anything.
/// One budget serves one render, on one thread; `reset()` starts the count of the next instant.
public final class DrawnPathBudget: @unchecked Sendable {
    /// Path elements one drawing may hold.
    public let limit: Int
    /// Path elements counted so far.
    public private(set) var count = 0
    /// The JSON path (or, for a view the scene does not name, the structural id) of the view
    /// whose outline passed the limit; nil while the drawing is within it.
    public private(set) var exceededAt: String?

    public init(limit: Int) {
        self.limit = limit
    }

    /// Whether the drawing has passed the limit: nothing more should be outlined.
    public var isExceeded: Bool { exceededAt != nil }

    /// Counts `elements` drawn by the view at `path`.
    public func add(_ elements: Int, at path: @autoclosure () -> String) {
        guard exceededAt == nil else { return }
        count += elements
        if count > limit { exceededAt = path() }
    }

    /// Starts counting a new drawing (the next frame, or the next instant a keyframe document
    /// takes its elements from).
    public func reset() {
        count = 0
        exceededAt = nil
    }
}
