import Foundation
import Hummingbird
import Logging

/// Logs one line per request once it is answered: method, path, status, duration and body bytes.
struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        do {
            let response = try await next(request, context)
            log(request, context, status: response.status.code, bytes: Self.bytes(response), since: start)
            return response
        } catch {
            let status = (error as? any HTTPResponseError)?.status.code ?? 500
            log(request, context, status: status, bytes: nil, since: start)
            throw error
        }
    }

    private func log(_ request: Request, _ context: Context, status: Int, bytes: Int?, since start: ContinuousClock.Instant) {
        let elapsed = ContinuousClock.now - start
        let milliseconds = Double(elapsed.components.seconds) * 1_000 + Double(elapsed.components.attoseconds) / 1e15
        let duration = String(format: "%.1fms", milliseconds)
        let size = bytes.map { "\($0)B" } ?? "-"
        context.logger.info("\(request.method.rawValue) \(request.uri.path) \(status) \(duration) \(size)")
    }

    private static func bytes(_ response: Response) -> Int? {
        response.body.contentLength ?? response.headers[.contentLength].flatMap { Int($0) }
    }
}
