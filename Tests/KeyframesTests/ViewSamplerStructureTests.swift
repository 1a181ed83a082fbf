import Testing

@testable import Keyframes

/// `ViewSampler.structureSummary` (a view's removal and modifier count, read without copying the
/// view) and the transition shortcut (`Animator.hasTransitionStretches`).
@Suite struct ViewSamplerStructureTests {
    /// The rectangle of `ReinsertionKeyframeTests.scene`: in the tree until 0.3 s, animating out
    /// (removal 0, an opacity transition) until 0.7 s, gone until 1.6 s, then in the tree again.
    /// Its only modifier is its frame (the fill is the shape's own paint).
    @Test func summaryFollowsTheRectangleOutAndBack() throws {
        let animator = try KeyframesTestSupport.animator(ReinsertionKeyframeTests.scene)
        let sampler = ViewSampler(animator: animator)
        var view = animator.updates[0].tree
        while let child = view.children.first { view = child }
        let id = view.id
        let inTree = try #require(sampler.structureSummary(id, at: 0))
        #expect(inTree.removal == nil && inTree.modifierCount == 1)
        let leaving = try #require(sampler.structureSummary(id, at: 0.5))
        #expect(leaving.removal == 0 && leaving.modifierCount == 1)
        #expect(sampler.structureSummary(id, at: 1) == nil)
        let back = try #require(sampler.structureSummary(id, at: 2.5))
        #expect(back.removal == nil && back.modifierCount == 1)
        #expect(sampler.structureSummary("no such view", at: 0) == nil)
        // The same as the structure the summary stands for.
        for time in [0, 0.5, 1, 2.5] {
            let structure = sampler.structure(id, at: time)
            #expect(sampler.structureSummary(id, at: time)?.removal == structure?.removal)
            #expect(sampler.structureSummary(id, at: time)?.modifierCount == structure?.view.node.modifiers.count)
        }
        #expect(animator.hasTransitionStretches)
        #expect(!sampler.transitionStretches(of: id).isEmpty)
    }

    /// Without any transition every view's list is empty, as the animator's own.
    @Test func noTransitionStretchesWithoutTransitions() throws {
        let animator = try KeyframesTestSupport.animator(DirectReadTests.scene)
        let sampler = ViewSampler(animator: animator)
        #expect(!animator.hasTransitionStretches)
        #expect(!animator.viewIDs.isEmpty)
        for id in animator.viewIDs {
            #expect(sampler.transitionStretches(of: id).isEmpty)
            #expect(animator.transitionStretches(of: id).isEmpty)
        }
    }

    /// The stretch in force: the last one started by the instant, the first before any starts;
    /// none for a view without stretches.
    @Test func stretchIndexIsTheLastStretchStarted() throws {
        let animator = try KeyframesTestSupport.animator(ReinsertionKeyframeTests.scene)
        let sampler = ViewSampler(animator: animator)
        var checked = 0
        for id in animator.viewIDs {
            let starts = sampler.stretches(of: id).map(\.start)
            guard let first = starts.first else {
                #expect(sampler.stretchIndex(of: id, at: 0) == nil)
                continue
            }
            #expect(sampler.stretchIndex(of: id, at: first - 1) == 0)
            for (k, start) in starts.enumerated() {
                // At its start, and halfway to the next one (or 1 s later for the last).
                let next = k + 1 < starts.count ? starts[k + 1] : start + 2
                #expect(sampler.stretchIndex(of: id, at: start) == k)
                #expect(sampler.stretchIndex(of: id, at: (start + next) / 2) == k)
                checked += 1
            }
        }
        #expect(sampler.stretchIndex(of: "no such view", at: 0) == nil)
        #expect(checked >= 2)
    }

    /// By hand, from `ReinsertionKeyframeTests.scene`'s timeline: the rectangle is in the tree
    /// from 0 s, leaves at 0.3 s and comes back at 1.6 s (stretches starting at 0 and 1.6); the
    /// circle comes in at 0.3 s (one stretch, in force before it starts too).
    @Test func stretchIndexOfTheRectangleAndTheCircle() throws {
        let animator = try KeyframesTestSupport.animator(ReinsertionKeyframeTests.scene)
        let sampler = ViewSampler(animator: animator)
        let rectangle = animator.updates[0].tree.id, circle = animator.updates[1].tree.id
        #expect(sampler.stretches(of: rectangle).map(\.start) == [0, 1.6])
        #expect(sampler.stretches(of: circle).map(\.start) == [0.3])
        for (time, index) in [(-1.0, 0), (0, 0), (0.3, 0), (1.59, 0), (1.6, 1), (2, 1), (10, 1)] {
            #expect(sampler.stretchIndex(of: rectangle, at: time) == index)
        }
        for time in [0, 0.3, 1.6, 10] {
            #expect(sampler.stretchIndex(of: circle, at: time) == 0)
        }
    }
}
