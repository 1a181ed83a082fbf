import Foundation
import Zoetrope

/// `zoetrope render a.json b.json scenes/ -o out/`: every scene rendered into one folder, as
/// many at a time as there are cores. A scene that fails does not stop the others; each failure
/// is named on standard error and the exit status is 1.
struct BatchRender {
    /// One scene to render and the file it is written to.
    struct Job {
        var scene: String
        var output: String
    }

    let jobs: [Job]
    let folder: String

    /// The jobs for `arguments` (scene files, and folders whose `.json` files are taken in name
    /// order), written into `folder` as `<name>.svg` (`<name>.json` for frames).
    init(arguments: [String], folder: String, mode: RenderMode) throws {
        var scenes: [String] = []
        for argument in arguments {
            if argument == "-" {
                throw CommandError("-: standard input can only be read when one scene is rendered")
            }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue {
                scenes += try Self.scenes(inFolder: argument)
            } else {
                scenes.append(argument)
            }
        }
        let fileExtension = mode == .frames ? ".json" : ".svg"
        var taken: [String: String] = [:]
        jobs = try scenes.map { scene in
            let name = Self.baseName(scene) + fileExtension
            if let other = taken[name], other != scene {
                throw CommandError("\(other) and \(scene) would both be written to \(name); render them into different folders")
            }
            taken[name] = scene
            return Job(scene: scene, output: (folder as NSString).appendingPathComponent(name))
        }
        self.folder = folder
    }

    /// The `.json` files directly inside `folder`, sorted by name.
    static func scenes(inFolder folder: String) throws -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw CommandError("\(folder): the folder cannot be read")
        }
        let scenes = names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
        guard !scenes.isEmpty else { throw CommandError("\(folder): the folder holds no .json scene file") }
        return scenes.map { (folder as NSString).appendingPathComponent($0) }
    }

    /// `scenes/card.json` → `card`.
    static func baseName(_ path: String) -> String {
        let last = (path as NSString).lastPathComponent
        return last.hasSuffix(".json") ? String(last.dropLast(".json".count)) : last
    }

    /// Renders every job on `threads` threads; returns the failures, in the jobs' order, as the
    /// lines to print (without `error: `).
    func run(renderer: Renderer, options: RenderOptions, limit: Int, threads: Int, progress: ProgressBar) throws -> [String] {
        try FrameFolder(path: folder).create()
        let state = BatchState(count: jobs.count, progress: progress)
        let workers = max(1, min(threads, jobs.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = state.next() {
                let failure = Self.render(jobs[index], renderer: renderer, options: options, limit: limit)
                state.finish(index, failure: failure)
            }
        }
        return state.failures
    }

    private static func render(_ job: Job, renderer: Renderer, options: RenderOptions, limit: Int) -> String? {
        do {
            let json = try SceneInput.read(job.scene, limit: limit)
            let rendered = try renderer.render(json, options: options)
            try OutputFile.write(rendered.bytes, to: job.output)
            return nil
        } catch let error as ZoetropeError {
            return "\(job.scene): " + CommandFailure.describe(error)
        } catch {
            // The CLI's own errors already name the file they are about.
            return "\(error)"
        }
    }
}

/// The jobs handed out, the failures collected and the progress line, shared by the render
/// threads; every access holds the lock (so the progress line never goes back).
private final class BatchState: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private var done = 0
    private let count: Int
    private var failed: [Int: String] = [:]
    private let progress: ProgressBar

    init(count: Int, progress: ProgressBar) {
        self.count = count
        self.progress = progress
        progress.update(0, of: count, "scenes rendered")
    }

    func next() -> Int? {
        lock.withLock {
            guard nextIndex < count else { return nil }
            defer { nextIndex += 1 }
            return nextIndex
        }
    }

    /// Records the job's result and shows how many jobs are done.
    func finish(_ index: Int, failure: String?) {
        lock.withLock {
            if let failure { failed[index] = failure }
            done += 1
            progress.update(done, of: count, "scenes rendered")
        }
    }

    var failures: [String] {
        lock.withLock { failed.sorted { $0.key < $1.key }.map(\.value) }
    }
}
