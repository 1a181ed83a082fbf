import ArgumentParser

/// `--fps`, `--from` and `--to`: which instants a `frames` render samples.
struct FrameOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("Frames per second of a frames render.", valueName: "fps"))
    var fps: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The first frame's time, in seconds (default 0).", valueName: "seconds"))
    var from: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The last frame's time at most, in seconds (default: the end of the timeline).", valueName: "seconds"))
    var to: String?

    /// The flags given, as render parameters (their names are the query's).
    var parameters: [String: String] {
        var result: [String: String] = [:]
        result["fps"] = fps
        result["from"] = from
        result["to"] = to
        return result
    }
}
