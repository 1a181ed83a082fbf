import NIOHTTP1
import Zoetrope

extension ZoetropeError {
    /// Every render thread is busy and the waiting line is full (HTTP 503).
    static func serverBusy(waiting: Int) -> ZoetropeError {
        let queue = waiting == 0 ? "server.maxQueuedRenders is 0" : "\(waiting) renders are already waiting (server.maxQueuedRenders)"
        return ZoetropeError(
            status: 503, code: "server_busy", message: "every render thread is busy and \(queue); try again shortly")
    }

    /// A render that did not finish in time (HTTP 503); it is cancelled.
    static func renderTimeout(seconds: Double) -> ZoetropeError {
        let amount = seconds == 1 ? "1 second" : "\(seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)) seconds"
        return ZoetropeError(
            status: 503, code: "render_timeout",
            message: "the render did not finish within \(amount) (server.requestTimeoutSeconds)")
    }

    /// A render skipped or stopped because its answer was no longer wanted (its client went or
    /// the server is stopping); the client rarely sees it (HTTP 503).
    static let renderAbandoned = ZoetropeError(
        status: 503, code: "render_cancelled", message: "the render was cancelled: its client disconnected or the server is stopping")

    /// A request body that could not be read to its end (HTTP 400).
    static func malformedBody(_ error: any Error) -> ZoetropeError {
        let reason = (error as? HTTPParserError).map { MalformedRequestResponder.message($0, maxHeaderBytes: 0) }
            ?? "the connection failed while the body was read"
        return ZoetropeError(status: 400, code: "malformed_body", message: "the request body cannot be read: \(reason)")
    }
}
