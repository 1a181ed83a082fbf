/// A count of one kind of work against a limit that remembers where the count first passed it:
/// the JSON path (or, for a view the scene does not name, the structural id) of the view whose
/// work did. The renderer refuses such a render (`422 limit_exceeded`) at that path. One budget
/// serves one render, on one thread. ``LaidOutTextBudget`` and `DrawnPathBudget` are its uses.
public final class WorkBudget: @unchecked Sendable {
    /// The work one count may hold.
    public let limit: Int
    /// The work counted since the count last restarted.
    ///
    /// Both counters are read and written without dynamic exclusivity checks: no access to
    /// them outlives one statement of this class's own methods (no `inout` escapes), so none
    /// can overlap another, and a budget serves one render on one thread.
    @exclusivity(unchecked) public private(set) var count = 0
    /// Where the count passed the limit; nil while within it.
    @exclusivity(unchecked) public private(set) var exceededAt: String?

    public init(limit: Int) {
        self.limit = limit
    }

    /// Whether the count has passed the limit: no more of the work should be done.
    public var isExceeded: Bool { exceededAt != nil }

    /// Counts `amount` of work done by the view at `path`; false when it passes the limit, or
    /// the limit was passed before (then nothing is counted).
    @discardableResult
    public func add(_ amount: Int, at path: @autoclosure () -> String) -> Bool {
        guard exceededAt == nil else { return false }
        count += amount
        if count > limit {
            exceededAt = path()
            return false
        }
        return true
    }

    /// Starts a new count; an overrun found before is kept.
    public func restart() {
        count = 0
    }

    /// Starts a new count and forgets any overrun.
    public func reset() {
        count = 0
        exceededAt = nil
    }
}
