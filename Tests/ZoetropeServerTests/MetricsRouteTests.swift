import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import Zoetrope
@testable import ZoetropeServer

/// `GET /metrics`: the Prometheus text format, counted by hand from the requests each test sends.
@Suite struct MetricsRouteTests {
    static func metrics(_ client: any TestClientProtocol) async throws -> [String] {
        let response = try await client.execute(uri: "/metrics", method: .get)
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "text/plain; version=0.0.4; charset=utf-8")
        return response.body.text.split(separator: "\n").map(String.init)
    }

    @Test func countsRequestsByRouteAndStatusRendersRefusalsAndTheCache() async throws {
        try await withServer { client in
            let json = ByteBuffer(string: EmbedRouteTests.json)
            _ = try await client.execute(uri: "/healthz", method: .get)
            _ = try await client.execute(uri: "/healthz", method: .get)
            _ = try await client.execute(uri: "/v1/render?mode=snapshot", method: .post, body: json)  // miss
            _ = try await client.execute(uri: "/v1/render?mode=snapshot", method: .post, body: json)  // hit
            _ = try await client.execute(uri: "/v1/render.svg?scene=\(EmbedRouteTests.encoded)&mode=snapshot", method: .get)  // hit
            _ = try await client.execute(uri: "/v1/render", method: .post, body: ByteBuffer(string: FakeSceneRenderer.invalid))  // miss, 422
            _ = try await client.execute(uri: "/v1/render?precision=99", method: .post, body: json)  // 400 before any render
            _ = try await client.execute(uri: "/no/such/path", method: .get)
            let lines = try await Self.metrics(client)
            for line in [
                #"zoetrope_http_requests_total{route="/healthz",status="200"} 2"#,
                #"zoetrope_http_requests_total{route="/v1/render",status="200"} 2"#,
                #"zoetrope_http_requests_total{route="/v1/render.svg",status="200"} 1"#,
                #"zoetrope_http_requests_total{route="/v1/render",status="422"} 1"#,
                #"zoetrope_http_requests_total{route="/v1/render",status="400"} 1"#,
                #"zoetrope_http_requests_total{route="other",status="404"} 1"#,
                "zoetrope_render_cache_hits_total 2",
                "zoetrope_render_cache_misses_total 2",
                #"zoetrope_renders_rejected_total{reason="unknown_view"} 1"#,
                #"zoetrope_render_duration_seconds_count{mode="snapshot"} 1"#,
                #"zoetrope_render_duration_seconds_bucket{mode="snapshot",le="+Inf"} 1"#,
                "zoetrope_render_queue_depth 0.0",
                "zoetrope_renders_running 0.0",
                "zoetrope_render_cache_entries 1.0",
            ] {
                #expect(lines.contains(line), "missing: \(line)")
            }
            // A refused render (the unknown view, mode keyframes) records no duration.
            #expect(lines.contains(#"zoetrope_render_duration_seconds_count{mode="keyframes"} 1"#) == false)
            // The /metrics request itself is counted once it is answered.
            let again = try await Self.metrics(client)
            #expect(again.contains(#"zoetrope_http_requests_total{route="/metrics",status="200"} 1"#))
        }
    }

    @Test func showsTheQueueDepthAndRunningRendersAndBusyRefusals() async throws {
        let configuration = testConfiguration {
            $0.renderThreads = 1
            $0.maxQueuedRenders = 1
        }
        let gate = Gate()
        try await withServer(configuration, renderer: BlockingRenderer(gate: gate)) { client in
            async let first = client.execute(uri: "/v1/render?t=1", method: .post, body: ByteBuffer(string: EmbedRouteTests.json))
            await gate.waitUntilEntered()
            async let second = client.execute(uri: "/v1/render?t=2", method: .post, body: ByteBuffer(string: EmbedRouteTests.json))
            var lines: [String] = []
            for _ in 0..<200 {
                lines = try await Self.metrics(client)
                if lines.contains("zoetrope_render_queue_depth 1.0") { break }
                try await Task.sleep(for: .milliseconds(10))
            }
            #expect(lines.contains("zoetrope_render_queue_depth 1.0"))
            #expect(lines.contains("zoetrope_renders_running 1.0"))
            let third = try await client.execute(uri: "/v1/render?t=3", method: .post, body: ByteBuffer(string: EmbedRouteTests.json))
            #expect(third.status == .serviceUnavailable)
            #expect(try await Self.metrics(client).contains(#"zoetrope_renders_rejected_total{reason="server_busy"} 1"#))
            gate.open()
            gate.open()
            #expect(try await first.status == .ok)
            #expect(try await second.status == .ok)
        }
    }
}
