import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import Zoetrope
import ZoetropeServer

/// SwiftUI source through the CLI (`zoetrope import`, `render View.swift`) and the server
/// (`Content-Type: text/x-swift`).
@Suite struct SwiftSourceTests {
    static let view = """
        struct Hello: View {
            @State private var big = false
            var body: some View {
                Text("Hi")
                    .scaleEffect(big ? 2 : 1)
                    .animation(.linear, value: big)
                Button("Grow") { big.toggle() }
            }
        }
        """

    /// The scene for `view` with `--tap Grow@0.5 --canvas 40x30`, worked out from docs/swift-import.md.
    static let scene = """
        {
          "canvas": {"width": 40, "height": 30},
          "state": {"big": false},
          "body": {
            "type": "Text",
            "text": "Hi",
            "modifiers": [
              {"scaleEffect": "big ? 2 : 1"},
              {"animation": {"curve": "linear", "value": "big"}}
            ]
          },
          "timeline": [{"at": 0.5, "set": {"big": "!big"}}]
        }

        """

    @Test func importPrintsTheSceneAndWarnsOnStandardError() throws {
        let folder = try CLITests.folder(["Hello.swift": Self.view])
        let run = try CLITests.run(["import", "Hello.swift", "--tap", "Grow@0.5", "--canvas", "40x30"], in: folder)
        #expect(run.status == 0)
        #expect(run.stdout == Self.scene)
        #expect(run.stderr == "Hello.swift:7:9: warning: Button is not drawn (Zoetrope draws no controls)\n")
    }

    @Test func renderOfASwiftFileEqualsTheRenderOfItsScene() throws {
        let folder = try CLITests.folder(["Hello.swift": Self.view, "scene.json": Self.scene])
        let swift = try CLITests.run(["render", "Hello.swift", "--tap", "Grow@0.5", "--canvas", "40x30"], in: folder)
        let json = try CLITests.run(["render", "scene.json"], in: folder)
        #expect(swift.status == 0)
        #expect(swift.stdout.contains("<svg"))
        #expect(swift.stdout == json.stdout)
    }

    @Test func importErrorsNameFileLineAndColumnAndExit1() throws {
        let folder = try CLITests.folder(["Bad.swift": "struct Bad: View {\n    var body: some View { Slider(value: 1) }\n}\n"])
        let run = try CLITests.run(["import", "Bad.swift"], in: folder)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("Bad.swift:2:27: error: 'Slider' is not a view Zoetrope can import"))
        #expect(run.stderr.hasSuffix("error: Bad.swift can't be imported (1 error)\n"))
    }

    @Test func serverRendersSwiftSourceAsItsScene() async throws {
        try await withServer(renderer: try Renderer()) { client in
            let swift = try await client.execute(
                uri: "/v1/render?mode=snapshot&t=1&tap=Grow@0.5&canvas=40x30", method: .post,
                headers: [.contentType: "text/x-swift; charset=utf-8"], body: ByteBuffer(string: Self.view))
            let json = try await client.execute(
                uri: "/v1/render?mode=snapshot&t=1", method: .post, body: ByteBuffer(string: Self.scene))
            #expect(swift.status == .ok)
            #expect(swift.body.text == json.body.text)

            let bad = try await client.execute(
                uri: "/v1/render", method: .post, headers: [.contentType: "text/x-swift"],
                body: ByteBuffer(string: "struct Bad: View {\n    var body: some View { Slider(value: 1) }\n}\n"))
            #expect(bad.status == .unprocessableContent)
            let reply = try ErrorReply(bad.body)
            #expect(reply.error.code == "swift_import")
            #expect(reply.error.message.hasPrefix("2:27: error: 'Slider' is not a view Zoetrope can import"))
        }
    }
    @Test func serverTracesSwiftSourceAsItsScene() async throws {
        try await withServer(renderer: try Renderer()) { client in
            let swift = try await client.execute(
                uri: "/v1/trace?tap=Grow@0.5&canvas=40x30", method: .post,
                headers: [.contentType: "text/x-swift"], body: ByteBuffer(string: Self.view))
            let json = try await client.execute(uri: "/v1/trace", method: .post, body: ByteBuffer(string: Self.scene))
            #expect(swift.status == .ok)
            #expect(swift.body.text == json.body.text)

            // The import's options are a Swift body's only; a JSON scene's trace takes none.
            let option = try await client.execute(uri: "/v1/trace?tap=Grow@0.5", method: .post, body: ByteBuffer(string: Self.scene))
            #expect(option.status == .badRequest)
            #expect(try ErrorReply(option.body).error.message == "unknown option 'tap'; /v1/trace takes no options")

            let bad = try await client.execute(
                uri: "/v1/trace", method: .post, headers: [.contentType: "text/x-swift"],
                body: ByteBuffer(string: "struct Bad: View {\n    var body: some View { Slider(value: 1) }\n}\n"))
            #expect(bad.status == .unprocessableContent)
            #expect(try ErrorReply(bad.body).error.code == "swift_import")
        }
    }
}
