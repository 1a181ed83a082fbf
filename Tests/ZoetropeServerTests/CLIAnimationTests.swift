import Foundation
import Testing

/// `zoetrope frames`, `zoetrope trace` and `render --mode frames`, run as a user would.
@Suite struct CLIAnimationTests {
    static let scene = AnimationEndToEndTests.scene

    static func files(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func framesWritesNumberedFiles() throws {
        let folder = try CLITests.folder(["scene.json": Self.scene])
        let run = try CLITests.run(["frames", "scene.json", "--fps", "10", "--from", "0", "--to", "1", "-o", "frames"], in: folder)
        #expect(run.status == 0)
        #expect(run.stdout == "")
        #expect(run.stderr == "")  // standard error is a pipe here: no progress bar
        let frames = folder.appendingPathComponent("frames")
        // 0, 0.1, …, 1: 11 frames.
        #expect(try Self.files(in: frames) == (0...10).map { "frame-00\($0 < 10 ? "0" : "")\($0).svg" })

        // frame-0006 is the instant 0.6 s.
        let snapshot = try CLITests.run(["render", "scene.json", "--mode", "snapshot", "--t", "0.6"], in: folder)
        #expect(try Array(Data(contentsOf: frames.appendingPathComponent("frame-0006.svg"))) == snapshot.stdoutBytes)
    }

    @Test func framesReadsStandardInputAndCreatesTheFolder() throws {
        let folder = try CLITests.folder()
        let run = try CLITests.run(["frames", "-", "--fps", "10", "-o", "out/frames"], in: folder, stdin: Self.scene)
        #expect(run.status == 0)
        // To the end of the timeline, 0.85 s: 0, 0.1, …, 0.8.
        #expect(try Self.files(in: folder.appendingPathComponent("out/frames")).count == 9)
    }

    @Test func framesRefusesAFileAsTheFolder() throws {
        let folder = try CLITests.folder(["scene.json": Self.scene, "taken": "a file"])
        let run = try CLITests.run(["frames", "scene.json", "-o", "taken"], in: folder)
        #expect(run.status == 1)
        #expect(run.stderr == "error: taken: is a file, not a folder\n")
    }

    @Test func framesOverTheLimitExit1WithoutWritingAnything() throws {
        let folder = try CLITests.folder(["scene.json": Self.scene, "config.yml": "limits:\n  maxFrames: 5\n"])
        let run = try CLITests.run(["frames", "scene.json", "--fps", "10", "--to", "1", "-o", "frames"], in: folder)
        #expect(run.status == 1)
        #expect(
            run.stderr
                == "error: --fps: the request asks for 11 frames (10 fps from 0 to 1 s); the limit is 5 (limits.maxFrames in config.yml) [limit_exceeded]\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("frames").path))
    }

    @Test func framesUsageErrorsExit2() throws {
        let folder = try CLITests.folder(["scene.json": Self.scene])
        let badFPS = try CLITests.run(["frames", "scene.json", "--fps", "0", "-o", "frames"], in: folder)
        #expect(badFPS.status == 2)
        #expect(badFPS.stderr == "error: --fps: fps must be a number above 0 and at most 120, got '0'\n")

        let noFolder = try CLITests.run(["frames", "scene.json"], in: folder)
        #expect(noFolder.status == 2)
        #expect(noFolder.stderr.hasPrefix("error: Missing expected argument '--output <folder>'\n"))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func framesDrawsAProgressBarOnATerminal() throws {
        let binary = try #require(CLITests.binary)
        let folder = try CLITests.folder(["scene.json": Self.scene])
        // script(1) runs the command with a pseudo-terminal as its standard error.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", "'\(binary.path)' frames scene.json --fps 10 --to 1 -o frames", "/dev/null"]
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("ZOETROPE_") }
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let terminal = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(terminal.contains("\r[" + String(repeating: "#", count: 30) + "] 11/11 frames written"))
    }

    @Test func traceWritesJSONToStandardOutputOrAFile() throws {
        let folder = try CLITests.folder(["scene.json": Self.scene])
        let run = try CLITests.run(["trace", "scene.json"], in: folder)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        let trace = try #require(try JSONSerialization.jsonObject(with: Data(run.stdoutBytes)) as? [String: Any])
        let updates = try #require(trace["updates"] as? [[String: Any]])
        let lines = updates.map { ($0["monitors"] as? [[String: String]] ?? []).map { $0["line"] ?? "" } }
        #expect(lines == [["r: nil"], ["r: \(AnimationEndToEndTests.linearPrintout)"]])

        let toFile = try CLITests.run(["trace", "-", "-o", "trace.json"], in: folder, stdin: Self.scene)
        #expect(toFile.status == 0)
        #expect(toFile.stdout == "")
        #expect(try Array(Data(contentsOf: folder.appendingPathComponent("trace.json"))) == run.stdoutBytes)
    }

    @Test func traceOfAnInvalidSceneExits1() throws {
        let folder = try CLITests.folder(["scene.json": CLITests.invalid])
        let run = try CLITests.run(["trace", "scene.json", "-o", "trace.json"], in: folder)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("error: /body"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("trace.json").path))
    }

    @Test func renderWithModeFramesWritesTheJSON() throws {
        let folder = try CLITests.folder(["scene.json": Self.scene])
        let run = try CLITests.run(["render", "scene.json", "--mode", "frames", "--fps", "10", "--from", "0.5", "--to", "1"], in: folder)
        #expect(run.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdoutBytes)) as? [String: Any])
        #expect(document["fps"] as? Double == 10)
        // 0.5, 0.6, …, 1.
        #expect((document["frames"] as? [[String: Any]])?.compactMap { $0["t"] as? Double }.count == 6)
    }
}
