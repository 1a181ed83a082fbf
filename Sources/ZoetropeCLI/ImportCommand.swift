import ArgumentParser
import Foundation
import SwiftImport
import Zoetrope
import ZoetropeServer

/// `zoetrope import View.swift [--view Name] [-o scene.json]`: the JSON scene for a SwiftUI view.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Translate a SwiftUI view (a .swift file) into a JSON scene.",
        discussion: """
            Reads the subset of SwiftUI that docs/swift-import.md describes and prints the \
            equivalent scene, checked as 'zoetrope check' does. Problems are printed as \
            file:line:column: error: message. Buttons, Toggles and onTapGesture are not drawn; \
            --tap and --at make their actions a timeline. 'zoetrope render View.swift' (and \
            frames, trace, check) import the file the same way.
            """)

    @Argument(help: ArgumentHelp("The Swift file; - reads standard input.", valueName: "View.swift"))
    var source: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the scene (default: standard output).", valueName: "path"))
    var output: String?

    @OptionGroup var swift: SwiftOptions

    @OptionGroup var config: ConfigOption

    func run() async throws {
        try await CommandFailure.reporting {
            let configuration = try config.load()
            let json = try SceneInput.read(source, limit: configuration.limits.maxBodyBytes, swift: swift, forceSwift: true, configuration: configuration)
            try OutputFile.write(json, to: output)
        }
    }
}
