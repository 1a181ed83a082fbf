import Foundation
import Zoetrope

/// Runs CPU-bound renders on threads of their own, so that the network threads and Swift's
/// cooperative pool stay free for other requests, with two bounds: at most `threads + maxQueued`
/// renders in flight (more are refused at once), and an answer within `timeout`.
///
/// A render cannot be interrupted once it has started: on a timeout the request is answered with
/// a 503 while the render finishes on its thread (the scene limits bound how long that takes);
/// a render still waiting for a thread when its time is up never starts.
public final class RenderQueue: @unchecked Sendable {
    // OperationQueue and the counter are guarded: the queue by its own locking, `inFlight` by `lock`.
    private let operations = OperationQueue()
    private let lock = NSLock()
    private var inFlight = 0
    private let threads: Int
    private let maxQueued: Int
    private let timeoutSeconds: Double

    /// - Parameter threads: render threads; 0 means one per active CPU core.
    public init(threads: Int, maxQueued: Int, timeoutSeconds: Double) {
        self.threads = threads > 0 ? threads : max(1, ProcessInfo.processInfo.activeProcessorCount)
        self.maxQueued = maxQueued
        self.timeoutSeconds = timeoutSeconds
        operations.name = "zoetrope.render"
        operations.maxConcurrentOperationCount = self.threads
        operations.qualityOfService = .userInitiated
    }

    /// The result of `work`, run on a render thread.
    public func run(_ work: @escaping @Sendable () throws(ZoetropeError) -> RenderOutput) async throws(ZoetropeError) -> RenderOutput {
        guard reserve() else { throw .serverBusy(waiting: maxQueued) }
        let pending = PendingRender()
        let seconds = timeoutSeconds
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<RenderOutput, ZoetropeError>, Never>) in
            pending.install(continuation)
            operations.addOperation { [self] in
                defer { release() }
                guard pending.begin() else { return }
                do throws(ZoetropeError) {
                    pending.finish(.success(try work()))
                } catch {
                    pending.finish(.failure(error))
                }
            }
            pending.setTimer(
                Task {
                    try? await Task.sleep(for: .seconds(seconds))
                    if !Task.isCancelled {
                        pending.finish(.failure(.renderTimeout(seconds: seconds)))
                    }
                })
        }
        return try result.get()
    }

    private func reserve() -> Bool {
        lock.withLock {
            guard inFlight < threads + maxQueued else { return false }
            inFlight += 1
            return true
        }
    }

    private func release() {
        lock.withLock { inFlight -= 1 }
    }
}

/// One render's rendezvous: whichever of the render and the timer comes first answers.
private final class PendingRender: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Result<RenderOutput, ZoetropeError>, Never>?
    private var answered = false
    private var timer: Task<Void, Never>?

    func install(_ continuation: CheckedContinuation<Result<RenderOutput, ZoetropeError>, Never>) {
        lock.withLock { self.continuation = continuation }
    }

    /// Keeps the timer to cancel it when the render answers first (at once if it already has).
    func setTimer(_ task: Task<Void, Never>) {
        let alreadyAnswered = lock.withLock { () -> Bool in
            timer = task
            return answered
        }
        if alreadyAnswered { task.cancel() }
    }

    /// Whether the render should start: false once the request has been answered (timed out).
    func begin() -> Bool {
        lock.withLock { !answered }
    }

    func finish(_ result: Result<RenderOutput, ZoetropeError>) {
        let (continuation, timer) = lock.withLock { () -> (CheckedContinuation<Result<RenderOutput, ZoetropeError>, Never>?, Task<Void, Never>?) in
            guard !answered else { return (nil, nil) }
            answered = true
            defer { self.continuation = nil }
            return (self.continuation, self.timer)
        }
        timer?.cancel()
        continuation?.resume(returning: result)
    }
}
