import Foundation
import Hummingbird

/// JSON bodies of the API: stable key order, slashes unescaped (JSON pointers stay readable).
enum JSONResponse {
    static let contentType = "application/json; charset=utf-8"

    static func make(_ value: some Encodable, status: HTTPResponse.Status, headers: HTTPFields = [:]) -> Response {
        var fields = headers
        fields[.contentType] = contentType
        return Response(status: status, headers: fields, body: .init(byteBuffer: ByteBuffer(bytes: encode(value))))
    }

    /// The bytes of `value`; encoding these plain structs of strings cannot fail.
    static func encode(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)) ?? Data("{}".utf8)
    }
}
