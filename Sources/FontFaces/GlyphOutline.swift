import CHarfBuzz
import Geometry

/// Glyph outlines out of HarfBuzz, shared by text (Typesetting) and symbols (Symbols).
public enum GlyphOutline {
    /// The outline of `glyph` of `font` (an `hb_font_t` at its face's own scale) for a 1-pt
    /// font: font units divided by `unitsPerEm`, y flipped to point down, origin at the pen
    /// position on the baseline.
    public static func path(font: OpaquePointer, glyph: UInt32, unitsPerEm: Int) -> Path {
        let sink = OutlineSink(scale: 1 / Double(max(unitsPerEm, 1)))
        hb_font_get_glyph_shape(font, glyph, glyphDrawFuncs, Unmanaged.passUnretained(sink).toOpaque())
        return sink.path
    }
}

/// Collects HarfBuzz draw callbacks into a ``Path``; lives only for one outline call.
private final class OutlineSink {
    let scale: Double
    var path = Path()

    init(scale: Double) { self.scale = scale }

    func point(_ x: Float, _ y: Float) -> Point { Point(x: Double(x) * scale, y: -Double(y) * scale) }

    static func from(_ data: UnsafeMutableRawPointer?) -> OutlineSink {
        Unmanaged<OutlineSink>.fromOpaque(data!).takeUnretainedValue()
    }
}

/// The draw callbacks, created once and immutable (HarfBuzz tracks the current point itself).
nonisolated(unsafe) private let glyphDrawFuncs: OpaquePointer = {
    let funcs = hb_draw_funcs_create()!
    hb_draw_funcs_set_move_to_func(funcs, { _, data, _, x, y, _ in
        let sink = OutlineSink.from(data)
        sink.path.move(to: sink.point(x, y))
    }, nil, nil)
    hb_draw_funcs_set_line_to_func(funcs, { _, data, _, x, y, _ in
        let sink = OutlineSink.from(data)
        sink.path.addLine(to: sink.point(x, y))
    }, nil, nil)
    hb_draw_funcs_set_quadratic_to_func(funcs, { _, data, _, cx, cy, x, y, _ in
        let sink = OutlineSink.from(data)
        sink.path.addQuadCurve(to: sink.point(x, y), control: sink.point(cx, cy))
    }, nil, nil)
    hb_draw_funcs_set_cubic_to_func(funcs, { _, data, _, c1x, c1y, c2x, c2y, x, y, _ in
        let sink = OutlineSink.from(data)
        sink.path.addCurve(to: sink.point(x, y), control1: sink.point(c1x, c1y), control2: sink.point(c2x, c2y))
    }, nil, nil)
    hb_draw_funcs_set_close_path_func(funcs, { _, data, _, _ in
        OutlineSink.from(data).path.closeSubpath()
    }, nil, nil)
    hb_draw_funcs_make_immutable(funcs)
    return funcs
}()
