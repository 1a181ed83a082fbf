import ArgumentParser
import Foundation
import Zoetrope
import ZoetropeServer

/// `zoetrope render scene.json [-o out.svg]`: one render to a file or standard output.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene to SVG.",
        discussion: "Options not given come from the render section of the configuration. An output path ending in .svgz is gzip-compressed.")

    @Argument(help: ArgumentHelp("The scene file; - reads standard input.", valueName: "scene.json"))
    var scene: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the SVG (default: standard output).", valueName: "path"))
    var output: String?

    @Option(help: "What to render: snapshot.")
    var mode: String?

    @Option(name: .customLong("t"), help: ArgumentHelp("The instant of a snapshot, in seconds.", valueName: "seconds"))
    var time: String?

    @Option(help: "How text is written: paths (glyph outlines) or text (<text> elements).")
    var text: String?

    @Option(help: ArgumentHelp("Digits after the decimal point in coordinates.", valueName: "digits"))
    var precision: String?

    @OptionGroup var config: ConfigOption

    func run() async throws {
        try await CommandFailure.reporting {
            let configuration = try config.load()
            let options = try RenderOptions(defaults: configuration.defaults, parameters: parameters, limits: configuration.limits)
            let json = try SceneInput.read(scene, limit: configuration.limits.maxBodyBytes)
            let renderer = try Renderer(limits: configuration.limits, fontDirectory: configuration.fontDirectory)
            let rendered = try renderer.render(json, options: options)
            try write(rendered.bytes)
        }
    }

    /// The flags given, as render parameters (their names are the query's).
    private var parameters: [String: String] {
        var result: [String: String] = [:]
        result["mode"] = mode
        result["t"] = time
        result["text"] = text
        result["precision"] = precision
        return result
    }

    private func write(_ bytes: [UInt8]) throws {
        guard let output, output != "-" else {
            FileHandle.standardOutput.write(Data(bytes))
            return
        }
        let data = Data(output.hasSuffix(".svgz") ? Gzip.compress(bytes, level: 9) : bytes)
        do {
            try data.write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw CommandError("\(output): cannot be written (\(error.localizedDescription))")
        }
    }
}
