import Foundation
import Logging
import Testing
import Zoetrope
import ZoetropeServer

@Suite struct ConfigurationTests {
    /// A temporary YAML file holding `text`.
    static func file(_ text: String) throws -> String {
        let folder = try ScratchFolder.make("config")
        let url = folder.appendingPathComponent("config.yml")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    static func load(_ yaml: String, environment: [String: String] = [:]) throws -> ServerConfiguration {
        let path = try file(yaml)
        defer { try? FileManager.default.removeItem(at: URL(fileURLWithPath: path).deletingLastPathComponent()) }
        return try ServerConfiguration.load(path: path, environment: environment)
    }

    static func message(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return (error as? ConfigurationError)?.message ?? "not a ConfigurationError: \(error)"
        }
    }

    @Test func builtInDefaultsAreTheDocumentedOnes() {
        let configuration = ServerConfiguration()
        #expect(configuration.host == "127.0.0.1")
        #expect(configuration.port == 8080)
        #expect(configuration.limits == RenderLimits(maxBodyBytes: 1_048_576, maxPrecision: 6))
        #expect(configuration.limits.scene.maxNodes == 5_000)
        #expect(configuration.limits.maxFrames == 600)
        #expect(configuration.limits.maxFPS == 120)
        #expect(configuration.limits.timeline.maxUpdates == 1_000)
        #expect(configuration.limits.timeline.maxDuration == 60)
        #expect(configuration.defaults == RenderOptions(mode: .keyframes, time: 0, text: .paths, precision: 2, fps: 30))
        #expect(configuration.logLevel == .info)
    }

    @Test func aMissingDefaultFileMeansBuiltInDefaults() throws {
        let configuration = try ServerConfiguration.load(
            path: nil, environment: [:], defaultPath: "/nonexistent/zoetrope/config.yml")
        #expect(configuration == ServerConfiguration())
    }

    @Test func aMissingExplicitFileIsAnError() {
        #expect(
            Self.message { _ = try ServerConfiguration.load(path: "/nonexistent/zoetrope.yml", environment: [:]) }
                == "/nonexistent/zoetrope.yml: configuration file not found")
    }

    @Test func theRepositoryConfigFileStatesTheBuiltInDefaults() throws {
        let path = repositoryRoot.appendingPathComponent("config.yml").path
        var configuration = try ServerConfiguration.load(path: path, environment: [:])
        #expect(configuration.configFile == path)
        #expect(configuration.publicDirectory == repositoryRoot.appendingPathComponent("Public").standardizedFileURL.path)
        configuration.configFile = nil
        configuration.publicDirectory = ServerConfiguration().publicDirectory
        configuration.examplesDirectory = ServerConfiguration().examplesDirectory
        #expect(configuration == ServerConfiguration())
    }

    @Test func theRepositoryConfigFileDocumentsEveryKeyAndVariable() throws {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("config.yml"), encoding: .utf8)
        let docs = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/http-api.md"), encoding: .utf8)
        for key in ConfigurationKey.all {
            let name = String(key.path.split(separator: ".").last!)
            #expect(text.contains("  \(name): "), "config.yml lacks \(key.path)")
            #expect(text.contains(key.environment), "config.yml lacks \(key.environment)")
            #expect(docs.contains("`\(key.path)`") && docs.contains("`\(key.environment)`"), "docs/http-api.md lacks \(key.path)")
        }
    }

    @Test func fileValuesApplyAndTheEnvironmentOverridesThem() throws {
        let yaml = """
            server:
              host: 0.0.0.0
              port: 9000
            limits:
              maxBodyBytes: 2048
              maxCanvasSide: 1000.5
            render:
              precision: 4
              text: text
            logging:
              level: debug
            """
        let fromFile = try Self.load(yaml)
        #expect(fromFile.host == "0.0.0.0")
        #expect(fromFile.port == 9000)
        #expect(fromFile.limits.maxBodyBytes == 2048)
        #expect(fromFile.limits.scene.maxCanvasSide == 1000.5)
        #expect(fromFile.defaults == RenderOptions(text: .text, precision: 4))
        #expect(fromFile.logLevel == .debug)
        #expect(fromFile.limits.scene.maxNodes == 5_000)  // untouched keys keep their defaults

        let environment = ["ZOETROPE_PORT": "9100", "ZOETROPE_MAX_BODY_BYTES": "4096", "ZOETROPE_LOG_LEVEL": "error", "HOME": "/root"]
        let overridden = try Self.load(yaml, environment: environment)
        #expect(overridden.host == "0.0.0.0")  // not in the environment: the file's value
        #expect(overridden.port == 9100)
        #expect(overridden.limits.maxBodyBytes == 4096)
        #expect(overridden.logLevel == .error)
    }

    @Test func publicDirectoryIsRelativeToTheFileUnlessFromTheEnvironment() throws {
        let path = try Self.file("server:\n  publicDirectory: site\n")
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("site").standardizedFileURL.path
        #expect(try ServerConfiguration.load(path: path, environment: [:]).publicDirectory == folder)
        #expect(try ServerConfiguration.load(path: path, environment: ["ZOETROPE_PUBLIC_DIRECTORY": "www"]).publicDirectory == "www")
    }

    @Test func examplesDirectoryIsRelativeLikeThePublicOne() throws {
        let path = try Self.file("server:\n  examplesDirectory: scenes\n")
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("scenes").standardizedFileURL.path
        #expect(try ServerConfiguration.load(path: path, environment: [:]).examplesDirectory == folder)
        #expect(try ServerConfiguration.load(path: path, environment: ["ZOETROPE_EXAMPLES_DIRECTORY": "mine"]).examplesDirectory == "mine")
        #expect(try ServerConfiguration.load(path: nil, environment: [:], defaultPath: "/nonexistent.yml").examplesDirectory == "Examples")
    }

    @Test func anUnknownKeyIsAnErrorNamingIt() throws {
        let path = try Self.file("server:\n  prot: 8080\n")
        #expect(
            Self.message { _ = try ServerConfiguration.load(path: path, environment: [:]) }
                == "\(path):2:3: unknown key 'server.prot'; expected one of server.host, server.port, "
                + "server.requestTimeoutSeconds, server.idleTimeoutSeconds, server.renderThreads, "
                + "server.maxQueuedRenders, server.maxHeaderBytes, server.publicDirectory, server.examplesDirectory, "
                + "server.publicURL, server.publicURLFromHost, server.renderCacheBytes, server.textPathCacheBytes")
    }

    @Test func anUnknownSectionIsAnError() throws {
        let path = try Self.file("limit:\n  maxNodes: 10\n")
        #expect(
            Self.message { _ = try ServerConfiguration.load(path: path, environment: [:]) }
                == "\(path):1:1: unknown section 'limit'; expected server, limits, render, logging")
    }

    @Test(arguments: [
        ("server:\n  port: http\n", ":2:9: server.port must be a whole number from 0 to 65535, got 'http'"),
        ("limits:\n  maxCanvasSide: -1\n", ":2:18: limits.maxCanvasSide must be a number greater than 0, got '-1'"),
        ("render:\n  mode: movie\n", ":2:9: render.mode must be one of 'keyframes', 'snapshot', 'frames', got 'movie'"),
        ("render:\n  fps: 0\n", ":2:8: render.fps must be a number greater than 0, got '0'"),
        ("limits:\n  maxFrames: 0\n", ":2:14: limits.maxFrames must be a whole number from 1 to 2147483647, got '0'"),
        ("limits:\n  maxUpdates: 0\n", ":2:15: limits.maxUpdates must be a whole number from 1 to 2147483647, got '0'"),
        ("limits:\n  maxDuration: .inf\n", ":2:16: limits.maxDuration must be a number greater than 0, got '.inf'"),
        ("limits:\n  maxDepth: 257\n", ":2:13: limits.maxDepth must be a whole number from 1 to 256, got '257'"),
        ("limits:\n  maxViewUpdates: 0\n", ":2:19: limits.maxViewUpdates must be a whole number from 1 to 2147483647, got '0'"),
        ("limits:\n  minRepeatingPass: 0.0001\n", ":2:21: limits.minRepeatingPass must be a number from 0.001 to 60.0, got '0.0001'"),
        ("limits:\n  minRepeatingPass: .nan\n", ":2:21: limits.minRepeatingPass must be a number from 0.001 to 60.0, got '.nan'"),
        ("logging:\n  level: loud\n", ":2:10: logging.level must be one of trace, debug, info, notice, warning, error, critical, got 'loud'"),
        ("server:\n  port: [1, 2]\n", ":2:9: server.port must be a single value, not a list or mapping"),
        ("server:\n  host: ~\n", ":2:9: server.host must have a value"),
        ("server:\n  port: 1\n  port: 2\n", ":3:3: server.port is given twice"),
        ("server: 8080\n", ":1:9: server must be a mapping of keys"),
    ])
    func aBadValueIsAnErrorWithItsPlace(yaml: String, expected: String) throws {
        let path = try Self.file(yaml)
        #expect(Self.message { _ = try ServerConfiguration.load(path: path, environment: [:]) } == path + expected)
    }

    @Test func aBadEnvironmentValueNamesTheVariable() throws {
        #expect(
            Self.message {
                _ = try ServerConfiguration.load(path: nil, environment: ["ZOETROPE_PORT": "70000"], defaultPath: "/nonexistent")
            } == "ZOETROPE_PORT: server.port must be a whole number from 0 to 65535, got '70000'")
    }

    @Test func precisionMayNotExceedMaxPrecisionWhicheverSourceSetsThem() throws {
        #expect(
            Self.message { _ = try Self.load("render:\n  precision: 5\n", environment: ["ZOETROPE_MAX_PRECISION": "4"]) }
                == "render.precision (5) must not exceed limits.maxPrecision (4)")
        #expect(try Self.load("render:\n  precision: 8\nlimits:\n  maxPrecision: 8\n").defaults.precision == 8)
    }

    @Test func theViewUpdateBudgetComesFromTheFileAndTheEnvironment() throws {
        #expect(try Self.load("").limits.scene.maxViewUpdates == 50_000)
        #expect(try Self.load("limits:\n  maxViewUpdates: 5000\n").limits.scene.maxViewUpdates == 5000)
        #expect(
            try Self.load("limits:\n  maxViewUpdates: 5000\n", environment: ["ZOETROPE_MAX_VIEW_UPDATES": "70"]).limits.scene
                .maxViewUpdates == 70)
    }

    @Test func theRepeatingPassFloorComesFromTheFileAndTheEnvironment() throws {
        #expect(try Self.load("").limits.scene.minRepeatingPass == 0.01)
        #expect(try Self.load("limits:\n  minRepeatingPass: 0.25\n").limits.scene.minRepeatingPass == 0.25)
        #expect(
            try Self.load("limits:\n  minRepeatingPass: 0.25\n", environment: ["ZOETROPE_MIN_REPEATING_PASS": "0.002"]).limits
                .scene.minRepeatingPass == 0.002)
    }

    @Test func animationLimitsAndFPSComeFromTheFileAndTheEnvironment() throws {
        let yaml = "limits:\n  maxFrames: 100\n  maxFPS: 60\n  maxUpdates: 10\n  maxDuration: 5.5\nrender:\n  fps: 24\n  mode: frames\n"
        let fromFile = try Self.load(yaml)
        #expect(fromFile.limits.maxFrames == 100)
        #expect(fromFile.limits.maxFPS == 60)
        #expect(fromFile.limits.timeline.maxUpdates == 10)
        #expect(fromFile.limits.timeline.maxDuration == 5.5)
        #expect(fromFile.defaults.fps == 24)
        #expect(fromFile.defaults.mode == .frames)

        let environment = [
            "ZOETROPE_MAX_FRAMES": "7", "ZOETROPE_MAX_FPS": "12.5", "ZOETROPE_MAX_UPDATES": "3",
            "ZOETROPE_MAX_DURATION": "2", "ZOETROPE_RENDER_FPS": "12.5",
        ]
        let overridden = try Self.load(yaml, environment: environment)
        #expect(overridden.limits.maxFrames == 7)
        #expect(overridden.limits.maxFPS == 12.5)
        #expect(overridden.limits.timeline.maxUpdates == 3)
        #expect(overridden.limits.timeline.maxDuration == 2)
        #expect(overridden.defaults.fps == 12.5)
    }

    @Test func fpsMayNotExceedMaxFPSWhicheverSourceSetsThem() throws {
        #expect(
            Self.message { _ = try Self.load("render:\n  fps: 50\n", environment: ["ZOETROPE_MAX_FPS": "48"]) }
                == "render.fps (50) must not exceed limits.maxFPS (48)")
        // The default fps (30) is over a lower maxFPS too, so lowering one means setting both.
        #expect(Self.message { _ = try Self.load("limits:\n  maxFPS: 24\n") } == "render.fps (30) must not exceed limits.maxFPS (24)")
        #expect(try Self.load("render:\n  fps: 240\nlimits:\n  maxFPS: 240\n").defaults.fps == 240)
    }

    @Test func fontDirectoryMayBeNull() throws {
        #expect(try Self.load("render:\n  fontDirectory: null\n").fontDirectory == nil)
        #expect(try Self.load("render:\n  fontDirectory: /fonts\n").fontDirectory == "/fonts")
        #expect(try Self.load("", environment: ["ZOETROPE_FONT_DIR": "/opt/fonts"]).fontDirectory == "/opt/fonts")
    }

    @Test func sceneFontsHaveLimitsAndAFolder() throws {
        let defaults = try Self.load("")
        #expect(defaults.limits.scene.maxFontBytes == 2_000_000 && defaults.limits.scene.maxTotalFontBytes == 4_000_000)
        #expect(defaults.limits.scene.fontDirectory == nil)
        let set = try Self.load("limits:\n  maxFontBytes: 5\n  maxTotalFontBytes: 6\nrender:\n  sceneFontDirectory: /fonts\n")
        #expect(set.limits.scene.maxFontBytes == 5 && set.limits.scene.maxTotalFontBytes == 6)
        #expect(set.limits.scene.fontDirectory == "/fonts")
        #expect(try Self.load("", environment: ["ZOETROPE_SCENE_FONT_DIR": "/opt/f"]).limits.scene.fontDirectory == "/opt/f")
    }

    @Test func anEmptyFileOrSectionChangesNothing() throws {
        var configuration = try Self.load("# nothing yet\n")
        configuration.configFile = nil
        configuration.publicDirectory = "Public"
        configuration.examplesDirectory = "Examples"
        #expect(configuration == ServerConfiguration())
        #expect(try Self.load("logging:\n").logLevel == .info)
    }
}
