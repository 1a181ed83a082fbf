import Geometry
import Layout
import Testing
import Timeline
import Views

/// `{"transition": "blurReplace"}` and `{"blurReplace": "upUp"}`: the view blurs (radius 10),
/// scales (0.8, or 1.2 leaving with `upUp`) and fades at its inserted or removed end. Expected
/// values by hand: a linear 1 s animation from 1 s is halfway at 1.5 s.
@Suite struct BlurReplaceTransitionTests {
    static func scene(_ transition: String, shown: Bool) -> String {
        #"""
        {"canvas": {"width": 200, "height": 200}, "state": {"shown": \#(shown)},
         "body": {"type": "ZStack", "children": [{"type": "If", "condition": "shown", "then":
           {"type": "Circle", "modifiers": [{"frame": {"width": 40, "height": 40}}, {"transition": \#(transition)}]}}]},
         "timeline": [{"at": 1, "set": {"shown": \#(!shown)}, "withAnimation": {"linear": {"duration": 1}}}]}
        """#
    }

    /// The circle's last three modifiers at `time`: the transition's blur, scale and opacity.
    static func effects(_ json: String, at time: Double) throws -> [ViewModifier] {
        let animator = try TimelineTestSupport.animator(json)
        let circle = try #require(animator.presentation(at: time).find("/0/then"))
        return Array(circle.node.modifiers.suffix(3))
    }

    @Test func anInsertedViewComesInFromSmallerAndBlurred() throws {
        // Halfway: radius 10 → 0 is 5, scale 0.8 → 1 is 0.9, opacity 0 → 1 is 0.5.
        let effects = try Self.effects(Self.scene(#""blurReplace""#, shown: false), at: 1.5)
        #expect(effects == [.blur(radius: 5, opaque: false), .scaleEffect(x: 0.9, y: 0.9, anchor: .center), .opacity(0.5)])
    }

    @Test func downUpLeavesSmallerAndUpUpLarger() throws {
        let down = try Self.effects(Self.scene(#""blurReplace""#, shown: true), at: 1.5)
        #expect(down == [.blur(radius: 5, opaque: false), .scaleEffect(x: 0.9, y: 0.9, anchor: .center), .opacity(0.5)])
        // upUp: 1 → 1.2 is 1.1 halfway.
        let up = try Self.effects(Self.scene(#"{"blurReplace": "upUp"}"#, shown: true), at: 1.5)
        #expect(up == [.blur(radius: 5, opaque: false), .scaleEffect(x: 1.1, y: 1.1, anchor: .center), .opacity(0.5)])
    }
}
