import ArgumentParser
import Foundation
import Zoetrope
import ZoetropeServer

/// `zoetrope embed scene.json [--base URL]`: the `GET /v1/render.svg` URL of a scene, and that
/// URL as Markdown and as an HTML `<img>`, one per line.
struct EmbedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "embed",
        abstract: "Print a URL that renders a scene (GET /v1/render.svg), and that URL as Markdown and as an HTML <img>.",
        discussion: """
            Prints three lines: the URL, the Markdown image, the HTML <img>. The scene is checked and rendered \
            first, as the URL renders it, with the configuration's limits (exit 1 if it is not valid or \
            its render is refused, e.g. past limits.maxDrawnPathElements or limits.maxOutputBytes). Options given are written into the URL; options left out take \
            the server's defaults when the URL is fetched. The base is --base, else server.publicURL, \
            else http://server.host:server.port of the configuration.
            """)

    @Argument(help: ArgumentHelp("The scene file; - reads standard input.", valueName: "scene.json"))
    var scene: String

    @Option(help: ArgumentHelp("The server's public address, e.g. https://svg.example.com.", valueName: "URL"))
    var base: String?

    @Option(help: "What the URL renders: keyframes (one animated SVG), snapshot (one SVG at --t) or frames (JSON).")
    var mode: String?

    @Option(name: .customLong("t"), parsing: .unconditional, help: ArgumentHelp("The instant of a snapshot, in seconds.", valueName: "seconds"))
    var time: String?

    @OptionGroup var svg: SVGOptions

    @OptionGroup(title: "SwiftUI source (a .swift scene)") var swift: SwiftOptions

    @OptionGroup var config: ConfigOption

    func run() async throws {
        try await CommandFailure.reporting {
            var configuration = try config.load()
            if let base {
                try configuration.apply(ConfigurationKey.named("server.publicURL")!, base, source: "--base")
            }
            var parameters = svg.parameters
            parameters["mode"] = mode
            parameters["t"] = time
            let options = try RenderOptions(defaults: configuration.defaults, parameters: parameters, limits: configuration.limits)
            let json = try SceneInput.read(scene, limit: configuration.limits.maxBodyBytes, swift: swift, configuration: configuration)
            let renderer = try Renderer(limits: configuration.limits, fontDirectory: configuration.fontDirectory, textPathCacheBytes: configuration.textPathCacheBytes)
            // Rendered as the URL will be (`zoetrope check`'s check, with the URL's options), so
            // that no URL is made for a scene the server would refuse to render.
            let errors = renderer.check(json, rendering: options).filter { $0.severity == .error }
            if let first = errors.first {
                throw ZoetropeError(status: 422, code: first.code, message: first.message, path: first.path)
            }
            let base = configuration.embedBaseURL
            let link = EmbedLink(scene: json, parameters: parameters, base: base)
            let length = link.url.utf8.count - base.utf8.count
            if length > configuration.maxURLBytes {
                throw CommandError(
                    "the embed URL's path and query would be \(length) bytes, over the limit of \(configuration.maxURLBytes) "
                        + "(limits.maxURLBytes in config.yml); render the scene with 'zoetrope render' instead")
            }
            FileHandle.standardOutput.write(Data("\(link.url)\n\(link.markdown)\n\(link.html)\n".utf8))
        }
    }
}
