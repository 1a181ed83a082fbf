import Synchronization

/// A render's stop signal: set by whoever waits for the render (a timed-out or disconnected
/// request), or reached by a deadline, and checked by every loop that can run long.
///
/// Stages after decoding cannot fail, so a stage that sees `isCancelled` stops early and returns
/// what it has; the facade then throws `ZoetropeError.renderCancelled` instead of using it.
public final class RenderCancellation: Sendable {
    private let flag = Atomic<Bool>(false)
    /// When the render stops by itself; nil: only `cancel()` stops it.
    public let deadline: ContinuousClock.Instant?
    /// Whether `deadline` is set, read first by every check: the instant is of a type the
    /// standard library may change (resilient), so even testing the optional for nil copied it
    /// through its type's metadata, about 130 instructions a check (a keyframe document checks
    /// some 60 times).
    private let hasDeadline: Bool

    /// A signal that only `cancel()` sets, or that also fires `timeout` from now.
    public init(timeout: Duration? = nil) {
        self.deadline = timeout.map { ContinuousClock.now.advanced(by: $0) }
        hasDeadline = timeout != nil
    }

    /// A signal that fires at `deadline`.
    public init(deadline: ContinuousClock.Instant) {
        self.deadline = deadline
        hasDeadline = true
    }

    /// Stops the render at its next check.
    public func cancel() {
        flag.store(true, ordering: .releasing)
    }

    /// Whether the render should stop: `cancel()` was called or the deadline has passed.
    public var isCancelled: Bool {
        if flag.load(ordering: .acquiring) { return true }
        guard hasDeadline, let deadline, ContinuousClock.now >= deadline else { return false }
        flag.store(true, ordering: .releasing)
        return true
    }

    /// Whether the stop came from the deadline rather than from `cancel()`.
    public var deadlinePassed: Bool {
        guard hasDeadline, let deadline else { return false }
        return ContinuousClock.now >= deadline
    }

    /// A signal that never fires: the default of every stage.
    public static let never = RenderCancellation()
}
