import Hummingbird
import Scene
import Zoetrope

/// `{"error": {"code": …, "message": …, "path": …, "diagnostics": [...]}}`: the body of every
/// error response; `diagnostics` only when the scene front end found some.
struct ErrorBody: Encodable {
    struct Detail: Encodable {
        var code: String
        var message: String
        var path: String
        var diagnostics: [DiagnosticBody]?
    }

    struct DiagnosticBody: Encodable {
        var severity: String
        var code: String
        var message: String
        var path: String
    }

    var error: Detail

    init(code: String, message: String, path: String = "", diagnostics: [Diagnostic] = []) {
        let details = diagnostics.map {
            DiagnosticBody(severity: $0.severity.rawValue, code: $0.code, message: $0.message, path: $0.path)
        }
        error = Detail(code: code, message: message, path: path, diagnostics: details.isEmpty ? nil : details)
    }
}

extension ZoetropeError {
    /// This error as an HTTP response with a JSON body.
    var response: Response {
        var headers: HTTPFields = [:]
        if status == 503 { headers[.retryAfter] = "1" }
        return JSONResponse.make(
            ErrorBody(code: code, message: message, path: path, diagnostics: diagnostics),
            status: HTTPResponse.Status(code: status), headers: headers)
    }
}
