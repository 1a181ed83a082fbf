import ArgumentParser
import Foundation
import Zoetrope
import ZoetropeServer

/// `zoetrope frames scene.json -o frames/`: one SVG file per frame, numbered from 0.
struct FramesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Render a scene's frames as numbered SVG files.",
        discussion: """
            Writes folder/frame-0000.svg, frame-0001.svg, … (more digits past 10000 frames): the \
            instants --from, --from + 1/fps, … up to --to, which defaults to the end of the \
            timeline. The folder is created when missing; files of the same names are replaced. \
            Options not given come from the render section of the configuration. A progress bar \
            is drawn on standard error when it is a terminal.
            """)

    @Argument(help: ArgumentHelp("The scene file; - reads standard input.", valueName: "scene.json"))
    var scene: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write the frames into.", valueName: "folder"))
    var output: String

    @OptionGroup var frames: FrameOptions

    @OptionGroup var svg: SVGOptions

    @OptionGroup(title: "SwiftUI source (a .swift scene)") var swift: SwiftOptions

    @OptionGroup var config: ConfigOption

    func validate() throws {
        if output.isEmpty { throw ValidationError("--output must not be empty") }
    }

    func run() async throws {
        try await CommandFailure.reporting {
            let configuration = try config.load()
            var parameters = frames.parameters.merging(svg.parameters) { first, _ in first }
            parameters["mode"] = RenderMode.frames.rawValue
            let options = try RenderOptions(defaults: configuration.defaults, parameters: parameters, limits: configuration.limits)
            let json = try SceneInput.read(scene, limit: configuration.limits.maxBodyBytes, swift: swift, configuration: configuration)
            let renderer = try Renderer(limits: configuration.limits, fontDirectory: configuration.fontDirectory, textPathCacheBytes: configuration.textPathCacheBytes)
            let progress = ProgressBar()
            defer { progress.end() }
            progress.show("rendering frames…")
            let rendered = try renderer.frames(json, options: options) { progress.update($0, of: $1, "frames rendered") }
            try FrameFolder(path: output).write(rendered.map(\.svg)) { progress.update($0, of: rendered.count, "frames written") }
        }
    }
}
