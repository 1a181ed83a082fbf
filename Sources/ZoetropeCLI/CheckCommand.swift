import ArgumentParser
import Foundation
import Zoetrope
import ZoetropeServer

/// `zoetrope check scene.json`: every diagnostic, one per line, without rendering.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate a scene and list every problem.",
        discussion: "Prints one line per diagnostic, 'path: severity: message [code]', then 'ok' if there is no error. Exits 1 if there is an error. A valid scene is then rendered with the configuration's render defaults, as 'zoetrope render' would, so that the limits only a render finds (limits.maxDrawnPathElements, limits.maxLaidOutCharacters, limits.maxOutputBytes) are reported too.")

    @Argument(help: ArgumentHelp("The scene file; - reads standard input.", valueName: "scene.json"))
    var scene: String

    @OptionGroup(title: "SwiftUI source (a .swift scene)") var swift: SwiftOptions

    @OptionGroup var config: ConfigOption

    func run() async throws {
        try await CommandFailure.reporting {
            let configuration = try config.load()
            let json = try SceneInput.read(scene, limit: configuration.limits.maxBodyBytes, swift: swift, configuration: configuration)
            let renderer = try Renderer(limits: configuration.limits, fontDirectory: configuration.fontDirectory, textPathCacheBytes: configuration.textPathCacheBytes)
            let options = try RenderOptions(defaults: configuration.defaults, parameters: [:], limits: configuration.limits)
            let diagnostics = renderer.check(json, rendering: options)
            var lines = diagnostics.map(\.description)
            let errors = diagnostics.filter { $0.severity == .error }.count
            if errors == 0 { lines.append("ok") }
            FileHandle.standardOutput.write(Data(lines.map { $0 + "\n" }.joined().utf8))
            if errors > 0 {
                throw CommandError("\(scene == "-" ? "standard input" : scene) is not a valid scene (\(Self.count(errors, "error")))")
            }
        }
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
