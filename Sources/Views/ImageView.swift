import Geometry

/// An `Image` with its image modifiers and environment resolved.
public struct ImageView: Hashable, Sendable {
    /// `Image.Interpolation`: how pixels are sampled when the image is scaled.
    public enum Interpolation: String, Hashable, Sendable, CaseIterable {
        case none, low, medium, high
    }

    public var asset: ImageAsset
    /// `resizable()`: the image takes the size it is offered instead of its natural size.
    public var isResizable: Bool
    public var interpolation: Interpolation
    /// `renderingMode(.template)`: the image's alpha filled with this colour (the foreground
    /// colour); nil draws the original pixels.
    public var tint: Color?
    /// `antialiased(false)` draws the image's edges without anti-aliasing.
    public var isAntialiased: Bool

    public init(
        asset: ImageAsset, isResizable: Bool = false, interpolation: Interpolation = .high, tint: Color? = nil,
        isAntialiased: Bool = true
    ) {
        self.asset = asset
        self.isResizable = isResizable
        self.interpolation = interpolation
        self.tint = tint
        self.isAntialiased = isAntialiased
    }

    /// The image's natural size: one point per pixel.
    public var naturalSize: Size { Size(width: asset.width, height: asset.height) }
}

/// `ContentMode` of `aspectRatio(_:contentMode:)`.
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    case fit, fill
}
