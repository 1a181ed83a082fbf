import CFontconfig
import Foundation

/// The fonts text may fall back to, found once per process with fontconfig.
///
/// Only faces in ``FontCatalog/directories`` count (Debian's DejaVu, Noto and Symbola folders),
/// whatever else the machine has installed or configured, so the same package set chooses the
/// same font everywhere. Variable fonts and faces without outlines are left out, but for one
/// colour (bitmap) font, Noto Color Emoji (Debian's fonts-noto-color-emoji), which covers only
/// emoji-presentation characters here; its glyphs are drawn as their PNG images.
///
/// fontconfig is slow to start (it reads its configuration and font cache), so the catalogue is
/// built on first use — text the DejaVu faces cover never starts it — and kept for the life of
/// the process. It is read-only afterwards, so every thread may read it at once.
final class FontCatalog: @unchecked Sendable {
    /// One face in the catalogue.
    struct Entry: Sendable {
        var face: FallbackFaceKey
        var family: String
        var style: String
        /// fontconfig's weight: 80 regular, 200 bold.
        var weight: Int
        var isItalic: Bool
        /// Whether the face is Noto Color Emoji: bitmap glyphs, used for emoji only.
        var isColor = false
        /// The characters the face has glyphs for (owned by fontconfig's configuration, which
        /// the catalogue never frees).
        nonisolated(unsafe) var charset: OpaquePointer

        func covers(_ scalar: Unicode.Scalar) -> Bool {
            guard !isColor || Self.isColorEmoji(scalar) else { return false }
            return FcCharSetHasChar(charset, scalar.value) != 0
        }

        /// Whether the face has a glyph for `scalar`, whatever its presentation.
        func hasGlyph(_ scalar: Unicode.Scalar) -> Bool {
            FcCharSetHasChar(charset, scalar.value) != 0
        }

        /// Characters drawn as colour emoji by default (Emoji_Presentation: 😀, 🇫, skin-tone
        /// modifiers), and the tags of flag sequences; ☺ or # stay text.
        static func isColorEmoji(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isEmojiPresentation || (0xE0020...0xE007F).contains(scalar.value)
        }
    }

    /// The folders whose fonts are used: `ZOETROPE_FALLBACK_FONT_DIRS` (colon-separated) when set,
    /// otherwise those of Debian's fonts-dejavu, fonts-noto-core, fonts-noto-cjk and fonts-symbola.
    static let directories: [String] = {
        if let list = ProcessInfo.processInfo.environment["ZOETROPE_FALLBACK_FONT_DIRS"], !list.isEmpty {
            return list.split(separator: ":").map { String($0) }
        }
        return [
            "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/truetype/noto", "/usr/share/fonts/opentype/noto",
            "/usr/share/fonts/truetype/ancient-scripts",
        ]
    }()

    /// The process's catalogue, built on first use.
    static let shared = FontCatalog(directories: directories)

    /// Every usable face, sorted by family, style, file and index.
    let entries: [Entry]
    /// Each entry's position in `entries`.
    let indexByFace: [FallbackFaceKey: Int]
    /// The entry of Noto Color Emoji, when it is installed.
    let colorEntry: Int?
    /// Orders of `entries` to try, per style (and CJK form).
    let rankings = BoundedCache<RankingKey, [Int]>(capacity: 256)
    /// The faces opened so far, by entry.
    let opened: BoundedCache<Int, OpenedFace>
    /// fontconfig's configuration the entries were read from. Never destroyed: the entries'
    /// charsets point into it, and the catalogue lives as long as the process.
    private let configuration: OpaquePointer?

    init(directories: [String]) {
        let prefixes = directories.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        var entries: [Entry] = []
        // The system configuration brings fontconfig's cache; the folders filter what it lists.
        configuration = FcInitLoadConfigAndFonts()
        if let config = configuration {
            for directory in directories { _ = FcConfigAppFontAddDir(config, directory) }
            for set in [FcSetSystem, FcSetApplication] {
                guard let fonts = FcConfigGetFonts(config, set) else { continue }
                for i in 0..<Int(fonts.pointee.nfont) {
                    guard let pattern = fonts.pointee.fonts[i],
                        let entry = Self.entry(pattern, prefixes: prefixes)
                    else { continue }
                    entries.append(entry)
                }
            }
        }
        var seen: Set<FallbackFaceKey> = []
        self.entries = entries.sorted {
            ($0.family, $0.style, $0.face.path, $0.face.index) < ($1.family, $1.style, $1.face.path, $1.face.index)
        }.filter { seen.insert($0.face).inserted }
        indexByFace = Dictionary(uniqueKeysWithValues: self.entries.enumerated().map { ($1.face, $0) })
        colorEntry = self.entries.firstIndex(where: \.isColor)
        opened = BoundedCache(capacity: self.entries.count + 1)
    }

    private static func entry(_ pattern: OpaquePointer, prefixes: [String]) -> Entry? {
        func string(_ name: String) -> String? {
            var value: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, name, 0, &value) == FcResultMatch, let value else { return nil }
            return String(cString: value)
        }
        func int(_ name: String) -> Int? {
            var value: Int32 = 0
            return FcPatternGetInteger(pattern, name, 0, &value) == FcResultMatch ? Int(value) : nil
        }
        func bool(_ name: String) -> Bool {
            var value: FcBool = 0
            return FcPatternGetBool(pattern, name, 0, &value) == FcResultMatch && value != 0
        }
        guard let path = string("file"), prefixes.contains(where: { path.hasPrefix($0) }),
            let family = string("family"), let index = int("index"), index >= 0, index < 1 << 16,
            (bool("outline") && !bool("color")) || (bool("color") && family == Self.colorFamily), !bool("variable")
        else { return nil }
        var charset: OpaquePointer?
        guard FcPatternGetCharSet(pattern, "charset", 0, &charset) == FcResultMatch, let charset else { return nil }
        return Entry(
            face: FallbackFaceKey(path: path, index: index), family: family, style: string("style") ?? "",
            weight: int("weight") ?? 80, isItalic: (int("slant") ?? 0) != 0, isColor: bool("color"), charset: charset)
    }

    /// The one colour font used.
    static let colorFamily = "Noto Color Emoji"
}

/// A face of a font file: the file's path and the face's index in it.
struct FallbackFaceKey: Hashable, Sendable {
    var path: String
    var index: Int
}
