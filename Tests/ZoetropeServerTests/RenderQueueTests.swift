import Foundation
import Testing
import Zoetrope
import ZoetropeServer

@Suite struct RenderQueueTests {
    static let output = RenderOutput(contentType: "text/plain", bytes: Array("done".utf8))

    @Test func runsWorkAndPassesItsErrorThrough() async throws {
        let queue = RenderQueue(threads: 2, maxQueued: 0, timeoutSeconds: 10)
        #expect(try await queue.run { Self.output } == Self.output)
        await #expect(throws: ZoetropeError.invalidOption("t", "bad t")) {
            try await queue.run { () throws(ZoetropeError) in throw .invalidOption("t", "bad t") }
        }
    }

    @Test func aRenderFreesItsPlaceBeforeItsAnswer() async throws {
        // One thread and no waiting room: each render's answer finds the place free again, so a
        // client that sends its next request on the answer is never told the server is busy.
        let queue = RenderQueue(threads: 1, maxQueued: 0, timeoutSeconds: 10)
        for _ in 0..<500 {
            #expect(try await queue.run { Self.output } == Self.output)
            #expect(queue.waiting == 0)
        }
    }

    @Test func aSlowRenderTimesOutAndAWaitingOneNeverStarts() async throws {
        let queue = RenderQueue(threads: 1, maxQueued: 2, timeoutSeconds: 0.2)
        let gate = Gate()
        let secondStarted = Flag()
        async let first = Result { () async throws(ZoetropeError) in
            try await queue.run { gate.pass(); return Self.output }
        }
        await gate.waitUntilEntered()
        let second = await Result { () async throws(ZoetropeError) in
            try await queue.run { secondStarted.raise(); return Self.output }
        }
        #expect(second.failure?.code == "render_timeout")
        #expect(second.failure?.status == 503)
        #expect(second.failure?.message == "the render did not finish within 0.2 seconds (server.requestTimeoutSeconds)")
        #expect(await first.failure?.code == "render_timeout")
        gate.open()
        // Once the first render's thread is free, the timed-out second one is skipped, not run;
        // the third, queued behind it, runs (capacity 1 thread + 2 waiting).
        #expect(try await queue.run { Self.output } == Self.output)
        #expect(secondStarted.isRaised == false)
    }
}

extension RenderQueueTests {
    @Test func aCancelledRenderWaitingForAThreadNeverStarts() async throws {
        let queue = RenderQueue(threads: 1, maxQueued: 1, timeoutSeconds: 10)
        let gate = Gate()
        let secondStarted = Flag()
        async let first = Result { () async throws(ZoetropeError) in
            try await queue.run { gate.pass(); return Self.output }
        }
        await gate.waitUntilEntered()
        let cancellation = RenderCancellation()
        async let second = Result { () async throws(ZoetropeError) in
            try await queue.run(cancellation: cancellation) { secondStarted.raise(); return Self.output }
        }
        cancellation.cancel()
        gate.open()
        #expect(try await first.get() == Self.output)
        #expect(await second.failure?.code == "render_cancelled")
        #expect(secondStarted.isRaised == false)
    }

    @Test func aTimeoutCancelsTheRunningRender() async throws {
        let queue = RenderQueue(threads: 1, maxQueued: 1, timeoutSeconds: 0.1)
        let cancellation = RenderCancellation()
        let sawCancellation = Flag()
        let result = await Result { () async throws(ZoetropeError) in
            try await queue.run(cancellation: cancellation) {
                let deadline = ContinuousClock.now + .seconds(10)
                while !cancellation.isCancelled && ContinuousClock.now < deadline { usleep(1_000) }
                if cancellation.isCancelled { sawCancellation.raise() }
                return Self.output
            }
        }
        #expect(result.failure?.code == "render_timeout")
        // The render stops on its thread soon after; the next one gets that thread.
        #expect(try await queue.run { Self.output } == Self.output)
        #expect(sawCancellation.isRaised)
    }
}

extension Result {
    /// The result of an async throwing body.
    init(_ body: () async throws(Failure) -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }

    var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
