import Synchronization

/// Set once nobody waits for a render's answer any more: the request timed out
/// (`server.requestTimeoutSeconds`) or its client disconnected. A render still waiting for a
/// thread is then skipped, and one already running is asked to stop (see ``SceneRendering``).
public final class RenderCancellation: Sendable {
    private let cancelled = Atomic<Bool>(false)

    public init() {}

    /// Whether the answer is no longer wanted; safe to poll from any thread.
    public var isCancelled: Bool { cancelled.load(ordering: .relaxed) }

    public func cancel() {
        cancelled.store(true, ordering: .relaxed)
    }
}
