import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import Zoetrope
import ZoetropeServer

/// The server around the real `Renderer`: what a client sees end to end.
@Suite struct EndToEndTests {
    static let scene = ByteBuffer(string: CLITests.valid)

    @Test func rendersARealSceneAndGzipsIt() async throws {
        try await withServer(renderer: try Renderer()) { client in
            let plain = try await client.execute(uri: "/v1/render?mode=snapshot&t=0&text=paths&precision=2", method: .post, body: Self.scene)
            #expect(plain.status == .ok)
            #expect(plain.headers[.contentType] == "image/svg+xml; charset=utf-8")
            #expect(plain.body.text.contains("<svg"))

            let zipped = try await client.execute(
                uri: "/v1/render?mode=snapshot&t=0&text=paths&precision=2", method: .post,
                headers: [.acceptEncoding: "gzip, deflate"], body: Self.scene)
            #expect(zipped.headers[.contentEncoding] == "gzip")
            #expect(Gzip.decompress(zipped.body.bytes, limit: 1 << 24) == plain.body.bytes)
        }
    }

    @Test func refusesMalformedJSONAndInvalidScenes() async throws {
        try await withServer(renderer: try Renderer()) { client in
            let malformed = try await client.execute(uri: "/v1/render", method: .post, body: ByteBuffer(string: CLITests.malformed))
            #expect(malformed.status == .badRequest)
            #expect(try !ErrorReply(malformed.body).error.message.isEmpty)

            let invalid = try await client.execute(uri: "/v1/render", method: .post, body: ByteBuffer(string: CLITests.invalid))
            #expect(invalid.status == .unprocessableContent)
            #expect(try ErrorReply(invalid.body).error.path.hasPrefix("/body"))
        }
    }
}
