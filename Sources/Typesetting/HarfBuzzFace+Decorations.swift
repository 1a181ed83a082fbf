import CHarfBuzz

/// Where a face puts its underline and strikethrough, in font units, y up from the baseline:
/// the top of each stroke and its thickness.
struct DecorationMetrics: Hashable, Sendable {
    /// `post.underlinePosition` and `post.underlineThickness`.
    var underlineTop: Int, underlineThickness: Int
    /// `OS/2.yStrikeoutPosition` and `OS/2.yStrikeoutSize`.
    var strikethroughTop: Int, strikethroughThickness: Int
}

extension HarfBuzzFace {
    /// The face's underline and strikethrough metrics; a face without the tables gets one
    /// twentieth of an em below the baseline and at 0.26 em above it (DejaVu's proportions).
    func decorationMetrics() -> DecorationMetrics {
        let em = unitsPerEm
        var metrics = DecorationMetrics(
            underlineTop: -em / 50, underlineThickness: em / 20, strikethroughTop: em * 26 / 100, strikethroughThickness: em / 20)
        if let post = table(0x706F_7374, minimumLength: 12) {  // 'post'
            metrics.underlineTop = post(8)
            metrics.underlineThickness = max(1, post(10))
        }
        if let os2 = table(0x4F53_2F32, minimumLength: 30) {  // 'OS/2'
            metrics.strikethroughThickness = max(1, os2(26))
            metrics.strikethroughTop = os2(28)
        }
        return metrics
    }

    /// A reader of big-endian int16 values of table `tag`, nil when it is shorter than `minimumLength`.
    private func table(_ tag: hb_tag_t, minimumLength: Int) -> ((Int) -> Int)? {
        guard let blob = hb_face_reference_table(face, tag) else { return nil }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), Int(length) >= minimumLength else { return nil }
        let bytes = Array(UnsafeRawBufferPointer(start: UnsafeRawPointer(data), count: minimumLength))
        return { offset in Int(Int16(bitPattern: UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1]))) }
    }
}
