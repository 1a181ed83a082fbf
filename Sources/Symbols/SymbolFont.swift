import CHarfBuzz
import FontFaces
import Foundation
import Geometry
import Views

/// The icon font `Image(systemName:)` draws with: Material Icons, whose glyphs are outlined
/// once per process through HarfBuzz and kept (a few hundred small paths).
public enum SymbolFont {
    /// The font file: `ZOETROPE_SYMBOL_FONT` when set, otherwise where Debian's
    /// fonts-material-design-icons-iconfont installs it.
    public static let path: String = {
        if let path = ProcessInfo.processInfo.environment["ZOETROPE_SYMBOL_FONT"], !path.isEmpty { return path }
        return "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"
    }()

    /// Every SF Symbol name the table maps, sorted.
    public static let names: [String] = SymbolNames.table.keys.sorted()

    /// What a symbol name resolves to.
    public enum Lookup: Sendable {
        case glyph(SymbolGlyph)
        /// The name is not in the table.
        case unknown
        /// The icon font cannot be read; the message says which file and what to install.
        case fontMissing(String)
    }

    /// The glyph for SF Symbol `name`.
    public static func lookup(_ name: String) -> Lookup {
        guard SymbolNames.table[name] != nil else { return .unknown }
        switch glyphs {
        case .failure(let missing): return .fontMissing(missing.message)
        case .success(let glyphs):
            guard let glyph = glyphs[name] else { return .fontMissing("\(path) has no glyph for \(name)") }
            return .glyph(glyph)
        }
    }

    /// Every glyph of the table, outlined on first use.
    private static let glyphs: Result<[String: SymbolGlyph], FontMissing> = {
        let missing = FontMissing(
            message: "the icon font \(path) is missing or unreadable (install fonts-material-design-icons-iconfont)")
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return .failure(missing) }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, 0) else { return .failure(missing) }
        defer { hb_face_destroy(face) }
        let unitsPerEm = Int(hb_face_get_upem(face))
        guard hb_face_get_glyph_count(face) > 0, unitsPerEm > 0, let metrics = HorizontalMetrics(face: face),
            let font = hb_font_create(face)
        else { return .failure(missing) }
        defer { hb_font_destroy(font) }
        // Material Icons' em square is its design box: x from 0 to 1 em, y from the baseline up
        // to 1 em; the 1-pt outline (y down) moves down by one to fill the unit square.
        let box = AffineTransform(translationX: 0, y: Double(metrics.ascender) / Double(unitsPerEm))
        var glyphs: [String: SymbolGlyph] = [:]
        for (name, entry) in SymbolNames.table {
            var id: hb_codepoint_t = 0
            guard hb_font_get_nominal_glyph(font, entry.codepoint, &id) != 0 else { continue }
            glyphs[name] = SymbolGlyph(name: name, outline: GlyphOutline.path(font: font, glyph: id, unitsPerEm: unitsPerEm).applying(box))
        }
        return .success(glyphs)
    }()

    private struct FontMissing: Error {
        var message: String
    }
}

