import Foundation
import Geometry
import Views

/// Shapes, breaks and outlines text with HarfBuzz and the DejaVu faces.
///
/// Every face is opened once, in the initializer, so a missing font is reported at start-up
/// and layout itself cannot fail. Shaped words (in font units, so one entry serves every
/// size) and glyph outlines are cached in bounded tables; all methods are safe to call
/// from several threads at once.
public final class Typesetter: TextMeasuring, @unchecked Sendable {
    /// `ZOETROPE_FONT_DIR` when set, otherwise Debian's DejaVu folder.
    public static let defaultFontDirectory: String = {
        if let directory = ProcessInfo.processInfo.environment["ZOETROPE_FONT_DIR"], !directory.isEmpty {
            return directory
        }
        return "/usr/share/fonts/truetype/dejavu"
    }()

    /// How many shaped words stay cached per generation (at most twice this many are held).
    public static let wordCacheCapacity = 4096
    /// How many glyph outlines stay cached per generation (at most twice this many are held).
    public static let outlineCacheCapacity = 4096
    /// How many finished layouts stay cached per generation (at most twice this many are held).
    public static let layoutCacheCapacity = 1024
    /// Words longer than this many UTF-8 bytes are shaped every time rather than cached.
    public static let longestCachedWord = 256
    /// Texts longer than this many UTF-8 bytes are laid out every time rather than cached.
    public static let longestCachedText = 1024

    let faces: [FontFace: HarfBuzzFace]
    let words = BoundedCache<WordKey, ShapedRun>(capacity: Typesetter.wordCacheCapacity)
    let outlines = BoundedCache<GlyphKey, Path>(capacity: Typesetter.outlineCacheCapacity)
    let layouts = BoundedCache<LayoutKey, TextLayout>(capacity: Typesetter.layoutCacheCapacity)
    /// Fallback entries chosen per character, style and CJK form, when the character alone decides.
    let fallbackChoices = BoundedCache<FallbackChoiceKey, FallbackChoice>(capacity: Typesetter.wordCacheCapacity)
    /// Scenes' fonts opened so far (see `Typesetter+CustomFonts.swift`).
    let glyphImages = BoundedCache<GlyphKey, CachedGlyphImage>(capacity: Typesetter.glyphImageCacheCapacity)
    let customFaces = BoundedCache<CustomFont, FontCatalog.OpenedFace>(capacity: Typesetter.customFaceCacheCapacity)

    struct WordKey: Hashable, Sendable {
        var face: FontFace
        var custom: CustomFont?
        var variant: CJKVariant
        var word: String
        var levels: [BidiRun]
        var features: ShapingFeatures = []

        /// The synthesised equality but for the word, compared by its scalars: `String`'s `==`
        /// takes canonically equivalent spellings as equal, whose shaped clusters differ.
        static func == (a: WordKey, b: WordKey) -> Bool {
            a.word.hasSameBytes(as: b.word) && a.face == b.face && a.custom == b.custom && a.variant == b.variant
                && a.levels == b.levels && a.features == b.features
        }
    }

    struct GlyphKey: Hashable, Sendable {
        var face: FontFace
        /// A scene's font (`face` and `fallback` are then not used).
        var custom: CustomFont? = nil
        /// The ``FontCatalog`` entry, for a fallback glyph (`face` is then not used).
        var fallback: Int?
        var glyph: UInt32
    }

    /// Everything a layout depends on: the text without its colour, the line limit it is laid
    /// out at (its own, or another in its place), and the width limit.
    ///
    /// The text is a reference with its hash worked out once, shared by the keys of every width
    /// it is laid out at. Swift's dictionary keeps no hashes: a look-up compares the key with the
    /// one in each occupied bucket it probes, and as a value this key (a `ResolvedText`, some
    /// 300 bytes) was copied and compared field by field at each. Now a probe copies a
    /// reference, keys whose texts' hashes differ differ without a field compared, and a text
    /// the cache already holds (the layout pass adopts the cache's, see `layout(_:maxWidth:)` of
    /// a ``PreparedText``) is equal by identity.
    struct LayoutKey: Hashable, Sendable {
        /// A text without its colour, and its hash.
        final class Text: Sendable {
            let text: ResolvedText
            /// Of the string, font size and slant only: a text's other attributes (weight,
            /// styling, runs, locale…) rarely tell two cached layouts apart, and hashing all of
            /// them was half of a cache hit. Equal keys still compare every field.
            let contentHash: Int

            init(_ text: ResolvedText) {
                var text = text
                text.color = .black
                var hasher = Hasher()
                hasher.combine(text.string)
                hasher.combine(text.font.size)
                hasher.combine(text.font.isItalic)
                self.text = text
                contentHash = hasher.finalize()
            }

            /// The hash of a text whose other hashed fields give `contentHash`: the limit plus
            /// one, multiplied by an odd constant (2⁶⁴ divided by the golden ratio) so that
            /// limits differ in many bits, xored in.
            ///
            /// Unlimited and a limit of −1 collide; a collision costs a comparison of the texts,
            /// never a wrong answer.
            static func hash(_ contentHash: Int, lineLimit: Int?) -> Int {
                guard let lineLimit else { return contentHash }
                return contentHash ^ ((lineLimit &+ 1) &* Int(bitPattern: 0x9E37_79B9_7F4A_7C15))
            }

            /// Whether the two texts, each with `lineLimit` in place of its own, are equal and
            /// spelled alike.
            func isEqual(to other: Text, lineLimit: Int?) -> Bool {
                guard self !== other else { return true }
                guard contentHash == other.contentHash else { return false }
                // Compared in place when both have that limit (a copy of a text costs as much
                // as comparing it).
                if text.lineLimit == lineLimit && other.text.lineLimit == lineLimit {
                    return text == other.text && Self.spelledAlike(text, other.text)
                }
                let a = text.withLineLimit(lineLimit), b = other.text.withLineLimit(lineLimit)
                return a == b && Self.spelledAlike(a, b)
            }

            /// Whether two texts that compare equal also have the same scalars in every string
            /// a layout keeps or is chosen by: `String`'s `==` takes canonically equivalent
            /// spellings (U+00E9 and e + U+0301) as equal, and a layout cached for one would
            /// be answered for the other, so one render's output would depend on another's.
            static func spelledAlike(_ a: ResolvedText, _ b: ResolvedText) -> Bool {
                a.string.hasSameBytes(as: b.string) && a.locale.hasSameBytes(as: b.locale)
                    && sameFamily(a.font.custom, b.font.custom)
                    && a.runs.indices.allSatisfy { sameFamily(a.runs[$0].font.custom, b.runs[$0].font.custom) }
            }

            private static func sameFamily(_ a: CustomFont?, _ b: CustomFont?) -> Bool {
                guard let a, let b else { return true }
                return a.name.hasSameBytes(as: b.name) && a.family.hasSameBytes(as: b.family)
            }
        }

        let text: Text
        /// The line limit `text` is laid out at: its own, or another in its place, so that a
        /// look-up at another limit makes no text of its own.
        private let lineLimit: Int?
        private let maxWidth: Double?

        init(_ text: Text, maxWidth: Double?) {
            self.init(text, lineLimit: text.text.lineLimit, maxWidth: maxWidth)
        }

        init(_ text: Text, lineLimit: Int?, maxWidth: Double?) {
            self.text = text
            self.lineLimit = lineLimit
            self.maxWidth = maxWidth.flatMap { $0.isFinite ? $0 : nil }
        }

        init(_ text: ResolvedText, maxWidth: Double?) {
            self.init(Text(text), maxWidth: maxWidth)
        }

        /// Whether `text` is laid out at its own line limit: only then may a prepared text
        /// adopt it as its key text.
        var keepsOwnLineLimit: Bool { lineLimit == text.text.lineLimit }

        static func == (lhs: LayoutKey, rhs: LayoutKey) -> Bool {
            guard lhs.maxWidth == rhs.maxWidth && lhs.lineLimit == rhs.lineLimit else { return false }
            return lhs.text === rhs.text || lhs.text.isEqual(to: rhs.text, lineLimit: lhs.lineLimit)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(Text.hash(text.contentHash, lineLimit: lineLimit))
            hasher.combine(maxWidth)
        }
    }

    /// Opens every ``FontFace`` from `fontDirectory`.
    /// - Throws: ``TypesettingError/missingFonts(_:)`` naming every file that is not there, or
    ///   ``TypesettingError/unreadableFont(_:)`` for a file HarfBuzz cannot read as a font.
    public init(fontDirectory: String = Typesetter.defaultFontDirectory) throws {
        var faces: [FontFace: HarfBuzzFace] = [:]
        var missing: [String] = []
        for face in FontFace.allCases {
            let path = (fontDirectory as NSString).appendingPathComponent(face.fileName)
            if let opened = try HarfBuzzFace(path: path) { faces[face] = opened } else { missing.append(path) }
        }
        guard missing.isEmpty else { throw TypesettingError.missingFonts(missing) }
        self.faces = faces
    }

    func face(_ face: FontFace) -> HarfBuzzFace { faces[face]! }

    /// `word` shaped in `face`, with fallback faces for characters it lacks, in font units;
    /// `levels` are its graphemes' bidi levels (empty: all left to right).
    /// With `custom`, the scene's font is the primary face: its glyphs are those without a
    /// `fallback`, and the DejaVu `face` is the first fallback.
    func shaped(
        _ word: String, face: FontFace, custom: CustomFont? = nil, variant: CJKVariant = .simplifiedChinese, levels: [BidiRun] = [],
        features: ShapingFeatures = []
    ) -> ShapedRun {
        // A scene's font is not kept in the process-wide caches (see `Typesetter+CustomFonts.swift`).
        guard custom == nil, word.utf8.count <= Self.longestCachedWord else {
            return shapeWithFallback(word, face: face, custom: custom, variant: variant, levels: levels, features: features)
        }
        return words.value(for: WordKey(face: face, custom: custom, variant: variant, word: word, levels: levels, features: features)) {
            shapeWithFallback(word, face: face, custom: custom, variant: variant, levels: levels, features: features)
        }
    }

    /// The glyph's outline for a 1-pt font: x right, y down, origin at the pen position on the
    /// baseline. Scale by the font size and translate to the glyph's position to draw it.
    public func glyphOutline(_ glyph: UInt32, face: FontFace) -> Path {
        outlines.value(for: GlyphKey(face: face, glyph: glyph)) { self.face(face).outline(of: glyph) }
    }

    /// The outline of `glyph` in a face found by font fallback, like ``glyphOutline(_:face:)``;
    /// empty for a face that is not in the process's ``FontCatalog``.
    public func glyphOutline(_ glyph: UInt32, fallback: FallbackFace) -> Path {
        if let custom = fallback.custom {
            guard let face = customFace(custom) else { return Path() }
            guard !fallback.synthesis.isNone else { return face.outlines.value(for: glyph) { face.outline(of: glyph) } }
            return face.synthesizedOutlines.value(for: .init(glyph: glyph, synthesis: fallback.synthesis)) {
                Self.synthesized(face.outline(of: glyph), fallback.synthesis)
            }
        }
        let catalog = FontCatalog.shared
        guard let entry = catalog.indexByFace[FallbackFaceKey(path: fallback.path, index: fallback.index)] else { return Path() }
        return outlines.value(for: GlyphKey(face: .sans, fallback: entry, glyph: glyph)) {
            catalog.face(at: entry)?.outline(of: glyph) ?? Path()
        }
    }

    /// Line metrics of `font`'s face at its size, in points.
    public func metrics(for font: Font) -> FontMetrics {
        let face = font.custom.flatMap(customFace) ?? face(.forFont(font))
        let scale = Self.validSize(font.size) / Double(face.unitsPerEm)
        return FontMetrics(
            ascent: Double(face.ascender) * scale, descent: Double(face.descender) * scale,
            lineGap: Double(face.lineGap) * scale, unitsPerEm: face.unitsPerEm)
    }

    /// A font size usable for scaling: negative and non-finite sizes draw nothing.
    static func validSize(_ size: Double) -> Double { size.isFinite && size > 0 ? size : 0 }
}
