import Layout
import Testing
import Views

@testable import Keyframes

/// `ViewNodeTable`: lookups at the cursor when the ids come in the order they were added, the
/// dictionary when they do not, and always the node added last under an id.
@Suite struct ViewNodeTableTests {
    static func node(_ id: String) -> ViewNode { ViewNode(id: id, content: .empty) }
    static func box(_ node: ViewNode) -> ViewNodeTable.Node { ViewNodeTable.Node(LaidOutView(node: node, frames: [])) }

    static func table(_ ids: [String]) -> ViewNodeTable {
        var table = ViewNodeTable(capacity: ids.count)
        for id in ids { table.add(id, box(node(id))) }
        return table
    }

    /// The benchmark's order: rows a, b, c added, then the stack; each row looked up twice (its
    /// group, then its shape). a at 0, a again at 0, b at 1 (one after the cursor), b, c at 2,
    /// c: six lookups at the cursor, none hashed.
    @Test func inOrderLookupsStayAtTheCursor() {
        var table = Self.table(["a", "b", "c", "stack"])
        for id in ["a", "a", "b", "b", "c", "c"] { #expect(table.node(id)?.view.node.id == id) }
        #expect(table.cursorHits == 6)
        #expect(table.fallbacks == 0)
    }

    /// Out of order: the stack first (index 3, not at the cursor 0 or 1: dictionary, cursor 3),
    /// then a (3 and past the end: dictionary, cursor 0), then b (index 1: at the cursor), then
    /// c after skipping nothing (2: at the cursor), then a again (cursor 2: dictionary).
    @Test func outOfOrderLookupsFallBackToTheDictionary() {
        var table = Self.table(["a", "b", "c", "stack"])
        #expect(table.node("stack")?.view.node.id == "stack")
        #expect(table.node("a")?.view.node.id == "a")
        #expect(table.node("b")?.view.node.id == "b")
        #expect(table.node("c")?.view.node.id == "c")
        #expect(table.node("a")?.view.node.id == "a")
        #expect(table.cursorHits == 2)
        #expect(table.fallbacks == 3)
    }

    /// Two steps ahead is past the cursor's reach: a, then c (index 2 = cursor 0 + 2: dictionary).
    @Test func theCursorLooksOneAhead() {
        var table = Self.table(["a", "b", "c"])
        _ = table.node("a")
        #expect(table.node("c")?.view.node.id == "c")
        #expect(table.cursorHits == 1)
        #expect(table.fallbacks == 1)
    }

    /// An unknown id is nil (through the dictionary); the cursor stays where it was.
    @Test func unknownIds() {
        var table = Self.table(["a", "b"])
        #expect(table.node("z") == nil)
        #expect(table.node("a")?.view.node.id == "a")
        #expect(table.cursorHits == 1)
        #expect(table.fallbacks == 1)
        #expect(ViewNodeTable(capacity: 0).fallbacks == 0)
        var empty = ViewNodeTable(capacity: 0)
        #expect(empty.node("a") == nil)
    }

    /// An id added twice: the node added last answers, also where the first one is at the
    /// cursor (every lookup then goes through the dictionary).
    @Test func aRepeatedIdAnswersWithTheLastNode() {
        var table = ViewNodeTable(capacity: 3)
        table.add("a", Self.box(ViewNode(id: "a", content: .empty)))
        table.add("b", Self.box(Self.node("b")))
        table.add("a", Self.box(ViewNode(id: "a", content: .spacer(minLength: 7))))
        #expect(table.node("a")?.view.node.content == .spacer(minLength: 7))
        #expect(table.node("b")?.view.node.id == "b")
        #expect(table.cursorHits == 0)
        #expect(table.fallbacks == 2)
    }

    /// Views added with their slots: in order, every lookup is at the cursor and no id is hashed;
    /// a slot added twice is a repeat (the node added last answers, through the dictionary).
    @Test func slotsFindRepeatsWithoutTheDictionary() {
        var table = ViewNodeTable(capacity: 3)
        table.add("a", Self.box(Self.node("a")), slot: 0)
        table.add("b", Self.box(Self.node("b")), slot: 1)
        table.add("c", Self.box(Self.node("c")), slot: 2)
        for id in ["a", "b", "c"] { #expect(table.node(id)?.view.node.id == id) }
        #expect(table.cursorHits == 3)
        #expect(table.fallbacks == 0)

        var repeated = ViewNodeTable(capacity: 3)
        repeated.add("a", Self.box(ViewNode(id: "a", content: .empty)), slot: 5)
        repeated.add("b", Self.box(Self.node("b")), slot: 6)
        repeated.add("a", Self.box(ViewNode(id: "a", content: .spacer(minLength: 7))), slot: 5)
        #expect(repeated.node("a")?.view.node.content == .spacer(minLength: 7))
        #expect(repeated.cursorHits == 0)
        #expect(repeated.fallbacks == 1)
    }

    /// The bits cover slots below 64 · ((4 · capacity + 64) / 64 + 1): 128 for a capacity of
    /// 10 (4 · 10 + 64 = 104, / 64 = 1, + 1 = 2 words). A repeat is found across a view added
    /// by its bit, one past the bits (by the dictionary) and one without a slot.
    @Test func slotsPastTheBitsAndViewsWithoutSlotsUseTheDictionary() {
        #expect(ViewNodeTable.bitLimit(10) == 128)
        var table = ViewNodeTable(capacity: 10)
        table.add("a", Self.box(ViewNode(id: "a", content: .empty)), slot: 3)
        table.add("b", Self.box(Self.node("b")), slot: 500)
        table.add("a", Self.box(ViewNode(id: "a", content: .spacer(minLength: 2))))
        #expect(table.node("a")?.view.node.content == .spacer(minLength: 2))
        #expect(table.node("b")?.view.node.id == "b")
        #expect(table.cursorHits == 0)
        #expect(table.fallbacks == 2)
    }
}
