import Hummingbird
import Testing
import Zoetrope
@testable import ZoetropeServer

@Suite struct RequestBodyReaderTests {
    /// Chunks of `size` bytes, counting how many were pulled.
    final class Chunks: AsyncSequence, @unchecked Sendable {
        typealias Element = ByteBuffer
        let count: Int
        let size: Int
        private(set) var pulled = 0

        init(count: Int, size: Int) {
            self.count = count
            self.size = size
        }

        struct AsyncIterator: AsyncIteratorProtocol {
            let chunks: Chunks
            mutating func next() async throws -> ByteBuffer? {
                guard chunks.pulled < chunks.count else { return nil }
                chunks.pulled += 1
                return ByteBuffer(repeating: UInt8(ascii: "a"), count: chunks.size)
            }
        }

        func makeAsyncIterator() -> AsyncIterator { AsyncIterator(chunks: self) }
    }

    @Test func collectsABodyUpToTheLimit() async throws {
        let bytes = try await RequestBodyReader.collect(Chunks(count: 4, size: 25), declaredLength: nil, limit: 100)
        #expect(bytes.count == 100)
    }

    @Test func stopsReadingAtTheFirstChunkPastTheLimit() async throws {
        let chunks = Chunks(count: 1_000, size: 10)
        await #expect(throws: ZoetropeError.bodyTooLarge(limit: 95)) {
            _ = try await RequestBodyReader.collect(chunks, declaredLength: nil, limit: 95)
        }
        #expect(chunks.pulled == 10)  // 9 chunks make 90 bytes; the 10th would make 100 > 95
    }

    @Test func refusesADeclaredLengthOverTheLimitWithoutReading() async throws {
        let chunks = Chunks(count: 1, size: 10)
        await #expect(throws: ZoetropeError.bodyTooLarge(limit: 95)) {
            _ = try await RequestBodyReader.collect(chunks, declaredLength: "96", limit: 95)
        }
        #expect(chunks.pulled == 0)
    }
}
