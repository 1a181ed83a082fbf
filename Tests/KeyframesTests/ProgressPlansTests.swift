import Motion
import Testing

@testable import Keyframes

/// `ProgressPlans`: views that move alike share one progress plan.
@Suite struct ProgressPlansTests {
    /// Three rectangles that slide, fade and change colour together when `on` turns true: each
    /// view (the stack and the three) has a stretch before the change and one from it. Two
    /// plans are made: one of no changing track (the stack's first stretch, taken by every
    /// other stretch without a changing track: the stack's second, each row's first) and the
    /// first row's second; the other two rows take the first row's.
    @Test func rowsToggledTogetherShareTheirPlans() throws {
        let row = #"{"type": "Rectangle", "modifiers": [{"fill": "on ? orange : blue"}, {"frame": {"width": 40, "height": 6}}, {"offset": {"x": "on ? 100 : -100"}}, {"opacity": "on ? 1 : 0.4"}]}"#
        let scene = """
            {"canvas": {"width": 200, "height": 40}, "state": {"on": false},
             "body": {"type": "VStack", "spacing": 2, "children": [\(row), \(row), \(row)]},
             "timeline": [{"at": 0.1, "set": {"on": true}, "withAnimation": {"easeInOut": {"duration": 0.6}}}]}
            """
        let animator = try KeyframesTestSupport.animator(scene)
        let sampler = ViewSampler(animator: animator)
        let root = animator.updates[1].tree
        for id in [root.id] + root.children.map(\.id) { _ = sampler.stretches(of: id) }
        #expect(sampler.progressPlansMade == 2)
    }

    /// Under a spring, rows toggled together each make their own plan (it holds their springs'
    /// numbers); the first stretches still share the plan of no changing track.
    @Test func springingRowsMakeTheirOwn() throws {
        let row = #"{"type": "Rectangle", "modifiers": [{"frame": {"width": 40, "height": 6}}, {"offset": {"x": "on ? 100 : -100"}}]}"#
        let scene = """
            {"canvas": {"width": 200, "height": 40}, "state": {"on": false},
             "body": {"type": "VStack", "spacing": 2, "children": [\(row), \(row), \(row)]},
             "timeline": [{"at": 0.1, "set": {"on": true}, "withAnimation": {"spring": {"duration": 0.6, "bounce": 0.3}}}]}
            """
        let animator = try KeyframesTestSupport.animator(scene)
        let sampler = ViewSampler(animator: animator)
        let root = animator.updates[1].tree
        for id in [root.id] + root.children.map(\.id) { _ = sampler.stretches(of: id) }
        #expect(sampler.progressPlansMade == 4)
    }
}
