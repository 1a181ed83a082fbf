import Geometry
import Layout
import Testing
import Timeline
import Views

/// `contentTransition`: a text whose string changes under an animation draws old and new
/// content as parts with their own opacity and offset, driven by the animation's progress.
/// Expected values by hand: a linear 0.5 s animation started at 1 s is halfway at 1.25 s.
@Suite struct ContentTransitionTests {
    static func scene(
        _ transition: String?, state: String = #"{"label": "9"}"#, text: String = #"\\(label)"#,
        events: String = #"[{"at": 1, "set": {"label": "10"}, "withAnimation": {"linear": {"duration": 0.5}}}]"#,
        onContainer: Bool = false
    ) -> String {
        let modifier = transition.map { #"[{"contentTransition": \#($0)}]"# } ?? "[]"
        let textModifiers = onContainer ? "[]" : modifier
        let stackModifiers = onContainer ? modifier : "[]"
        return #"""
            {"canvas": {"width": 200, "height": 100}, "state": \#(state),
             "body": {"type": "VStack", "modifiers": \#(stackModifiers), "children": [
               {"type": "Text", "text": "\#(text)", "modifiers": \#(textModifiers)}]},
             "timeline": \#(events)}
            """#
    }

    /// The parts drawn inside the text at `time`, by side (`…-old`, `…-new`, `…-kept`).
    static func parts(_ animator: Animator, at time: Double) -> [String: LaidOutView] {
        var result: [String: LaidOutView] = [:]
        func visit(_ view: LaidOutView) {
            if let range = view.id.range(of: "~content") {
                let side = view.id[range.upperBound...].split(separator: "-").last.map(String.init) ?? ""
                result[side] = view
            }
            view.children.forEach(visit)
        }
        visit(animator.presentation(at: time))
        return result
    }

    /// The text view (the VStack's only child) at `time`.
    static func text(_ animator: Animator, at time: Double) -> LaidOutView? {
        animator.presentation(at: time).children.first
    }

    static func string(_ view: LaidOutView?) -> String? {
        guard case .text(let text)? = view?.node.content else { return nil }
        return view?.text?.lines.map(\.string).joined() ?? text.string
    }

    @Test func opacityCrossfadesBothHalfwayAtTheMidpoint() throws {
        let animator = try TimelineTestSupport.animator(Self.scene(#""opacity""#))
        let parts = Self.parts(animator, at: 1.25)
        #expect(parts.count == 2)
        #expect(Self.string(parts["old"]) == "9" && Self.string(parts["new"]) == "10")
        #expect(close(parts["old"]?.opacity, 0.5) && close(parts["new"]?.opacity, 0.5))
        // A fifth of the way (1.1 s): the old text at 1 − 0.2, the new at 0.2.
        let early = Self.parts(animator, at: 1.1)
        #expect(close(early["old"]?.opacity, 0.8) && close(early["new"]?.opacity, 0.2))
    }

    @Test func theTextDrawsItselfBeforeAndAfter() throws {
        let animator = try TimelineTestSupport.animator(Self.scene(#""opacity""#))
        #expect(Self.parts(animator, at: 0.9).isEmpty && Self.string(Self.text(animator, at: 0.9)) == "9")
        #expect(Self.parts(animator, at: 1.5).isEmpty && Self.string(Self.text(animator, at: 1.5)) == "10")
        #expect(close(animator.duration, 1.5))
    }

    @Test func interpolateIsDrawnAsACrossfade() throws {
        let animator = try TimelineTestSupport.animator(Self.scene(#""interpolate""#))
        let parts = Self.parts(animator, at: 1.25)
        #expect(close(parts["old"]?.opacity, 0.5) && close(parts["new"]?.opacity, 0.5))
    }

    @Test func identityAndNoModifierSwitchAtOnce() throws {
        for transition in [#""identity""#, nil] {
            let animator = try TimelineTestSupport.animator(Self.scene(transition))
            #expect(Self.parts(animator, at: 1.25).isEmpty)
            #expect(Self.string(Self.text(animator, at: 1.25)) == "10")
        }
    }

    @Test func withoutAnAnimationTheChangeIsInstant() throws {
        let animator = try TimelineTestSupport.animator(
            Self.scene(#""opacity""#, events: #"[{"at": 1, "set": {"label": "10"}}]"#))
        #expect(Self.parts(animator, at: 1.25).isEmpty)
        #expect(Self.string(Self.text(animator, at: 1)) == "10")
    }

    @Test func aContainersTransitionReachesItsTexts() throws {
        let animator = try TimelineTestSupport.animator(Self.scene(#""opacity""#, onContainer: true))
        #expect(close(Self.parts(animator, at: 1.25)["new"]?.opacity, 0.5))
    }

    static let rollUp = #"[{"at": 1, "set": {"label": "124"}, "withAnimation": {"linear": {"duration": 0.5}}}]"#

    @Test func numericTextRollsTheChangedDigitsByALine() throws {
        let animator = try TimelineTestSupport.animator(Self.scene(#""numericText""#, state: #"{"label": "123"}"#, events: Self.rollUp))
        // One line: the text's height is its line height.
        let height = try #require(Self.text(animator, at: 0)?.contentFrame.height)
        let parts = Self.parts(animator, at: 1.25)
        #expect(Self.string(parts["kept"]) == "12" && Self.string(parts["old"]) == "3" && Self.string(parts["new"]) == "4")
        // The kept digits neither move nor fade.
        #expect(parts["kept"]?.opacity == nil && parts["kept"]?.offset == nil)
        // Halfway: the old 3 half a line up at half opacity, the new 4 half a line below.
        #expect(close(parts["old"]?.offset?.y, -height / 2) && close(parts["old"]?.opacity, 0.5))
        #expect(close(parts["new"]?.offset?.y, height / 2) && close(parts["new"]?.opacity, 0.5))
        #expect(parts["old"]?.offset?.x == 0 && parts["new"]?.offset?.x == 0)
    }

    @Test func numericTextBlursTheRollingCharacters() throws {
        let animator = try TimelineTestSupport.animator(Self.scene(#""numericText""#, state: #"{"label": "123"}"#, events: Self.rollUp))
        // The rolling characters reach a tenth of the line height (docs/deviations.md): the
        // leaving 3 blurs from 0 towards it, the arriving 4 sharpens from it.
        let height = try #require(Self.text(animator, at: 0)?.contentFrame.height)
        let radius = height / 10
        let half = Self.parts(animator, at: 1.25)
        #expect(close(half["old"]?.blurRadius, radius / 2) && close(half["new"]?.blurRadius, radius / 2))
        // A fifth of the way: the old 3 at 0.2 of the radius (opacity 0.8), the new 4 at 0.8 (opacity 0.2).
        let early = Self.parts(animator, at: 1.1)
        #expect(close(early["old"]?.blurRadius, radius / 5) && close(early["new"]?.blurRadius, radius * 4 / 5))
        // Drawn alone, each is sharp: the old at the start, the new at the end.
        let start = Self.parts(animator, at: 1)
        #expect(close(start["old"]?.blurRadius, 0) && close(start["new"]?.opacity, 0))
        #expect(close(Self.parts(animator, at: 1.5 - 1e-9)["new"]?.blurRadius, 0, 1e-6))
        // The digits that stay are never blurred; the trace names the radius.
        #expect(half["kept"]?.blurRadius == nil)
        #expect(close(animator.trace[1].contentTransitions.first?.blur, radius))
    }

    @Test func aCrossfadeDoesNotBlur() throws {
        let animator = try TimelineTestSupport.animator(Self.scene(#""opacity""#))
        let parts = Self.parts(animator, at: 1.25)
        #expect(parts["old"]?.blurRadius == nil && parts["new"]?.blurRadius == nil)
        #expect(animator.trace[1].contentTransitions.first?.blur == 0)
    }

    @Test func numericTextPartsSitWhereTheWholeTextDrawsThem() throws {
        let animator = try TimelineTestSupport.animator(Self.scene(#""numericText""#, state: #"{"label": "123"}"#, events: Self.rollUp))
        let whole = try #require(Self.text(animator, at: 2)?.text?.lines.first)
        let parts = Self.parts(animator, at: 1.25)
        let kept = try #require(parts["kept"]?.text?.lines.first), new = try #require(parts["new"]?.text?.lines.first)
        #expect(kept.x == whole.x && kept.glyphs == Array(whole.glyphs[0..<2]))
        #expect(close(new.x, whole.x + whole.glyphs[2].x) && new.glyphs.first?.x == 0 && new.glyphs.first?.glyph == whole.glyphs[2].glyph)
        // Same frame as the text's content (its size did not change).
        #expect(parts["new"]?.contentFrame == Self.text(animator, at: 2)?.contentFrame)
    }

    @Test func onlyTheCharactersThatChangedRoll() throws {
        // "1000 pts" → "2000 pts": the digits 1 and 2 have the same advance in DejaVu Sans, so
        // "000 pts" stays in place (the space draws no glyph) and only the first digit rolls.
        let events = #"[{"at": 1, "set": {"n": 2000}, "withAnimation": {"linear": {"duration": 0.5}}}]"#
        let animator = try TimelineTestSupport.animator(
            Self.scene(#""numericText""#, state: #"{"n": 1000}"#, text: #"\\(n) pts"#, events: events))
        let parts = Self.parts(animator, at: 1.25)
        #expect(Self.string(parts["kept"]) == "000 pts" && Self.string(parts["old"]) == "1" && Self.string(parts["new"]) == "2")
        let whole = try #require(Self.text(animator, at: 2)?.text?.lines.first)
        let kept = try #require(parts["kept"]?.text?.lines.first)
        #expect(close(kept.x, whole.x + whole.glyphs[1].x))
    }

    @Test func rightToLeftTextRollsWhole() throws {
        // "1000 שקל" → "2000 שקל": Hebrew is drawn right to left, so its glyphs are not in the
        // string's order and single characters cannot be told apart: no part stays, the whole
        // old text rolls out and the whole new one in.
        let events = #"[{"at": 1, "set": {"n": 2000}, "withAnimation": {"linear": {"duration": 0.5}}}]"#
        let animator = try TimelineTestSupport.animator(
            Self.scene(#""numericText""#, state: #"{"n": 1000}"#, text: #"\\(n) שקל"#, events: events))
        let parts = Self.parts(animator, at: 1.25)
        #expect(parts["kept"] == nil)
        #expect(Self.string(parts["old"])?.contains("1000") == true && Self.string(parts["new"])?.contains("2000") == true)
    }

    @Test func aWidthChangeRollsEverythingAfterIt() throws {
        // "99" → "100": no character is at its old place; both numbers roll whole.
        let events = #"[{"at": 1, "set": {"n": 100}, "withAnimation": {"linear": {"duration": 0.5}}}]"#
        let animator = try TimelineTestSupport.animator(
            Self.scene(#""numericText""#, state: #"{"n": 99}"#, text: #"\\(n)"#, events: events))
        let parts = Self.parts(animator, at: 1.25)
        #expect(parts["kept"] == nil && Self.string(parts["old"]) == "99" && Self.string(parts["new"]) == "100")
    }

    @Test func countsDownRollsTheOtherWay() throws {
        let animator = try TimelineTestSupport.animator(
            Self.scene(#"{"numericText": {"countsDown": true}}"#, state: #"{"label": "123"}"#, events: Self.rollUp))
        let height = try #require(Self.text(animator, at: 0)?.contentFrame.height)
        let parts = Self.parts(animator, at: 1.25)
        #expect(close(parts["old"]?.offset?.y, height / 2) && close(parts["new"]?.offset?.y, -height / 2))
    }

    @Test func aSmallerValueCountsDown() throws {
        let events = #"[{"at": 1, "set": {"count": 9}, "withAnimation": {"linear": {"duration": 0.5}}}]"#
        let animator = try TimelineTestSupport.animator(
            Self.scene(#"{"numericText": {"value": "count"}}"#, state: #"{"count": 10}"#, text: #"\\(count)"#, events: events))
        let height = try #require(Self.text(animator, at: 0)?.contentFrame.height)
        let parts = Self.parts(animator, at: 1.25)
        // 10 → 9: no leading digit in common; the old number goes down, the new comes from above.
        #expect(parts["kept"] == nil && Self.string(parts["old"]) == "10" && Self.string(parts["new"]) == "9")
        #expect(close(parts["old"]?.offset?.y, height / 2) && close(parts["new"]?.offset?.y, -height / 2))
    }

    @Test func aLargerValueCountsUp() throws {
        let events = #"[{"at": 1, "set": {"count": 10}, "withAnimation": {"linear": {"duration": 0.5}}}]"#
        let animator = try TimelineTestSupport.animator(
            Self.scene(#"{"numericText": {"value": "count"}}"#, state: #"{"count": 9}"#, text: #"\\(count)"#, events: events))
        let height = try #require(Self.text(animator, at: 0)?.contentFrame.height)
        #expect(close(Self.parts(animator, at: 1.25)["old"]?.offset?.y, -height / 2))
    }

    @Test func aNewChangeCutsTheRunningOneShort() throws {
        let events = #"""
            [{"at": 1, "set": {"label": "10"}, "withAnimation": {"linear": {"duration": 0.5}}},
             {"at": 1.25, "set": {"label": "11"}, "withAnimation": {"linear": {"duration": 0.5}}}]
            """#
        let animator = try TimelineTestSupport.animator(Self.scene(#""opacity""#, events: events))
        // 1.3 s: only the second change's parts, a tenth of the way (0.05 of 0.5 s).
        let parts = Self.parts(animator, at: 1.3)
        #expect(parts.count == 2)
        #expect(Self.string(parts["old"]) == "10" && Self.string(parts["new"]) == "11")
        #expect(close(parts["old"]?.opacity, 0.9) && close(parts["new"]?.opacity, 0.1))
        #expect(parts["old"]?.id.contains("~content1-") == true)
        #expect(close(animator.duration, 1.75))
    }

    @Test func theTextsOwnModifiersStayOutsideTheParts() throws {
        let json = #"""
            {"canvas": {"width": 200, "height": 100}, "state": {"label": "9"},
             "body": {"type": "Text", "text": "\\(label)", "modifiers": [{"contentTransition": "opacity"}, {"padding": 10},
               {"background": {"type": "Color", "color": "yellow"}}]},
             "timeline": [{"at": 1, "set": {"label": "10"}, "withAnimation": {"linear": {"duration": 0.5}}}]}
            """#
        let animator = try TimelineTestSupport.animator(json)
        let root = animator.presentation(at: 1.25)
        // The background is drawn as ever; only the parts fade.
        #expect(root.opacity == nil && root.decorations.count == 1)
        #expect(root.children.count == 2 && root.children.allSatisfy { close($0.opacity, 0.5) })
    }
}

extension LaidOutView {
    /// The radius of the view's blur modifier, if it has one.
    var blurRadius: Double? {
        for case .blur(let radius, _) in node.modifiers { return radius }
        return nil
    }
}
