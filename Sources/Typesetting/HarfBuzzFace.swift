import CHarfBuzz
import FontFaces
import Geometry
import Views

/// One font file opened with HarfBuzz: an immutable `hb_face_t` and `hb_font_t` at the face's
/// own scale (positions come out in font units).
///
/// HarfBuzz objects are safe to use from several threads once made immutable, and every
/// shaping call brings its own buffer.
final class HarfBuzzFace: @unchecked Sendable {
    let path: String
    let unitsPerEm: Int
    /// `hhea` ascender, descender (positive, below the baseline) and line gap, in font units.
    let ascender: Int, descender: Int, lineGap: Int
    let face: OpaquePointer
    let font: OpaquePointer
    /// The font shaping uses: `font`, or one scaled to other units per em (see `init`).
    private let shapingFont: OpaquePointer
    private let language: hb_language_t?
    /// For a scene's font: what is made from its glyphs per occurrence otherwise (colour glyph
    /// PNGs, outlines as drawn or with bold or italic synthesised), kept with the face and dropped with it.
    let colorGlyphImages = BoundedCache<UInt32, Typesetter.CachedGlyphImage>(capacity: 64)
    let outlines = BoundedCache<UInt32, Path>(capacity: 512)
    let synthesizedOutlines = BoundedCache<SynthesizedGlyph, Path>(capacity: 512)

    struct SynthesizedGlyph: Hashable, Sendable {
        var glyph: UInt32
        var synthesis: FontSynthesis
    }

    /// Opens face `index` of the font at `path`; nil when the file cannot be read.
    ///
    /// With `shapingUnitsPerEm`, shaping reports positions in that many units per em instead of
    /// the face's own (rounded by HarfBuzz to whole units): a fallback face is shaped in the
    /// units of the DejaVu face whose line it sits on. Outlines and metrics stay in the face's units.
    convenience init?(path: String, index: Int = 0, shapingUnitsPerEm: Int? = nil) throws(TypesettingError) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        try self.init(blob: blob, path: path, index: index, shapingUnitsPerEm: shapingUnitsPerEm)
    }

    /// Opens a scene's font (checked by `FontFile.inspect` when the scene was decoded) from a
    /// copy of its bytes; nil when HarfBuzz cannot read it after all.
    convenience init?(bytes: [UInt8], name: String, shapingUnitsPerEm: Int) throws(TypesettingError) {
        let blob = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap {
                hb_blob_create(UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self), UInt32(clamping: buffer.count), HB_MEMORY_MODE_DUPLICATE, nil, nil)
            }
        }
        guard let blob else { return nil }
        defer { hb_blob_destroy(blob) }
        try self.init(blob: blob, path: name, index: 0, shapingUnitsPerEm: shapingUnitsPerEm)
    }

    private init?(blob: OpaquePointer, path: String, index: Int, shapingUnitsPerEm: Int?) throws(TypesettingError) {
        guard let face = hb_face_create(blob, UInt32(clamping: index)), hb_face_get_glyph_count(face) > 0 else {
            throw .unreadableFont(path)
        }
        hb_face_make_immutable(face)
        let upem = Int(hb_face_get_upem(face))
        guard upem > 0, let hhea = HarfBuzzFace.hheaMetrics(face), let font = hb_font_create(face) else {
            hb_face_destroy(face)
            throw .unreadableFont(path)
        }
        // hb_font_create already uses the OpenType functions at a scale of one unit per em unit.
        hb_font_make_immutable(font)
        if let shapingUnitsPerEm, shapingUnitsPerEm != upem, let scaled = hb_font_create(face) {
            let scale = Int32(clamping: shapingUnitsPerEm)
            hb_font_set_scale(scaled, scale, scale)
            hb_font_make_immutable(scaled)
            shapingFont = scaled
        } else {
            shapingFont = hb_font_reference(font)
        }
        self.path = path
        self.face = face
        self.font = font
        self.unitsPerEm = upem
        (ascender, descender, lineGap) = hhea
        // A fixed language keeps shaping independent of the process locale.
        language = hb_language_from_string("en", -1)
    }

    deinit {
        hb_font_destroy(shapingFont)
        hb_font_destroy(font)
        hb_face_destroy(face)
    }

    /// Whether the face has a glyph for `scalar` (its cmap maps it).
    func covers(_ scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0
    }

    /// Shapes `text` (one direction, one script: a word) with the default features, kerning
    /// included; the direction is guessed from the script unless `rightToLeft` says it.
    func shape(_ text: String, rightToLeft: Bool? = nil, features: ShapingFeatures = []) -> ShapedRun {
        guard let buffer = hb_buffer_create() else { return ShapedRun(glyphs: []) }
        defer { hb_buffer_destroy(buffer) }
        if Self.hasLongMarkRun(text) {
            Self.addBoundingMarkRuns(text, to: buffer)
        } else {
            let length = Int32(text.utf8.count)
            text.withCString { hb_buffer_add_utf8(buffer, $0, length, 0, length) }
        }
        hb_buffer_set_language(buffer, language)
        if let rightToLeft { hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR) }
        hb_buffer_guess_segment_properties(buffer)
        if features.isEmpty {
            hb_shape(shapingFont, buffer, nil, 0)
        } else {
            let list = features.harfBuzzFeatures
            list.withUnsafeBufferPointer { hb_shape(shapingFont, buffer, $0.baseAddress, UInt32($0.count)) }
        }
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return ShapedRun(glyphs: []) }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            glyphs.append(ShapedGlyph(
                id: infos[i].codepoint, cluster: Int(infos[i].cluster), advance: Int(positions[i].x_advance),
                xOffset: Int(positions[i].x_offset), yOffset: Int(positions[i].y_offset)))
        }
        return ShapedRun(glyphs: glyphs)
    }

    /// Reads ascender, descender and lineGap from `hhea`.
    private static func hheaMetrics(_ face: OpaquePointer) -> (Int, Int, Int)? {
        HorizontalMetrics(face: face).map { ($0.ascender, $0.descender, $0.lineGap) }
    }
}
