import Foundation
import Geometry
import Layout
import Testing
import Timeline
import Views

/// Font size, kerning and tracking animate (issue 12): the presented text is laid out again
/// with the values of the instant. DejaVu Sans: "Hello" advances H 1540 + e 1260 + l 569 +
/// l 569 + o 1253 = 5191 of 2048 units (no kerning pair); a line is 1901 + 483 units high.
@Suite struct AnimatedTextTests {
    static func scene(_ modifiers: String, state: String, set: String, animation: String = #"{"easeInOut": {"duration": 1}}"#) -> String {
        #"""
        {"canvas": {"width": 200, "height": 100}, "state": \#(state),
         "body": {"type": "Text", "text": "Hello", "modifiers": \#(modifiers)},
         "timeline": [{"at": 1, "set": \#(set), "withAnimation": \#(animation)}]}
        """#
    }

    /// 12 → 24 pt with easeInOut over 1 s: halfway (progress 0.5) the text is 18 pt, its glyphs
    /// 5191 × 18 / 2048 = 45.6240234375 pt wide, as the frame whose width animates from
    /// 30.416… to 60.832… with the same animation; the line is 2384 × 18 / 2048 high.
    @Test func fontSizeInterpolates() throws {
        let animator = try TimelineTestSupport.animator(
            Self.scene(#"[{"font": {"size": "size"}}]"#, state: #"{"size": 12}"#, set: #"{"size": 24}"#))
        let view = animator.presentation(at: 1.5)
        let layout = try #require(view.text)
        #expect(close(layout.fontSize, 18, 1e-9))
        #expect(close(layout.size.width, 5191.0 * 18 / 2048, 1e-9))
        #expect(close(layout.size.height, 2384.0 * 18 / 2048, 1e-9))
        #expect(close(view.contentFrame.width, 5191.0 * 18 / 2048, 1e-9))
        // Before and after: the laid-out sizes.
        #expect(animator.presentation(at: 0.5).text?.fontSize == 12)
        #expect(animator.presentation(at: 2).text?.fontSize == 24)
        if case .text(let text) = view.node.content { #expect(close(text.font.size, 18, 1e-9)) }
    }

    /// Tracking 0 → 4 at 16 pt, linear over 1 s: at 1.25 s it is 1, four gaps of "Hello" add 4 pt;
    /// kerning 0 → 2 adds after all five glyphs: at 1.5 s 1 pt each.
    @Test func trackingAndKerningInterpolate() throws {
        let tracked = try TimelineTestSupport.animator(
            Self.scene(#"[{"tracking": "t"}, {"font": {"size": 16}}]"#, state: #"{"t": 0}"#, set: #"{"t": 4}"#,
                animation: #"{"linear": {"duration": 1}}"#))
        let layout = try #require(tracked.presentation(at: 1.25).text)
        #expect(close(layout.size.width, 5191.0 / 128 + 4, 1e-9))
        #expect(close(layout.lines[0].glyphs[1].x, 1540.0 / 128 + 1, 1e-9))

        let kerned = try TimelineTestSupport.animator(
            Self.scene(#"[{"kerning": "k"}, {"font": {"size": 16}}]"#, state: #"{"k": 0}"#, set: #"{"k": 2}"#,
                animation: #"{"linear": {"duration": 1}}"#))
        #expect(close(kerned.presentation(at: 1.5).text?.size.width, 5191.0 / 128 + 5, 1e-9))
    }
}
