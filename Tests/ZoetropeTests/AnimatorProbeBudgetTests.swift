import Testing
import Scene
import Zoetrope

/// The layouts a starting keyframe run makes to find what its tracks move count towards
/// `limits.maxViewUpdates`, as an update's do: 1,600 repeating animators used to lay the tree
/// out 5 million times in the first update, which nothing bounded.
@Suite struct AnimatorProbeBudgetTests {
    /// 30 rectangles in a VStack (31 views), each offset by a repeating animator: x from 0 to 10
    /// in 0.5 s, linearly, and back.
    let json = #"""
        {"canvas": {"width": 100, "height": 400},
         "body": {"type": "VStack", "spacing": 0, "children": [{"type": "ForEach", "data": "0..<30", "content":
           {"type": "Rectangle", "modifiers": [{"frame": {"width": 10, "height": 10}},
             {"keyframeAnimator": {"initialValue": {"x": 0}, "repeating": true,
               "tracks": {"x": [{"linear": {"to": 10, "duration": 0.5}}, {"linear": {"to": 0, "duration": 0.5}}]},
               "content": [{"offset": {"x": "value.x"}}]}}]}}]}}
        """#

    /// How many rectangles are moved at 0.25 s, halfway up: by 5.
    func moved(maxViewUpdates: Int) throws -> Int {
        let renderer = try Renderer(limits: RenderLimits(scene: SceneLimits(maxViewUpdates: maxViewUpdates)))
        var options = RenderOptions()
        options.mode = .snapshot
        options.time = 0.25
        let svg = String(decoding: try renderer.render(Array(json.utf8), options: options).bytes, as: UTF8.self)
        return svg.components(separatedBy: "transform=\"matrix(1 0 0 1 5 0)\"").count - 1
    }

    @Test func runsPastTheViewBudgetStartAtTheirFinalValues() throws {
        #expect(try moved(maxViewUpdates: 50_000) == 30)
        // The initial layout (31 views) and the runs' base layout (31) make 62; each track is then
        // probed with two layouts (62 views) while fewer than 200 were laid out: at 62, 124 and
        // 186. Three rectangles move; the other 27 rest at their final x, 0.
        #expect(try moved(maxViewUpdates: 200) == 3)
    }
}
