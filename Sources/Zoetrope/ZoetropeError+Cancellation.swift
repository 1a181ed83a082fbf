import Cancellation

extension ZoetropeError {
    /// A render stopped by its `RenderCancellation` (HTTP 503 `render_timeout`): its deadline
    /// passed, or whoever waited for it went away.
    public static func renderCancelled(_ cancellation: RenderCancellation) -> ZoetropeError {
        let reason = cancellation.deadlinePassed ? "its time ran out" : "its request was cancelled"
        return ZoetropeError(status: 503, code: "render_timeout", message: "the render was stopped before it finished: \(reason)")
    }
}

extension RenderCancellation {
    /// Throws `renderCancelled` when the render should stop.
    func check() throws(ZoetropeError) {
        if isCancelled { throw .renderCancelled(self) }
    }
}
