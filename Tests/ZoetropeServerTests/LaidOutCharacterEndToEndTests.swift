import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import Zoetrope
import ZoetropeServer

/// `limits.maxLaidOutCharacters` through the server, the CLI and the configuration (issue 10):
/// the 422 names the `Text` whose layout passed the bound, and `zoetrope check` reports what
/// `render` refuses.
@Suite struct LaidOutCharacterEndToEndTests {
    /// Three texts of ten characters in a ZStack on a 1000-point canvas: each is laid out once,
    /// on one line — 30 characters per layout.
    static let texts = #"""
        {"canvas": {"width": 1000, "height": 1000}, "state": {"on": false},
         "body": {"type": "ZStack", "children": [{"type": "Text", "text": "abcdefghij"}, {"type": "Text", "text": "klmnopqrst"},
           {"type": "Text", "text": "uvwxyzabcd"}], "modifiers": [{"opacity": "on ? 1 : 0.5"}]},
         "timeline": [{"at": 0, "set": {"on": true}, "withAnimation": {"linear": {"duration": 1}}}]}
        """#

    static func message(_ limit: Int) -> String {
        "one layout passes \(limit) characters of text (every Text laid out, all views together) at this Text; the limit is limits.maxLaidOutCharacters in config.yml"
    }

    @Test(arguments: ["/v1/render?mode=snapshot", "/v1/render?mode=keyframes", "/v1/render?mode=keyframes&format=smil", "/v1/render?mode=frames&fps=1&to=0", "/v1/trace"])
    func aLayoutPastTheBoundIs422AtTheText(uri: String) async throws {
        let refusing = testConfiguration { $0.limits.maxLaidOutCharacters = 29 }
        try await withServer(refusing, renderer: try Renderer(limits: refusing.limits)) { client in
            let response = try await client.execute(uri: uri, method: .post, body: ByteBuffer(string: Self.texts))
            #expect(response.status == .unprocessableContent)
            #expect(
                try ErrorReply(response.body).error
                    == .init(code: "limit_exceeded", message: Self.message(29), path: "/body/children/2"))
        }
        let fitting = testConfiguration { $0.limits.maxLaidOutCharacters = 30 }
        try await withServer(fitting, renderer: try Renderer(limits: fitting.limits)) { client in
            let response = try await client.execute(uri: uri, method: .post, body: ByteBuffer(string: Self.texts))
            #expect(response.status == .ok)
        }
    }

    @Test func checkReportsTheBoundAsRenderDoes() throws {
        let folder = try CLITests.folder(["scene.json": Self.texts, "config.yml": "limits:\n  maxLaidOutCharacters: 29\n"])
        let check = try CLITests.run(["check", "scene.json"], in: folder)
        #expect(check.status == 1)
        #expect(check.stdout == "/body/children/2: error: \(Self.message(29)) [limit_exceeded]\n")
        #expect(check.stderr == "error: scene.json is not a valid scene (1 error)\n")

        let render = try CLITests.run(["render", "scene.json", "-o", "out.svg"], in: folder)
        #expect(render.status == 1)
        #expect(render.stderr == "error: /body/children/2: \(Self.message(29)) [limit_exceeded]\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.svg").path))

        // The environment overrides the file.
        let raised = try CLITests.run(["check", "scene.json"], in: folder, environment: ["ZOETROPE_MAX_LAID_OUT_CHARACTERS": "30"])
        #expect(raised.status == 0)
        #expect(raised.stdout == "ok\n")
    }

    @Test func theBoundComesFromTheFileAndTheEnvironment() throws {
        #expect(ServerConfiguration().limits.maxLaidOutCharacters == 1_000_000)
        let yaml = "limits:\n  maxLaidOutCharacters: 5000\n"
        #expect(try ConfigurationTests.load(yaml).limits.maxLaidOutCharacters == 5_000)
        let overridden = try ConfigurationTests.load(yaml, environment: ["ZOETROPE_MAX_LAID_OUT_CHARACTERS": "7"])
        #expect(overridden.limits.maxLaidOutCharacters == 7)
        #expect(
            ConfigurationTests.message { _ = try ConfigurationTests.load(yaml, environment: ["ZOETROPE_MAX_LAID_OUT_CHARACTERS": "0"]) }
                == "ZOETROPE_MAX_LAID_OUT_CHARACTERS: limits.maxLaidOutCharacters must be a whole number from 1 to 2147483647, got '0'")
    }
}
