import CHarfBuzz

extension HarfBuzzFace {
    /// Combining marks shaped in one run at most: HarfBuzz takes time quadratic in a cluster's
    /// marks (20,000 on one letter took a second, 400,000 minutes, in one call no deadline can
    /// stop). Unicode's stream-safe format (UAX #15) bounds a run at 30; later marks of a run
    /// are not drawn.
    static let maxMarkRun = 32

    /// Whether `text` holds more than `maxMarkRun` combining marks in a row.
    static func hasLongMarkRun(_ text: String) -> Bool {
        var run = 0
        for scalar in text.unicodeScalars {
            // Every combining mark is at U+0300 or above.
            guard scalar.value >= 0x300, isMark(scalar) else {
                run = 0
                continue
            }
            run += 1
            if run > maxMarkRun { return true }
        }
        return false
    }

    /// Adds `text`'s scalars to `buffer` with the clusters `hb_buffer_add_utf8` gives them
    /// (their UTF-8 offsets), leaving out the marks of a run past `maxMarkRun`.
    static func addBoundingMarkRuns(_ text: String, to buffer: OpaquePointer) {
        hb_buffer_set_content_type(buffer, HB_BUFFER_CONTENT_TYPE_UNICODE)
        var offset = 0, run = 0
        for scalar in text.unicodeScalars {
            defer { offset += UTF8.width(scalar) }
            if scalar.value >= 0x300, isMark(scalar) {
                run += 1
                if run > maxMarkRun { continue }
            } else {
                run = 0
            }
            hb_buffer_add(buffer, scalar.value, UInt32(offset))
        }
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}
