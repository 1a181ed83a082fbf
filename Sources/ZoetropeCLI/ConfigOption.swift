import ArgumentParser
import Foundation
import ZoetropeServer

/// `--config`: the settings file shared by every subcommand.
struct ConfigOption: ParsableArguments {
    @Option(
        name: .customLong("config"), help: ArgumentHelp("The settings file (default: ./config.yml if present).", valueName: "path"))
    var path: String?

    /// The configuration from the file and the `ZOETROPE_…` environment variables.
    func load() throws -> ServerConfiguration {
        try ServerConfiguration.load(path: path, environment: ProcessInfo.processInfo.environment)
    }
}
