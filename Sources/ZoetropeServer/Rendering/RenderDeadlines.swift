import NIOCore
import Synchronization

/// A render waiting for its answer, which is due by `deadline`.
protocol ExpiringRender: AnyObject, Sendable {
    var deadline: NIODeadline { get }
    /// Answers the render with a timeout (if it has no answer yet) and stops it.
    func expire()
}

/// The renders of a ``RenderQueue`` not yet answered. One periodic sweep answers those past their
/// deadline, instead of a timer per render that is scheduled on an event loop and cancelled from
/// a render thread (two cross-thread wake-ups each).
final class RenderDeadlines: Sendable {
    private let pending = Mutex<[ObjectIdentifier: any ExpiringRender]>([:])

    func add(_ render: any ExpiringRender) {
        pending.withLock { $0[ObjectIdentifier(render)] = render }
    }

    func remove(_ render: any ExpiringRender) {
        _ = pending.withLock { $0.removeValue(forKey: ObjectIdentifier(render)) }
    }

    /// Expires every render whose deadline is not after `now` (outside the lock).
    func sweep(now: NIODeadline) {
        let due = pending.withLock { table -> [any ExpiringRender] in
            let due = table.values.filter { $0.deadline <= now }
            for render in due { table.removeValue(forKey: ObjectIdentifier(render)) }
            return due
        }
        for render in due { render.expire() }
    }

    /// How often a queue with requests of `timeoutSeconds` sweeps: within a quarter of the
    /// timeout, at most 50 ms late, at least every millisecond.
    static func interval(timeoutSeconds: Double) -> TimeAmount {
        .nanoseconds(Int64(max(0.001, min(0.05, timeoutSeconds / 4)) * 1e9))
    }
}
