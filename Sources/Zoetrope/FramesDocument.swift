/// The JSON of a `frames` render: `{"fps": 30, "frames": [{"t": 0, "svg": "…"}, …]}`.
enum FramesDocument {
    static func json(fps: Double, frames: [(time: Double, svg: [UInt8])]) -> [UInt8] {
        var text = JSONText()
        text.raw("{\"fps\": ")
        text.number(fps)
        text.raw(", \"frames\": [")
        for (index, frame) in frames.enumerated() {
            if index > 0 { text.raw(", ") }
            text.raw("{\"t\": ")
            text.number((frame.time * 1e6).rounded() / 1e6)
            text.raw(", \"svg\": ")
            text.string(utf8: frame.svg)
            text.raw("}")
        }
        text.raw("]}\n")
        return text.bytes
    }
}
