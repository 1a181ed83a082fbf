import Testing
import Timeline

/// onAppear, onChange(of:) and seed 000's onAnimationCompleted(for:).
@Suite struct ActionTests {
    /// Seed 000's IntroductionView: onAppear fades the text in with easeIn(1); when the opacity's
    /// animation completes, a completion action runs (here it sets `done`, which shows a dot).
    static let introduction = #"""
        {"canvas": {"width": 300, "height": 100}, "state": {"introTextOpacity": 0.0, "done": false},
         "body": {"type": "VStack", "children": [
            {"type": "Text", "text": "Welcome to SwiftLee", "modifiers": [
              {"opacity": "introTextOpacity"},
              {"onAnimationCompleted": {"for": "introTextOpacity", "perform": [{"set": {"done": true}}]}}]},
            {"type": "If", "condition": "done", "then": {"type": "Circle", "modifiers": [{"frame": {"width": 8, "height": 8}}]}}],
          "modifiers": [{"onAppear": [{"set": {"introTextOpacity": 1.0}, "withAnimation": {"easeIn": {"duration": 1.0}}}]}]}}
        """#

    @Test func onAppearRunsAtTimeZeroAndCompletionWhenTheAnimationEnds() throws {
        let animator = try TimelineTestSupport.animator(Self.introduction)
        // Updates: the initial tree (0), onAppear (0), the completion (0 + 1 s of easeIn).
        #expect(animator.updates.map(\.time) == [0, 0, 1])
        #expect(animator.updates.last?.state["done"] == .bool(true))
        // easeIn(0.5) = 0.3154 (SEMANTICS §4).
        #expect(close(animator.presentation(at: 0.5).find("/0")?.opacity, 0.3154, 1e-4))
        #expect(animator.presentation(at: 0.99).find("/1/then") == nil)
        #expect(animator.presentation(at: 1).find("/1/then") != nil)
    }

    @Test func onChangeRunsInTheSameUpdate() throws {
        // Setting `count` makes onChange set `doubled` in the same update: one update at t = 1,
        // and both changes animate with its linear animation.
        let animator = try TimelineTestSupport.animator(#"""
            {"canvas": {"width": 300, "height": 100}, "state": {"count": 0, "doubled": 0},
             "body": {"type": "Rectangle", "modifiers": [
                {"frame": {"width": 10, "height": 10}}, {"offset": {"x": "count", "y": "doubled"}},
                {"onChange": {"of": "count", "perform": [{"set": {"doubled": "count * 2"}}]}}]},
             "timeline": [{"at": 1, "set": {"count": 10}, "withAnimation": {"linear": {"duration": 1}}}]}
            """#)
        #expect(animator.updates.map(\.time) == [0, 1])
        let offset = try #require(animator.presentation(at: 1.5).find("/")?.offset)
        #expect(close(offset.x, 5))
        #expect(close(offset.y, 10))
        #expect(animator.trace[1].changes.map(\.name) == ["count", "doubled"])
    }

    @Test func componentLocalStateLivesWithTheInstance() throws {
        // Each Counter counts its own appearances; removing and re-inserting one starts it fresh.
        let animator = try TimelineTestSupport.animator(#"""
            {"canvas": {"width": 300, "height": 100}, "state": {"shown": true},
             "components": {"Counter": {"state": {"n": 0},
               "body": {"type": "Rectangle", "modifiers": [{"frame": {"width": "10 + n", "height": 10}},
                 {"onAppear": [{"set": {"n": "n + 5"}}]}]}}},
             "body": {"type": "If", "condition": "shown", "then": {"type": "Counter"}},
             "timeline": [{"at": 1, "set": {"shown": false}}, {"at": 2, "set": {"shown": true}}]}
            """#)
        // At t = 0 the instance appears and its onAppear adds 5: width 15. At t = 2 it is new again: 15, not 20.
        #expect(close(animator.presentation(at: 0.5).find("/then/Counter")?.frame.width, 15))
        #expect(animator.presentation(at: 1.5).find("/then/Counter") == nil)
        #expect(close(animator.presentation(at: 2.5).find("/then/Counter")?.frame.width, 15))
    }
}
