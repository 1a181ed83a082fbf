/// A resolved font: size in points, weight, design and slant, and a scene's own font file.
public struct Font: Hashable, Sendable {
    public var size: Double
    public var weight: Weight
    public var design: Design
    public var isItalic: Bool
    /// A font of the scene's `fonts` (`.custom(_:size:relativeTo:)`): glyphs come from it, and
    /// characters it lacks fall back to the DejaVu face of `weight`, `design` and `isItalic`,
    /// then to the fallback catalogue.
    public var custom: CustomFont?

    public init(size: Double, weight: Weight = .regular, design: Design = .default, isItalic: Bool = false, custom: CustomFont? = nil) {
        self.custom = custom
        self.size = size
        self.weight = weight
        self.design = design
        self.isItalic = isItalic
    }

    public enum Weight: String, Hashable, Sendable, CaseIterable, Comparable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The CSS/OpenType weight (100…900).
        public var numericValue: Int {
            switch self {
            case .ultraLight: 100
            case .thin: 200
            case .light: 300
            case .regular: 400
            case .medium: 500
            case .semibold: 600
            case .bold: 700
            case .heavy: 800
            case .black: 900
            }
        }

        /// Weights of semibold and above are drawn with the bold face.
        public var isBold: Bool { self >= .semibold }

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.numericValue < rhs.numericValue }
    }

    public enum Design: String, Hashable, Sendable, CaseIterable {
        case `default`, serif, rounded, monospaced
    }

    /// SwiftUI's dynamic-type text styles at the default (large) size.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        public var font: Font {
            switch self {
            case .largeTitle: Font(size: 34)
            case .title: Font(size: 28)
            case .title2: Font(size: 22)
            case .title3: Font(size: 20)
            case .headline: Font(size: 17, weight: .semibold)
            case .subheadline: Font(size: 15)
            case .body: Font(size: 17)
            case .callout: Font(size: 16)
            case .footnote: Font(size: 13)
            case .caption: Font(size: 12)
            case .caption2: Font(size: 11)
            }
        }
    }

    public static let body = TextStyle.body.font
}
