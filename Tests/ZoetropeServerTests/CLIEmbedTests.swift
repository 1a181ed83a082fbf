import Foundation
import Testing

/// `zoetrope embed`, run as a user would. The encoded scene was worked out with Python's zlib
/// (raw deflate, level 9) and base64 (URL-safe, without `=`).
@Suite struct CLIEmbedTests {
    static let encoded = "q1ZKTswrSyxWslKoVirPTCnJALJMDHQUlDJSM9MzSoA8Y4NaIDcpP6USrKiksiAVyFAKSa0oUQJKlIBoIN8jU6m2FgA"

    @Test func printsTheURLMarkdownAndHTMLLines() throws {
        let folder = try CLITests.folder(["scene.json": CLITests.valid])
        let run = try CLITests.run(["embed", "scene.json", "--base", "https://svg.example.com/", "--mode", "snapshot"], in: folder)
        #expect(run.status == 0)
        let url = "https://svg.example.com/v1/render.svg?scene=\(Self.encoded)&mode=snapshot"
        #expect(run.stdout == """
            \(url)
            ![Zoetrope scene](\(url))
            <img src="https://svg.example.com/v1/render.svg?scene=\(Self.encoded)&amp;mode=snapshot" alt="Zoetrope scene">

            """)
        #expect(run.stderr == "")
    }

    @Test func theBaseDefaultsToTheConfiguredPublicURLThenTheServersAddress() throws {
        let plain = try CLITests.run(["embed", "-"], in: CLITests.folder(), stdin: CLITests.valid)
        #expect(plain.stdout.hasPrefix("http://127.0.0.1:8080/v1/render.svg?scene=\(Self.encoded)\n"))
        let configured = try CLITests.run(
            ["embed", "-"], in: CLITests.folder(["config.yml": "server:\n  publicURL: https://img.example.net\n"]), stdin: CLITests.valid)
        #expect(configured.stdout.hasPrefix("https://img.example.net/v1/render.svg?scene=\(Self.encoded)\n"))
    }

    @Test func anInvalidSceneOrBaseExits1() throws {
        let invalid = try CLITests.run(["embed", "-"], in: CLITests.folder(), stdin: CLITests.invalid)
        #expect(invalid.status == 1)
        #expect(invalid.stderr.hasPrefix("error: /body/type: "))
        #expect(invalid.stdout == "")
        let base = try CLITests.run(["embed", "-", "--base", "svg.example.com"], in: CLITests.folder(), stdin: CLITests.valid)
        #expect(base.status == 1)
        #expect(base.stderr == "error: --base: server.publicURL must be an http:// or https:// URL without a query or fragment, "
            + "e.g. https://svg.example.com, got 'svg.example.com'\n")
    }
}
