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

    /// - Parameter threads: render threads; 0 means one per active CPU core.
    public init(threads: Int, maxQueued: Int, timeoutSeconds: Double) {
        self.threads = threads > 0 ? threads : max(1, ProcessInfo.processInfo.activeProcessorCount)
        self.maxQueued = maxQueued
        self.timeoutSeconds = timeoutSeconds
        pool = NIOThreadPool(numberOfThreads: self.threads)
        pool.start()
    }

    deinit {
        pool.shutdownGracefully { _ in }
    }

    /// The result of `work`, run on a render thread; `cancellation` is cancelled on a timeout.
    public func run<Output: Sendable>(
        cancellation: RenderCancellation = RenderCancellation(),
        _ work: @escaping @Sendable () throws(ZoetropeError) -> Output
    ) async throws(ZoetropeError) -> Output {
        guard reserve() else { throw .serverBusy(waiting: maxQueued) }
        let pending = PendingRender<Output>(cancellation: cancellation)
        let seconds = timeoutSeconds
        let timerLoop = MultiThreadedEventLoopGroup.singleton.any()
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<Output, ZoetropeError>, Never>) in
            pending.install(continuation)
            let timer = timerLoop.scheduleTask(in: .nanoseconds(Int64(seconds * 1e9))) {
                // Answer first (a render not yet started then never starts), then stop a running one.
                pending.finish(.failure(.renderTimeout(seconds: seconds)))
                pending.cancellation.cancel()
            }
            pending.setTimer(timer)
            pool.submit { [self] state in
                defer { release() }
                guard state == .active, pending.begin() else {
                    // Already answered (timed out), or nobody waits: the client went, the server stops.
                    pending.finish(.failure(.renderAbandoned))
                    return
                }
                runningCount.add(1, ordering: .relaxed)
                defer { runningCount.subtract(1, ordering: .relaxed) }
                do throws(ZoetropeError) {
                    pending.finish(.success(try work()))
                } catch {
                    pending.finish(.failure(error))
                }
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

/// One render's rendezvous: whichever of the render and the timer comes first answers; the
/// timer also cancels the render (`run`).
private final class PendingRender<Output: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Result<Output, ZoetropeError>, Never>?
        var answered = false
        var timer: Scheduled<Void>?
    }

    private let state = Mutex(State())
    let cancellation: RenderCancellation

    init(cancellation: RenderCancellation) {
        self.cancellation = cancellation
    }

    func install(_ continuation: CheckedContinuation<Result<Output, ZoetropeError>, Never>) {
        state.withLock { $0.continuation = continuation }
    }

    /// Keeps the timer to cancel it when the render answers first (at once if it already has).
    func setTimer(_ timer: Scheduled<Void>) {
        let alreadyAnswered = state.withLock { state -> Bool in
            state.timer = timer
            return state.answered
        }
        if alreadyAnswered { timer.cancel() }
    }

    /// Whether the render should start: false once the request has been answered (timed out) or
    /// its answer is no longer wanted.
    func begin() -> Bool {
        !cancellation.isCancelled && state.withLock { !$0.answered }
    }

    func finish(_ result: Result<Output, ZoetropeError>) {
        let (continuation, timer) = state.withLock { state -> (CheckedContinuation<Result<Output, ZoetropeError>, Never>?, Scheduled<Void>?) in
            guard !state.answered else { return (nil, nil) }
            state.answered = true
            defer { state.continuation = nil }
            return (state.continuation, state.timer)
        }
        guard let continuation else { return }
        timer?.cancel()
        continuation.resume(returning: result)
    }
}
