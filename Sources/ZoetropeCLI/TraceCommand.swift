import ArgumentParser
import Foundation
import Zoetrope
import ZoetropeServer

/// `zoetrope trace scene.json [-o trace.json]`: what each update of the timeline did, as JSON.
struct TraceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Trace a scene's timeline as JSON.",
        discussion: """
            For each update (the initial state, each event, each completion): its time, the state \
            it changed, every transactionMonitor with the animation it received, the component \
            bodies evaluated and the completions it scheduled. The format is POST /v1/trace's.
            """)

    @Argument(help: ArgumentHelp("The scene file; - reads standard input.", valueName: "scene.json"))
    var scene: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the JSON (default: standard output).", valueName: "path"))
    var output: String?

    @OptionGroup(title: "SwiftUI source (a .swift scene)") var swift: SwiftOptions

    @OptionGroup var config: ConfigOption

    func run() async throws {
        try await CommandFailure.reporting {
            let configuration = try config.load()
            let json = try SceneInput.read(scene, limit: configuration.limits.maxBodyBytes, swift: swift, configuration: configuration)
            let renderer = try Renderer(limits: configuration.limits, fontDirectory: configuration.fontDirectory, textPathCacheBytes: configuration.textPathCacheBytes)
            try OutputFile.write(renderer.trace(json).bytes, to: output)
        }
    }
}
