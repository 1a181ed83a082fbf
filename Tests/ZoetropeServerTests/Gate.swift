import Foundation
import Scene
import Zoetrope
import ZoetropeServer

/// Holds a render on its thread until the test opens it (or 60 s pass, so a failing test never hangs; a loaded machine running every suite at once can hold a render for more than 10 s).
final class Gate: @unchecked Sendable {
    private let entered = DispatchSemaphore(value: 0)
    private let opened = DispatchSemaphore(value: 0)

    /// Called by the render: tells the test it has started, then waits to be let through.
    func pass() {
        entered.signal()
        _ = opened.wait(timeout: .now() + 60)
    }

    func open() {
        opened.signal()
    }

    func waitUntilEntered() async {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                _ = self.entered.wait(timeout: .now() + 60)
                continuation.resume()
            }
        }
    }
}

/// A renderer whose every render waits at a gate, then answers like `FakeSceneRenderer`.
struct BlockingRenderer: SceneRendering {
    let gate: Gate

    func render(_ json: [UInt8], options: RenderOptions) throws(ZoetropeError) -> RenderOutput {
        gate.pass()
        return try FakeSceneRenderer().render(json, options: options)
    }

    func trace(_ json: [UInt8]) throws(ZoetropeError) -> RenderOutput {
        gate.pass()
        return try FakeSceneRenderer().trace(json)
    }

    func check(_ json: [UInt8]) -> [Diagnostic] { [] }
}

/// A flag set from any thread.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false

    func raise() { lock.withLock { raised = true } }
    var isRaised: Bool { lock.withLock { raised } }
}
