import Scene

/// Every bound a render obeys; loaded from `config.yml`.
public struct RenderLimits: Hashable, Sendable {
    /// Bytes of a request body or scene file.
    public var maxBodyBytes: Int
    public var scene: SceneLimits
    /// Largest `precision` option.
    public var maxPrecision: Int

    public init(maxBodyBytes: Int = 1_048_576, scene: SceneLimits = .default, maxPrecision: Int = 6) {
        self.maxBodyBytes = maxBodyBytes
        self.scene = scene
        self.maxPrecision = maxPrecision
    }

    public static let `default` = RenderLimits()
}
