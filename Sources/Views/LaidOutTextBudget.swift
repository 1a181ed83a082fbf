/// The bound on the text one layout lays out (`limits.maxLaidOutCharacters`): the characters
/// (Unicode scalars) of every `Text` the typesetter is asked to shape and break into lines during one layout of the
/// tree (a snapshot's, each update's, each frame's, each instant a keyframe document samples), a text measured at several widths counted
/// at each.
///
/// ``BudgetedTextMeasurer`` counts each text before it is shaped and, once the count has passed
/// the limit, shapes no more (every later text is laid out empty, for the rest of the render),
/// so a scene of many texts each within `maxTextLength` cannot take unbounded time and memory.
/// The renderer then refuses the render (`422 limit_exceeded`) at the `Text` that passed it.
/// One budget serves one render, on one thread.
public final class LaidOutTextBudget: @unchecked Sendable {
    /// Characters one layout may lay out.
    public let limit: Int
    /// Characters counted in the current layout.
    public private(set) var count = 0
    /// The JSON path of the `Text` that passed the limit; nil while within it. Once set it stays
    /// set: the render is refused, and nothing more is shaped.
    public private(set) var exceededAt: String?

    public init(limit: Int) {
        self.limit = limit
    }

    /// Whether a layout has passed the limit: nothing more should be shaped.
    public var isExceeded: Bool { exceededAt != nil }

    /// Counts `characters` laid out for the `Text` at `path`; false when they pass the limit
    /// (or it was passed before) and the text should not be shaped.
    func admit(_ characters: Int, at path: @autoclosure () -> String) -> Bool {
        guard exceededAt == nil else { return false }
        count += characters
        if count > limit {
            exceededAt = path()
            return false
        }
        return true
    }

    /// Starts counting a new layout of the tree; an overrun found before is kept.
    public func beginLayout() {
        count = 0
    }
}
