/// A configuration that cannot be used, worded for the person who wrote it: where the value came
/// from (`config.yml:4:9`, `ZOETROPE_PORT`, a flag), the key, what was expected and what was found.
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
