import Geometry
import Testing
import Views

@testable import Layout

/// `alignmentGuide` overrides (step A): the parent aligns the view by the computed guide.
@Suite struct AlignmentGuideLayoutTests {
    private func guided(_ view: ViewNode, _ guide: GuideKey, _ compute: @escaping @Sendable (ViewDimensions) -> Double) -> ViewNode {
        var view = view
        view.alignmentGuides.append(AlignmentGuideOverride(guide: guide, identity: 0, compute: compute))
        return view
    }

    @Test func hStackTopGuideLowersAView() {
        let laid = layout(V.hstack("h", alignment: .top, spacing: 0, [
            V.rect("a", [V.frame(10, 40)]), guided(V.rect("b", [V.frame(10, 20)]), .top) { d in -d.height / 2 },
        ]), 100, 100)
        // b's top guide is 10 above its top: its top sits 10 below the stack's top line. Extents
        // −0…40 and 10…30 → the stack is 40 tall, 20 wide, at (40, 30); b at y 30 + 10.
        #expect(laid.frame == rect(40, 30, 20, 40), "\(laid.layoutDump())")
        #expect(laid.frame(of: "b") == rect(50, 40, 10, 20))
    }

    @Test func zStackAndOverlayReadTheGuides() {
        let laid = layout(V.zstack("z", alignment: .topLeading, [
            V.rect("a", [V.frame(40, 40)]),
            guided(guided(V.rect("b", [V.frame(10, 10)]), .leading) { d in d[.trailing] - 50 }, .top) { _ in -5 },
        ]), 100, 100)
        // b's leading guide is at −40 (10 − 50): its leading edge lies 40 right of a's. Its top
        // guide −5: 5 below. Union: x 0…50, y 0…40 → 50 × 40 at (25, 30); b at (65, 35).
        #expect(laid.frame == rect(25, 30, 50, 40), "\(laid.layoutDump())")
        #expect(laid.frame(of: "b") == rect(65, 35, 10, 10))
        let badge = guided(V.circle("badge", [V.frame(10, 10)]), .trailing) { d in d.width / 2 }
        let card = layout(V.rect("card", [V.frame(60, 40), .overlay(badge, alignment: .topTrailing)]), 100, 100)
        // The badge's trailing guide (its centre) goes on the card's trailing edge (x 80).
        #expect(card.frame(of: "badge") == rect(75, 30, 10, 10), "\(card.layoutDump())")
    }

    @Test func baselinesAreOfferedToTheComputation() {
        let laid = layout(V.vstack("v", alignment: .leading, spacing: 0, [
            V.text("a", "ab"),
            guided(V.text("b", "c"), .leading) { d in d.firstTextBaseline ?? 0 },
        ]), 100, 100)
        // "c"'s first baseline is 16: its leading guide 16 in, so it starts 16 left of "ab".
        // Extents 0…20 and −16…−6: 36 wide at x 32; "ab" at 48, "c" at 32.
        #expect(laid.frame(of: "a") == rect(48, 30, 20, 20), "\(laid.layoutDump())")
        #expect(laid.frame(of: "b") == rect(32, 50, 10, 20))
    }
}
