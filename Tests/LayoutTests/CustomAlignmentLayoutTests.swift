import Geometry
import Testing
import Views

@testable import Layout

/// Custom alignment ids (SwiftUI's `AlignmentID`): their default value, `alignmentGuide` for
/// them, and their values passing up through containers (averaged, as `_combineExplicit`).
@Suite struct CustomAlignmentLayoutTests {
    /// SwiftUI's `AlignmentID` documentation example: `FirstThirdAlignment`, `context.height / 3`.
    static let firstThird = CustomAlignmentID(name: "firstThird", axis: .vertical) { d in d.height / 3 }
    /// A horizontal id centred by default.
    static let accounts = CustomAlignmentID(name: "accounts", axis: .horizontal) { d in d.width / 2 }

    private func guided(_ view: ViewNode, _ id: CustomAlignmentID, _ compute: @escaping @Sendable (ViewDimensions) -> Double) -> ViewNode {
        var view = view
        view.alignmentGuides.append(AlignmentGuideOverride(guide: .custom(id), identity: 0, compute: compute))
        return view
    }

    private func stripes(_ third: ViewNode? = nil) -> ViewNode {
        V.hstack("h", alignment: .custom(Self.firstThird), spacing: 1, [
            V.rect("a", [V.frame(10, 60)]), V.rect("b", [V.frame(10, 120)]), third ?? V.rect("c", [V.frame(10, 90)]),
        ])
    }

    @Test func theDocumentationsStripesAlignOnTheirFirstThirds() {
        let laid = layout(stripes(), 200, 200)
        // Guides 20, 40, 30 from the tops. Extents −20…40, −40…80, −30…60 → 120 tall; 32 wide
        // (10 + 1 + 10 + 1 + 10). Centred: (84, 40); the guide line at y 80 → tops 60, 40, 50.
        #expect(laid.frame == rect(84, 40, 32, 120), "\(laid.layoutDump())")
        #expect(laid.frame(of: "a") == rect(84, 60, 10, 60))
        #expect(laid.frame(of: "b") == rect(95, 40, 10, 120))
        #expect(laid.frame(of: "c") == rect(106, 50, 10, 90))
    }

    @Test func anAlignmentGuideForTheCustomIDMovesOneStripe() {
        // The documentation's next step: `.alignmentGuide(.firstThird) { 2 * $0.height / 3 }` on
        // the third stripe. Guides 20, 40, 60: extents −20…40, −40…80, −60…30 → 140 tall at
        // y 30; the line at y 90 → tops 70, 50, 30.
        let third = guided(V.rect("c", [V.frame(10, 90)]), Self.firstThird) { d in 2 * d.height / 3 }
        let laid = layout(stripes(third), 200, 200)
        #expect(laid.frame == rect(84, 30, 32, 140), "\(laid.layoutDump())")
        #expect(laid.frame(of: "a") == rect(84, 70, 10, 60))
        #expect(laid.frame(of: "b") == rect(95, 50, 10, 120))
        #expect(laid.frame(of: "c") == rect(106, 30, 10, 90))
    }

    @Test func sixtyFramesAlignedOnACustomGuideStayCheap() {
        // A frame aligned on the guide asks the view inside for it twice (to place it, and for
        // the value passing up); unmemoised, 60 nested frames would take 2^60 steps. Every frame
        // is 40 × 10, so the whole view is too, centred in 100 × 100: (30, 45).
        let alignment = Alignment(horizontal: .custom(Self.accounts), vertical: .center)
        let frames = (0..<60).map { _ in V.frame(40, 10, alignment) }
        let laid = layout(guided(V.rect("r", [V.frame(20, 10)] + frames), Self.accounts) { d in d[.leading] }, 100, 100)
        #expect(laid.frame(of: "r") == rect(30, 45, 40, 10))
    }

    @Test func aGuideSetInsideAnInnerStackAlignsTheOuterStack() {
        // VStack(alignment: .accounts) { HStack(spacing: 0) { a; b.alignmentGuide(.accounts) { $0[.leading] } }; c }
        let inner = V.hstack("row", spacing: 0, [
            V.rect("a", [V.frame(30, 10)]), guided(V.rect("b", [V.frame(20, 10)]), Self.accounts) { d in d[.leading] },
        ])
        let laid = layout(V.vstack("v", alignment: .custom(Self.accounts), spacing: 0, [inner, V.rect("c", [V.frame(40, 10)])]), 100, 100)
        // The row sets the guide at b's leading edge: 30 in. c sets none: its default, 20 (its
        // centre). Extents −30…20 and −20…20 → 50 wide at x 25; c's leading edge 10 right of the row's.
        #expect(laid.frame == rect(25, 40, 50, 20), "\(laid.layoutDump())")
        #expect(laid.frame(of: "row") == rect(25, 40, 50, 10))
        #expect(laid.frame(of: "b") == rect(55, 40, 20, 10))
        #expect(laid.frame(of: "c") == rect(35, 50, 40, 10))
    }

    @Test func twoGuidesSetInOneContainerAverage() {
        let inner = V.hstack("row", spacing: 0, [
            guided(V.rect("a", [V.frame(20, 10)]), Self.accounts) { _ in 0 },
            guided(V.rect("b", [V.frame(20, 10)]), Self.accounts) { _ in 0 },
        ])
        let laid = layout(V.vstack("v", alignment: .custom(Self.accounts), spacing: 0, [inner, V.rect("c", [V.frame(40, 10)])]), 100, 100)
        // a sets 0, b 20 (its leading edge, 20 into the row): the row's guide is their mean, 10.
        // c's default is 20. Extents −10…30 and −20…20 → 50 wide at x 25; row at 35, c at 25.
        #expect(laid.frame == rect(25, 40, 50, 20), "\(laid.layoutDump())")
        #expect(laid.frame(of: "row") == rect(35, 40, 40, 10))
        #expect(laid.frame(of: "c") == rect(25, 50, 40, 10))
    }

    @Test func aFramesAlignmentMayBeACustomID() {
        let framed = V.zstack(
            "z", [V.rect("r", [V.frame(20, 30)])], [V.frame(100, 60, Alignment(horizontal: .leading, vertical: .custom(Self.firstThird)))])
        let laid = layout(framed, 100, 60)
        // The frame's first third is at 20, the rectangle's at 10: its top at 10.
        #expect(laid.frame(of: "r") == rect(0, 10, 20, 30), "\(laid.layoutDump())")
    }

    @Test func paddingMovesAGuideSetInside() {
        let padded = guided(V.rect("b", [V.frame(20, 10)]), Self.accounts) { _ in 0 }
        var row = V.hstack("row", spacing: 0, [padded])
        row.modifiers = [.padding(EdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5))]
        let laid = layout(V.vstack("v", alignment: .custom(Self.accounts), spacing: 0, [row, V.rect("c", [V.frame(40, 10)])]), 100, 100)
        // The row (30 wide with padding) sets the guide 5 in; c's default is 20. Extents −5…25
        // and −20…20 → 45 wide at x 27.5; the row at 42.5, c at 27.5.
        #expect(laid.frame(of: "row") == rect(42.5, 40, 30, 10), "\(laid.layoutDump())")
        #expect(laid.frame(of: "c") == rect(27.5, 50, 40, 10))
    }
}
