import Testing

@testable import Keyframes

/// `ViewSampler`'s recent presentations, kept by view and instant: a rectangle sliding from
/// t = 0 is written (not at rest) at every instant of its animation, so each presentation made
/// is a new box, and the same box comes back only from the cache.
@Suite struct ViewSamplerRecentTests {
    /// Asked again at 0.5, and at −0.0 after +0.0 (equal instants: `==` takes them for one), the
    /// sampler gives the box it made; at 0.25 another one.
    @Test func anInstantAskedAgainGivesTheSameBox() throws {
        let animator = try KeyframesTestSupport.animator(KeyframesTestSupport.slide(#"{"easeInOut": {"duration": 1}}"#))
        let sampler = ViewSampler(animator: animator)
        let id = animator.updates[0].tree.id
        let half = try #require(sampler.presentedBox(id, at: 0.5))
        #expect(sampler.presentedBox(id, at: 0.5) === half)
        let quarter = try #require(sampler.presentedBox(id, at: 0.25))
        #expect(quarter !== half)
        let zero = try #require(sampler.presentedBox(id, at: 0.0))
        #expect(sampler.presentedBox(id, at: -0.0) === zero)
        #expect(zero !== half && zero !== quarter)
    }
}
