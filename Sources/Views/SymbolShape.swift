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

/// `symbolVariant(_:)`: SF Symbols' variants (`.fill`, `.circle`, `.square`, `.rectangle`,
/// `.slash` and their combinations) as a suffix of the symbol's name.
public struct SymbolVariants: Hashable, Sendable {
    /// The enclosing shape, if any.
    public enum Enclosure: String, Hashable, Sendable, CaseIterable {
        case circle, square, rectangle
    }

    public var slash: Bool
    public var enclosure: Enclosure?
    public var fill: Bool

    public init(slash: Bool = false, enclosure: Enclosure? = nil, fill: Bool = false) {
        self.slash = slash
        self.enclosure = enclosure
        self.fill = fill
    }

    public static let none = SymbolVariants()

    /// A variant written as in Swift, its parts joined by dots in any order (`"circle.fill"`,
    /// `"fill.circle"`, `"none"`); nil for anything else (a part twice, two enclosures, an
    /// unknown part).
    public init?(dotted text: String) {
        self.init()
        guard text != "none" else { return }
        var seen: Set<Substring> = []
        for part in text.split(separator: ".", omittingEmptySubsequences: false) {
            guard seen.insert(part).inserted else { return nil }
            if part == "fill" { fill = true }
            else if part == "slash" { slash = true }
            else if let shape = Enclosure(rawValue: String(part)), enclosure == nil { enclosure = shape }
            else { return nil }
        }
    }

    /// The variant's name as SF Symbols writes its suffix: `slash`, then the enclosure, then
    /// `fill` (`"slash.circle.fill"`), or `"none"`.
    public var name: String {
        let parts = (slash ? ["slash"] : []) + (enclosure.map { [$0.rawValue] } ?? []) + (fill ? ["fill"] : [])
        return parts.isEmpty ? "none" : parts.joined(separator: ".")
    }

    /// Every variant: the two slashes × four enclosures × two fills.
    public static let allVariants: [SymbolVariants] = [false, true].flatMap { slash in
        ([nil] + Enclosure.allCases.map { Optional($0) }).flatMap { enclosure in
            [false, true].map { SymbolVariants(slash: slash, enclosure: enclosure, fill: $0) }
        }
    }

    /// The name `base` takes with this variant: the base's own variant suffix merged with this
    /// one (`"heart"` + `.circle.fill` → `"heart.circle.fill"`, `"bell.fill"` + `.slash` →
    /// `"bell.slash.fill"`); `base` itself for `.none`.
    public func applied(to base: String) -> String {
        guard self != .none else { return base }
        var parts = base.split(separator: ".").map(String.init)
        var merged = self
        while let last = parts.last, parts.count > 1 {
            if last == "fill" { merged.fill = true }
            else if last == "slash" { merged.slash = true }
            else if let enclosure = Enclosure(rawValue: last) { merged.enclosure = merged.enclosure ?? enclosure }
            else { break }
            parts.removeLast()
        }
        return (parts + [merged.name]).joined(separator: ".")
    }
}
