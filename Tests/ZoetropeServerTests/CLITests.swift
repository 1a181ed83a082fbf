import Foundation
import Testing
import Zoetrope

/// The `zoetrope` executable, run as a user would run it. `swift test` builds it beside the test
/// bundle; `ZOETROPE_BINARY` may name another build.
@Suite struct CLITests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        var stdoutBytes: [UInt8]
    }

    static let binary: URL? = {
        if let path = ProcessInfo.processInfo.environment["ZOETROPE_BINARY"] { return URL(fileURLWithPath: path) }
        // Linux runs the .xctest file itself; macOS a bundle inside the products folder.
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("zoetrope")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }()

    static let valid = #"{"canvas": {"width": 40, "height": 30}, "body": {"type": "Text", "text": "Hi"}}"#
    static let malformed = #"{"canvas": "#
    /// Valid JSON, not a valid scene: an unknown view type.
    static let invalid = #"{"canvas": {"width": 40, "height": 30}, "body": {"type": "NoSuchView"}}"#

    /// A fresh folder holding `files`, the working directory of a run (so no config.yml is found
    /// unless a test writes one).
    static func folder(_ files: [String: String] = [:]) throws -> URL {
        let folder = try ScratchFolder.make("cli")
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }

    static func run(_ arguments: [String], in folder: URL, stdin: String? = nil, environment: [String: String] = [:]) throws -> Run {
        let binary = try #require(binary, "the zoetrope executable was not found beside the tests; run `swift build` first")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("ZOETROPE_") }
            .merging(environment) { $1 }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let input = Pipe()
        process.standardInput = input
        try process.run()
        input.fileHandleForWriting.write(Data((stdin ?? "").utf8))
        try input.fileHandleForWriting.close()
        // Read both pipes concurrently with the process so neither can fill up and block it.
        let errorData = Locked(Data())
        let reader = Thread { errorData.set(errors.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { Thread.sleep(forTimeInterval: 0.005) }
        return Run(
            status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData.get(), as: UTF8.self), stdoutBytes: Array(outputData))
    }

    @Test func renderWritesSVGToStandardOutput() throws {
        let folder = try Self.folder(["scene.json": Self.valid])
        let run = try Self.run(["render", "scene.json"], in: folder)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout.contains("<svg"))
    }

    @Test func renderWritesTheFileGivenWithOAndReadsStandardInput() throws {
        let folder = try Self.folder()
        let run = try Self.run(["render", "-", "-o", "out.svg", "--t", "0", "--precision", "3"], in: folder, stdin: Self.valid)
        #expect(run.status == 0)
        #expect(run.stdout == "")
        let written = try String(contentsOf: folder.appendingPathComponent("out.svg"), encoding: .utf8)
        #expect(written.contains("<svg"))
    }

    @Test func renderToSvgzIsGzip() throws {
        let folder = try Self.folder(["scene.json": Self.valid])
        #expect(try Self.run(["render", "scene.json", "-o", "out.svgz"], in: folder).status == 0)
        let plain = try Self.run(["render", "scene.json"], in: folder).stdoutBytes
        let zipped = try Data(contentsOf: folder.appendingPathComponent("out.svgz"))
        #expect(Gzip.decompress(Array(zipped), limit: 1 << 24) == plain)
    }

    @Test func renderOfMalformedJSONExits1() throws {
        let folder = try Self.folder(["scene.json": Self.malformed])
        let run = try Self.run(["render", "scene.json", "-o", "out.svg"], in: folder)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("error: "))
        #expect(run.stderr.hasSuffix("\n") && run.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.svg").path))
    }

    @Test func renderOfAnInvalidSceneExits1WithThePath() throws {
        let folder = try Self.folder(["scene.json": Self.invalid])
        let run = try Self.run(["render", "scene.json"], in: folder)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("error: /body"))
        #expect(run.stdout == "")
    }

    @Test func aBadOptionValueIsAUsageErrorNamingTheFlag() throws {
        let folder = try Self.folder(["scene.json": Self.valid])
        let run = try Self.run(["render", "scene.json", "--precision", "9"], in: folder)
        #expect(run.status == 2)
        #expect(run.stderr == "error: --precision: precision must be a whole number from 0 to 6, got '9'\n")
    }

    @Test func anUnknownFlagIsAUsageError() throws {
        let run = try Self.run(["render", "scene.json", "--colour", "red"], in: Self.folder())
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("error: Unknown option '--colour'\n"))

        let missing = try Self.run(["render"], in: Self.folder())
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("error: Missing expected argument '<scene.json>'\n"))
    }

    @Test func aMissingFileExits1() throws {
        let run = try Self.run(["render", "nothing.json"], in: Self.folder())
        #expect(run.status == 1)
        #expect(run.stderr == "error: nothing.json: no such file\n")
    }

    @Test func aSceneOverTheLimitIsRefused() throws {
        let folder = try Self.folder([
            "config.yml": "limits:\n  maxBodyBytes: 64\n",
            "scene.json": Self.valid + String(repeating: " ", count: 100),
        ])
        let run = try Self.run(["render", "scene.json"], in: folder)
        #expect(run.status == 1)
        #expect(run.stderr == "error: scene.json is larger than the limit of 64 bytes (limits.maxBodyBytes in config.yml)\n")

        let piped = try Self.run(["check", "-"], in: folder, stdin: Self.valid + String(repeating: " ", count: 100))
        #expect(piped.stderr == "error: standard input is larger than the limit of 64 bytes (limits.maxBodyBytes in config.yml)\n")
    }

    @Test func theEnvironmentOverridesTheConfigFile() throws {
        let folder = try Self.folder(["config.yml": "limits:\n  maxBodyBytes: 64\n", "scene.json": Self.valid + "   "])
        let run = try Self.run(["render", "scene.json"], in: folder, environment: ["ZOETROPE_MAX_BODY_BYTES": "1000"])
        #expect(run.status == 0)
    }

    @Test func aConfigWithATypoExits1NamingTheKey() throws {
        let folder = try Self.folder(["config.yml": "limits:\n  maxBodyByte: 64\n", "scene.json": Self.valid])
        let run = try Self.run(["check", "scene.json"], in: folder)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("error: config.yml:2:3: unknown key 'limits.maxBodyByte'; expected one of limits.maxBodyBytes"))

        let missing = try Self.run(["check", "scene.json", "--config", "other.yml"], in: folder)
        #expect(missing.status == 1)
        #expect(missing.stderr == "error: other.yml: configuration file not found\n")
    }

    @Test func checkOfAValidSceneSaysOK() throws {
        let folder = try Self.folder(["scene.json": Self.valid])
        let run = try Self.run(["check", "scene.json"], in: folder)
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("ok\n"))
        #expect(run.stderr == "")
    }

    @Test func checkOfAnInvalidSceneListsDiagnosticsAndExits1() throws {
        let folder = try Self.folder(["scene.json": Self.invalid])
        let run = try Self.run(["check", "scene.json"], in: folder)
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n")
        #expect(!lines.isEmpty)
        // `path: severity: message [code]`
        #expect(lines.allSatisfy { $0.hasPrefix("/") && ($0.contains(": error: ") || $0.contains(": warning: ")) })
        #expect(lines.contains { $0.hasPrefix("/body") && $0.hasSuffix("]") })
        #expect(!lines.contains("ok"))
        #expect(run.stderr.hasPrefix("error: scene.json is not a valid scene ("))
    }

    @Test func checkOfMalformedJSONExits1() throws {
        let run = try Self.run(["check", "-"], in: Self.folder(), stdin: Self.malformed)
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("/"))
        #expect(run.stdout.contains(": error: "))
    }

    @Test func serveRefusesAPortOutOfRange() throws {
        let run = try Self.run(["serve", "--port", "70000"], in: Self.folder())
        #expect(run.status == 2)
        #expect(run.stderr.contains("--port must be from 0 to 65535, got 70000"))
    }
}

/// A value shared with a reader thread.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func set(_ newValue: Value) { lock.withLock { value = newValue } }
    func get() -> Value { lock.withLock { value } }
}
