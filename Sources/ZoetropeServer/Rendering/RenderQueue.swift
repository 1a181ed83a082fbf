import Foundation
import NIOCore
import NIOPosix
import Synchronization
import Zoetrope

/// Runs CPU-bound renders on a pool of threads of their own (NIO's `NIOThreadPool`), so that
/// the network threads and Swift's cooperative pool stay free for other requests, with two
/// bounds: at most `threads + maxQueued` renders in flight (more are refused at once with a 503),
/// and an answer within `timeout` (else a 503).
///
/// One repeating task on an event loop answers every render past its deadline
/// (``RenderDeadlines``), within a quarter of the timeout (at most 50 ms) after it.
///
/// When the time is up, or the caller cancels the request's ``RenderCancellation`` (its client
/// disconnected), the request is answered or dropped at once; a render still waiting for a thread
/// never starts, and one running is asked to stop through the same cancellation. Until it does,
/// it keeps its place in the bound.
public final class RenderQueue: Sendable {
    private let pool: NIOThreadPool
    private let inFlight = Atomic<Int>(0)
    private let runningCount = Atomic<Int>(0)
    private let threads: Int
    private let maxQueued: Int
    private let timeoutSeconds: Double
    private let deadlines = RenderDeadlines()
    private let sweeper: RepeatedTask

    /// - Parameter threads: render threads; 0 means one per active CPU core.
    public init(threads: Int, maxQueued: Int, timeoutSeconds: Double) {
        self.threads = threads > 0 ? threads : max(1, ProcessInfo.processInfo.activeProcessorCount)
        self.maxQueued = maxQueued
        self.timeoutSeconds = timeoutSeconds
        pool = NIOThreadPool(numberOfThreads: self.threads)
        pool.start()
        let interval = RenderDeadlines.interval(timeoutSeconds: timeoutSeconds)
        sweeper = MultiThreadedEventLoopGroup.singleton.any().scheduleRepeatedTask(initialDelay: interval, delay: interval) {
            [deadlines] _ in deadlines.sweep(now: .now())
        }
    }

    deinit {
        sweeper.cancel()
        pool.shutdownGracefully { _ in }
    }

    /// The result of `work`, run on a render thread; `cancellation` is cancelled on a timeout.
    public func run<Output: Sendable>(
        cancellation: RenderCancellation = RenderCancellation(),
        _ work: @escaping @Sendable () throws(ZoetropeError) -> Output
    ) async throws(ZoetropeError) -> Output {
        guard reserve() else { throw .serverBusy(waiting: maxQueued) }
        let pending = PendingRender<Output>(
            cancellation: cancellation, deadline: .now() + .nanoseconds(Int64(min(timeoutSeconds, 1e9) * 1e9)), timeoutSeconds: timeoutSeconds,
            deadlines: deadlines)
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<Output, ZoetropeError>, Never>) in
            pending.install(continuation)
            deadlines.add(pending)
            pool.submit { [self] state in
                guard state == .active, pending.begin() else {
                    // Already answered (timed out), or nobody waits: the client went, the server stops.
                    release()
                    pending.finish(.failure(.renderAbandoned))
                    return
                }
                runningCount.add(1, ordering: .relaxed)
                let result: Result<Output, ZoetropeError>
                do throws(ZoetropeError) {
                    result = .success(try work())
                } catch {
                    result = .failure(error)
                }
                runningCount.subtract(1, ordering: .relaxed)
                // The place is free before the answer goes out: a client that sends its next
                // request on the answer must not find the queue still full of this render.
                release()
                pending.finish(result)
            }
        }
        return try result.get()
    }

    /// Renders running on a thread now.
    public var running: Int { runningCount.load(ordering: .relaxed) }

    /// Renders admitted and waiting for a thread (or abandoned and not yet skipped).
    public var waiting: Int { max(0, inFlight.load(ordering: .relaxed) - running) }

    private func reserve() -> Bool {
        let limit = threads + maxQueued
        var current = inFlight.load(ordering: .relaxed)
        while current < limit {
            let (exchanged, original) = inFlight.compareExchange(
                expected: current, desired: current + 1, ordering: .acquiringAndReleasing)
            if exchanged { return true }
            current = original
        }
        return false
    }

    private func release() {
        inFlight.subtract(1, ordering: .acquiringAndReleasing)
    }
}

/// One render's rendezvous: whichever of the render and the deadline sweep comes first
/// answers; the sweep also cancels the render (`run`).
private final class PendingRender<Output: Sendable>: ExpiringRender {
    private struct State {
        var continuation: CheckedContinuation<Result<Output, ZoetropeError>, Never>?
        var answered = false
    }

    private let state = Mutex(State())
    let cancellation: RenderCancellation
    let deadline: NIODeadline
    private let timeoutSeconds: Double
    private let deadlines: RenderDeadlines

    init(cancellation: RenderCancellation, deadline: NIODeadline, timeoutSeconds: Double, deadlines: RenderDeadlines) {
        self.cancellation = cancellation
        self.deadline = deadline
        self.timeoutSeconds = timeoutSeconds
        self.deadlines = deadlines
    }

    func install(_ continuation: CheckedContinuation<Result<Output, ZoetropeError>, Never>) {
        state.withLock { $0.continuation = continuation }
    }

    /// Whether the render should start: false once the request has been answered (timed out) or
    /// its answer is no longer wanted.
    func begin() -> Bool {
        !cancellation.isCancelled && state.withLock { !$0.answered }
    }

    /// Answers first (a render not yet started then never starts), then stops a running one.
    func expire() {
        finish(.failure(.renderTimeout(seconds: timeoutSeconds)))
        cancellation.cancel()
    }

    func finish(_ result: Result<Output, ZoetropeError>) {
        let continuation = state.withLock { state -> CheckedContinuation<Result<Output, ZoetropeError>, Never>? in
            guard !state.answered else { return nil }
            state.answered = true
            defer { state.continuation = nil }
            return state.continuation
        }
        guard let continuation else { return }
        deadlines.remove(self)
        continuation.resume(returning: result)
    }
}
