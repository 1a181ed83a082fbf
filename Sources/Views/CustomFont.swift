/// A font file a scene brings (`"fonts": {"Inter": "data:font/ttf;base64,…"}`), checked when
/// the scene was decoded: text in it is shaped and outlined from these bytes, and `text=text`
/// output embeds them as an `@font-face` data URI.
public struct CustomFont: Hashable, Sendable {
    /// The scene's name for the font (letters, digits, spaces, `_`, `-`, `.`): the CSS family
    /// of `text=text` output.
    public var name: String
    /// The family the file declares (name ID 1), "" when it has none.
    public var family: String
    /// The TrueType or OpenType file.
    public var bytes: [UInt8]
    /// `data:font/ttf;base64,…` (or `font/otf`) of `bytes`, for `@font-face`.
    public var dataURI: String
    /// A 64-bit FNV-1a digest of `bytes`: hashing a font never reads its bytes again.
    public var digest: UInt64

    public init(name: String, family: String, bytes: [UInt8], dataURI: String) {
        self.name = name
        self.family = family
        self.bytes = bytes
        self.dataURI = dataURI
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        digest = hash
    }

    /// Copies of one decoded font share their bytes' storage, so comparing them is quick.
    public static func == (a: CustomFont, b: CustomFont) -> Bool {
        a.digest == b.digest && a.name == b.name && a.bytes == b.bytes
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(digest)
    }

    /// `name` as a quoted CSS family.
    public var cssFamily: String { "'" + name.filter { $0 != "'" && $0 != "\\" && $0 != "\"" } + "'" }
}
