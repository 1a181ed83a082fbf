import Zoetrope

extension ZoetropeError {
    /// Every render thread is busy and the waiting line is full (HTTP 503).
    static func serverBusy(waiting: Int) -> ZoetropeError {
        ZoetropeError(
            status: 503, code: "server_busy",
            message: "every render thread is busy and \(waiting) renders are waiting (server.maxQueuedRenders); try again shortly")
    }

    /// A render that did not finish in time (HTTP 503); it may still be finishing on its thread.
    static func renderTimeout(seconds: Double) -> ZoetropeError {
        ZoetropeError(
            status: 503, code: "render_timeout",
            message: "the render did not finish within \(seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)) seconds (server.requestTimeoutSeconds)")
    }
}
