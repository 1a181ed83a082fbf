/// One value an `environment` modifier sets: descendants read it as `env.<key>`.
public struct EnvironmentAssignment: Hashable, Sendable {
    public var key: String
    public var value: ValueSource

    public init(key: String, value: ValueSource) {
        self.key = key
        self.value = value
    }
}
