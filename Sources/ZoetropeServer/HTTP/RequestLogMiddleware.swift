import Foundation
import Hummingbird
import Logging

/// Observes every request once it is answered: one log line (method, path, status, duration,
/// bytes, render mode, cache use, request ID) and the request count for `/metrics`. Gives each
/// request an `X-Request-ID`, the client's when it sent a sane one, echoed in the answer.
struct RequestLogMiddleware: RouterMiddleware {
    typealias Context = ZoetropeRequestContext

    /// The route paths counted by name in `/metrics`; any other path is counted as `other`.
    let routes: Set<String>
    let metrics: ServerMetrics
    let format: LogFormat

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        let id = RequestID.accepting(request.headers.value(of: RequestID.header))
        var context = context
        context.logger[metadataKey: "request_id"] = .string(id)
        do {
            var response = try await next(request, context)
            response.headers[RequestID.header] = id
            finish(request, context, status: response.status.code, bytes: Self.bytes(response), since: start)
            return response
        } catch {
            let status = (error as? any HTTPResponseError)?.status.code ?? 500
            finish(request, context, status: status, bytes: nil, since: start)
            throw error
        }
    }

    private func finish(_ request: Request, _ context: Context, status: Int, bytes: Int?, since start: ContinuousClock.Instant) {
        let path = request.uri.path
        metrics.request(route: routes.contains(path) ? path : "other", status: status)
        // The line's parts are made only when it is logged.
        guard context.logger.logLevel <= .info else { return }
        let elapsed = ContinuousClock.now - start
        let milliseconds = Double(elapsed.components.seconds) * 1_000 + Double(elapsed.components.attoseconds) / 1e15
        let mode = context.notes.mode?.rawValue
        let cache = context.notes.cacheHit.map { $0 ? "hit" : "miss" }
        switch format {
        case .text:
            var metadata: Logger.Metadata = [:]
            if let mode { metadata["mode"] = .string(mode) }
            if let cache { metadata["cache"] = .string(cache) }
            let size = bytes.map { "\($0)B" } ?? "-"
            context.logger.info(
                "\(request.method.rawValue) \(path) \(status) \(String(format: "%.1fms", milliseconds)) \(size)", metadata: metadata)
        case .json:
            var metadata: Logger.Metadata = [
                "method": .string(request.method.rawValue), "path": .string(path), "status": .stringConvertible(status),
                "duration_ms": .stringConvertible((milliseconds * 1_000).rounded() / 1_000),
            ]
            if let bytes { metadata["bytes"] = .stringConvertible(bytes) }
            if let mode { metadata["mode"] = .string(mode) }
            if let cache { metadata["cache"] = .string(cache) }
            context.logger.info("request", metadata: metadata)
        }
    }

    private static func bytes(_ response: Response) -> Int? {
        response.body.contentLength ?? response.headers[.contentLength].flatMap { Int($0) }
    }
}
