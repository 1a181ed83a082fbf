/// The bytes of a render and their media type.
public struct RenderOutput: Hashable, Sendable {
    public var contentType: String
    public var bytes: [UInt8]

    /// The media type of an SVG render (a snapshot or a keyframe document).
    public static let svgContentType = "image/svg+xml; charset=utf-8"
    /// The media type of frames and traces.
    public static let jsonContentType = "application/json"

    public init(contentType: String, bytes: [UInt8]) {
        self.contentType = contentType
        self.bytes = bytes
    }
}
