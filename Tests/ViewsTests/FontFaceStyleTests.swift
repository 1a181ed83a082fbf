import Testing
import Views

/// `FontFace.isBold` and `isItalic`: which of the twelve DejaVu faces the SVG writer marks
/// `font-weight="bold"` and `font-style="italic"` in `text=text` output (by their file names).
@Suite struct FontFaceStyleTests {
    @Test func boldFacesAreTheSixBoldFiles() {
        let bold: Set<FontFace> = [.sansBold, .sansBoldOblique, .monoBold, .monoBoldOblique, .serifBold, .serifBoldItalic]
        #expect(Set(FontFace.allCases.filter(\.isBold)) == bold)
    }

    @Test func italicFacesAreTheSixObliqueAndItalicFiles() {
        let italic: Set<FontFace> = [.sansOblique, .sansBoldOblique, .monoOblique, .monoBoldOblique, .serifItalic, .serifBoldItalic]
        #expect(Set(FontFace.allCases.filter(\.isItalic)) == italic)
    }
}
