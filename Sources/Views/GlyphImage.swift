import Geometry

/// A colour glyph drawn as an image (a bitmap emoji of Noto Color Emoji): the PNG and its box
/// for a 1-pt font, x right, y down, origin at the pen position on the baseline. Scale the box
/// by the font size and move it to the glyph's position to draw it.
public struct GlyphImage: Hashable, Sendable {
    public var asset: ImageAsset
    public var box: Rect

    public init(asset: ImageAsset, box: Rect) {
        self.asset = asset
        self.box = box
    }
}
