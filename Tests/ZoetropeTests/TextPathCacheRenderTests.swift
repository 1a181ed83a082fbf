import Testing
import Zoetrope

/// The text path cache (`server.textPathCacheBytes`) changes no byte: every example renders the
/// same with the cache off, on and cold, and on and warm (every text a hit), in snapshots at
/// several precisions, frames and keyframes.
@Suite struct TextPathCacheRenderTests {
    static let options = [
        RenderOptions(mode: .snapshot), RenderOptions(mode: .snapshot, time: 0.5, precision: 0),
        RenderOptions(mode: .snapshot, precision: 3), RenderOptions(mode: .frames, fps: 4), RenderOptions(mode: .keyframes),
    ]

    @Test(arguments: TestRenderer.exampleNames)
    func anExampleRendersTheSameWithAndWithoutTheCache(_ name: String) throws {
        let json = try TestRenderer.example(name)
        let uncached = try Renderer(textPathCacheBytes: 0)
        let cached = try Renderer(textPathCacheBytes: 1 << 24)
        for options in Self.options {
            let expected = try uncached.render(json, options: options).bytes
            #expect(try cached.render(json, options: options).bytes == expected, "cold, \(options)")
            #expect(try cached.render(json, options: options).bytes == expected, "warm, \(options)")
        }
    }
}
