import Foundation
import Testing

/// `zoetrope render a.json b.json scenes/ -o out/`: several scenes, rendered in parallel into a
/// folder, with a summary; one failure does not stop the others but makes the exit status 1.
@Suite struct CLIBatchRenderTests {
    /// A second valid scene, different from `CLITests.valid`.
    static let other = #"{"canvas": {"width": 20, "height": 20}, "body": {"type": "Rectangle", "modifiers": [{"fill": "red"}]}}"#

    static func contents(_ folder: URL, _ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    @Test func severalScenesAreWrittenIntoTheFolderAsTheyRenderAlone() throws {
        let folder = try CLITests.folder(["a.json": CLITests.valid, "b.json": Self.other])
        let run = try CLITests.run(["render", "a.json", "b.json", "-o", "out/"], in: folder)
        #expect(run.status == 0)
        // Standard error is not a terminal here: no progress line, and no error.
        #expect(run.stderr == "")
        #expect(run.stdout.hasPrefix("rendered 2 of 2 scenes into out/ in "))
        #expect(run.stdout.hasSuffix(" s\n"))
        // The folder did not exist: it is created. Each file holds what the single render prints.
        #expect(try Self.contents(folder, "out/a.svg") == CLITests.run(["render", "a.json"], in: folder).stdoutBytes)
        #expect(try Self.contents(folder, "out/b.svg") == CLITests.run(["render", "b.json"], in: folder).stdoutBytes)
    }

    @Test func aFolderContributesItsJSONFiles() throws {
        let folder = try CLITests.folder()
        let scenes = folder.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        try CLITests.valid.write(to: scenes.appendingPathComponent("x.json"), atomically: true, encoding: .utf8)
        try Self.other.write(to: scenes.appendingPathComponent("y.json"), atomically: true, encoding: .utf8)
        try "not a scene".write(to: scenes.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let run = try CLITests.run(["render", "scenes", "-o", "out", "--mode", "snapshot", "--jobs", "1"], in: folder)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("rendered 2 of 2 scenes into out in "))
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path).sorted()
        #expect(written == ["x.svg", "y.svg"])
    }

    @Test func failuresAreNamedEachAndTheOthersStillRender() throws {
        let folder = try CLITests.folder(["good.json": CLITests.valid, "bad.json": CLITests.invalid, "also.json": Self.other])
        let run = try CLITests.run(["render", "good.json", "bad.json", "missing.json", "also.json", "-o", "out"], in: folder)
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("rendered 2 of 4 scenes into out in "))
        let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        // In the order given, whatever order the threads finished in; then the count.
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix("error: bad.json: /body/type: unknown view type 'NoSuchView'"))
        #expect(lines[0].hasSuffix(" [unknown_view]"))
        #expect(lines[1] == "error: missing.json: no such file")
        #expect(lines[2] == "error: 2 of 4 scenes failed")
        #expect(lines[3] == "")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path).sorted()
        #expect(written == ["also.svg", "good.svg"])
    }

    @Test func framesModeWritesJSONFiles() throws {
        let folder = try CLITests.folder(["a.json": CLITests.valid, "b.json": Self.other])
        let run = try CLITests.run(["render", "a.json", "b.json", "-o", "out", "--mode", "frames", "--fps", "2", "--to", "1"], in: folder)
        #expect(run.status == 0)
        let frames = try JSONSerialization.jsonObject(with: Data(Self.contents(folder, "out/a.json"))) as? [String: Any]
        #expect((frames?["frames"] as? [Any])?.count == 3)
    }

    @Test func severalScenesNeedAnOutputFolder() throws {
        let folder = try CLITests.folder(["a.json": CLITests.valid, "b.json": Self.other])
        let run = try CLITests.run(["render", "a.json", "b.json"], in: folder)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("error: rendering several scenes needs -o <folder> to write them into\n"))
        let jobs = try CLITests.run(["render", "a.json", "b.json", "-o", "out", "--jobs", "0"], in: folder)
        #expect(jobs.status == 2)
        #expect(jobs.stderr.hasPrefix("error: --jobs must be at least 1, got 0\n"))
    }

    @Test func standardInputAndCollidingNamesAreRefusedBeforeRendering() throws {
        let folder = try CLITests.folder(["a.json": CLITests.valid])
        let piped = try CLITests.run(["render", "a.json", "-", "-o", "out"], in: folder, stdin: CLITests.valid)
        #expect(piped.status == 1)
        #expect(piped.stderr == "error: -: standard input can only be read when one scene is rendered\n")

        let nested = folder.appendingPathComponent("more")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try Self.other.write(to: nested.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
        let twice = try CLITests.run(["render", "a.json", "more/a.json", "-o", "out"], in: folder)
        #expect(twice.status == 1)
        #expect(twice.stderr == "error: a.json and more/a.json would both be written to a.svg; render them into different folders\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test func anEmptyFolderAndAFileAsTheOutputFolderAreRefused() throws {
        let folder = try CLITests.folder(["a.json": CLITests.valid, "b.json": Self.other, "taken": "x"])
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let empty = try CLITests.run(["render", "empty", "-o", "out"], in: folder)
        #expect(empty.status == 1)
        #expect(empty.stderr == "error: empty: the folder holds no .json scene file\n")
        let file = try CLITests.run(["render", "a.json", "b.json", "-o", "taken"], in: folder)
        #expect(file.status == 1)
        #expect(file.stderr == "error: taken: is a file, not a folder\n")
    }

    @Test func manyScenesOnEveryCoreAllArrive() throws {
        var files: [String: String] = [:]
        for index in 0..<24 { files["scene\(index).json"] = index.isMultiple(of: 2) ? CLITests.valid : Self.other }
        let folder = try CLITests.folder(files)
        let run = try CLITests.run(["render"] + files.keys.sorted() + ["-o", "out"], in: folder)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("rendered 24 of 24 scenes into out in "))
        let single = try CLITests.run(["render", "scene1.json"], in: folder).stdoutBytes
        for index in stride(from: 1, to: 24, by: 2) {
            #expect(try Self.contents(folder, "out/scene\(index).svg") == single)
        }
    }
}
