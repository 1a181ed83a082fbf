/// A face found by font fallback for characters the DejaVu face lacks (Noto CJK, Noto Arabic…):
/// one face of a font file, and its family name for `text=text` output.
public struct FallbackFace: Hashable, Sendable {
    /// The font file's full path.
    public var path: String
    /// The face's index inside the file (collections such as `NotoSansCJK-Regular.ttc` hold several).
    public var index: Int
    /// The family name the font declares, e.g. "Noto Sans CJK SC".
    public var family: String
    /// A scene's font: its glyphs come from these bytes (`path` is then "").
    public var custom: CustomFont?
    /// Whether the face's glyphs are bitmaps (Noto Color Emoji), drawn as images in paths mode.
    public var isColor = false
    /// The bold and italic a scene's font fakes (none for every other face).
    public var synthesis = FontSynthesis()

    public init(path: String, index: Int, family: String, custom: CustomFont? = nil) {
        self.custom = custom
        self.path = path
        self.index = index
        self.family = family
    }
}

extension TextLayout {
    /// The CSS font-family list for `text=text` output: the scene's fonts this text uses (by
    /// their scene names, which the document's `@font-face` rules define), the face's first
    /// family, then the fallback families this text uses, then the rest of the face's list.
    public var cssFamily: String {
        guard !fallbackFaces.isEmpty else { return face.cssFamily }
        var customs: [String] = [], families: [String] = []
        for fallback in fallbackFaces {
            if let custom = fallback.custom {
                if !customs.contains(custom.cssFamily) { customs.append(custom.cssFamily) }
            } else if !families.contains(fallback.family) {
                families.append(fallback.family)
            }
        }
        let quoted = families.map { "'" + $0.filter { $0 != "'" && $0 != "\\" && $0 != "\"" } + "'" }
        let list = face.cssFamily
        guard let comma = list.firstIndex(of: ",") else { return (customs + [list] + quoted).joined(separator: ", ") }
        return (customs + [String(list[..<comma])] + quoted).joined(separator: ", ") + list[comma...]
    }

    /// The font-family list of a rich text's run `style` (nil: the text's own): the run's face
    /// with only the scene fonts and fallback faces the run's own glyphs use, so that a run
    /// never lists another run's font first.
    public func cssFamily(ofRun style: Int?) -> String {
        var used = Set<Int>()
        for line in lines {
            for glyph in line.glyphs where glyph.style == style {
                if let fallback = glyph.fallback { used.insert(fallback) }
            }
        }
        var run = self
        if let style, styles.indices.contains(style) { run.face = styles[style].face }
        run.fallbackFaces = fallbackFaces.indices.filter(used.contains).map { fallbackFaces[$0] }
        return run.cssFamily
    }

    /// The scene's fonts this text's glyphs come from, in order of first use.
    public var customFonts: [CustomFont] {
        var result: [CustomFont] = []
        for case let custom? in fallbackFaces.map(\.custom) where !result.contains(custom) { result.append(custom) }
        return result
    }
}
