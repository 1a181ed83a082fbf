import Foundation
import Testing

/// `-o` writes where a user expects (through symbolic links, into devices and FIFOs) and words
/// every failure as a sentence naming the path.
@Suite struct CLIOutputFileTests {
    static func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    @Test func aSymbolicLinkIsFollowedAndKept() throws {
        let folder = try CLITests.folder(["scene.json": CLITests.valid, "target.svg": "old"])
        let link = folder.appendingPathComponent("link.svg").path
        #expect(symlink("target.svg", link) == 0)
        let run = try CLITests.run(["render", "scene.json", "-o", "link.svg"], in: folder)
        #expect(run.status == 0)
        #expect(Self.kind(link) == S_IFLNK)
        #expect(try String(contentsOfFile: folder.appendingPathComponent("target.svg").path, encoding: .utf8).hasPrefix("<?xml"))
    }

    @Test func aDanglingLinkCreatesItsTarget() throws {
        let folder = try CLITests.folder(["scene.json": CLITests.valid])
        #expect(symlink("made.svg", folder.appendingPathComponent("link.svg").path) == 0)
        #expect(try CLITests.run(["render", "scene.json", "-o", "link.svg"], in: folder).status == 0)
        #expect(Self.kind(folder.appendingPathComponent("link.svg").path) == S_IFLNK)
        #expect(Self.kind(folder.appendingPathComponent("made.svg").path) == S_IFREG)
    }

    @Test func aFIFOReceivesTheBytesAndStaysAFIFO() throws {
        let folder = try CLITests.folder(["scene.json": CLITests.valid])
        let fifo = folder.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let received = Locked(Data())
        let reader = Thread { received.set((FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile()) ?? Data()) }
        reader.start()
        let run = try CLITests.run(["render", "scene.json", "-o", fifo], in: folder)
        // Had the command failed before opening the FIFO, the reader would wait for a writer.
        if !reader.isFinished { close(open(fifo, O_WRONLY | O_NONBLOCK)) }
        while !reader.isFinished { Thread.sleep(forTimeInterval: 0.005) }
        #expect(run.status == 0)
        #expect(Self.kind(fifo) == S_IFIFO)
        #expect(String(decoding: received.get(), as: UTF8.self).hasPrefix("<?xml"))
    }

    @Test func devNullStaysADevice() throws {
        let folder = try CLITests.folder(["scene.json": CLITests.valid])
        let run = try CLITests.run(["render", "scene.json", "-o", "/dev/null"], in: folder)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(Self.kind("/dev/null") == S_IFCHR)
    }

    @Test func aFullDeviceIsAnErrorAndStaysADevice() throws {
        let folder = try CLITests.folder(["scene.json": CLITests.valid])
        let run = try CLITests.run(["render", "scene.json", "-o", "/dev/full"], in: folder)
        #expect(run.status == 1)
        #expect(run.stderr == "error: /dev/full: cannot be written: no space is left on the device\n")
        #expect(Self.kind("/dev/full") == S_IFCHR)
    }

    @Test func aFileThatCannotBeWrittenIsNamed() throws {
        let folder = try CLITests.folder(["scene.json": CLITests.valid])
        let run = try CLITests.run(["render", "scene.json", "-o", "/proc/version"], in: folder)
        #expect(run.status == 1)
        // Permission denied for a user; root may open it, and the write fails.
        #expect(run.stderr.hasPrefix("error: /proc/version: cannot be written: "))
        #expect(!run.stderr.contains("exist"))
    }

    @Test func aFolderIsRefusedWithTheFileToName() throws {
        let folder = try CLITests.folder(["scene.json": CLITests.valid])
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        let slash = try CLITests.run(["render", "scene.json", "-o", "out/"], in: folder)
        #expect(slash.status == 1)
        #expect(slash.stderr == "error: out/: is a folder, not a file; name the file to write, e.g. out/scene.svg\n")
        let bare = try CLITests.run(["render", "scene.json", "-o", "out"], in: folder)
        #expect(bare.stderr == "error: out: is a folder, not a file; name the file to write, e.g. out/scene.svg\n")
        let missing = try CLITests.run(["render", "scene.json", "-o", "nowhere/"], in: folder)
        #expect(missing.stderr == "error: nowhere/: is a folder, not a file; name the file to write, e.g. nowhere/scene.svg\n")
    }

    @Test func aMissingFolderIsNamed() throws {
        let folder = try CLITests.folder(["scene.json": CLITests.valid])
        let run = try CLITests.run(["render", "scene.json", "-o", "nowhere/out.svg"], in: folder)
        #expect(run.status == 1)
        #expect(run.stderr == "error: nowhere/out.svg: cannot be written: the folder nowhere does not exist\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["scene.json"])
    }

    @Test func framesIntoAPathThroughAFileIsNamed() throws {
        let folder = try CLITests.folder(["scene.json": CLITests.valid, "file": ""])
        let run = try CLITests.run(["frames", "scene.json", "-o", "file/frames"], in: folder)
        #expect(run.status == 1)
        #expect(run.stderr == "error: file/frames: cannot create the folder: a part of the path is not a folder\n")
    }

    @Test func aNegativeNumberIsAValueNotAFlag() throws {
        let folder = try CLITests.folder(["scene.json": CLITests.valid])
        let run = try CLITests.run(["render", "scene.json", "--mode", "snapshot", "--t", "-1"], in: folder)
        #expect(run.status == 2)
        #expect(run.stderr == "error: --t: t must be a time in seconds (a number ≥ 0), got '-1'\n")
        let hex = try CLITests.run(["render", "scene.json", "--mode", "snapshot", "--t", "0x10"], in: folder)
        #expect(hex.stderr == "error: --t: t must be a time in seconds (a number ≥ 0), got '0x10'\n")
    }
}
