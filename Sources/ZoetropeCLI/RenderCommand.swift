import ArgumentParser
import Foundation
import Zoetrope
import ZoetropeServer

/// `zoetrope render scene.json [-o out.svg]`: one render to a file or standard output;
/// `zoetrope render a.json b.json scenes/ -o out/`: many, in parallel, into a folder.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene to an animated SVG (or, with --mode snapshot, one instant; with --mode frames, JSON of per-frame SVGs).",
        discussion: """
            Options not given come from the render section of the configuration. An output path \
            ending in .svgz is gzip-compressed. --mode frames writes {"fps": …, "frames": [{"t": …, \
            "svg": "…"}, …]}; 'zoetrope frames' writes the frames as files instead. Several \
            scenes, or a folder of .json scenes, are rendered in parallel into the folder -o, \
            each as <name>.svg (<name>.json for frames), with a summary; the exit status is 1 \
            when any failed, each named on standard error.
            """)

    @Argument(help: ArgumentHelp("The scene file; - reads standard input.", valueName: "scene.json"))
    var scene: String

    @Argument(help: ArgumentHelp("More scene files or folders of them: all are rendered into the folder -o.", valueName: "scene.json"))
    var moreScenes: [String] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("Scenes rendered at once when there are several (default: one per core).", valueName: "count"))
    var jobs: Int?

    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the result (default: standard output).", valueName: "path"))
    var output: String?

    @Option(help: "What to render: keyframes (one animated SVG, the default), snapshot (one SVG at --t) or frames (JSON, at --fps from --from to --to).")
    var mode: String?

    // Numeric flags parse `.unconditional`ly: `--t -1` is the value -1 (refused with the reason),
    // not a missing value followed by a flag `-1`.
    @Option(name: .customLong("t"), parsing: .unconditional, help: ArgumentHelp("The instant of a snapshot, in seconds.", valueName: "seconds"))
    var time: String?

    @OptionGroup var svg: SVGOptions

    @OptionGroup var frames: FrameOptions

    @OptionGroup(title: "SwiftUI source (a .swift scene)") var swift: SwiftOptions

    @OptionGroup var config: ConfigOption

    func run() async throws {
        try await CommandFailure.reporting {
            let configuration = try config.load()
            let options = try RenderOptions(defaults: configuration.defaults, parameters: parameters, limits: configuration.limits)
            if isBatch {
                return try renderBatch(options: options, configuration: configuration)
            }
            let json = try SceneInput.read(scene, limit: configuration.limits.maxBodyBytes, swift: swift, configuration: configuration)
            let renderer = try Renderer(limits: configuration.limits, fontDirectory: configuration.fontDirectory, textPathCacheBytes: configuration.textPathCacheBytes)
            let rendered = try renderer.render(json, options: options)
            try OutputFile.write(rendered.bytes, to: output)
        }
    }

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, got \(jobs)") }
    }

    /// Several scenes, or one folder of scenes: one file each in the folder `-o`.
    private var isBatch: Bool {
        var isDirectory: ObjCBool = false
        return !moreScenes.isEmpty || (FileManager.default.fileExists(atPath: scene, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    private func renderBatch(options: RenderOptions, configuration: ServerConfiguration) throws {
        guard let folder = output, folder != "-" else {
            // A usage error, found only once the arguments are known to be several scenes.
            CommandFailure.report("rendering several scenes needs -o <folder> to write them into")
            throw ExitCode(CommandFailure.usageExitCode)
        }
        let batch = try BatchRender(arguments: [scene] + moreScenes, folder: folder, mode: options.mode)
        let renderer = try Renderer(limits: configuration.limits, fontDirectory: configuration.fontDirectory, textPathCacheBytes: configuration.textPathCacheBytes)
        let progress = ProgressBar()
        let start = ContinuousClock.now
        let failures: [String]
        do {
            defer { progress.end() }
            failures = try batch.run(
                renderer: renderer, options: options, limit: configuration.limits.maxBodyBytes,
                threads: jobs ?? ProcessInfo.processInfo.activeProcessorCount, progress: progress)
        }
        let elapsed = (ContinuousClock.now - start).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        let rendered = batch.jobs.count - failures.count
        print("rendered \(rendered) of \(batch.jobs.count) scenes into \(folder) in \(String(format: "%.1f", seconds)) s")
        guard failures.isEmpty else {
            failures.forEach { CommandFailure.report($0) }
            CommandFailure.report("\(failures.count) of \(batch.jobs.count) scenes failed")
            throw ExitCode.failure
        }
    }

    /// The flags given, as render parameters (their names are the query's).
    private var parameters: [String: String] {
        var result = svg.parameters.merging(frames.parameters) { first, _ in first }
        result["mode"] = mode
        result["t"] = time
        return result
    }
}
