import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Testing
import ZoetropeServer

/// The repository's root folder, from this file's place in `Tests/ZoetropeServerTests/`.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// A configuration for in-process server tests: the repository's `Public/`, quiet logs.
func testConfiguration(_ change: (inout ServerConfiguration) -> Void = { _ in }) -> ServerConfiguration {
    var configuration = ServerConfiguration()
    configuration.publicDirectory = repositoryRoot.appendingPathComponent("Public").path
    change(&configuration)
    return configuration
}

/// Runs `test` against the application built around `renderer`, in process (no socket).
func withServer(
    _ configuration: ServerConfiguration = testConfiguration(),
    renderer: some SceneRendering = FakeSceneRenderer(),
    _ test: @escaping @Sendable (any TestClientProtocol) async throws -> Void
) async throws {
    var logger = Logger(label: "zoetrope-test")
    logger.logLevel = .critical
    let app = ZoetropeApplication.make(configuration: configuration, renderer: renderer, logger: logger)
    try await app.test(.router, test)
}

/// The parts of a JSON error body, for `#expect`.
struct ErrorReply: Decodable, Equatable {
    struct Detail: Decodable, Equatable {
        var code: String
        var message: String
        var path: String
    }
    var error: Detail

    init(_ buffer: ByteBuffer) throws {
        self = try JSONDecoder().decode(ErrorReply.self, from: Data(buffer.readableBytesView))
    }
}

extension ByteBuffer {
    var bytes: [UInt8] { Array(readableBytesView) }
    var text: String { String(decoding: readableBytesView, as: UTF8.self) }
}
