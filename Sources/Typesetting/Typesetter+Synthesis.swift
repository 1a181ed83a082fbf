import CHarfBuzz
import Foundation
import Geometry
import Views

extension HarfBuzzFace {
    /// The face's weight class (`OS/2` usWeightClass: 400 regular, 700 bold).
    var weightClass: Double { Double(hb_style_get_value(font, HB_STYLE_TAG_WEIGHT)) }
    /// Whether the face has PNG glyphs (CBDT or sbix), drawn as images.
    var hasColorBitmaps: Bool { hb_ot_color_has_png(face) != 0 }
    /// Whether the face is italic or slanted (`OS/2` fsSelection, `head` macStyle, `post` italicAngle).
    var isSlanted: Bool {
        hb_style_get_value(font, HB_STYLE_TAG_ITALIC) != 0 || hb_style_get_value(font, HB_STYLE_TAG_SLANT_ANGLE) != 0
    }
}

/// Synthetic bold and italic for a scene's font: a font brings one face, so bold or italic
/// asked of a font that is not itself bold (weight class below 600, semibold) or italic is faked.
extension Typesetter {
    /// What `font` (set in the scene's font `custom`) fakes.
    func synthesis(for font: Font, custom: CustomFont) -> FontSynthesis {
        guard font.weight.isBold || font.isItalic, let face = customFace(custom) else { return FontSynthesis() }
        return FontSynthesis(bold: font.weight.isBold && face.weightClass < 600, italic: font.isItalic && !face.isSlanted)
    }

    /// A 1-pt glyph outline (y down) made bold and slanted as `synthesis` asks: every edge moved
    /// out by ``FontSynthesis/emboldening`` ems, then x moved by −y·tan(14°), so the top leans
    /// right about the baseline.
    static func synthesized(_ outline: Path, _ synthesis: FontSynthesis) -> Path {
        var path = outline
        if synthesis.bold { path = path.emboldened(by: FontSynthesis.emboldening) }
        if synthesis.italic {
            path = path.applying(AffineTransform(a: 1, b: 0, c: -tan(FontSynthesis.obliqueAngle * .pi / 180), d: 1, tx: 0, ty: 0))
        }
        return path
    }
}
