/// The bound on the bytes one response holds (`limits.maxOutputBytes`): one SVG, or a `frames`
/// render's whole JSON (its SVGs and, counted by the renderer, their escaping and framing).
///
/// The XML writer checks it at every byte it appends: a writer may hold what the budget has left
/// when it starts, and an append that would pass that writes nothing and stops the writer, which
/// then returns no bytes; so no document is ever built or allocated past the limit. The renderer
/// then refuses the render (`422 limit_exceeded`). One budget serves one render, on one thread,
/// and one writer at a time.
public final class OutputBudget: @unchecked Sendable {
    /// Bytes the response may hold.
    public let limit: Int
    /// Bytes of the documents finished so far.
    public private(set) var used = 0
    /// Whether a document passed the limit.
    public private(set) var isExceeded = false

    public init(limit: Int) {
        self.limit = limit
    }

    /// Whether `pending` more bytes than the finished documents' pass the limit; records it.
    func exceeds(pending: Int) -> Bool {
        if !isExceeded && used + pending > limit { isExceeded = true }
        return isExceeded
    }

    /// Counts `bytes` bytes of the response: a finished document, or what the renderer wraps
    /// around the documents (a frames render's JSON).
    public func add(_ bytes: Int) {
        used += bytes
        if used > limit { isExceeded = true }
    }
}
