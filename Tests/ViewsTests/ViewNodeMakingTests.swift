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
        // Every field away from its default, so that one dropped or swapped shows.
        let cell = GridCell(columns: 2, anchor: .topLeading)
        let guide = AlignmentGuideOverride(guide: .leading, identity: 7) { _ in 3 }
        let matched = MatchedGeometry(namespace: "ns", id: "\"a\"", properties: .size, anchor: .center, isSource: true, level: 1)
        let node = ViewNode.withFields(
            id: "/0/1", content: .spacer(minLength: 4), modifiers: [.opacity(0.5)], zIndex: 2, transition: .slide,
            gridCell: cell, alignmentGuides: [guide], matchedGeometry: matched, rightToLeft: [false, true],
            source: SourcePath("/body/children/1"))
        #expect(node.id == "/0/1")
        #expect(node.content == .spacer(minLength: 4))
        #expect(node.modifiers == [.opacity(0.5)])
        #expect(node.zIndex == 2)
        #expect(node.transition == .slide)
        #expect(node.gridCell == cell)
        #expect(node.alignmentGuides.map(\.identity) == [7])
        #expect(node.alignmentGuides.first?.guide == .leading)
        #expect(node.matchedGeometry == matched)
        #expect(node.rightToLeft == [false, true])
        #expect(node.source == SourcePath("/body/children/1"))
        // The same view made the other way: the short initialiser, then the other fields.
        var other = ViewNode(
            id: "/0/1", content: .spacer(minLength: 4), modifiers: [.opacity(0.5)], zIndex: 2, transition: .slide, gridCell: cell)
        other.alignmentGuides = [guide]
        other.matchedGeometry = matched
        other.rightToLeft = [false, true]
        other.source = SourcePath("/body/children/1")
        #expect(node == other)
    }
}
