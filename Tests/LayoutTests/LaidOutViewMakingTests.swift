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
        let view = LaidOutView(
            node: Self.node, frames: [Self.frame, Self.frame], children: [child], decorations: [0: child], text: nil,
            dividerAxis: .vertical, fit: nil)
        #expect(view.frames.count == 2)
        #expect(view.children == [child])
        #expect(view.decorations == [0: child])
        #expect(view.dividerAxis == .vertical)
        #expect(view.frame == Self.frame && view.contentFrame == Self.frame)
    }
}
