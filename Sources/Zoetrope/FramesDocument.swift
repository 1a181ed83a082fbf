/// The JSON of a `frames` render: `{"fps": 30, "frames": [{"t": 0, "svg": "…"}, …]}`.
///
/// Its bytes are the head, each frame's SVG with its ``frameOverhead(index:time:svg:)`` and the
/// tail, so that a render can count them against `limits.maxOutputBytes` frame by frame, before
/// the document is built.
enum FramesDocument {
    static func json(fps: Double, frames: [(time: Double, svg: [UInt8])]) -> [UInt8] {
        var text = JSONText()
        text.raw(head(fps: fps))
        for (index, frame) in frames.enumerated() {
            text.raw(framePrefix(index: index, time: frame.time))
            text.string(utf8: frame.svg)
            text.raw("}")
        }
        text.raw(tail)
        return text.bytes
    }

    /// What comes before the first frame: `{"fps": 30, "frames": [`.
    static func head(fps: Double) -> String {
        "{\"fps\": " + JSONText.numberText(fps) + ", \"frames\": ["
    }

    /// What comes after the last frame.
    static let tail = "]}\n"

    /// What comes before frame `index`'s SVG string: `, {"t": 0.5, "svg": ` (no comma first).
    static func framePrefix(index: Int, time: Double) -> String {
        (index > 0 ? ", " : "") + "{\"t\": " + JSONText.numberText((time * 1e6).rounded() / 1e6) + ", \"svg\": "
    }

    /// The bytes frame `index` adds to the document beyond its SVG's own: its prefix, the
    /// string's quotes and the closing brace, and the bytes its escapes add.
    static func frameOverhead(index: Int, time: Double, svg: [UInt8]) -> Int {
        framePrefix(index: index, time: time).utf8.count + 3 + JSONText.escapeGrowth(utf8: svg)
    }

    /// The bytes of the head and the tail together.
    static func framingBytes(fps: Double) -> Int {
        head(fps: fps).utf8.count + tail.utf8.count
    }
}
