import Geometry

/// The outline of a system symbol (`Image(systemName:)`): a glyph of the icon font scaled to a
/// unit square, (0, 0) top-leading and (1, 1) bottom-trailing, the icon font's em square.
public struct SymbolGlyph: Hashable, Sendable {
    /// The SF Symbol name the scene asked for (`"heart.fill"`).
    public var name: String
    /// The outline in the unit square, y pointing down.
    public var outline: Path

    public init(name: String, outline: Path) {
        self.name = name
        self.outline = outline
    }
}

/// `Image.Scale` (`imageScale(_:)`): how large a symbol is relative to the current font.
public enum ImageScale: String, Hashable, Sendable, CaseIterable {
    case small, medium, large

    /// The symbol's side over the font's point size. Apple publishes no figures: these are the
    /// ratios of SF Symbols' small and large scales to medium as commonly measured (about 0.78
    /// and 1.29); docs/deviations.md says so.
    public var factor: Double {
        switch self {
        case .small: 0.78
        case .medium: 1
        case .large: 1.29
        }
    }
}

/// `symbolRenderingMode(_:)`. Material Icons' glyphs are one layer, and SwiftUI draws a
/// one-layer symbol's only (primary) layer in the primary style in every mode: monochrome and
/// hierarchical at full opacity, palette in the first style, multicolour (no colours of its own)
/// in the foreground style. So every mode draws the same here; docs/deviations.md says so.
public enum SymbolRenderingMode: String, Hashable, Sendable, CaseIterable {
    case monochrome, hierarchical, palette, multicolor
}

extension SymbolShape {
    /// The width of the stroke (in the fill colour, round joins) that approximates `weight` on a
    /// symbol of `side` points: Material Icons has one weight, drawn as regular, and each step
    /// above regular (100 units of weight) thickens every line by 1/96 of the side, a quarter of
    /// one unit of the icons' 24-unit grid (whose lines are 2 units thick): bold adds 3/96, black
    /// 5/96. Lighter weights than regular cannot be drawn thinner and stay regular.
    public static func weightStrokeWidth(_ weight: Font.Weight, side: Double) -> Double {
        let steps = Double(weight.numericValue - Font.Weight.regular.numericValue) / 100
        guard steps > 0, side.isFinite, side > 0 else { return 0 }
        return steps * side / 96
    }
}

/// A symbol drawn as a shape: its glyph, and the side of the square it takes unless resizable.
public struct SymbolShape: Hashable, Sendable {
    public var glyph: SymbolGlyph
    /// The natural side in points: the font's size times the image scale's factor.
    public var side: Double
    /// `resizable()`: the symbol takes the size it is offered (stretched to it, as SwiftUI does).
    public var isResizable: Bool

    /// Where a symbol's baseline is, as a fraction of its height from the top: the icon's centre
    /// (the em square's) sits on the middle of the text's capitals, DejaVu Sans' cap height being
    /// 0.729 em, so the baseline is 0.5 + 0.729 / 2 of the side down.
    public static let baselineFraction = 0.5 + 0.729 / 2

    public init(glyph: SymbolGlyph, side: Double, isResizable: Bool) {
        self.glyph = glyph
        self.side = side
        self.isResizable = isResizable
    }

    /// The natural size: a square of `side`.
    public var naturalSize: Size { Size(width: side, height: side) }

    /// The glyph stretched to `rect`.
    public func path(in rect: Rect) -> Path {
        glyph.outline.applying(AffineTransform(a: rect.width, b: 0, c: 0, d: rect.height, tx: rect.minX, ty: rect.minY))
    }
}
