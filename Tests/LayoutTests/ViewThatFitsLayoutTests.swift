import Geometry
import Testing
import Views

@testable import Layout

/// ViewThatFits (step VF): the first child whose ideal size fits the proposal on the checked
/// axes, else the last; the others are not laid out.
@Suite struct ViewThatFitsLayoutTests {
    private func fits(in axes: FitAxes = .both, _ children: [ViewNode], _ modifiers: [ViewModifier] = []) -> ViewNode {
        ViewNode(id: "f", content: .viewThatFits(axes, children: children), modifiers: modifiers)
    }

    /// Children with ideal sizes 200 × 20, 120 × 20 and 60 × 40 (fixed frames).
    private var options: [ViewNode] {
        [V.rect("wide", [V.frame(200, 20)]), V.rect("mid", [V.frame(120, 20)]), V.rect("narrow", [V.frame(60, 40)])]
    }

    @Test func theFirstChildThatFitsIsShown() {
        // Proposed 150 × 100 (a frame): 200 > 150 does not fit, 120 ≤ 150 and 20 ≤ 100 fit.
        // The ViewThatFits is 120 × 20, centred in the 150 × 100 frame: x 15, y 40.
        let laid = layout(fits(options, [V.frame(150, 100)]), 150, 100)
        #expect(laid.children.map(\.id) == ["mid"], "\(laid.layoutDump())")
        #expect(laid.frame(of: "mid") == rect(15, 40, 120, 20))
        #expect(laid.fit?.chosen == 1)
        #expect(laid.fit?.idealSizes == [Size(width: 200, height: 20), Size(width: 120, height: 20), Size(width: 60, height: 40)])
    }

    @Test func theLastChildWhenNoneFits() {
        // 50 wide: 200, 120 and 60 are all wider; the last (60 × 40) is shown anyway, overflowing
        // the frame: x (50 − 60) ÷ 2 = −5, y (100 − 40) ÷ 2 = 30.
        let laid = layout(fits(options, [V.frame(50, 100)]), 50, 100)
        #expect(laid.children.map(\.id) == ["narrow"], "\(laid.layoutDump())")
        #expect(laid.frame(of: "narrow") == rect(-5, 30, 60, 40))
    }

    @Test func onlyTheCheckedAxesCount() {
        // 300 × 30: with both axes "wide" (200 × 20) fits. Proposed 300 × 10, both axes: 20 > 10,
        // so neither the first nor the second fits, nor the third (40 > 10): the last. Checking
        // only horizontally, the height does not matter: "wide" again.
        let both = layout(fits(options, [V.frame(300, 10)]), 300, 10)
        #expect(both.children.map(\.id) == ["narrow"], "\(both.layoutDump())")
        let horizontal = layout(fits(in: FitAxes(horizontal: true, vertical: false), options, [V.frame(300, 10)]), 300, 10)
        #expect(horizontal.children.map(\.id) == ["wide"], "\(horizontal.layoutDump())")
    }

    @Test func aFlexibleChildIsMeasuredAtItsIdealSize() {
        // A bare Rectangle's ideal size is 10 × 10, so it fits 40 × 40 and is then proposed the
        // whole 40 × 40, which it takes.
        let laid = layout(fits([V.rect("r"), V.rect("s", [V.frame(5, 5)])], [V.frame(40, 40)]), 40, 40)
        #expect(laid.frame(of: "r") == rect(0, 0, 40, 40), "\(laid.layoutDump())")
    }

    @Test func anUnspecifiedProposalFitsTheFirstChild() {
        // fixedSize proposes nothing: the first child fits and takes its ideal 200 × 20, centred
        // in the 300 × 100 canvas: (50, 40).
        let laid = layout(fits(options, [.fixedSize(horizontal: true, vertical: true)]), 300, 100)
        #expect(laid.frame(of: "wide") == rect(50, 40, 200, 20), "\(laid.layoutDump())")
    }

    @Test func theAnimatorCanHoldThePreviousChild() {
        // Proposed 150 wide "mid" fits, but held at "wide" (index 0) it shows "wide", 200 × 20,
        // centred in the frame: x (150 − 200) ÷ 2 = −25, y 40.
        let laid = engine.layout(fits(options, [V.frame(150, 100)]), in: Size(width: 150, height: 100), fitOverrides: ["f": 0])
        #expect(laid.children.map(\.id) == ["wide"], "\(laid.layoutDump())")
        #expect(laid.frame(of: "wide") == rect(-25, 40, 200, 20))
        // The choice for another proposal, as the animator asks it: 199 does not fit "wide".
        #expect(laid.fit?.choice(for: ProposedSize(width: 200, height: 100)) == 0)
        #expect(laid.fit?.choice(for: ProposedSize(width: 199, height: 100)) == 1)
        #expect(laid.fit?.choice(for: ProposedSize(width: 119, height: 100)) == 2)
    }
}
