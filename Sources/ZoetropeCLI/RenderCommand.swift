import ArgumentParser
import Foundation
import Zoetrope
import ZoetropeServer

/// `zoetrope render scene.json [-o out.svg]`: one render to a file or standard output.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene to an animated SVG (or, with --mode snapshot, one instant; with --mode frames, JSON of per-frame SVGs).",
        discussion: """
            Options not given come from the render section of the configuration. An output path \
            ending in .svgz is gzip-compressed. --mode frames writes {"fps": …, "frames": [{"t": …, \
            "svg": "…"}, …]}; 'zoetrope frames' writes the frames as files instead.
            """)

    @Argument(help: ArgumentHelp("The scene file; - reads standard input.", valueName: "scene.json"))
    var scene: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the result (default: standard output).", valueName: "path"))
    var output: String?

    @Option(help: "What to render: keyframes (one animated SVG, the default), snapshot (one SVG at --t) or frames (JSON, at --fps from --from to --to).")
    var mode: String?

    // Numeric flags parse `.unconditional`ly: `--t -1` is the value -1 (refused with the reason),
    // not a missing value followed by a flag `-1`.
    @Option(name: .customLong("t"), parsing: .unconditional, help: ArgumentHelp("The instant of a snapshot, in seconds.", valueName: "seconds"))
    var time: String?

    @OptionGroup var svg: SVGOptions

    @OptionGroup var frames: FrameOptions

    @OptionGroup var config: ConfigOption

    func run() async throws {
        try await CommandFailure.reporting {
            let configuration = try config.load()
            let options = try RenderOptions(defaults: configuration.defaults, parameters: parameters, limits: configuration.limits)
            let json = try SceneInput.read(scene, limit: configuration.limits.maxBodyBytes)
            let renderer = try Renderer(limits: configuration.limits, fontDirectory: configuration.fontDirectory)
            let rendered = try renderer.render(json, options: options)
            try OutputFile.write(rendered.bytes, to: output)
        }
    }

    /// The flags given, as render parameters (their names are the query's).
    private var parameters: [String: String] {
        var result = svg.parameters.merging(frames.parameters) { first, _ in first }
        result["mode"] = mode
        result["t"] = time
        return result
    }
}
