import ArgumentParser
import Foundation

/// `zoetrope`: renders SwiftUI-style scenes to SVG, from the command line or as an HTTP service.
@main
struct ZoetropeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "zoetrope",
        abstract: "Render SwiftUI-style JSON scenes to SVG.",
        discussion: """
            Settings come from config.yml (or --config), overridden by ZOETROPE_* environment \
            variables, overridden by flags. Exit status: 0 success, 1 invalid input or failure, \
            2 usage error.
            """,
        subcommands: [
            ServeCommand.self, RenderCommand.self, FramesCommand.self, TraceCommand.self, CheckCommand.self, EmbedCommand.self, ImportCommand.self,
        ])

    /// ArgumentParser's entry point, with usage errors exiting 2 (the shell convention) instead
    /// of its `EX_USAGE` (64).
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            if exitCode(for: error) == .validationFailure {
                // "error: " like every other failure of the CLI, not ArgumentParser's "Error: ".
                var message = fullMessage(for: error)
                if message.hasPrefix("Error: ") { message = "error: " + message.dropFirst("Error: ".count) }
                FileHandle.standardError.write(Data((message + "\n").utf8))
                Foundation.exit(CommandFailure.usageExitCode)
            }
            exit(withError: error)
        }
    }
}
