/// The bytes of a render and their media type.
public struct RenderOutput: Hashable, Sendable {
    public var contentType: String
    public var bytes: [UInt8]

    public init(contentType: String, bytes: [UInt8]) {
        self.contentType = contentType
        self.bytes = bytes
    }
}
