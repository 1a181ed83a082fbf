import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import Zoetrope
import ZoetropeServer

/// The HTTP shell's own behaviour, with a fake renderer (`FakeSceneRenderer`).
@Suite struct ServerTests {
    static let scene = ByteBuffer(string: #"{"body": {"type": "Text", "text": "Hi"}}"#)

    @Test func healthzAnswersOK() async throws {
        try await withServer { client in
            let response = try await client.execute(uri: "/healthz", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            #expect(response.body.text == #"{"status":"ok"}"#)
        }
    }

    @Test func renderReturnsSVGWithConfiguredDefaults() async throws {
        let configuration = testConfiguration { $0.defaults.precision = 3 }
        try await withServer(configuration) { client in
            let response = try await client.execute(uri: "/v1/render?t=1.5", method: .post, body: Self.scene)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "image/svg+xml; charset=utf-8")
            #expect(response.headers[.contentEncoding] == nil)
            #expect(response.headers[.vary] == "Accept-Encoding")
            #expect(response.headers[.xContentTypeOptions] == "nosniff")
            #expect(response.headers[.contentSecurityPolicy] == "default-src 'none'; style-src 'unsafe-inline'; img-src data:")
            // t from the query, precision from the configuration, the rest built-in defaults.
            #expect(response.body.text.contains(#"data-t="1.5" data-text="paths" data-precision="3""#))
        }
    }

    @Test func renderIsGzippedWhenTheClientAcceptsIt() async throws {
        try await withServer { client in
            let plain = try await client.execute(uri: "/v1/render", method: .post, body: Self.scene)
            let zipped = try await client.execute(
                uri: "/v1/render", method: .post, headers: [.acceptEncoding: "br;q=1.0, gzip;q=0.8"], body: Self.scene)
            #expect(zipped.status == .ok)
            #expect(zipped.headers[.contentEncoding] == "gzip")
            #expect(zipped.headers[.vary] == "Accept-Encoding")
            #expect(Gzip.decompress(zipped.body.bytes, limit: 1 << 20) == plain.body.bytes)
        }
    }

    @Test func gzipRefusedWithQualityZeroIsNotUsed() async throws {
        try await withServer { client in
            let response = try await client.execute(
                uri: "/v1/render", method: .post, headers: [.acceptEncoding: "gzip;q=0, identity"], body: Self.scene)
            #expect(response.headers[.contentEncoding] == nil)
            #expect(response.body.text.hasPrefix("<svg"))
        }
    }

    @Test func malformedJSONIs400WithAJSONError() async throws {
        try await withServer { client in
            let response = try await client.execute(
                uri: "/v1/render", method: .post, body: ByteBuffer(string: FakeSceneRenderer.malformed))
            #expect(response.status == .badRequest)
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            let reply = try ErrorReply(response.body)
            #expect(reply.error.code == "malformed_json")
            #expect(reply.error.message == "expected a property name at offset 1")
        }
    }

    @Test func invalidSceneIs422WithItsPathAndEveryDiagnostic() async throws {
        try await withServer { client in
            let response = try await client.execute(
                uri: "/v1/render", method: .post, body: ByteBuffer(string: FakeSceneRenderer.invalid))
            #expect(response.status == .unprocessableContent)
            let reply = try ErrorReply(response.body)
            #expect(reply.error == .init(code: "unknown_view", message: "unknown view type 'NoSuchView'", path: "/body/type"))
            // Slashes unescaped; warnings listed too.
            #expect(response.body.text.contains(#""diagnostics":[{"code":"unknown_view""#))
            #expect(response.body.text.contains(#"{"code":"unused_state","message":"state 'x' is never read","path":"/state/x","severity":"warning"}"#))
        }
    }

    @Test func bodyOverTheLimitIs413() async throws {
        let configuration = testConfiguration { $0.limits.maxBodyBytes = 16 }
        try await withServer(configuration) { client in
            let body = ByteBuffer(string: String(repeating: " ", count: 17))
            let response = try await client.execute(uri: "/v1/render", method: .post, body: body)
            #expect(response.status == .contentTooLarge)
            let reply = try ErrorReply(response.body)
            #expect(reply.error.code == "body_too_large")
            #expect(reply.error.message.contains("16 bytes"))

            // Exactly at the limit is allowed through to the renderer (here: not a scene, so 200 from the fake).
            let atLimit = try await client.execute(uri: "/v1/render", method: .post, body: ByteBuffer(string: "0123456789abcdef"))
            #expect(atLimit.status == .ok)
        }
    }

    @Test(arguments: [
        ("precision=9", "precision", "precision must be a whole number from 0 to 6, got '9'"),
        ("mode=movie", "mode", "mode must be one of 'keyframes', 'snapshot', 'frames', got 'movie'"),
        ("fps=0", "fps", "fps must be a number above 0 and at most 120, got '0'"),
        ("fps=121", "fps", "fps must be a number above 0 and at most 120, got '121'"),
        ("from=soon", "from", "from must be a time in seconds (a number ≥ 0), got 'soon'"),
        ("t=-1", "t", "t must be a time in seconds (a number ≥ 0), got '-1'"),
        ("colour=red", "colour", "unknown option 'colour'; expected mode, t, text, precision, fps, from, to or format"),
        ("t=1&t=2", "t", "option 't' is given more than once"),
    ])
    func badOptionIs400NamingIt(query: String, name: String, message: String) async throws {
        try await withServer { client in
            let response = try await client.execute(uri: "/v1/render?\(query)", method: .post, body: Self.scene)
            #expect(response.status == .badRequest)
            #expect(try ErrorReply(response.body).error == .init(code: "invalid_option", message: message, path: name))
        }
    }

    @Test func unknownRouteIs404JSON() async throws {
        try await withServer { client in
            let response = try await client.execute(uri: "/v2/nothing", method: .get)
            #expect(response.status == .notFound)
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            #expect(try ErrorReply(response.body).error == .init(code: "not_found", message: "nothing is at GET /v2/nothing", path: "/v2/nothing"))

            let post = try await client.execute(uri: "/nothing", method: .post, body: Self.scene)
            #expect(post.status == .notFound)
        }
    }

    @Test func wrongMethodIs405WithAllow() async throws {
        try await withServer { client in
            let response = try await client.execute(uri: "/v1/render", method: .get)
            #expect(response.status == .methodNotAllowed)
            #expect(response.headers[.allow] == "POST")
            #expect(try ErrorReply(response.body).error.code == "method_not_allowed")

            let health = try await client.execute(uri: "/healthz", method: .delete)
            #expect(health.status == .methodNotAllowed)
            #expect(health.headers[.allow] == "GET, HEAD")
        }
    }

    @Test func thePlaygroundPageIsServedAtRoot() async throws {
        try await withServer { client in
            let response = try await client.execute(uri: "/", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType]?.hasPrefix("text/html") == true)
            #expect(response.body.text.contains("/v1/render"))
        }
    }

    @Test func aBusyServerAnswers503() async throws {
        // No render thread may be waited for, and the one thread is held by a slow render.
        let configuration = testConfiguration {
            $0.renderThreads = 1
            $0.maxQueuedRenders = 0
        }
        let gate = Gate()
        try await withServer(configuration, renderer: BlockingRenderer(gate: gate)) { client in
            async let first = client.execute(uri: "/v1/render", method: .post, body: Self.scene)
            await gate.waitUntilEntered()
            let second = try await client.execute(uri: "/v1/render", method: .post, body: Self.scene)
            #expect(second.status == .serviceUnavailable)
            #expect(second.headers[.retryAfter] == "1")
            #expect(try ErrorReply(second.body).error.code == "server_busy")
            gate.open()
            #expect(try await first.status == .ok)
        }
    }
}
