import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import Zoetrope
import ZoetropeServer

/// `POST /v1/trace` and the frame options of `/v1/render` in the HTTP shell, with the fake
/// renderer: the same body limit, errors, gzip and render queue as `/v1/render`.
@Suite struct TraceRouteTests {
    static let scene = ServerTests.scene

    @Test func traceAnswersJSON() async throws {
        try await withServer { client in
            let response = try await client.execute(uri: "/v1/trace", method: .post, body: Self.scene)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json")
            #expect(response.headers[.vary] == "Accept-Encoding")
            #expect(response.headers[.xContentTypeOptions] == "nosniff")
            #expect(response.body.text == #"{"updates": []}"#)
        }
    }

    @Test func traceIsGzippedWhenTheClientAcceptsIt() async throws {
        try await withServer { client in
            let zipped = try await client.execute(uri: "/v1/trace", method: .post, headers: [.acceptEncoding: "gzip"], body: Self.scene)
            #expect(zipped.headers[.contentEncoding] == "gzip")
            #expect(Gzip.decompress(zipped.body.bytes, limit: 1 << 20) == Array(#"{"updates": []}"#.utf8))
        }
    }

    @Test func traceTakesNoOptions() async throws {
        try await withServer { client in
            let response = try await client.execute(uri: "/v1/trace?mode=frames", method: .post, body: Self.scene)
            #expect(response.status == .badRequest)
            #expect(
                try ErrorReply(response.body).error
                    == .init(code: "invalid_option", message: "unknown option 'mode'; /v1/trace takes no options", path: "mode"))
        }
    }

    @Test func traceRefusesBadScenesAndLargeBodiesLikeRender() async throws {
        let configuration = testConfiguration { $0.limits.maxBodyBytes = 16 }
        try await withServer(configuration) { client in
            let malformed = try await client.execute(uri: "/v1/trace", method: .post, body: ByteBuffer(string: FakeSceneRenderer.malformed))
            #expect(malformed.status == .badRequest)
            #expect(try ErrorReply(malformed.body).error.code == "malformed_json")

            let large = try await client.execute(uri: "/v1/trace", method: .post, body: ByteBuffer(string: String(repeating: " ", count: 17)))
            #expect(large.status == .contentTooLarge)
            #expect(try ErrorReply(large.body).error.code == "body_too_large")
        }
        try await withServer { client in
            let invalid = try await client.execute(uri: "/v1/trace", method: .post, body: ByteBuffer(string: FakeSceneRenderer.invalid))
            #expect(invalid.status == .unprocessableContent)
            #expect(try ErrorReply(invalid.body).error.path == "/body/type")
        }
    }

    @Test func traceAnswersOnlyPOST() async throws {
        try await withServer { client in
            let response = try await client.execute(uri: "/v1/trace", method: .get)
            #expect(response.status == .methodNotAllowed)
            #expect(response.headers[.allow] == "POST")
        }
    }

    @Test func traceWaitsInTheRenderQueue() async throws {
        // One render thread, no waiting: a trace behind a render in progress is refused.
        let configuration = testConfiguration {
            $0.renderThreads = 1
            $0.maxQueuedRenders = 0
        }
        let gate = Gate()
        try await withServer(configuration, renderer: BlockingRenderer(gate: gate)) { client in
            async let render = client.execute(uri: "/v1/render", method: .post, body: Self.scene)
            await gate.waitUntilEntered()
            let trace = try await client.execute(uri: "/v1/trace", method: .post, body: Self.scene)
            #expect(trace.status == .serviceUnavailable)
            #expect(try ErrorReply(trace.body).error.code == "server_busy")
            gate.open()
            #expect(try await render.status == .ok)
        }
    }

    @Test func frameOptionsComeFromTheQueryOrTheConfiguration() async throws {
        let configuration = testConfiguration { $0.defaults.fps = 12 }
        try await withServer(configuration) { client in
            let defaults = try await client.execute(uri: "/v1/render?mode=frames", method: .post, body: Self.scene)
            #expect(defaults.body.text.contains(#"data-mode="frames""#))
            #expect(defaults.body.text.contains(#"data-fps="12.0" data-from="0.0" data-to="end""#))

            let given = try await client.execute(uri: "/v1/render?mode=frames&fps=10&from=1&to=2", method: .post, body: Self.scene)
            #expect(given.body.text.contains(#"data-fps="10.0" data-from="1.0" data-to="2.0""#))
        }
    }
}
