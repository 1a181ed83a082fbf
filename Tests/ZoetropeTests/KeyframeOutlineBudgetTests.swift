import Scene
import Testing
import Zoetrope

/// The outlines a keyframe document samples to fit an animated shape count against
/// `limits.maxDrawnPathElements` (issue 10): an animated `strokedPath` is outlined again at every
/// sampled instant, and 19 dashed circles each within the limits once took 151 s and 604 MB.
@Suite struct KeyframeOutlineBudgetTests {
    /// `count` dashed circles outlined by `strokedPath` (each cut at `maxStrokedPathElements`,
    /// 2,000 elements here); `lineWidth` animates over one second.
    static func circles(_ count: Int, lineWidth: String = "wide ? 2 : 1") -> String {
        #"""
        {"canvas": {"width": 800, "height": 800}, "state": {"wide": false},
         "body": {"type": "ZStack", "children": [{"type": "ForEach", "data": "0..<\#(count)", "content":
           {"type": "Circle", "modifiers": [{"strokedPath": {"lineWidth": "\#(lineWidth)", "dash": [1, 1]}}, {"frame": {"width": 8000, "height": 8000}}]}}]},
         "timeline": [{"at": 0, "set": {"wide": true}, "withAnimation": {"linear": {"duration": 1}}}]}
        """#
    }

    static func failure(_ json: String, _ options: RenderOptions) -> ZoetropeError? {
        let renderer = DrawingBudgetTests.renderer(drawn: 20_000, stroked: 2_000)
        do {
            _ = try renderer.render(Array(json.utf8), options: options)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [0.0, 0.5, 1.0]) func eachInstantFits(time: Double) {
        // 10 × 2,000 = 20,000: exactly the limit at every instant.
        #expect(Self.failure(Self.circles(10), RenderOptions(mode: .snapshot, time: time)) == nil)
    }

    @Test(arguments: [RenderOptions(mode: .keyframes), RenderOptions(mode: .keyframes, format: .smil)])
    func theSampledOutlinesAreRefused(options: RenderOptions) throws {
        // Each circle's outline track is sampled at least at its start and its end: at least
        // 2 × 10 × 2,000 = 40,000 elements > 20,000, refused at the circles' view.
        let error = try #require(Self.failure(Self.circles(10), options))
        #expect(error.status == 422)
        #expect(error.code == "limit_exceeded")
        #expect(error.path == "/body/children/0/content")
    }

    @Test func oneCircleSampledFits() {
        // One circle: 2,000 per instant; its samples fit in 20,000 (fewer than ten are needed for
        // a linear change of width).
        #expect(Self.failure(Self.circles(1), RenderOptions(mode: .keyframes)) == nil)
    }
}
