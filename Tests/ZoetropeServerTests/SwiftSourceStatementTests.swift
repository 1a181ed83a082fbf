import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import Zoetrope
@testable import ZoetropeServer

/// The `at` query parameter of a Swift body (the CLI's `--at 1.0 'isOn.toggle()'`) and
/// `POST /v1/embed` of a Swift body.
@Suite struct SwiftSourceStatementTests {
    /// `SwiftSourceTests.view` with `at=0.5:big.toggle();1.5:big = false`: docs/swift-import.md
    /// makes the toggle `"!big"` and the literal assignment `false`, each its own event.
    static let statementsScene = """
        {
          "canvas": {"width": 40, "height": 30},
          "state": {"big": false},
          "body": {"type": "Text", "text": "Hi", "modifiers": [{"scaleEffect": "big ? 2 : 1"}, {"animation": {"curve": "linear", "value": "big"}}]},
          "timeline": [{"at": 0.5, "set": {"big": "!big"}}, {"at": 1.5, "set": {"big": false}}]
        }
        """

    @Test func atSplitsOnSemicolonsThatStartWithSecondsAndAColon() throws {
        let statements = try SwiftSource.timedStatements("0.5:big.toggle();1.5:big = false; n = c ? 1 : 2")
        #expect(statements.map { "\($0.time) \($0.source)" } == ["0.5 big.toggle()", "1.5 big = false; n = c ? 1 : 2"])
        #expect(throws: ZoetropeError.self) { try SwiftSource.timedStatements("big.toggle()") }
        #expect(throws: ZoetropeError.self) { try SwiftSource.timedStatements("-1:big.toggle()") }
    }

    @Test func renderAndTraceRunTheStatementsOfAt() async throws {
        // `;` and spaces percent-encoded, as URLSearchParams writes them.
        let at = "at=0.5%3Abig.toggle()%3B1.5%3Abig%20%3D%20false"
        try await withServer(renderer: try Renderer()) { client in
            let swiftTrace = try await client.execute(
                uri: "/v1/trace?canvas=40x30&\(at)", method: .post,
                headers: [.contentType: "text/x-swift"], body: ByteBuffer(string: SwiftSourceTests.view))
            let jsonTrace = try await client.execute(uri: "/v1/trace", method: .post, body: ByteBuffer(string: Self.statementsScene))
            #expect(swiftTrace.status == .ok)
            #expect(swiftTrace.body.text == jsonTrace.body.text)

            let swift = try await client.execute(
                uri: "/v1/render?mode=snapshot&t=1&canvas=40x30&\(at)", method: .post,
                headers: [.contentType: "text/x-swift"], body: ByteBuffer(string: SwiftSourceTests.view))
            let json = try await client.execute(
                uri: "/v1/render?mode=snapshot&t=1", method: .post, body: ByteBuffer(string: Self.statementsScene))
            #expect(swift.status == .ok)
            #expect(swift.body.text == json.body.text)

            // A statement outside the subset is the import's 422, naming the statement.
            let bad = try await client.execute(
                uri: "/v1/render?at=1%3Aprint(big)x", method: .post,
                headers: [.contentType: "text/x-swift"], body: ByteBuffer(string: SwiftSourceTests.view))
            #expect(bad.status == .unprocessableContent)
            #expect(try ErrorReply(bad.body).error.code == "swift_import")

            // No seconds: a 400 naming the parameter; for a JSON body `at` is unknown.
            let noTime = try await client.execute(
                uri: "/v1/render?at=big.toggle()", method: .post,
                headers: [.contentType: "text/x-swift"], body: ByteBuffer(string: SwiftSourceTests.view))
            #expect(noTime.status == .badRequest)
            #expect(try ErrorReply(noTime.body).error.message
                == "at takes seconds:statements, e.g. at=1.0:isOn.toggle() (several separated by ';'), got 'big.toggle()'")
            let jsonAt = try await client.execute(uri: "/v1/render?at=1%3Ax%20%3D%201", method: .post, body: ByteBuffer(string: Self.statementsScene))
            #expect(jsonAt.status == .badRequest)
        }
    }

    @Test func embedOfSwiftCarriesTheSceneItTranslatesTo() async throws {
        try await withServer(renderer: try Renderer()) { client in
            let embed = try await client.execute(
                uri: "/v1/embed?mode=snapshot&t=1&tap=Grow@0.5&canvas=40x30", method: .post,
                headers: [.contentType: "text/x-swift"], body: ByteBuffer(string: SwiftSourceTests.view))
            #expect(embed.status == .ok)
            let link = try JSONDecoder().decode(EmbedLink.self, from: Data(embed.body.readableBytesView))
            // The import's options are spent on the translation: the URL holds the scene and the render options.
            let query = try #require(link.url.split(separator: "?", maxSplits: 1).last)
            #expect(!query.contains("tap=") && !query.contains("canvas="))
            #expect(query.hasSuffix("&mode=snapshot&t=1"))
            let encoded = String(query.dropFirst("scene=".count).prefix { $0 != "&" })
            let carried = try EmbeddedScene.decode(encoded, limit: 100_000)
            let translated = try JSONSerialization.jsonObject(with: Data(carried)) as? NSDictionary
            let handWritten = try JSONSerialization.jsonObject(with: Data(SwiftSourceTests.scene.utf8)) as? NSDictionary
            #expect(translated == handWritten)
            // Fetched, it is the render of the hand-written scene.
            let get = try await client.execute(uri: "/v1/render.svg?\(query)", method: .get)
            let post = try await client.execute(uri: "/v1/render?mode=snapshot&t=1", method: .post, body: ByteBuffer(string: SwiftSourceTests.scene))
            #expect(get.status == .ok)
            #expect(get.body.text == post.body.text)

            let bad = try await client.execute(
                uri: "/v1/embed", method: .post, headers: [.contentType: "text/x-swift"],
                body: ByteBuffer(string: "struct Bad: View {\n    var body: some View { Slider(value: 1) }\n}\n"))
            #expect(bad.status == .unprocessableContent)
            #expect(try ErrorReply(bad.body).error.code == "swift_import")
        }
    }
}
