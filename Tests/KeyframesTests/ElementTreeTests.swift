import DisplayList
import Geometry
import Testing

@testable import Keyframes

/// `ElementTree`: merging each epoch's elements in painting order, with room in every node's
/// update list for the epochs; `FinalState.first`: the first skeleton element with a key.
@Suite struct ElementTreeTests {
    static func key(_ id: String) -> ElementKey {
        ElementKey(viewID: id, role: .shape(.rectangle, .fill))
    }

    static func element(_ id: String, children: [ElementSkeleton] = []) -> ElementSkeleton {
        let item = DisplayItem.shape(ShapeItem(viewID: id, path: Path(rect: Rect(x: 0, y: 0, width: 1, height: 1)), fill: .black))
        return ElementSkeleton(key: key(id), item: item, children: children)
    }

    /// Epoch 0 draws a, b; epoch 1 draws b, a. b keeps its node (found after a); a after b would
    /// contradict epoch 0's order, so it is a new node after b: a(0), b(0, 1), a(1).
    @Test func anOrderContradictingAnEarlierEpochMakesANewNode() {
        var tree = ElementTree(epochs: 2)
        tree.add([Self.element("a"), Self.element("b")], update: 0)
        tree.add([Self.element("b"), Self.element("a")], update: 1)
        #expect(tree.roots.map(\.key.viewID) == ["a", "b", "a"])
        #expect(tree.roots.map(\.updates) == [[0], [0, 1], [1]])
        // b was found past the next node (a), by hash first: the nodes' hashes are their keys'.
        #expect(tree.roots[1].keyHash == Self.key("b").hashValue)
    }

    /// Two elements of one key in one epoch are two nodes (a node takes one element per epoch);
    /// the next epoch's two elements of that key take them in order.
    @Test func oneNodePerElementOfAnEpoch() {
        var tree = ElementTree(epochs: 2)
        tree.add([Self.element("a"), Self.element("a")], update: 0)
        tree.add([Self.element("a"), Self.element("a")], update: 1)
        #expect(tree.roots.count == 2)
        #expect(tree.roots.map(\.updates) == [[0, 1], [0, 1]])
    }

    /// Children merge under their parent's node; every node has room for the three epochs
    /// when made, and keeps its list (no reallocation) through them.
    @Test func updateListsAreMadeAtTheEpochCount() {
        var tree = ElementTree(epochs: 3)
        tree.add([Self.element("g", children: [Self.element("c")])], update: 0)
        let buffer = tree.roots[0].updates.withUnsafeBufferPointer { $0.baseAddress }
        #expect(tree.roots[0].updates.capacity >= 3)
        #expect(tree.roots[0].children[0].updates.capacity >= 3)
        tree.add([Self.element("g", children: [Self.element("c")])], update: 1)
        tree.add([Self.element("g", children: [Self.element("d"), Self.element("c")])], update: 2)
        #expect(tree.roots[0].updates == [0, 1, 2])
        #expect(tree.roots[0].updates.withUnsafeBufferPointer { $0.baseAddress } == buffer)
        // d is new before c (c is found after it): d(2), c(0, 1, 2).
        #expect(tree.roots[0].children.map(\.key.viewID) == ["d", "c"])
        #expect(tree.roots[0].children.map(\.updates) == [[2], [0, 1, 2]])
    }

    /// A long timeline's nodes make room for 16 epochs, not for every one (1 000 epochs of
    /// 8-byte indices for each of thousands of nodes would be megabytes held empty).
    @Test func roomIsCappedAtSixteenEpochs() {
        var tree = ElementTree(epochs: 1000)
        tree.add([Self.element("a")], update: 0)
        #expect(ElementNode.reservedUpdates == 16)
        #expect(tree.roots[0].updates.capacity >= 16 && tree.roots[0].updates.capacity < 1000)
        for update in 1..<40 { tree.add([Self.element("a")], update: update) }
        #expect(tree.roots[0].updates == Array(0..<40))
    }

    /// Without an epoch count (0) the lists grow as before; a negative count is 0.
    @Test func unknownEpochCount() {
        #expect(ElementTree().epochs == 0)
        #expect(ElementTree(epochs: -2).epochs == 0)
        var tree = ElementTree()
        tree.add([Self.element("a")], update: 0)
        tree.add([Self.element("a")], update: 1)
        #expect(tree.roots.map(\.updates) == [[0, 1]])
    }

    /// `FinalState.first`: the first index at or after `start` whose key matches, or nil.
    @Test func firstSkeletonElementOfAKey() {
        let skeleton = [Self.element("a"), Self.element("b"), Self.element("a")]
        #expect(FinalState.first(Self.key("a"), in: skeleton, from: 0) == 0)
        #expect(FinalState.first(Self.key("a"), in: skeleton, from: 1) == 2)
        #expect(FinalState.first(Self.key("b"), in: skeleton, from: 2) == nil)
        #expect(FinalState.first(Self.key("c"), in: skeleton, from: 0) == nil)
        #expect(FinalState.first(Self.key("a"), in: skeleton, from: 3) == nil)
        #expect(FinalState.first(Self.key("a"), in: [], from: 0) == nil)
    }
}
