/// The bound on the bytes one response holds (`limits.maxOutputBytes`): one SVG, or every SVG of
/// a `frames` render together.
///
/// The XML writer checks it at every element it starts (the writer's buffer is at most one
/// element and libxml2's 4 KB output buffer past the limit) and, once passed, writes nothing
/// more and returns no bytes, so no response is ever built past the limit; the renderer then
/// refuses the render (`422 limit_exceeded`). One budget serves one render, on one thread.
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

    /// Counts a finished document of `bytes` bytes.
    func add(_ bytes: Int) {
        used += bytes
        if used > limit { isExceeded = true }
    }
}
