import Geometry
import Testing
import Views

@testable import Layout

/// `LaidOutView`'s public initialiser and the memberwise one placing calls (with `fit`).
@Suite struct LaidOutViewMakingTests {
    static let node = ViewNode(id: "/0", content: .spacer(minLength: nil))
    static let frame = Rect(x: 1, y: 2, width: 30, height: 40)

    @Test func thePublicInitialiserShowsNoChoice() {
        let view = LaidOutView(node: Self.node, frames: [Self.frame])
        #expect(view.node == Self.node)
        #expect(view.frames == [Self.frame])
        #expect(view.children.isEmpty && view.decorations.isEmpty)
        #expect(view.text == nil && view.dividerAxis == nil && view.fit == nil)
    }

    @Test func theMemberwiseInitialiserKeepsEveryField() {
        let child = LaidOutView(node: Self.node, frames: [Self.frame])
        let text = TextLayout(
            size: Size(width: 12, height: 10), lines: [TextLine(string: "a", x: 0, baseline: 8, width: 12, glyphs: [])],
            face: .sans, fontSize: 10)
        let fit = FitChoice(
            axes: FitAxes(horizontal: true, vertical: false), proposal: ProposedSize(width: 50, height: nil),
            idealSizes: [Size(width: 80, height: 10), Size(width: 30, height: 10)], chosen: 1)
        let view = LaidOutView(
            node: Self.node, frames: [Self.frame, Self.frame], children: [child], decorations: [0: child], text: text,
            dividerAxis: .vertical, fit: fit)
        #expect(view.node == Self.node)
        #expect(view.frames.count == 2)
        #expect(view.children == [child])
        #expect(view.decorations == [0: child])
        #expect(view.text == text)
        #expect(view.dividerAxis == .vertical)
        #expect(view.fit == fit)
        #expect(view.fit?.chosen == 1)
        #expect(view.frame == Self.frame && view.contentFrame == Self.frame)
    }
}
