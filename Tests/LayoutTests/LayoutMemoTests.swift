import Geometry
import Testing
import Views

@testable import Layout

/// The pass's memo tables: entries found in place, and whole views and stack solutions asked
/// again at a proposal not computed again.
@Suite struct LayoutMemoTests {
    /// Three entries in insertion order 0, 1, 2: node 0 holds 0 and 2 (its newest first in its
    /// chain), node 1 holds 1; a key never inserted, or inserted for another node, is not found.
    @Test func entriesAreFoundByNodeAndKeyAndReadInPlace() {
        var table = MemoTable<Int, String>(nodeCount: 3)
        #expect(table.insert("a", 0, for: 10) == 0)
        #expect(table.insert("b", 1, for: 10) == 1)
        #expect(table.insert("c", 0, for: 20) == 2)
        #expect(table.entry(0, for: 10) == 0)
        #expect(table.entry(0, for: 20) == 2)
        #expect(table.entry(1, for: 10) == 1)
        #expect(table.entry(1, for: 20) == nil)
        #expect(table.entry(2, for: 10) == nil)
        #expect(table[entry: 2] == "c")
        #expect(table.value(1, for: 10) == "b")
        #expect(table.value(0, for: 30) == nil)
    }

    /// A table allocates on its first insert: before it every lookup finds nothing; after it the
    /// inserted entry (the first, index 0) is found and the other node still has none.
    @Test func aTableFindsNothingBeforeItsFirstInsert() {
        var table = MemoTable<Int, String>(nodeCount: 2, capacity: 4)
        #expect(table.entry(0, for: 10) == nil)
        #expect(table.value(1, for: 10) == nil)
        #expect(table.insert("a", 1, for: 10) == 0)
        #expect(table.value(1, for: 10) == "a")
        #expect(table.entry(0, for: 10) == nil)
    }

    /// A rectangle with padding 5 proposed 40 × 30: its content is proposed 30 × 20 and the whole
    /// view is 40 × 30. A shape's content is not memoised, but the whole view (it has a
    /// modifier) is: asked again at 40 × 30 the content is not sized again; asked at 50 × 30 it
    /// is (40 × 20 inside, 50 × 30 in all).
    @Test func aWholeViewWithModifiersIsSizedOncePerProposal() {
        let pass = LayoutPass(root: V.rect("r", [.padding(EdgeInsets(all: 5))]), measurer: GridMeasurer(), canvas: Size(width: 100, height: 100))
        #expect(pass.size(0, ProposedSize(width: 40, height: 30)) == Size(width: 40, height: 30))
        #expect(pass.contentSizesComputed == 1)
        #expect(pass.size(0, ProposedSize(width: 40, height: 30)) == Size(width: 40, height: 30))
        #expect(pass.contentSizesComputed == 1)
        #expect(pass.size(0, ProposedSize(width: 50, height: 30)) == Size(width: 50, height: 30))
        #expect(pass.contentSizesComputed == 2)
    }

    /// An HStack of two plain rectangles (a leaf's size is not memoised: each ask is counted),
    /// spacing 0, in a 100 × 100 canvas. Sizing: the stack's content once, each rectangle at ∞
    /// and 0 (flexibility, both ∞, a first on the tie) and at its share 50: 1 + 2 × 3 = 7; the
    /// stack takes 100 × 100. Placing reads the stack's memoised solution and sizes each
    /// rectangle once for its frame: 9 in all (solving the stack again would add 6), a at
    /// (0, 0, 50, 100) and b at (50, 0, 50, 100).
    @Test func aStackIsNotSolvedAgainToBePlaced() {
        let (laid, pass) = engine.layoutPass(V.hstack("h", spacing: 0, [V.rect("a"), V.rect("b")]), in: Size(width: 100, height: 100))
        #expect(laid.frame(of: "a") == rect(0, 0, 50, 100))
        #expect(laid.frame(of: "b") == rect(50, 0, 50, 100))
        #expect(pass.contentSizesComputed == 9)
    }
}
