import Geometry
import Layout
import Testing
import Views

/// The laid-out tree keeps what later stages read from each node besides its content and
/// modifiers: the drawing order and the transition.
@Suite struct NodePropertiesTests {
    @Test func zIndexAndTransitionSurviveLayout() {
        let child = ViewNode(
            id: "/0", content: .color(.black), modifiers: [.fixedFrame(width: 10, height: 10, alignment: .center)], zIndex: 2,
            transition: .move(.top))
        let root = ViewNode(id: "/", content: .zStack(alignment: .center, children: [child]), zIndex: -1, transition: .slide)
        let laidOut = layout(root, 100, 100)
        #expect(laidOut.node.zIndex == -1)
        #expect(laidOut.node.transition == .slide)
        #expect(laidOut.children.first?.node.zIndex == 2)
        #expect(laidOut.children.first?.node.transition == .move(.top))
    }
}
