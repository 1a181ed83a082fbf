import ArgumentParser
import Foundation
import ZoetropeServer

/// `zoetrope serve`: the HTTP service, until SIGTERM or SIGINT (which let requests in flight finish).
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the HTTP API (POST /v1/render, POST /v1/trace, GET /healthz, the page in Public/).")

    @Option(help: ArgumentHelp("The address to listen on (overrides server.host).", valueName: "address"))
    var host: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The TCP port; 0 picks a free one (overrides server.port).", valueName: "port"))
    var port: Int?

    @OptionGroup var config: ConfigOption

    func validate() throws {
        if let port, !(0...65_535).contains(port) {
            throw ValidationError("--port must be from 0 to 65535, got \(port)")
        }
        if let host, host.isEmpty { throw ValidationError("--host must not be empty") }
    }

    func run() async throws {
        try await CommandFailure.reporting {
            var configuration = try config.load()
            if let host { configuration.host = host }
            if let port { configuration.port = port }

            try await ZoetropeApplication.serve(configuration: configuration)
        }
    }
}
