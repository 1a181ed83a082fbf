import Hummingbird
import Logging
import Zoetrope

/// Turns every error below it into a JSON error response: ``ZoetropeError`` with its own status,
/// an unknown path into 404, a known path with the wrong method into 405 with `Allow`, other
/// Hummingbird errors with their status, and anything else into a logged 500.
struct JSONErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The methods each route path answers, for 405 responses.
    let routes: [String: [HTTPRequest.Method]]

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as ZoetropeError {
            return error.response
        } catch let error as any HTTPResponseError where error.status == .notFound {
            return notFound(request)
        } catch let error as any HTTPResponseError {
            let message = (error as? HTTPError)?.body ?? error.status.reasonPhrase
            return JSONResponse.make(
                ErrorBody(code: Self.code(error.status), message: message, path: request.uri.path), status: error.status)
        } catch {
            context.logger.error("unexpected error", metadata: ["error": "\(String(reflecting: error))"])
            return JSONResponse.make(
                ErrorBody(code: "internal_error", message: "the server failed to answer this request", path: request.uri.path),
                status: .internalServerError)
        }
    }

    private func notFound(_ request: Request) -> Response {
        let path = request.uri.path
        if let allowed = routes[path], !allowed.contains(request.method) {
            let names = allowed.map(\.rawValue)
            return JSONResponse.make(
                ErrorBody(
                    code: "method_not_allowed",
                    message: "\(path) answers \(names.joined(separator: ", ")), not \(request.method.rawValue)", path: path),
                status: .methodNotAllowed, headers: [.allow: names.joined(separator: ", ")])
        }
        return JSONResponse.make(
            ErrorBody(code: "not_found", message: "nothing is at \(request.method.rawValue) \(path)", path: path),
            status: .notFound)
    }

    /// `bad_request` for 400 and so on: the reason phrase in snake case.
    private static func code(_ status: HTTPResponse.Status) -> String {
        status.reasonPhrase.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "_" }.reduce(into: "") { $0.append($1) }
    }
}
