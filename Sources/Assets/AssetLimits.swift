/// Bounds on the images a scene may carry; every one is set in `config.yml` (`limits.*`).
public struct AssetLimits: Hashable, Sendable {
    /// Decoded bytes of one asset.
    public var maxAssetBytes: Int
    /// Decoded bytes of all of a scene's assets together.
    public var maxTotalAssetBytes: Int
    /// Pixels (width × height) of one raster image, or of an SVG asset's natural size.
    public var maxImagePixels: Int
    /// Width and height of one image, in pixels.
    public var maxImageSide: Int
    /// Elements and attributes of one SVG asset, counted together.
    public var maxSVGNodes: Int
    /// Nesting depth of elements in one SVG asset.
    public var maxSVGDepth: Int

    public init(
        maxAssetBytes: Int = 2_000_000, maxTotalAssetBytes: Int = 8_000_000, maxImagePixels: Int = 16_777_216,
        maxImageSide: Int = 8_192, maxSVGNodes: Int = 20_000, maxSVGDepth: Int = 64
    ) {
        self.maxAssetBytes = maxAssetBytes
        self.maxTotalAssetBytes = maxTotalAssetBytes
        self.maxImagePixels = maxImagePixels
        self.maxImageSide = maxImageSide
        self.maxSVGNodes = maxSVGNodes
        self.maxSVGDepth = maxSVGDepth
    }

    public static let `default` = AssetLimits()
}
