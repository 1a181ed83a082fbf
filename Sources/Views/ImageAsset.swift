/// An image a scene can draw, checked and ready to embed: its format, its size in pixels and
/// the `data:` URI the SVG writers put in an `<image>` (for SVG assets, the sanitised document).
public struct ImageAsset: Hashable, Sendable {
    public enum Format: String, Hashable, Sendable {
        case png, jpeg, gif, webp, svg

        /// The media type written in the embedded `data:` URI.
        public var mediaType: String {
            switch self {
            case .png: "image/png"
            case .jpeg: "image/jpeg"
            case .gif: "image/gif"
            case .webp: "image/webp"
            case .svg: "image/svg+xml"
            }
        }
    }

    public var name: String
    public var format: Format
    /// The natural width, in pixels (points: one pixel is one point).
    public var width: Double
    /// The natural height, in pixels.
    public var height: Double
    /// `data:<media type>;base64,<bytes>`.
    public var dataURI: String
    /// A 64-bit FNV-1a digest of `dataURI`: hashing an asset never reads its bytes again.
    public var digest: UInt64

    public init(name: String, format: Format, width: Double, height: Double, dataURI: String) {
        self.name = name
        self.format = format
        self.width = width
        self.height = height
        self.dataURI = dataURI
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in dataURI.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        digest = hash
    }

    public static func == (a: ImageAsset, b: ImageAsset) -> Bool {
        a.digest == b.digest && a.name == b.name && a.format == b.format && a.width == b.width
            && a.height == b.height && a.dataURI == b.dataURI
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(digest)
    }
}
