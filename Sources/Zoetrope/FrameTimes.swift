/// The instants of a `frames` render.
enum FrameTimes {
    /// `from`, `from + 1/fps`, … up to `to` (included when it falls on a frame, within 1 µs).
    static func times(fps: Double, from: Double, to: Double, limit: Int) throws(ZoetropeError) -> [Double] {
        guard to >= from else {
            throw .invalidOption("to", "to (\(RenderOptions.format(to))) must not be before from (\(RenderOptions.format(from)))")
        }
        // Counted in floating point first: a huge span must be refused, not overflow an Int.
        let count = ((to - from) * fps + 1e-6).rounded(.down) + 1
        guard count.isFinite, count <= Double(limit) else {
            let asked = count.isFinite && count < 1e15 ? "\(Int(count)) frames" : "more than \(limit) frames"
            throw ZoetropeError(
                status: 422, code: "limit_exceeded",
                message: "the request asks for \(asked) (\(RenderOptions.format(fps)) fps from \(RenderOptions.format(from)) to \(RenderOptions.format(to)) s); the limit is \(limit) (limits.maxFrames in config.yml)",
                path: "fps")
        }
        return (0..<Int(count)).map { from + Double($0) / fps }
    }
}
