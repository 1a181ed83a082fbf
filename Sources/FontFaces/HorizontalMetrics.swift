import CHarfBuzz

/// A face's `hhea` ascender, descender (positive, below the baseline) and line gap, in font units.
public struct HorizontalMetrics: Hashable, Sendable {
    public var ascender: Int
    public var descender: Int
    public var lineGap: Int

    /// Reads them (big-endian int16 at bytes 4, 6 and 8 of `hhea`) from `face` (an `hb_face_t`);
    /// nil when the table is missing or short.
    public init?(face: OpaquePointer) {
        let hheaTag: hb_tag_t = 0x6868_6561  // 'hhea'
        guard let blob = hb_face_reference_table(face, hheaTag) else { return nil }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length >= 10 else { return nil }
        let bytes = UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self)
        func int16(at offset: Int) -> Int { Int(Int16(bitPattern: UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1]))) }
        (ascender, descender, lineGap) = (int16(at: 4), -int16(at: 6), int16(at: 8))
    }
}
