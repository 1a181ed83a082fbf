import Geometry
import Testing
import Views

/// `ViewNode`'s two ways of being made (the short initialiser, `withFields`) give the fields
/// they are given and, for the short one, the documented defaults; values worked out by hand.
@Suite struct ViewNodeMakingTests {
    @Test func theShortInitialiserLeavesTheRestAtTheirDefaults() {
        let node = ViewNode(id: "/0", content: .spacer(minLength: nil))
        #expect(node.id == "/0")
        #expect(node.content == .spacer(minLength: nil))
        #expect(node.modifiers.isEmpty)
        #expect(node.zIndex == 0)
        #expect(node.transition == nil)
        #expect(node.gridCell == nil)
        #expect(node.alignmentGuides.isEmpty)
        #expect(node.matchedGeometry == nil)
        #expect(node.rightToLeft.isEmpty)
        #expect(node.source == SourcePath(""))
    }

    @Test func withFieldsSetsEveryFieldItIsGiven() {
        let node = ViewNode.withFields(
            id: "/0/1", content: .spacer(minLength: 4), modifiers: [.opacity(0.5)], zIndex: 2, transition: nil,
            gridCell: nil, alignmentGuides: [], matchedGeometry: nil, rightToLeft: [false, true],
            source: SourcePath("/body/children/1"))
        #expect(node.id == "/0/1")
        #expect(node.content == .spacer(minLength: 4))
        #expect(node.modifiers == [.opacity(0.5)])
        #expect(node.zIndex == 2)
        #expect(node.rightToLeft == [false, true])
        #expect(node.source == SourcePath("/body/children/1"))
        // The same view made the other way: the short initialiser, then the two other fields.
        var other = ViewNode(id: "/0/1", content: .spacer(minLength: 4), modifiers: [.opacity(0.5)], zIndex: 2)
        other.rightToLeft = [false, true]
        other.source = SourcePath("/body/children/1")
        #expect(node == other)
    }
}
