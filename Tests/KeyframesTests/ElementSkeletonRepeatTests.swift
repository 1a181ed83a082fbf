import Geometry
import Layout
import Testing
import Views

@testable import Keyframes

/// `ElementSkeleton.resolves(_:like:resolve:)`: whether a structure resolves to the tree of the
/// epoch before (then its elements are that epoch's), and `ElementTree.addAgain(update:)`, which
/// adds such an epoch as `add` would.
@Suite struct ElementSkeletonRepeatTests {
    static func leaf(_ id: String, x: Double = 0) -> LaidOutView {
        LaidOutView(node: ViewNode(id: id, content: .shape(ShapeView(shape: .rectangle, fill: .black))), frames: [Rect(x: x, y: 0, width: 4, height: 2)])
    }

    static func stack(_ children: [LaidOutView], decorations: [Int: LaidOutView] = [:]) -> LaidOutView {
        LaidOutView(
            node: ViewNode(id: "s", content: .vStack(alignment: .center, spacing: 0, children: []), modifiers: [.background(ViewNode(id: "bg", content: .empty), alignment: .center)]),
            frames: [Rect(x: 0, y: 0, width: 4, height: 4), Rect(x: 0, y: 0, width: 4, height: 4)], children: children, decorations: decorations)
    }

    /// No view resolved (each as it is in the structure): the tree is itself, and equal trees
    /// resolve alike; each view is resolved once, in the order the resolved tree is built (the
    /// view, its children, its decorations).
    @Test func anEqualTreeResolvesAlike() {
        let tree = Self.stack([Self.leaf("a"), Self.leaf("b")], decorations: [0: Self.leaf("bg")])
        var asked: [String] = []
        #expect(ElementSkeleton.resolves(tree, like: tree) { asked.append($0); return nil })
        #expect(asked == ["s", "a", "b", "bg"])
    }

    /// A child moved, a child more, a decoration changed: not alike. The views are resolved up to
    /// the first difference only (b's frame: the decoration is not asked for).
    @Test func anyDifferenceIsNotAlike() {
        let tree = Self.stack([Self.leaf("a"), Self.leaf("b")], decorations: [0: Self.leaf("bg")])
        var asked: [String] = []
        #expect(!ElementSkeleton.resolves(Self.stack([Self.leaf("a"), Self.leaf("b", x: 1)], decorations: [0: Self.leaf("bg")]), like: tree) {
            asked.append($0)
            return nil
        })
        #expect(asked == ["s", "a", "b"])
        #expect(!ElementSkeleton.resolves(Self.stack([Self.leaf("a")], decorations: [0: Self.leaf("bg")]), like: tree) { _ in nil })
        #expect(!ElementSkeleton.resolves(Self.stack([Self.leaf("a"), Self.leaf("b")], decorations: [0: Self.leaf("bg", x: 2)]), like: tree) { _ in nil })
        #expect(!ElementSkeleton.resolves(Self.stack([Self.leaf("a"), Self.leaf("b")]), like: tree) { _ in nil })
    }

    /// A view is compared as resolved: b as presented (x = 1) against a tree drawn with b at 1
    /// is alike, though the structure lays b out at 0; against b at 0 it is not.
    @Test func viewsAreComparedAsResolved() {
        let structure = Self.stack([Self.leaf("a"), Self.leaf("b")])
        let presentedB = ViewSampler.Presented(Self.leaf("b", x: 1))
        func resolve(_ id: String) -> (box: ViewSampler.Presented, slot: Int)? { id == "b" ? (presentedB, 0) : nil }
        #expect(ElementSkeleton.resolves(structure, like: Self.stack([Self.leaf("a"), Self.leaf("b", x: 1)]), resolve: resolve))
        #expect(!ElementSkeleton.resolves(structure, like: structure, resolve: resolve))
    }

    /// `presentsLike` is asked first, for every view in the order they are resolved; a view it
    /// answers for is not compared again (debug builds check its answer against the resolved
    /// view), and one it does not answer for is resolved and compared as before.
    @Test func presentsLikeAnswersFirst() {
        let structure = Self.stack([Self.leaf("a"), Self.leaf("b")], decorations: [0: Self.leaf("bg")])
        var asked: [String] = []
        let alike = ElementSkeleton.resolves(structure, like: structure, presentsLike: { id, _ in
            asked.append(id)
            return id == "a" || id == "bg"
        }) { _ in nil }
        #expect(alike)
        #expect(asked == ["s", "a", "b", "bg"])
        // b is not answered for and resolves elsewhere (x = 1): not alike.
        let movedB = ViewSampler.Presented(Self.leaf("b", x: 1))
        #expect(!ElementSkeleton.resolves(structure, like: structure, presentsLike: { id, _ in id == "a" }) { id in id == "b" ? (movedB, 0) : nil })
    }

    /// Epoch 0 draws a, b(c); epoch 1 draws b(c), a: nodes a(0), b(0, 1) with c(0, 1), a(1).
    /// Epoch 2 drawn again: b, c and the second a take 2, the first a (not drawn in 1) does not —
    /// what adding epoch 1's elements once more gives.
    @Test func addAgainDrawsWhatTheEpochBeforeDrew() {
        func epochs(again: Bool) -> ElementTree {
            var tree = ElementTree(epochs: 3)
            tree.add([ElementTreeTests.element("a"), ElementTreeTests.element("b", children: [ElementTreeTests.element("c")])], update: 0)
            let second = [ElementTreeTests.element("b", children: [ElementTreeTests.element("c")]), ElementTreeTests.element("a")]
            tree.add(second, update: 1)
            if again { tree.addAgain(update: 2) } else { tree.add(second, update: 2) }
            return tree
        }
        for tree in [epochs(again: true), epochs(again: false)] {
            #expect(tree.roots.map(\.key.viewID) == ["a", "b", "a"])
            #expect(tree.roots.map(\.updates) == [[0], [0, 1, 2], [1, 2]])
            #expect(tree.roots[1].children.map(\.updates) == [[0, 1, 2]])
        }
    }

    /// The check compares each of a laid-out view's seven stored fields (the node, frames, text,
    /// divider axis and fit in `sameOwnFields`, the children and decorations as resolved): a
    /// field added to `LaidOutView` must be compared there too, and this count fails until it is.
    @Test func comparesEveryStoredField() {
        #expect(Mirror(reflecting: Self.leaf("a")).children.count == 7)
    }
}
