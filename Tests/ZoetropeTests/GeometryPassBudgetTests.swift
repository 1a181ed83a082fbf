import Scene
import Testing
import Zoetrope

/// A GeometryReader lays its scene out again when its frame moved (up to 3 more passes an
/// update): those layouts count toward `limits.maxViewUpdates` like the update's own.
@Suite struct GeometryPassBudgetTests {
    @Test func geometryPassesCountTowardTheViewUpdateBudget() throws {
        // 100 views: the VStack, the Color, the reader, its ZStack and 96 rectangles. Every
        // update moves the reader (the Color is 20 or 40 tall), so each lays the tree out twice:
        // 200 views. Each completed toggle starts the next. With maxViewUpdates 1,000 the run
        // stops once 1,000 were laid out: after 5 updates (5 × 200); counting only one layout an
        // update, it took 10.
        let json = #"""
            {"canvas": {"width": 100, "height": 100}, "state": {"on": false},
             "body": {"type": "VStack", "spacing": 0, "children": [
               {"type": "Color", "color": "gray", "modifiers": [{"frame": {"height": "on ? 40 : 20"}}]},
               {"type": "GeometryReader", "content": {"type": "ZStack", "children": [
                 {"type": "ForEach", "data": "0..<96", "content":
                   {"type": "Rectangle", "modifiers": [{"frame": {"width": "proxy.size.height / 2", "height": 4}}]}}]}}],
               "modifiers": [{"onAnimationCompleted": {"for": "on", "perform": [
                 {"set": {"on": "!on"}, "withAnimation": {"linear": {"duration": 0.1}}}]}}]},
             "timeline": [{"at": 0, "set": {"on": true}, "withAnimation": {"linear": {"duration": 0.1}}}]}
            """#
        var limits = SceneLimits.default
        limits.maxViewUpdates = 1000
        let renderer = try Renderer(limits: RenderLimits(scene: limits))
        #expect(renderer.check(Array(json.utf8)).isEmpty)
        let animator = try renderer.animator(for: Array(json.utf8))
        #expect(animator.updates.count == 5)
    }
}
