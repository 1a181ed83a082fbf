import Motion
import Testing

@testable import Keyframes

/// `ProgressPlans`: views that move alike share one progress plan.
@Suite struct ProgressPlansTests {
    /// A stack of `rows` whose `on` turns true at 0.1 under `animation`.
    static func stack(_ rows: [String], animation: String) -> String {
        """
        {"canvas": {"width": 200, "height": 40}, "state": {"on": false},
         "body": {"type": "VStack", "spacing": 2, "children": [\(rows.joined(separator: ", "))]},
         "timeline": [{"at": 0.1, "set": {"on": true}, "withAnimation": \(animation)}]}
        """
    }

    /// How many plans the sampler of `scene` makes for the stretches of its last update's root
    /// and the root's children, each made when the view's track values are first read.
    static func plansMade(_ scene: String) throws -> Int {
        let animator = try KeyframesTestSupport.animator(scene)
        let sampler = ViewSampler(animator: animator)
        let root = animator.updates[animator.updates.count - 1].tree
        for id in [root.id] + root.children.map(\.id) { _ = sampler.values(of: id, at: 0.3) }
        return sampler.progressPlansMade
    }

    /// Three rectangles that slide, fade and change colour together when `on` turns true: each
    /// view (the stack and the three) has one stretch, from 0 (no view is laid out anew). Two
    /// plans are made: the stack's, of no changing track, and the first row's; the other two
    /// rows take the first row's.
    @Test func rowsToggledTogetherShareTheirPlans() throws {
        let row = #"{"type": "Rectangle", "modifiers": [{"fill": "on ? orange : blue"}, {"frame": {"width": 40, "height": 6}}, {"offset": {"x": "on ? 100 : -100"}}, {"opacity": "on ? 1 : 0.4"}]}"#
        #expect(try Self.plansMade(Self.stack([row, row, row], animation: #"{"easeInOut": {"duration": 0.6}}"#)) == 2)
    }

    /// Under a spring, rows toggled together each make their own plan (it holds their springs'
    /// numbers): four plans, the stack's and each row's.
    @Test func springingRowsMakeTheirOwn() throws {
        let row = #"{"type": "Rectangle", "modifiers": [{"frame": {"width": 40, "height": 6}}, {"offset": {"x": "on ? 100 : -100"}}]}"#
        #expect(try Self.plansMade(Self.stack([row, row, row], animation: #"{"spring": {"duration": 0.6, "bounce": 0.3}}"#)) == 4)
    }

    /// Rows that slide different distances under one linear second from 0.1 share a plan (the
    /// first row's is made, the second takes it), and each is presented at its own values: at
    /// 0.6, half-way, the first row (−100 → 100) is at x 0 and the second (0 → 50) at x 25.
    @Test func rowsOfDifferentDistancesShareAPlanAndKeepTheirValues() throws {
        func row(_ x: String) -> String {
            #"{"type": "Rectangle", "modifiers": [{"frame": {"width": 40, "height": 6}}, {"offset": {"x": "\#(x)"}}]}"#
        }
        let scene = Self.stack([row("on ? 100 : -100"), row("on ? 50 : 0")], animation: #"{"linear": {"duration": 1}}"#)
        let animator = try KeyframesTestSupport.animator(scene)
        let sampler = ViewSampler(animator: animator)
        let rows = animator.updates[1].tree.children.map(\.id)
        var offsets: [Double] = []
        for id in rows {
            guard case .offset(let x, _) = try #require(sampler.presented(id, at: 0.6)?.node.modifiers.last) else {
                Issue.record("expected an offset")
                return
            }
            offsets.append(x)
        }
        #expect(sampler.progressPlansMade == 1)
        #expect(abs(offsets[0]) < 1e-9 && abs(offsets[1] - 25) < 1e-9)
    }

    /// Four plans are kept: a fifth replaces the oldest, which is made again when asked for.
    @Test func theOldestOfFourIsReplaced() {
        func track(startingAt time: Double) -> [AnimatedValue<Double>] {
            var x = AnimatedValue(0.0)
            x.set(1, at: time, animation: .linear(duration: 1))
            return [x]
        }
        var plans = ProgressPlans()
        for step in 0..<5 { _ = plans.plan(of: track(startingAt: Double(step)), at: [0]) }
        #expect(plans.madeCount == 5)
        // The last four are kept; the first was replaced.
        for step in 1..<5 { _ = plans.plan(of: track(startingAt: Double(step)), at: [0]) }
        #expect(plans.madeCount == 5)
        _ = plans.plan(of: track(startingAt: 0), at: [0])
        #expect(plans.madeCount == 6)
    }
}
