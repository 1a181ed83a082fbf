import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import Zoetrope
import ZoetropeServer

/// `limits.maxDrawnPathElements` and `limits.maxOutputBytes` through the server, the CLI and
/// the configuration (issue 10): the 422 names the view that passed the drawing's bound, and
/// `zoetrope check` reports what `render` refuses.
@Suite struct DrawingBudgetEndToEndTests {
    /// `count` rectangles (five path elements each: a move, three lines and a close).
    static func rectangles(_ count: Int) -> String {
        #"""
        {"canvas": {"width": 100, "height": 100},
         "body": {"type": "ZStack", "children": [{"type": "ForEach", "data": "0..<\#(count)", "content": {"type": "Rectangle"}}]}}
        """#
    }

    static let drawnMessage =
        "one drawing passes 100 path elements (outlines of shapes, strokedPath and their dash steps, clips and glyphs, all views together) at this view; the limit is limits.maxDrawnPathElements in config.yml"

    @Test(arguments: ["snapshot", "keyframes", "keyframes&format=smil", "frames&fps=1&to=0"])
    func aDrawingPastTheBoundIs422AtItsView(mode: String) async throws {
        let configuration = testConfiguration { $0.limits.maxDrawnPathElements = 100 }
        try await withServer(configuration, renderer: try Renderer(limits: configuration.limits)) { client in
            // 21 × 5 = 105 path elements > 100.
            let response = try await client.execute(
                uri: "/v1/render?mode=\(mode)", method: .post, body: ByteBuffer(string: Self.rectangles(21)))
            #expect(response.status == .unprocessableContent)
            #expect(
                try ErrorReply(response.body).error
                    == .init(code: "limit_exceeded", message: Self.drawnMessage, path: "/body/children/0/content"))
            // 20 × 5 = 100: exactly the bound.
            let atLimit = try await client.execute(
                uri: "/v1/render?mode=\(mode)", method: .post, body: ByteBuffer(string: Self.rectangles(20)))
            #expect(atLimit.status == .ok)
        }
    }

    @Test func anOutputPastTheBoundIs422() async throws {
        let configuration = testConfiguration { $0.limits.maxOutputBytes = 1_024 }
        try await withServer(configuration, renderer: try Renderer(limits: configuration.limits)) { client in
            // 100 rectangles: each `<path d="M0 0h100v100H0Z"/>` alone is more than 10 bytes.
            let response = try await client.execute(
                uri: "/v1/render?mode=snapshot", method: .post, body: ByteBuffer(string: Self.rectangles(100)))
            #expect(response.status == .unprocessableContent)
            #expect(
                try ErrorReply(response.body).error
                    == .init(
                        code: "limit_exceeded", message: "the output passes 1024 bytes; the limit is limits.maxOutputBytes in config.yml",
                        path: ""))
            // Three rectangles fit.
            let small = try await client.execute(
                uri: "/v1/render?mode=snapshot", method: .post, body: ByteBuffer(string: Self.rectangles(3)))
            #expect(small.status == .ok)
        }
    }

    @Test func checkReportsTheDrawnBoundAsRenderDoes() throws {
        let folder = try CLITests.folder([
            "big.json": Self.rectangles(21), "small.json": Self.rectangles(20), "config.yml": "limits:\n  maxDrawnPathElements: 100\n",
        ])
        let check = try CLITests.run(["check", "big.json"], in: folder)
        #expect(check.status == 1)
        #expect(check.stdout == "/body/children/0/content: error: \(Self.drawnMessage) [limit_exceeded]\n")
        #expect(check.stderr == "error: big.json is not a valid scene (1 error)\n")

        let render = try CLITests.run(["render", "big.json", "-o", "big.svg"], in: folder)
        #expect(render.status == 1)
        #expect(render.stderr == "error: /body/children/0/content: \(Self.drawnMessage) [limit_exceeded]\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("big.svg").path))

        let small = try CLITests.run(["check", "small.json"], in: folder)
        #expect(small.status == 0)
        #expect(small.stdout == "ok\n")

        // The environment overrides the file, as for every limit.
        let lowered = try CLITests.run(["check", "small.json"], in: folder, environment: ["ZOETROPE_MAX_DRAWN_PATH_ELEMENTS": "99"])
        #expect(lowered.status == 1)
        #expect(lowered.stdout.hasPrefix("/body/children/0/content: error: one drawing passes 99 path elements"))
    }

    @Test func checkReportsTheOutputBoundAsRenderDoes() throws {
        let folder = try CLITests.folder(["scene.json": Self.rectangles(100)])
        let environment = ["ZOETROPE_MAX_OUTPUT_BYTES": "1024"]
        let check = try CLITests.run(["check", "scene.json"], in: folder, environment: environment)
        #expect(check.status == 1)
        #expect(check.stdout == "/: error: the output passes 1024 bytes; the limit is limits.maxOutputBytes in config.yml [limit_exceeded]\n")
        let render = try CLITests.run(["render", "scene.json", "-o", "out.svg"], in: folder, environment: environment)
        #expect(render.status == 1)
        #expect(render.stderr == "error: the output passes 1024 bytes; the limit is limits.maxOutputBytes in config.yml\n")
    }

    /// `POST /v1/embed` renders the scene with the URL's options first: no URL is made for a
    /// scene whose render the server refuses, and the refusal is the body `POST /v1/render` gives.
    @Test(arguments: ["", "?mode=snapshot", "?mode=keyframes&format=smil", "?mode=frames&fps=1&to=0"])
    func embedRefusesAsRenderDoes(query: String) async throws {
        let configuration = testConfiguration { $0.limits.maxDrawnPathElements = 100 }
        try await withServer(configuration, renderer: try Renderer(limits: configuration.limits)) { client in
            let embed = try await client.execute(uri: "/v1/embed\(query)", method: .post, body: ByteBuffer(string: Self.rectangles(21)))
            let render = try await client.execute(uri: "/v1/render\(query)", method: .post, body: ByteBuffer(string: Self.rectangles(21)))
            #expect(embed.status == .unprocessableContent)
            #expect(render.status == .unprocessableContent)
            let expected = ErrorReply.Detail(code: "limit_exceeded", message: Self.drawnMessage, path: "/body/children/0/content")
            #expect(try ErrorReply(embed.body).error == expected)
            #expect(try ErrorReply(render.body).error == expected)
            #expect(embed.body == render.body)
            let atLimit = try await client.execute(uri: "/v1/embed\(query)", method: .post, body: ByteBuffer(string: Self.rectangles(20)))
            #expect(atLimit.status == .ok)
        }
    }

    @Test func cliEmbedRefusesAsRenderDoes() throws {
        let folder = try CLITests.folder([
            "big.json": Self.rectangles(21), "small.json": Self.rectangles(20), "config.yml": "limits:\n  maxDrawnPathElements: 100\n",
        ])
        for mode in [[], ["--mode", "snapshot"], ["--mode", "keyframes", "--format", "smil"]] {
            let embed = try CLITests.run(["embed", "big.json"] + mode, in: folder)
            #expect(embed.status == 1)
            #expect(embed.stdout == "")
            #expect(embed.stderr == "error: /body/children/0/content: \(Self.drawnMessage) [limit_exceeded]\n")
            let small = try CLITests.run(["embed", "small.json"] + mode, in: folder)
            #expect(small.status == 0)
            #expect(small.stdout.hasPrefix("http://127.0.0.1:8080/v1/render.svg?scene="))
        }
        // The output bound too, which only the render finds.
        let output = try CLITests.run(
            ["embed", "big.json", "--mode", "snapshot"], in: CLITests.folder(["big.json": Self.rectangles(100)]),
            environment: ["ZOETROPE_MAX_OUTPUT_BYTES": "1024"])
        #expect(output.status == 1)
        #expect(output.stderr == "error: the output passes 1024 bytes; the limit is limits.maxOutputBytes in config.yml\n")
    }

    @Test func bothBoundsComeFromTheFileAndTheEnvironment() throws {
        let defaults = ServerConfiguration()
        #expect(defaults.limits.maxDrawnPathElements == 2_000_000)
        #expect(defaults.limits.maxOutputBytes == 67_108_864)

        let yaml = "limits:\n  maxDrawnPathElements: 5000\n  maxOutputBytes: 4096\n"
        let fromFile = try ConfigurationTests.load(yaml)
        #expect(fromFile.limits.maxDrawnPathElements == 5_000)
        #expect(fromFile.limits.maxOutputBytes == 4_096)
        let overridden = try ConfigurationTests.load(
            yaml, environment: ["ZOETROPE_MAX_DRAWN_PATH_ELEMENTS": "7", "ZOETROPE_MAX_OUTPUT_BYTES": "1024"])
        #expect(overridden.limits.maxDrawnPathElements == 7)
        #expect(overridden.limits.maxOutputBytes == 1_024)

        let tooSmall = ConfigurationTests.message { _ = try ConfigurationTests.load("limits:\n  maxOutputBytes: 1023\n") }
        #expect(tooSmall?.hasSuffix(":2:19: limits.maxOutputBytes must be a whole number from 1024 to 1099511627776, got '1023'") == true)
        #expect(
            ConfigurationTests.message { _ = try ConfigurationTests.load(yaml, environment: ["ZOETROPE_MAX_DRAWN_PATH_ELEMENTS": "0"]) }
                == "ZOETROPE_MAX_DRAWN_PATH_ELEMENTS: limits.maxDrawnPathElements must be a whole number from 1 to 2147483647, got '0'")
    }
}
