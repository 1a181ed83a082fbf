import CHarfBuzz

/// What a checked font file declares.
public struct FontFileInfo: Hashable, Sendable {
    /// The family name of the `name` table (name ID 1), "" when it has none.
    public var family: String
    public var glyphCount: Int
    public var unitsPerEm: Int
}

/// Why font data was refused; the message says what is wrong, in words for the scene's author.
public struct FontFileError: Error, Hashable, Sendable {
    /// Whether a limit was exceeded (422 `limit_exceeded`) rather than the data being bad.
    public var isLimit: Bool
    public var message: String

    init(_ message: String, isLimit: Bool = false) {
        self.message = message
        self.isLimit = isLimit
    }
}

/// Checks untrusted font data (a custom font of a scene) before anything shapes with it: a
/// TrueType or OpenType (CFF) file within `maxBytes`, whose table directory lies inside the
/// data, that HarfBuzz opens with glyphs, a sane em and a character map. HarfBuzz sanitises each
/// table again when it is used, so what passes here cannot make shaping read outside the data.
public enum FontFile {
    /// The smallest and largest units per em the OpenType specification allows.
    public static let unitsPerEmRange = 16...16384

    public static func inspect(_ bytes: [UInt8], maxBytes: Int) throws(FontFileError) -> FontFileInfo {
        guard bytes.count <= maxBytes else {
            throw FontFileError("the font is \(bytes.count) bytes, more than \(maxBytes) (limits.maxFontBytes)", isLimit: true)
        }
        guard bytes.count >= 12 else { throw FontFileError("the font data is truncated (\(bytes.count) bytes)") }
        func uint32(_ at: Int) -> UInt32 { bytes[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) } }
        func uint16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        switch uint32(0) {
        case 0x0001_0000, 0x7472_7565, 0x4F54_544F:  // TrueType, 'true', 'OTTO'
            break
        case 0x774F_4646, 0x774F_4632:  // 'wOFF', 'wOF2'
            throw FontFileError("WOFF fonts are not supported; give the TrueType or OpenType file (.ttf, .otf)")
        case 0x7474_6366:  // 'ttcf'
            throw FontFileError("font collections (.ttc) are not supported; give one TrueType or OpenType font")
        default:
            throw FontFileError("not a TrueType or OpenType font (it does not start with a font signature)")
        }
        let tableCount = uint16(4)
        guard tableCount > 0, 12 + 16 * tableCount <= bytes.count else {
            throw FontFileError("the font's table directory (\(tableCount) tables) is truncated")
        }
        for index in 0..<tableCount {
            let record = 12 + 16 * index
            let offset = Int(uint32(record + 8)), length = Int(uint32(record + 12))
            guard offset + length <= bytes.count else {
                let tag = String(decoding: bytes[record..<record + 4].map { $0 >= 0x20 && $0 < 0x7F ? $0 : 0x3F }, as: UTF8.self)
                throw FontFileError(
                    "table '\(tag)' (bytes \(offset)…\(offset + length)) lies past the end of the data (\(bytes.count) bytes)")
            }
        }
        return try bytes.withUnsafeBufferPointer { (buffer) throws(FontFileError) -> FontFileInfo in
            // The blob only borrows the bytes: everything made from it is destroyed before returning.
            let base = UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self)
            guard let blob = hb_blob_create(base, UInt32(buffer.count), HB_MEMORY_MODE_READONLY, nil, nil) else {
                throw FontFileError("the font could not be read")
            }
            defer { hb_blob_destroy(blob) }
            guard let face = hb_face_create(blob, 0) else { throw FontFileError("the font could not be read") }
            defer { hb_face_destroy(face) }
            let glyphCount = Int(hb_face_get_glyph_count(face))
            guard glyphCount > 0 else { throw FontFileError("the font has no glyphs (no readable maxp table)") }
            let unitsPerEm = Int(hb_face_get_upem(face))
            guard unitsPerEmRange.contains(unitsPerEm) else {
                throw FontFileError("the font's units per em (\(unitsPerEm)) are outside 16…16384")
            }
            guard HorizontalMetrics(face: face) != nil else {
                throw FontFileError("the font has no horizontal header (no readable hhea table)")
            }
            guard let unicodes = hb_set_create() else { throw FontFileError("the font could not be read") }
            defer { hb_set_destroy(unicodes) }
            hb_face_collect_unicodes(face, unicodes)
            guard hb_set_get_population(unicodes) > 0 else {
                throw FontFileError("the font maps no characters to glyphs (no usable cmap table)")
            }
            return FontFileInfo(family: family(of: face), glyphCount: glyphCount, unitsPerEm: unitsPerEm)
        }
    }

    /// Name ID 1 in the face's default language, at most 256 bytes.
    static func family(of face: OpaquePointer) -> String {
        var buffer = [CChar](repeating: 0, count: 257)
        var length = UInt32(buffer.count)
        let language: hb_language_t? = nil
        _ = hb_ot_name_get_utf8(face, hb_ot_name_id_t(HB_OT_NAME_ID_FONT_FAMILY), language, &length, &buffer)
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
