import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Scene
import ServiceLifecycle
import Synchronization
import Testing
import Zoetrope
import ZoetropeServer

/// Requests that are not valid HTTP, bodies that break off, hostile paths and options, clients
/// that go away, and shutdown: each is answered with a JSON error (or handled) as documented
/// in docs/http-api.md, over a real socket where the bytes matter.
@Suite struct HTTPRobustnessTests {
    static let scene = #"{"body": {"type": "Text", "text": "Hi"}}"#

    /// Runs `test` with the port of a live server around `renderer`.
    func withLiveServer(
        _ change: (inout ServerConfiguration) -> Void = { _ in }, renderer: some SceneRendering = FakeSceneRenderer(),
        _ test: @escaping @Sendable (Int) async throws -> Void
    ) async throws {
        var logger = Logger(label: "zoetrope-test")
        logger.logLevel = .critical
        let configuration = testConfiguration {
            $0.port = 0
            change(&$0)
        }
        let app = ZoetropeApplication.make(configuration: configuration, renderer: renderer, logger: logger)
        try await app.test(.live) { client in try await test(try #require(client.port)) }
    }

    static func error(_ response: RawResponse) throws -> ErrorReply {
        try ErrorReply(ByteBuffer(string: response.body))
    }

    @Test func aMalformedChunkedBodyIs400JSON() async throws {
        try await withLiveServer { port in
            let connection = try RawHTTP(port: port)
            connection.send("POST /v1/render HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\nabc\r\n0\r\n\r\n")
            let response = RawResponse(await connection.readToEnd())
            #expect(response.status == 400)
            #expect(response.headers["content-type"] == "application/json; charset=utf-8")
            let error = try Self.error(response)
            #expect(error.error.code == "malformed_body")
            #expect(error.error.message == "the request body cannot be read: the chunked request body is malformed")
        }
    }

    @Test func aBodyThatEndsEarlyIs400JSON() async throws {
        try await withLiveServer { port in
            let connection = try RawHTTP(port: port)
            connection.send("POST /v1/render HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{\"body\":")
            connection.finishSending()
            let response = RawResponse(await connection.readToEnd())
            #expect(response.status == 400)
            let error = try Self.error(response)
            #expect(error.error.code == "malformed_body")
            #expect(error.error.message == "the request body cannot be read: the connection closed before the whole request arrived")
        }
    }

    @Test func anInvalidMethodGetsTheJSONError() async throws {
        try await withLiveServer { port in
            let connection = try RawHTTP(port: port)
            connection.send("BR\u{1}EW /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
            let response = RawResponse(await connection.readToEnd())
            #expect(response.status == 400)
            #expect(response.headers["connection"] == "close")
            #expect(response.headers["content-length"] == String(response.body.utf8.count))
            let error = try Self.error(response)
            #expect(error.error.code == "malformed_request")
            #expect(error.error.message == "the request method is not a valid HTTP method")
        }
    }

    @Test func headersOverTheLimitGetTheJSONError() async throws {
        try await withLiveServer({ $0.maxHeaderBytes = 1_024 }) { port in
            let connection = try RawHTTP(port: port)
            connection.send("GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: \(String(repeating: "a", count: 2_000))\r\n\r\n")
            let response = RawResponse(await connection.readToEnd())
            #expect(response.status == 400)
            let error = try Self.error(response)
            #expect(error.error.code == "malformed_request")
            #expect(error.error.message == "the request's header fields are larger than 1024 bytes (server.maxHeaderBytes)")
        }
    }

    @Test(arguments: ["0x10", "1%00", "1e", "inf", "%201", "-0x1p3"])
    func optionsAreDecimalOnly(value: String) async throws {
        try await withServer { client in
            let response = try await client.execute(
                uri: "/v1/render?mode=snapshot&t=\(value)", method: .post, body: ByteBuffer(string: Self.scene))
            #expect(response.status == .badRequest)
            let error = try ErrorReply(response.body)
            #expect(error.error.code == "invalid_option")
            #expect(error.error.path == "t")
        }
    }

    @Test func decimalOptionsStillParse() async throws {
        try await withServer { client in
            let response = try await client.execute(
                uri: "/v1/render?mode=snapshot&t=1.5e0&fps=.5", method: .post, body: ByteBuffer(string: Self.scene))
            #expect(response.status == .ok)
            #expect(response.body.text.contains(#"data-t="1.5""#))
            #expect(response.body.text.contains(#"data-fps="0.5""#))
        }
    }

    @Test(arguments: ["/index.html%00.txt", "/index.html%0A", "/%7F", "/v1/render%00", "/%C2%85"])
    func controlCharactersInPathsAre400(path: String) async throws {
        try await withServer { client in
            let response = try await client.execute(uri: path, method: .get)
            #expect(response.status == .badRequest)
            let error = try ErrorReply(response.body)
            #expect(error.error.code == "invalid_path")
            #expect(error.error.path == path)
        }
    }

    @Test func aClientThatGoesCancelsItsRender() async throws {
        let probe = CancellationProbe()
        try await withLiveServer(renderer: probe) { port in
            let connection = try RawHTTP(port: port)
            connection.send("POST /v1/render HTTP/1.1\r\nHost: x\r\nContent-Length: \(Self.scene.utf8.count)\r\n\r\n\(Self.scene)")
            await probe.waitUntilStarted()
            connection.finishSending()
            #expect(await probe.waitUntilCancelled())
        }
    }

    @Test func aTimeoutCancelsItsRender() async throws {
        let probe = CancellationProbe()
        try await withServer(testConfiguration { $0.requestTimeoutSeconds = 0.2 }, renderer: probe) { client in
            let response = try await client.execute(uri: "/v1/render", method: .post, body: ByteBuffer(string: Self.scene))
            #expect(response.status == .serviceUnavailable)
            #expect(try ErrorReply(response.body).error.code == "render_timeout")
            #expect(await probe.waitUntilCancelled())
        }
    }

    @Test func repliesDuringShutdownCloseTheConnection() async throws {
        var logger = Logger(label: "zoetrope-test")
        logger.logLevel = .critical
        let gate = Gate()
        let port = PortBox()
        let configuration = testConfiguration { $0.port = 0 }
        let app = ZoetropeApplication.make(configuration: configuration, renderer: BlockingRenderer(gate: gate), logger: logger) {
            port.set($0)
        }
        let group = ServiceGroup(services: [app], logger: logger)
        try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask { try await group.run() }
            let connection = try RawHTTP(port: await port.wait())
            // Keep-alive by default in HTTP/1.1: without Connection: close, the client would send
            // its next request into a closing connection.
            connection.send("POST /v1/render HTTP/1.1\r\nHost: x\r\nContent-Length: \(Self.scene.utf8.count)\r\n\r\n\(Self.scene)")
            await gate.waitUntilEntered()
            let listening = await port.wait()
            await group.triggerGracefulShutdown()
            // The server stops listening, then tells each connection to quiesce: wait for the
            // first, and give the second a moment.
            for _ in 0..<1_000 where (try? RawHTTP(port: listening)) != nil {
                try await Task.sleep(for: .milliseconds(10))
            }
            try await Task.sleep(for: .milliseconds(200))
            gate.open()
            let response = RawResponse(await connection.readResponse())
            #expect(response.status == 200)
            #expect(response.headers["connection"] == "close")
            try await tasks.waitForAll()
        }
    }
}

/// A renderer that starts, then waits (up to 10 s) for its cancellation.
final class CancellationProbe: SceneRendering {
    private let started = Atomic<Bool>(false)
    private let cancelled = Atomic<Bool>(false)

    func render(_ json: [UInt8], options: RenderOptions) throws(ZoetropeError) -> RenderOutput {
        try FakeSceneRenderer().render(json, options: options)
    }

    func render(_ json: [UInt8], options: RenderOptions, cancellation: RenderCancellation) throws(ZoetropeError) -> RenderOutput {
        started.store(true, ordering: .sequentiallyConsistent)
        let deadline = ContinuousClock.now + .seconds(10)
        while !cancellation.isCancelled && ContinuousClock.now < deadline { usleep(1_000) }
        cancelled.store(cancellation.isCancelled, ordering: .sequentiallyConsistent)
        return try FakeSceneRenderer().render(json, options: options)
    }

    func trace(_ json: [UInt8]) throws(ZoetropeError) -> RenderOutput { try FakeSceneRenderer().trace(json) }
    func check(_ json: [UInt8]) -> [Diagnostic] { [] }

    func waitUntilStarted() async {
        for _ in 0..<1_000 where !started.load(ordering: .sequentiallyConsistent) {
            try? await Task.sleep(for: .milliseconds(10))
        }
    }

    /// Whether the render saw its cancellation within 5 s.
    func waitUntilCancelled() async -> Bool {
        for _ in 0..<500 where !cancelled.load(ordering: .sequentiallyConsistent) {
            try? await Task.sleep(for: .milliseconds(10))
        }
        return cancelled.load(ordering: .sequentiallyConsistent)
    }
}

/// The port the server reports once it listens.
final class PortBox: Sendable {
    private let value = Mutex<Int?>(nil)

    func set(_ port: Int) { value.withLock { $0 = port } }

    func wait() async -> Int {
        for _ in 0..<1_000 {
            if let port = value.withLock({ $0 }) { return port }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return 0
    }
}
