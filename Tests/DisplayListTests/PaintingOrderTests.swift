import DisplayList
import Geometry
import Layout
import Testing
import Views

/// Siblings are painted by zIndex, back to front; equal zIndex keeps the listed order.
@Suite struct PaintingOrderTests {
    let square = Rect(x: 0, y: 0, width: 10, height: 10)

    func child(_ id: String, zIndex: Double) -> LaidOutView {
        LaidOutView(
            node: ViewNode(id: id, content: .shape(ShapeView(shape: .rectangle, fill: .black)), zIndex: zIndex),
            frames: [square])
    }

    func paintedIDs(_ children: [LaidOutView]) -> [String] {
        let stack = LaidOutView(
            node: ViewNode(id: "/", content: .zStack(alignment: .center, children: [])), frames: [square],
            children: children)
        let list = DisplayListBuilder(glyphs: nil).build(stack, canvas: Size(width: 10, height: 10), background: nil)
        return list.items.compactMap { item in
            if case .shape(let shape) = item { return shape.viewID }
            return nil
        }
    }

    @Test func higherZIndexIsPaintedLater() {
        let children = [child("/a", zIndex: 1), child("/b", zIndex: 0), child("/c", zIndex: -2), child("/d", zIndex: 0)]
        #expect(paintedIDs(children) == ["/c", "/b", "/d", "/a"])
    }

    @Test func equalZIndexKeepsTheListedOrder() {
        let children = [child("/a", zIndex: 3), child("/b", zIndex: 3), child("/c", zIndex: 3)]
        #expect(paintedIDs(children) == ["/a", "/b", "/c"])
        #expect(paintedIDs(children.reversed()) == ["/c", "/b", "/a"])
    }

    /// The children are painted as listed where their z-indices are all equal (or there are
    /// none), not where one differs.
    @Test func childrenArePaintedAsListedWhereTheirZIndicesAreEqual() {
        func stack(_ children: [LaidOutView]) -> LaidOutView {
            LaidOutView(node: ViewNode(id: "/", content: .zStack(alignment: .center, children: [])), frames: [square], children: children)
        }
        #expect(stack([]).paintsChildrenInListedOrder)
        #expect(stack([child("/a", zIndex: 2), child("/b", zIndex: 2)]).paintsChildrenInListedOrder)
        #expect(!stack([child("/a", zIndex: 2), child("/b", zIndex: 2), child("/c", zIndex: 1)]).paintsChildrenInListedOrder)
    }
}
