import Zoetrope

extension ZoetropeError {
    /// Every render thread is busy and the waiting line is full (HTTP 503).
    static func serverBusy(waiting: Int) -> ZoetropeError {
        let queue = waiting == 0 ? "server.maxQueuedRenders is 0" : "\(waiting) renders are already waiting (server.maxQueuedRenders)"
        return ZoetropeError(
            status: 503, code: "server_busy", message: "every render thread is busy and \(queue); try again shortly")
    }

    /// A render that did not finish in time (HTTP 503); it may still be finishing on its thread.
    static func renderTimeout(seconds: Double) -> ZoetropeError {
        let amount = seconds == 1 ? "1 second" : "\(seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)) seconds"
        return ZoetropeError(
            status: 503, code: "render_timeout",
            message: "the render did not finish within \(amount) (server.requestTimeoutSeconds)")
    }
}
