import Geometry
import Testing
import Views

@testable import Layout

/// Modifiers (steps M1–M7).
@Suite struct ModifierLayoutTests {
    @Test func paddingThenBackgroundDiffersFromBackgroundThenPadding() {
        // "ab" is 20 × 20; padding 10 makes 40 × 40, centred in 100 × 100 at (30, 30).
        let padded = layout(
            V.text("t", "ab", [.padding(EdgeInsets(all: 10)), .background(V.color("bg"), alignment: .center)]), 100, 100)
        #expect(padded["t"]?.frames == [rect(40, 40, 20, 20), rect(30, 30, 40, 40), rect(30, 30, 40, 40)])
        #expect(padded.frame(of: "bg") == rect(30, 30, 40, 40), "\(padded.layoutDump())")

        let backed = layout(
            V.text("t", "ab", [.background(V.color("bg"), alignment: .center), .padding(EdgeInsets(all: 10))]), 100, 100)
        #expect(backed["t"]?.frames == [rect(40, 40, 20, 20), rect(40, 40, 20, 20), rect(30, 30, 40, 40)])
        #expect(backed.frame(of: "bg") == rect(40, 40, 20, 20), "\(backed.layoutDump())")
    }

    @Test func paddingShrinksTheProposal() {
        let laid = layout(V.color("c", [.padding(EdgeInsets(top: 5, leading: 10, bottom: 15, trailing: 20))]), 100, 100)
        // The colour is offered 100 − 30 by 100 − 20 and sits at (10, 5).
        #expect(laid.frames == [rect(10, 5, 70, 80), rect(0, 0, 100, 100)])
    }

    @Test func fixedFrameAlignment() {
        // A 100 × 50 frame in 200 × 200 sits at (50, 75); "ab" is 20 × 20 inside it.
        func frame(_ alignment: Alignment) -> LaidOutView {
            layout(V.text("t", "ab", [V.frame(100, 50, alignment)]), 200, 200)
        }
        #expect(frame(.center)["t"]?.frames == [rect(90, 90, 20, 20), rect(50, 75, 100, 50)])
        #expect(frame(.topLeading)["t"]?.contentFrame == rect(50, 75, 20, 20))
        // 100 − 20 = 80 across, 50 − 20 = 30 down.
        #expect(frame(.bottomTrailing)["t"]?.contentFrame == rect(130, 105, 20, 20))
        // The text's baseline (16) on the frame's bottom edge: 50 − 16 = 34 down.
        let baseline = frame(Alignment(horizontal: .leading, vertical: .firstTextBaseline))
        #expect(baseline["t"]?.contentFrame == rect(50, 109, 20, 20))
    }

    @Test func fixedFrameOnOneAxisKeepsTheChildsOtherLength() {
        let laid = layout(V.text("t", "aaaa bbbb", [V.frame(50, nil)]), 100, 100)
        // Proposed 50 wide, the text wraps to "aaaa" / "bbbb": 40 × 40; the frame is 50 × 40.
        #expect(laid["t"]?.frames == [rect(30, 30, 40, 40), rect(25, 30, 50, 40)], "\(laid.layoutDump())")
        #expect(laid["t"]?.text?.lines.map(\.string) == ["aaaa", "bbbb"])
    }

    @Test func fixedSizeIgnoresTheProposal() {
        let laid = layout(V.text("t", "aaaa bbbb", [.fixedSize(horizontal: true, vertical: true), V.frame(50, nil)]), 100, 100)
        // Its ideal size, 90 × 20, overflows the 50-wide frame, centred: 25 − 45 = −20 from the frame.
        #expect(
            laid["t"]?.frames == [rect(5, 40, 90, 20), rect(5, 40, 90, 20), rect(25, 40, 50, 20)], "\(laid.layoutDump())")
    }

    @Test func flexibleFrames() {
        // maxWidth 50: the colour is proposed min(200, 50) and the frame is min(max(50, 50), 50).
        let capped = layout(V.color("c", [.flexibleFrame(FlexibleFrame(maxWidth: 50))]), 200, 100)
        #expect(capped.frame == rect(75, 0, 50, 100))
        // minWidth 60 around a 20-wide text: max(min(200, 20), 60) = 60, the text centred in it.
        let raised = layout(V.text("t", "ab", [.flexibleFrame(FlexibleFrame(minWidth: 60))]), 200, 100)
        #expect(raised["t"]?.frames == [rect(90, 40, 20, 20), rect(70, 40, 60, 20)], "\(raised.layoutDump())")
        // Both bounds with a proposal: the proposal clamped, clamp(200, 10, 100) = 100.
        let clamped = layout(V.text("t", "ab", [.flexibleFrame(FlexibleFrame(minWidth: 10, maxWidth: 100))]), 200, 100)
        #expect(clamped.frame == rect(50, 40, 100, 20))
        // Contradictory bounds are normalised: max raised to min.
        let contradictory = layout(V.color("c", [.flexibleFrame(FlexibleFrame(minWidth: 80, maxWidth: 30))]), 200, 100)
        #expect(contradictory.frame == rect(60, 0, 80, 100))
    }

    @Test func idealSizeAnswersAnUnspecifiedProposal() {
        let laid = layout(
            V.color("c", [.flexibleFrame(FlexibleFrame(idealWidth: 30, idealHeight: 40)), .fixedSize(horizontal: true, vertical: true)]),
            100, 100)
        // fixedSize proposes nothing; the frame answers with its ideal 30 × 40 and proposes it to the colour.
        #expect(laid.frames == [rect(35, 30, 30, 40), rect(35, 30, 30, 40), rect(35, 30, 30, 40)], "\(laid.layoutDump())")
    }

    @Test func positionTakesTheWholeProposalAndCentresTheChild() {
        let laid = layout(V.circle("c", [V.frame(20, 20), .position(x: 30, y: 40)]), 200, 100)
        // The position view is 200 × 100; the 20 × 20 child's centre at (30, 40): corner (20, 30).
        #expect(laid.frames == [rect(20, 30, 20, 20), rect(20, 30, 20, 20), rect(0, 0, 200, 100)])
    }

    @Test func positionInsideAVStack() {
        let root = V.vstack("v", spacing: 0, [V.text("t", "ab"), V.rect("r", [V.frame(10, 10), .position(x: 50, y: 10)])])
        let laid = layout(root, 100, 100)
        // The text (20…20 high) goes first and takes 20; the position view takes the other 80.
        // It is 100 wide, so the stack is 100 × 100; the rect's centre at (50, 10) in (0, 20, 100, 80).
        #expect(laid.frame(of: "t") == rect(40, 0, 20, 20), "\(laid.layoutDump())")
        #expect(laid["r"]?.frames == [rect(45, 25, 10, 10), rect(45, 25, 10, 10), rect(0, 20, 100, 80)])
    }

    @Test func overlayAlignment() {
        let laid = layout(V.text("t", "abcd", [.overlay(V.text("x", "x"), alignment: .topTrailing)]), 100, 100)
        // "abcd" is 40 × 20 at (30, 40); "x" (10 × 20) at its top-trailing corner.
        #expect(laid.frame == rect(30, 40, 40, 20))
        #expect(laid.frame(of: "x") == rect(60, 40, 10, 20), "\(laid.layoutDump())")
        #expect(laid.decorations.keys.sorted() == [0])
    }

    @Test func overlayAlignsOnTheDecoratedViewsBaseline() {
        let baseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
        let laid = layout(
            V.text("t", "ab", [.padding(EdgeInsets(top: 10)), .overlay(V.text("x", "x"), alignment: baseline)]), 100, 100)
        // The padded text is 20 × 30 at (40, 35), its baseline 10 + 16 = 26 down; "x"'s baseline (16)
        // goes there: 26 − 16 = 10 below the padded frame's top.
        #expect(laid.frame == rect(40, 35, 20, 30))
        #expect(laid.frame(of: "x") == rect(40, 45, 10, 20), "\(laid.layoutDump())")
    }

    @Test func drawingModifiersDoNotMoveFrames() {
        let laid = layout(V.rect("r", [
            V.frame(40, 20), .offset(x: 100, y: 5), .scaleEffect(x: 2, y: 2, anchor: .center),
            .rotationEffect(.degrees(30), anchor: .center), .opacity(0.5), .clip(.circle),
        ]), 100, 100)
        #expect(laid.frames == Array(repeating: rect(30, 40, 40, 20), count: 7))
    }
}
