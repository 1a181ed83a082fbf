/// Why an asset was refused; the scene decoder reports it at `/assets/<name>`.
public struct AssetError: Error, Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// The data is not a well-formed image of a supported format.
        case malformed
        /// The image is well formed but past a configured limit.
        case limit
    }

    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// A malformed image.
    public init(_ message: String) {
        self.init(.malformed, message)
    }
}
