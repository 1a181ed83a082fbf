import Geometry
import Testing
import Views

@testable import Layout

/// ZStack (Z1–Z3), shapes, spacers outside stacks and the root (R).
@Suite struct ZStackAndRootTests {
    private func boxes(_ alignment: Alignment) -> LaidOutView {
        layout(V.zstack("z", alignment: alignment, [
            V.rect("wide", [V.frame(50, 30)]),
            V.rect("tall", [V.frame(20, 60), .offset(x: 100, y: 0)]),
        ]), 200, 200)
    }

    @Test func zStackIsTheUnionOfItsAlignedChildren() {
        // 50 × 30 and 20 × 60 (offset moves drawing only): the union is 50 × 60, at (75, 70).
        let center = boxes(.center)
        #expect(center.frame == rect(75, 70, 50, 60), "\(center.layoutDump())")
        #expect(center.frame(of: "wide") == rect(75, 85, 50, 30))
        #expect(center.frame(of: "tall") == rect(90, 70, 20, 60))
        let topLeading = boxes(.topLeading)
        #expect(topLeading.frame(of: "wide") == rect(75, 70, 50, 30))
        #expect(topLeading.frame(of: "tall") == rect(75, 70, 20, 60))
        let bottomTrailing = boxes(.bottomTrailing)
        #expect(bottomTrailing.frame(of: "wide") == rect(75, 100, 50, 30))
        #expect(bottomTrailing.frame(of: "tall") == rect(105, 70, 20, 60))
    }

    @Test func lowerPriorityZStackChildrenTakeTheSizeOfTheOthers() {
        let laid = layout(V.zstack("z", [V.color("c", [.layoutPriority(-1)]), V.text("t", "abc")]), 200, 100)
        // The text (30 × 20) sizes the stack; the colour is proposed 30 × 20.
        #expect(laid.frame == rect(85, 40, 30, 20), "\(laid.layoutDump())")
        #expect(laid.frame(of: "c") == rect(85, 40, 30, 20))
    }

    @Test func circleFillsANonSquareProposal() {
        let laid = layout(V.circle("c", [V.frame(80, 40)]), 100, 100)
        #expect(laid.frames == [rect(10, 30, 80, 40), rect(10, 30, 80, 40)])
        // Drawn as the largest centred circle: radius 20 around (50, 50), starting at its right.
        guard case .shape(let view) = laid.node.content else {
            Issue.record("not a shape")
            return
        }
        #expect(view.shape.path(in: laid.contentFrame).elements.first == .move(to: Point(x: 70, y: 50)))
        // At the root a shape takes the whole canvas.
        #expect(layout(V.circle("c"), 200, 100).frame == rect(0, 0, 200, 100))
    }

    @Test func spacerOutsideAStackTakesTheProposalOnBothAxes() {
        #expect(layout(V.spacer("s"), 120, 80).frame == rect(0, 0, 120, 80))
        // Unspecified: its minimum on both axes.
        #expect(engine.sizeThatFits(V.spacer("s", minLength: 12), proposal: .unspecified) == Size(width: 12, height: 12))
    }

    @Test func rootIsCentredInTheCanvas() {
        #expect(layout(V.rect("r", [V.frame(40, 20)]), 100, 60).frame == rect(30, 20, 40, 20))
        // Larger than the canvas: centred all the same, overflowing on both sides.
        #expect(layout(V.rect("r", [V.frame(300, 100)]), 100, 60).frame == rect(-100, -20, 300, 100))
    }

    @Test func finalFramesAreFiniteEvenForInfiniteFrameInput() {
        let laid = layout(V.color("c", [.flexibleFrame(FlexibleFrame(minWidth: .infinity)), V.frame(.infinity, 10)]), 100, 50)
        // Non-finite frame lengths are ignored as SwiftUI ignores them: the colour fills the canvas width.
        #expect(laid.frame == rect(0, 20, 100, 10), "\(laid.layoutDump())")
        #expect(laid.frames.allSatisfy { $0.width.isFinite && $0.height.isFinite })
    }

    @Test func laidOutStacksKeepTheirChildrenOutsideTheNode() {
        let laid = layout(V.vstack("v", [V.text("a", "a"), V.text("b", "b")]), 100, 100)
        #expect(laid.node.content == .vStack(alignment: .center, spacing: nil, children: []))
        #expect(laid.children.map(\.id) == ["a", "b"])
    }
}
