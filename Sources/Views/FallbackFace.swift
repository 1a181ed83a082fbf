/// A face found by font fallback for characters the DejaVu face lacks (Noto CJK, Noto Arabic…):
/// one face of a font file, and its family name for `text=text` output.
public struct FallbackFace: Hashable, Sendable {
    /// The font file's full path.
    public var path: String
    /// The face's index inside the file (collections such as `NotoSansCJK-Regular.ttc` hold several).
    public var index: Int
    /// The family name the font declares, e.g. "Noto Sans CJK SC".
    public var family: String

    public init(path: String, index: Int, family: String) {
        self.path = path
        self.index = index
        self.family = family
    }
}

extension TextLayout {
    /// The CSS font-family list for `text=text` output: the face's first family, then the
    /// fallback families this text uses, then the rest of the face's list.
    public var cssFamily: String {
        guard !fallbackFaces.isEmpty else { return face.cssFamily }
        var families: [String] = []
        for family in fallbackFaces.map(\.family) where !families.contains(family) { families.append(family) }
        let quoted = families.map { "'" + $0.filter { $0 != "'" && $0 != "\\" && $0 != "\"" } + "'" }
        let list = face.cssFamily
        guard let comma = list.firstIndex(of: ",") else { return ([list] + quoted).joined(separator: ", ") }
        return ([String(list[..<comma])] + quoted).joined(separator: ", ") + list[comma...]
    }
}
