import Hummingbird
import Zoetrope

/// Collects a request body into memory, never holding more than the limit.
enum RequestBodyReader {
    /// The bytes of `body`, or ``ZoetropeError/bodyTooLarge(limit:)`` as soon as a declared
    /// `Content-Length` or the bytes received so far pass `limit` (the rest is never read here).
    static func collect<Body: AsyncSequence>(
        _ body: Body, declaredLength: String?, limit: Int
    ) async throws -> [UInt8] where Body.Element == ByteBuffer {
        var capacity = 0
        if let declaredLength, let length = Int(declaredLength) {
            guard length <= limit else { throw ZoetropeError.bodyTooLarge(limit: limit) }
            capacity = length
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(capacity)
        for try await chunk in body {
            guard chunk.readableBytes <= limit - bytes.count else { throw ZoetropeError.bodyTooLarge(limit: limit) }
            bytes.append(contentsOf: chunk.readableBytesView)
        }
        return bytes
    }
}
