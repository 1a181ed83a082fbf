/// Bounds on executing a timeline; every one is set in `config.yml`.
public struct TimelineLimits: Hashable, Sendable {
    /// Updates run in all: timeline events plus the completion events they schedule.
    public var maxUpdates: Int
    /// Seconds of timeline executed; events later than this are not run, and a render's length
    /// is capped here.
    public var maxDuration: Double

    public init(maxUpdates: Int = 1_000, maxDuration: Double = 60) {
        self.maxUpdates = maxUpdates
        self.maxDuration = maxDuration
    }

    public static let `default` = TimelineLimits()
}
