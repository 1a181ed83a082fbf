/// The instants of a `frames` render.
enum FrameTimes {
    /// `from`, `from + 1/fps`, … up to `to` (included when it falls on a frame, within 1 µs).
    static func times(fps: Double, from: Double, to: Double, limit: Int) throws(ZoetropeError) -> [Double] {
        guard to >= from else {
            throw .invalidOption("to", "to (\(RenderOptions.format(to))) must not be before from (\(RenderOptions.format(from)))")
        }
        let count = Int(((to - from) * fps + 1e-6).rounded(.down)) + 1
        guard count <= limit else {
            throw ZoetropeError(
                status: 422, code: "limit_exceeded",
                message: "the request asks for \(count) frames (\(RenderOptions.format(fps)) fps from \(RenderOptions.format(from)) to \(RenderOptions.format(to)) s); the limit is \(limit) (limits.maxFrames in config.yml)",
                path: "fps")
        }
        return (0..<count).map { from + Double($0) / fps }
    }
}
