import DisplayList
import Foundation
import Geometry
import Layout
import Testing
import Timeline
import Views

/// Insertion and removal with the default opacity transition (SEMANTICS §5): If branches and
/// ForEach elements need no `transition` modifier to fade.
@Suite struct TransitionTests {
    /// A 100×50 rectangle, then one more below it while `show` is true; a VStack without spacing
    /// in a 200×200 canvas. Alone, /0 is centred: y 75…125. With /1/then the stack is 100 high:
    /// /0 at y 50, /1/then at y 100.
    static func conditional(_ events: String) -> String {
        #"""
        {"canvas": {"width": 200, "height": 200}, "state": {"show": false},
         "body": {"type": "VStack", "spacing": 0, "children": [
            {"type": "Rectangle", "modifiers": [{"frame": {"width": 100, "height": 50}}]},
            {"type": "If", "condition": "show",
             "then": {"type": "Rectangle", "modifiers": [{"frame": {"width": 100, "height": 50}}]}}]},
         "timeline": \#(events)}
        """#
    }

    @Test func insertionFadesInWhileTheSiblingMoves() throws {
        let animator = try TimelineTestSupport.animator(
            Self.conditional(#"[{"at": 1, "set": {"show": true}, "withAnimation": {"linear": {"duration": 1}}}]"#))
        let view = animator.presentation(at: 1.5)
        // Linear, halfway: the transition's opacity is 0.5; the new view is at its final place.
        let inserted = try #require(view.find("/1/then"))
        #expect(close(inserted.opacity, 0.5))
        #expect(close(inserted.frame.minY, 100))
        // The sibling moves from 75 to 50 with the same transaction: 62.5.
        #expect(close(view.find("/0")?.frame.minY, 62.5))
        // Before the update it is absent; once the animation ends it draws without effects.
        #expect(animator.presentation(at: 0.99).find("/1/then") == nil)
        #expect(animator.presentation(at: 2).find("/1/then")?.node.modifiers.count == 1)
        #expect(close(animator.duration, 2))
    }

    @Test func removalStaysAtItsLastLayoutFadingOutThenGoes() throws {
        let animator = try TimelineTestSupport.animator(
            Self.conditional(#"""
                [{"at": 0, "set": {"show": true}},
                 {"at": 1, "set": {"show": false}, "withAnimation": {"linear": {"duration": 1}}}]
                """#))
        let view = animator.presentation(at: 1.25)
        let removed = try #require(view.find("/1/then"))
        #expect(close(removed.opacity, 0.75))
        // After its former sibling, at its last place in the stack (50 below the stack's top),
        // while the stack moves down from 50 to 75 and /0 with it: the stack is at 56.25.
        #expect(close(removed.frame.minY, 106.25))
        #expect(view.children.map(\.id) == ["/0", "/1/then"])
        #expect(close(view.find("/0")?.frame.minY, 56.25))
        #expect(animator.presentation(at: 1.99).find("/1/then") != nil)
        #expect(animator.presentation(at: 2).find("/1/then") == nil)
        #expect(close(animator.duration, 2))
        #expect(animator.removals.map(\.id) == ["/1/then"])
    }

    @Test func withoutAnimationBothAreInstant() throws {
        let animator = try TimelineTestSupport.animator(
            Self.conditional(#"[{"at": 1, "set": {"show": true}}, {"at": 2, "set": {"show": false}}]"#))
        #expect(animator.presentation(at: 1).find("/1/then")?.node.modifiers == [.fixedFrame(width: 100, height: 50, alignment: .center)])
        #expect(animator.presentation(at: 2).find("/1/then") == nil)
        #expect(animator.removals.isEmpty)
        #expect(close(animator.duration, 2))
    }

    @Test func removalInterruptedByReinsertionContinues() throws {
        // Out from t = 1 and back at t = 1.5, linear over 1 s each. The opacity track adds both
        // changes: 1 + (1 − p₁) − (1 − p₂) with p₁ = t − 1, p₂ = t − 1.5, which is 0.5 until the
        // first ends at t = 2, then 1 − (1 − p₂) = t − 1.5.
        let animator = try TimelineTestSupport.animator(
            Self.conditional(#"""
                [{"at": 0, "set": {"show": true}},
                 {"at": 1, "set": {"show": false}, "withAnimation": {"linear": {"duration": 1}}},
                 {"at": 1.5, "set": {"show": true}, "withAnimation": {"linear": {"duration": 1}}}]
                """#))
        #expect(close(animator.presentation(at: 1.25).find("/1/then")?.opacity, 0.75))
        for t in [1.5, 1.75] {
            let view = animator.presentation(at: t)
            #expect(view.children.map(\.id) == ["/0", "/1/then"])  // drawn once
            #expect(close(view.find("/1/then")?.opacity, 0.5))
        }
        #expect(close(animator.presentation(at: 2.25).find("/1/then")?.opacity, 0.75))
        #expect(animator.presentation(at: 2.5).find("/1/then")?.node.modifiers.count == 1)
        #expect(animator.removals.first?.reinserted == 1.5)
    }

    @Test func aReinsertedViewContinuesFromWhereItWasDrawn() throws {
        // The same timeline. The stack's top goes 50 → 75 from t = 1 and back from t = 1.5, both
        // linear over 1 s: 50 + 25(t − 1) until 1.5, then 62.5 until 2, then 50 + 25(2.5 − t).
        // Out, /1/then is drawn 50 below the stack's top: 110 at t = 1.4, 112.5 at t = 1.5.
        // Back in the tree it continues from 112.5 to its place (100) with the new animation:
        // 100 + 12.5(1 − (t − 1.5)).
        let animator = try TimelineTestSupport.animator(
            Self.conditional(#"""
                [{"at": 0, "set": {"show": true}},
                 {"at": 1, "set": {"show": false}, "withAnimation": {"linear": {"duration": 1}}},
                 {"at": 1.5, "set": {"show": true}, "withAnimation": {"linear": {"duration": 1}}}]
                """#))
        func y(_ t: Double) -> Double? { animator.presentation(at: t).find("/1/then")?.frame.minY }
        #expect(close(y(1.4), 110))
        #expect(close(y(1.5 - 1e-9), 112.5, 1e-6))
        #expect(close(y(1.5), 112.5))
        #expect(close(y(1.75), 109.375))
        #expect(close(y(2.5), 100))
        #expect(close(animator.presentation(at: 1.75).find("/0")?.frame.minY, 62.5))
    }

    @Test func removalWhileAnimatingInContinuesFromThere() throws {
        // In from t = 1, out at t = 1.5: 0 − (1 − p₁) + (1 − p₂) = 0.5 until t = 2, then 2.5 − t.
        let animator = try TimelineTestSupport.animator(
            Self.conditional(#"""
                [{"at": 1, "set": {"show": true}, "withAnimation": {"linear": {"duration": 1}}},
                 {"at": 1.5, "set": {"show": false}, "withAnimation": {"linear": {"duration": 1}}}]
                """#))
        #expect(close(animator.presentation(at: 1.25).find("/1/then")?.opacity, 0.25))
        #expect(close(animator.presentation(at: 1.75).find("/1/then")?.opacity, 0.5))
        #expect(close(animator.presentation(at: 2.25).find("/1/then")?.opacity, 0.25))
        #expect(animator.presentation(at: 2.5).find("/1/then") == nil)
        #expect(close(animator.duration, 2.5))
    }

    @Test func theRemovalTakesTheAnimationOfItsParentsContent() throws {
        // An implicit animation on the stack animates the removal of its child; one on the child
        // itself does not reach the removal (it goes with the child), as in SwiftUI.
        let animator = try TimelineTestSupport.animator(#"""
            {"canvas": {"width": 200, "height": 200}, "state": {"show": true},
             "body": {"type": "VStack", "spacing": 0, "children": [
                {"type": "If", "condition": "show", "then": {"type": "Rectangle", "modifiers": [
                  {"frame": {"width": 100, "height": 50}}, {"animation": {"curve": "linear", "value": "show"}}]}},
                {"type": "VStack", "children": [
                  {"type": "If", "condition": "show", "then": {"type": "Rectangle", "modifiers": [{"frame": {"width": 100, "height": 50}}]}}],
                 "modifiers": [{"animation": {"curve": {"linear": {"duration": 1}}, "value": "show"}}]}]},
             "timeline": [{"at": 1, "set": {"show": false}}]}
            """#)
        let view = animator.presentation(at: 1.5)
        #expect(view.find("/0/then") == nil)
        #expect(close(view.find("/1/0/then")?.opacity, 0.5))
    }

    @Test func anAnimationAroundTheInsertedViewAnimatesItsInsertionOnly() throws {
        // `.animation(.linear(duration: 1))` on the If wraps the chosen branch, outside its own
        // modifiers: the insertion fades in with it. The removal takes the stack's transaction
        // (none): the modifier leaves with the view, as in SwiftUI.
        let animator = try TimelineTestSupport.animator(#"""
            {"canvas": {"width": 200, "height": 200}, "state": {"show": false},
             "body": {"type": "VStack", "children": [
                {"type": "If", "condition": "show", "then": {"type": "Rectangle", "modifiers": [{"frame": {"width": 100, "height": 50}}]},
                 "modifiers": [{"animation": {"linear": {"duration": 1}}}]}]},
             "timeline": [{"at": 1, "set": {"show": true}}, {"at": 3, "set": {"show": false}}]}
            """#)
        #expect(close(animator.presentation(at: 1.25).find("/0/then")?.opacity, 0.25))
        #expect(animator.presentation(at: 3).find("/0/then") == nil)
    }

    @Test func changingAnIDReplacesTheView() throws {
        // `.id(version)`: version 1 → 2 removes /0#1 and inserts /0#2, cross-fading in one place
        // (the old one drawn first: it had no preceding sibling).
        let animator = try TimelineTestSupport.animator(#"""
            {"canvas": {"width": 200, "height": 200}, "state": {"version": 1},
             "body": {"type": "VStack", "children": [
                {"type": "Rectangle", "modifiers": [{"frame": {"width": 100, "height": 50}}, {"id": "version"}]}]},
             "timeline": [{"at": 1, "set": {"version": 2}, "withAnimation": {"linear": {"duration": 1}}}]}
            """#)
        let view = animator.presentation(at: 1.25)
        #expect(view.children.map(\.id) == ["/0#1", "/0#2"])
        #expect(close(view.find("/0#1")?.opacity, 0.75))
        #expect(close(view.find("/0#2")?.opacity, 0.25))
        #expect(animator.presentation(at: 2).children.map(\.id) == ["/0#2"])
    }

    @Test func aReplacedRootCrossFadesInAContainer() throws {
        let animator = try TimelineTestSupport.animator(#"""
            {"canvas": {"width": 200, "height": 100}, "state": {"on": false},
             "body": {"type": "If", "condition": "on",
               "then": {"type": "Rectangle", "modifiers": [{"frame": {"width": 40, "height": 40}}]},
               "else": {"type": "Circle", "modifiers": [{"frame": {"width": 40, "height": 40}}]}},
             "timeline": [{"at": 1, "set": {"on": true}, "withAnimation": {"linear": {"duration": 1}}}]}
            """#)
        let view = animator.presentation(at: 1.5)
        #expect(view.id == "")
        #expect(view.frame == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(view.children.map(\.id) == ["/else", "/then"])
        #expect(close(view.find("/else")?.opacity, 0.5))
        #expect(close(view.find("/then")?.opacity, 0.5))
        #expect(animator.presentation(at: 2).id == "/then")
    }

    @Test func aRemovedViewKeepsItsZIndex() throws {
        // A ZStack: /0/then (zIndex 1) over /1. While /0/then fades out it is still painted last.
        let animator = try TimelineTestSupport.animator(#"""
            {"canvas": {"width": 100, "height": 100}, "state": {"show": true},
             "body": {"type": "ZStack", "children": [
                {"type": "If", "condition": "show", "then": {"type": "Rectangle", "modifiers": [{"fill": "red"}, {"zIndex": 1}]}},
                {"type": "Rectangle", "modifiers": [{"fill": "blue"}]}]},
             "timeline": [{"at": 1, "set": {"show": false}, "withAnimation": {"linear": {"duration": 1}}}]}
            """#)
        let view = animator.presentation(at: 1.5)
        #expect(view.children.map(\.id) == ["/0/then", "/1"])
        #expect(view.childrenInPaintingOrder.map(\.id) == ["/1", "/0/then"])
    }

    @Test func aSpringTransitionOvershoots() throws {
        // `.scale` in with `.bouncy` (duration 0.5, bounce 0.3): ζ = 0.7, λ = 2π·0.7/0.5,
        // ω = 2π·√(1 − 0.49)/0.5. The first peak is at π/ω = 0.35007 s, where the progress is
        // 1 + e^(−λπ/ω) = 1.04600: the scale passes 1.
        let animator = try TimelineTestSupport.animator(#"""
            {"canvas": {"width": 100, "height": 100}, "state": {"show": false},
             "body": {"type": "ZStack", "children": [
                {"type": "If", "condition": "show", "then": {"type": "Rectangle", "modifiers": [
                  {"frame": {"width": 10, "height": 10}}, {"transition": "scale"}]}}]},
             "timeline": [{"at": 1, "set": {"show": true}, "withAnimation": "bouncy"}]}
            """#)
        let omega = 2 * Double.pi * (1 - 0.49).squareRoot() / 0.5, lambda = 2 * Double.pi * 0.7 / 0.5
        let peak = Double.pi / omega
        let expected = 1e-5 + (1 - 1e-5) * (1 + exp(-lambda * peak))
        #expect(close(animator.presentation(at: 1 + peak).find("/0/then")?.scale, expected, 1e-6))
    }
}
