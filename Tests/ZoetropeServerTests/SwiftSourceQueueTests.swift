import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import Zoetrope
import ZoetropeServer

/// A Swift body's import runs on the render queue, within its bound and deadline, and stops at
/// `limits.maxNodes` views.
@Suite struct SwiftSourceQueueTests {
    static let refused = "struct Bad: View {\n    var body: some View { Slider(value: 1) }\n}\n"

    @Test func theImportWaitsInTheRenderQueue() async throws {
        // One render thread, no waiting, held by a render: a Swift body's import is refused as busy
        // (it was translated at once on the network thread and refused as 422).
        let configuration = testConfiguration {
            $0.renderThreads = 1
            $0.maxQueuedRenders = 0
        }
        let gate = Gate()
        try await withServer(configuration, renderer: BlockingRenderer(gate: gate)) { client in
            async let render = client.execute(uri: "/v1/render", method: .post, body: ByteBuffer(string: #"{"body": {"type": "Text", "text": "x"}}"#))
            await gate.waitUntilEntered()
            for route in ["/v1/render", "/v1/trace"] {
                let swift = try await client.execute(
                    uri: route, method: .post, headers: [.contentType: "text/x-swift"], body: ByteBuffer(string: Self.refused))
                #expect(swift.status == .serviceUnavailable)
                #expect(try ErrorReply(swift.body).error.code == "server_busy")
            }
            gate.open()
            #expect(try await render.status == .ok)
            // With the thread free, the same body gets the import's answer.
            let swift = try await client.execute(
                uri: "/v1/render", method: .post, headers: [.contentType: "text/x-swift"], body: ByteBuffer(string: Self.refused))
            #expect(swift.status == .unprocessableContent)
            #expect(try ErrorReply(swift.body).error.code == "swift_import")
        }
    }

    @Test func aSourceOfMoreViewsThanMaxNodesStopsAtTheFirstOnePast() async throws {
        // maxNodes 3: VStack, Text("a"), Text("b") fit; Text("c") (line 6, column 13) is refused,
        // and the Slider after it is never translated.
        let source = """
            struct Many: View {
                var body: some View {
                    VStack {
                        Text("a")
                        Text("b")
                        Text("c")
                        Slider(value: 0.5)
                    }
                }
            }
            """
        try await withServer(testConfiguration { $0.limits.scene.maxNodes = 3 }, renderer: try Renderer()) { client in
            for route in ["/v1/render", "/v1/trace"] {
                let response = try await client.execute(
                    uri: route, method: .post, headers: [.contentType: "text/x-swift"], body: ByteBuffer(string: source))
                #expect(response.status == .unprocessableContent)
                let reply = try ErrorReply(response.body)
                #expect(reply.error.code == "swift_import")
                #expect(reply.error.message == "6:13: error: the source writes more views than the limit of 3 (limits.maxNodes) [limit_exceeded]")
            }
        }
    }
}
