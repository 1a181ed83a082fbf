import Hummingbird
import Zoetrope

/// Collects a request body into memory, never holding more than the limit.
enum RequestBodyReader {
    /// The bytes of `body`, or ``ZoetropeError/bodyTooLarge(limit:)`` as soon as a declared
    /// `Content-Length` or the bytes received so far pass `limit` (the rest is never read here).
    /// A body that cannot be read (a malformed chunk, a connection closed before the declared
    /// length arrived) is a 400 `malformed_body`.
    static func collect<Body: AsyncSequence>(
        _ body: Body, declaredLength: String?, limit: Int
    ) async throws(ZoetropeError) -> [UInt8] where Body.Element == ByteBuffer {
        var capacity = 0
        if let declaredLength, let length = Int(declaredLength) {
            guard length <= limit else { throw ZoetropeError.bodyTooLarge(limit: limit) }
            capacity = length
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(capacity)
        do {
            for try await chunk in body {
                guard chunk.readableBytes <= limit - bytes.count else { throw ZoetropeError.bodyTooLarge(limit: limit) }
                bytes.append(contentsOf: chunk.readableBytesView)
            }
        } catch let error as ZoetropeError {
            throw error
        } catch {
            throw .malformedBody(error)
        }
        return bytes
    }
}
