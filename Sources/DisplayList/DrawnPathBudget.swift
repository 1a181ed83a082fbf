import Views

/// The bound on what one drawing holds (`limits.maxDrawnPathElements`): the path elements
/// (moves, lines, curves, closes) of every shape's outline — a `strokedPath`'s dash steps and a
/// custom shape's loops included — and of every text's glyph outlines.
///
/// The builder counts each outline as it makes it and, once the count has passed the limit,
/// makes no more outlines (stroking and outlining are the costly part), so a scene of many
/// shapes each within its own limits cannot make an unbounded document; the renderer refuses
/// the render before writing anything. `reset()` starts the count of the next drawing (the next
/// frame, or the next instant a keyframe document takes its elements from).
public typealias DrawnPathBudget = WorkBudget
