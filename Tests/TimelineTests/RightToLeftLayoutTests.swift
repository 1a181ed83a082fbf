import Foundation
import Geometry
import Layout
import Scene
import Testing
import Timeline
import Views

/// `environment.layoutDirection: rightToLeft`: SwiftUI "horizontally flips the x position of each
/// view within its parent" (LayoutDirection's documentation); x in a view's coordinate space
/// starts at the leading edge, so an offset's x points to the trailing edge ("Making fine
/// adjustments to a view's position"). Frames below are worked out by hand.
@Suite struct RightToLeftLayoutTests {
    static func scene(_ body: String, direction: String = "rightToLeft", state: String = "{}", timeline: String = "[]") -> String {
        #"""
        {"canvas": {"width": 200, "height": 100}, "state": \#(state),
         "body": \#(body.replacingOccurrences(of: "DIRECTION", with: direction)),
         "timeline": \#(timeline)}
        """#
    }

    /// An HStack without spacing, 30 + (50 + 10 leading padding) = 90 × 20, centred in 200 × 100:
    /// x 55…145. Left to right: /0 at 55…85, /1's padding 85…145 with its rectangle at 95…145.
    /// Right to left the order and the padding mirror: /0 at 115…145, /1's padding 55…115 with
    /// the rectangle at its left, 55…105.
    static let stack = #"""
        {"type": "HStack", "spacing": 0, "children": [
            {"type": "Rectangle", "modifiers": [{"frame": {"width": 30, "height": 20}}]},
            {"type": "Rectangle", "modifiers": [{"frame": {"width": 50, "height": 20}}, {"padding": {"leading": 10}}]}],
         "modifiers": [{"environment": {"layoutDirection": "DIRECTION"}}]}
        """#

    @Test func hStackOrderAndLeadingPaddingMirror() throws {
        let rtl = try TimelineTestSupport.animator(Self.scene(Self.stack)).presentation(at: 0)
        let first = try #require(rtl.find("/0")), second = try #require(rtl.find("/1"))
        #expect(close(first.frame.minX, 115) && close(first.frame.maxX, 145))
        #expect(close(second.frame.minX, 55) && close(second.frame.maxX, 115))
        #expect(close(second.contentFrame.minX, 55) && close(second.contentFrame.maxX, 105))
        #expect(close(first.frame.minY, 40) && close(second.contentFrame.minY, 40))

        let ltr = try TimelineTestSupport.animator(Self.scene(Self.stack, direction: "leftToRight")).presentation(at: 0)
        #expect(close(ltr.find("/0")?.frame.minX, 55))
        #expect(close(ltr.find("/1")?.contentFrame.minX, 95))
    }

    /// A leading VStack 100 wide (x 50…150): the narrow rows go to the right edge, a leading
    /// frame alignment puts its content at the right, and `offset(x: 5)` moves 5 toward the
    /// trailing edge — to the left.
    @Test func alignmentsAndOffsetMirror() throws {
        let body = #"""
            {"type": "VStack", "alignment": "leading", "spacing": 0, "children": [
                {"type": "Rectangle", "modifiers": [{"frame": {"width": 100, "height": 10}}]},
                {"type": "Rectangle", "modifiers": [{"frame": {"width": 40, "height": 10}}, {"offset": {"x": 5, "y": 0}}]},
                {"type": "Rectangle", "modifiers": [{"frame": {"width": 20, "height": 10}}, {"frame": {"width": 100, "alignment": "leading"}}]}],
             "modifiers": [{"environment": {"layoutDirection": "DIRECTION"}}]}
            """#
        let view = try TimelineTestSupport.animator(Self.scene(body)).presentation(at: 0)
        #expect(close(view.find("/0")?.frame.minX, 50))
        let offsetRow = try #require(view.find("/1"))
        #expect(close(offsetRow.frame.minX, 110) && close(offsetRow.frame.maxX, 150))
        #expect(close(offsetRow.offset?.x, -5))
        let framed = try #require(view.find("/2"))
        #expect(close(framed.frame.minX, 50) && close(framed.frame.maxX, 150))
        #expect(close(framed.contentFrame.minX, 130) && close(framed.contentFrame.maxX, 150))

        let ltr = try TimelineTestSupport.animator(Self.scene(body, direction: "leftToRight")).presentation(at: 0)
        #expect(close(ltr.find("/1")?.frame.minX, 50))
        #expect(close(ltr.find("/1")?.offset?.x, 5))
        #expect(close(ltr.find("/2")?.contentFrame.minX, 50))
    }

    /// A left-to-right subtree inside a right-to-left one keeps its own order: the outer HStack
    /// mirrors its two children (the inner stack goes right), the inner one does not.
    @Test func aLeftToRightSubtreeKeepsItsOrder() throws {
        let body = #"""
            {"type": "HStack", "spacing": 0, "children": [
                {"type": "HStack", "spacing": 0, "children": [
                    {"type": "Rectangle", "modifiers": [{"frame": {"width": 10, "height": 10}}]},
                    {"type": "Rectangle", "modifiers": [{"frame": {"width": 20, "height": 10}}]}],
                 "modifiers": [{"environment": {"layoutDirection": "leftToRight"}}]},
                {"type": "Rectangle", "modifiers": [{"frame": {"width": 50, "height": 10}}]}],
             "modifiers": [{"environment": {"layoutDirection": "DIRECTION"}}]}
            """#
        // 80 wide at x 60…140: the inner stack (30) at 110…140, its children left to right.
        let view = try TimelineTestSupport.animator(Self.scene(body)).presentation(at: 0)
        #expect(close(view.find("/1")?.frame.minX, 60))
        #expect(close(view.find("/0")?.frame.minX, 110))
        #expect(close(view.find("/0/0")?.frame.minX, 110))
        #expect(close(view.find("/0/1")?.frame.minX, 120))
    }

    /// `move(edge: .leading)` comes in from the right: a 40-wide view inserted with a 1 s linear
    /// animation is offset by +40 at the start, +20 halfway (left to right: −20).
    @Test func leadingEdgeTransitionsComeFromTheRight() throws {
        let body = #"""
            {"type": "VStack", "children": [
                {"type": "If", "condition": "show",
                 "then": {"type": "Rectangle", "modifiers": [{"frame": {"width": 40, "height": 10}}, {"transition": {"move": "leading"}}]}}],
             "modifiers": [{"environment": {"layoutDirection": "DIRECTION"}}]}
            """#
        let timeline = #"[{"at": 1, "set": {"show": true}, "withAnimation": {"linear": {"duration": 1}}}]"#
        let rtl = try TimelineTestSupport.animator(Self.scene(body, state: #"{"show": false}"#, timeline: timeline))
        #expect(close(rtl.presentation(at: 1.5).find("/0/then")?.offset?.x, 20))
        let ltr = try TimelineTestSupport.animator(
            Self.scene(body, direction: "leftToRight", state: #"{"show": false}"#, timeline: timeline))
        #expect(close(ltr.presentation(at: 1.5).find("/0/then")?.offset?.x, -20))
    }

    /// `flipsForRightToLeftLayoutDirection(true)` draws the view mirrored about its centre in a
    /// right-to-left layout only.
    @Test func flipsMirrorOnlyRightToLeft() throws {
        let body = #"""
            {"type": "Text", "text": "→", "modifiers": [{"flipsForRightToLeftLayoutDirection": true},
                {"environment": {"layoutDirection": "DIRECTION"}}]}
            """#
        let rtl = try TimelineTestSupport.animator(Self.scene(body)).presentation(at: 0)
        #expect(rtl.node.modifiers == [.scaleEffect(x: -1, y: 1, anchor: .center)])
        let ltr = try TimelineTestSupport.animator(Self.scene(body, direction: "leftToRight")).presentation(at: 0)
        #expect(ltr.node.modifiers.isEmpty)
    }

    /// `position(x: 20)` counts from the right edge: a 10-wide square centred at x = 180 of the
    /// 200-wide canvas; an overlay aligned `leading` sits at its right edge.
    @Test func positionAndOverlayAlignmentMirror() throws {
        let body = #"""
            {"type": "Rectangle", "modifiers": [{"frame": {"width": 10, "height": 10}},
                {"overlay": {"alignment": "leading", "view": {"type": "Rectangle", "modifiers": [{"frame": {"width": 4, "height": 4}}]}}},
                {"position": {"x": 20, "y": 50}},
                {"environment": {"layoutDirection": "DIRECTION"}}]}
            """#
        let view = try TimelineTestSupport.animator(Self.scene(body)).presentation(at: 0)
        #expect(close(view.contentFrame.minX, 175) && close(view.contentFrame.maxX, 185))
        let overlay = try #require(view.decorations.values.first)
        #expect(close(overlay.frame.minX, 181) && close(overlay.frame.maxX, 185))
        let ltr = try TimelineTestSupport.animator(Self.scene(body, direction: "leftToRight")).presentation(at: 0)
        #expect(close(ltr.contentFrame.minX, 15))
        #expect(close(ltr.decorations.values.first?.frame.minX, 15))
    }

    /// SwiftUI applies an `environment` modifier wherever it is. The decoder refuses one in a
    /// scoped body or an animator's content, so only a scene made in code has it there; set only
    /// inside a scoped `animation` body or a keyframe animator's content, the direction still
    /// lays the stack out right to left as in `hStackOrderAndLeadingPaddingMirror`: /0 at
    /// 115…145, /1 at 55…115 with its rectangle at 55…105. Left to right: /0 at 55, /1's
    /// rectangle at 95.
    @Test func aDirectionSetInsideAScopedBodyOrAnimatorContentApplies() throws {
        let placeholders = [
            #"{"animation": {"curve": "smooth", "body": [{"opacity": 1}]}}"#,
            #"{"keyframeAnimator": {"initialValue": {"y": 0}, "trigger": "n", "tracks": {"y": [{"linear": {"to": 1, "duration": 1}}]}, "content": [{"opacity": 1}]}}"#,
        ]
        for placeholder in placeholders {
            for direction in ["rightToLeft", "leftToRight"] {
                let setting = try Scene.decode(Array(Self.scene(Self.stack, direction: direction).utf8)).body.modifiers[0]
                let body = Self.stack.replacingOccurrences(of: #"{"environment": {"layoutDirection": "DIRECTION"}}"#, with: placeholder)
                var scene = try Scene.decode(Array(Self.scene(body, state: #"{"n": 0}"#).utf8))
                #expect(!scene.facts.setsEnvironmentValues)
                switch scene.body.modifiers[0] {
                case .animation(var animation):
                    animation.trigger = .scoped([setting])
                    scene.body.modifiers[0] = .animation(animation)
                case .keyframeAnimator(var animator):
                    animator.content = [setting]
                    scene.body.modifiers[0] = .keyframeAnimator(animator)
                default:
                    Issue.record("unexpected \(scene.body.modifiers[0])")
                }
                #expect(scene.facts.setsEnvironmentValues)
                let view = Animator(scene: scene, measurer: TimelineTestSupport.typesetter).presentation(at: 0)
                let first = try #require(view.find("/0")), second = try #require(view.find("/1"))
                if direction == "rightToLeft" {
                    #expect(close(first.frame.minX, 115) && close(first.frame.maxX, 145), "\(placeholder)")
                    #expect(close(second.frame.minX, 55) && close(second.frame.maxX, 115), "\(placeholder)")
                    #expect(close(second.contentFrame.minX, 55) && close(second.contentFrame.maxX, 105), "\(placeholder)")
                } else {
                    #expect(close(first.frame.minX, 55), "\(placeholder)")
                    #expect(close(second.contentFrame.minX, 95), "\(placeholder)")
                }
            }
        }
    }
}
