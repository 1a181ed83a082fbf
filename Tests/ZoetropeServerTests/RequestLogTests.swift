import Foundation
import Hummingbird
import HTTPTypes
import HummingbirdTesting
import Logging
import Synchronization
import Testing
@testable import ZoetropeServer

/// One log line per request, and `X-Request-ID`.
@Suite struct RequestLogTests {
    /// Keeps every event logged through it.
    final class Capture: Sendable {
        struct Event: Sendable {
            var message: String
            var metadata: Logger.Metadata
        }

        private let events = Mutex<[Event]>([])
        var all: [Event] { events.withLock { $0 } }

        func handler(label: String) -> some LogHandler {
            Handler(capture: self)
        }

        struct Handler: LogHandler {
            let capture: Capture
            var metadata: Logger.Metadata = [:]
            var logLevel: Logger.Level = .info

            subscript(metadataKey key: String) -> Logger.Metadata.Value? {
                get { metadata[key] }
                set { metadata[key] = newValue }
            }

            func log(event: LogEvent) {
                let merged = metadata.merging(event.metadata ?? [:]) { $1 }
                capture.events.withLock { $0.append(Event(message: "\(event.message)", metadata: merged)) }
            }
        }
    }

    static func withLoggedServer(
        _ configuration: ServerConfiguration = testConfiguration(), capture: Capture,
        _ test: @escaping @Sendable (any TestClientProtocol) async throws -> Void
    ) async throws {
        let logger = Logger(label: "zoetrope-test") { label in capture.handler(label: label) }
        let app = ZoetropeApplication.make(configuration: configuration, renderer: FakeSceneRenderer(), logger: logger)
        try await app.test(.router, test)
    }

    static let requestID = HTTPField.Name("X-Request-ID")!

    @Test func aSaneRequestIDIsHonouredAndEchoedOtherwiseOneIsMade() async throws {
        let capture = Capture()
        try await Self.withLoggedServer(capture: capture) { client in
            let sent = try await client.execute(uri: "/healthz", method: .get, headers: [Self.requestID: "trace-42:abc.DEF_1"])
            #expect(sent.headers[Self.requestID] == "trace-42:abc.DEF_1")
            for insane in ["has space", "quote\"", String(repeating: "a", count: 129), ""] {
                let response = try await client.execute(uri: "/healthz", method: .get, headers: [Self.requestID: insane])
                let made = try #require(response.headers[Self.requestID])
                #expect(made != insane)
                #expect(UUID(uuidString: made) != nil && made == made.lowercased())
            }
            let error = try await client.execute(uri: "/nowhere", method: .get, headers: [Self.requestID: "r1"])
            #expect(error.status == .notFound)
            #expect(error.headers[Self.requestID] == "r1")
        }
        let lines = capture.all.filter { $0.metadata["request_id"] == "trace-42:abc.DEF_1" }
        #expect(lines.count == 1)
        #expect(lines.first?.message.hasPrefix("GET /healthz 200 ") == true)
        #expect(lines.first?.message.hasSuffix("ms 15B") == true)
    }

    @Test func textLinesCarryTheRenderModeAndCacheUse() async throws {
        let capture = Capture()
        try await Self.withLoggedServer(capture: capture) { client in
            for id in ["first", "second"] {
                _ = try await client.execute(
                    uri: "/v1/render.svg?scene=\(EmbedRouteTests.encoded)&mode=snapshot", method: .get, headers: [Self.requestID: id])
            }
        }
        let first = try #require(capture.all.first { $0.metadata["request_id"] == "first" })
        #expect(first.metadata["mode"] == "snapshot")
        #expect(first.metadata["cache"] == "miss")
        // The path only: the scene, in the query, is not logged.
        #expect(first.message.hasPrefix("GET /v1/render.svg 200 "))
        let second = try #require(capture.all.first { $0.metadata["request_id"] == "second" })
        #expect(second.metadata["cache"] == "hit")
    }

    @Test func jsonLinesHaveEveryFieldAsItsOwnKey() async throws {
        let capture = Capture()
        try await Self.withLoggedServer(testConfiguration { $0.logFormat = .json }, capture: capture) { client in
            _ = try await client.execute(
                uri: "/v1/render?mode=snapshot", method: .post, headers: [Self.requestID: "j1"], body: ByteBuffer(string: EmbedRouteTests.json))
        }
        let line = try #require(capture.all.first { $0.metadata["request_id"] == "j1" })
        #expect(line.message == "request")
        #expect(line.metadata["method"] == "POST")
        #expect(line.metadata["path"] == "/v1/render")
        #expect(line.metadata["status"]?.description == "200")
        #expect(line.metadata["mode"] == "snapshot")
        #expect(line.metadata["cache"] == "miss")
        #expect(line.metadata["bytes"] != nil && line.metadata["duration_ms"] != nil)
    }

    @Test func theJSONHandlerWritesOneObjectPerLine() {
        let line = JSONLogHandler.line(
            time: Date(timeIntervalSince1970: 1_764_115_200.25), level: .info, label: "zoetrope", message: "a \"quoted\"\nline",
            metadata: ["status": .stringConvertible(200), "duration_ms": .stringConvertible(3.25), "path": "/v1/render", "x": "\u{1}"])
        #expect(line == #"{"time":"2025-11-26T00:00:00.250Z","level":"info","label":"zoetrope","message":"a \"quoted\"\nline","#
            + #""duration_ms":3.25,"path":"/v1/render","status":200,"x":"\u0001"}"#)
        #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil)
    }
}
