import Testing
import Scene

@Suite struct ExpressionAccessTests {
    let values: [String: Value] = [
        "item": .object(["width": .number(30), "height": .number(20), "label": .string("Box")]),
        "items": .array([.number(4), .number(5), .number(6)]),
        "names": .array([.string("Ada"), .string("Grace")]),
        "rows": .array([.object(["id": .number(7), "title": .string("first")])]),
        "name": .string("héllo"),
    ]

    @Test func objectMembers() throws {
        #expect(try evaluate("item.width * 2", values) == .number(60))
        #expect(try evaluate("item.label", values) == .string("Box"))
        #expect(try evaluate("item['height']", values) == .number(20))
        #expect(try evaluate("rows[0].title", values) == .string("first"))
        #expect(try evaluate("rows[0].id + 1", values) == .number(8))
    }

    @Test func arrayMembersAndIndexing() throws {
        #expect(try evaluate("items.count", values) == .number(3))
        #expect(try evaluate("items.isEmpty", values) == .bool(false))
        #expect(try evaluate("items.first", values) == .number(4))
        #expect(try evaluate("items.last", values) == .number(6))
        #expect(try evaluate("items[0]", values) == .number(4))
        #expect(try evaluate("items[items.count - 1]", values) == .number(6))
        #expect(try evaluate("items[1.9]", values) == .number(5)) // the index rounds down to 1
        #expect(try evaluate("names[1]", values) == .string("Grace"))
    }

    @Test func stringMembersCountCharacters() throws {
        #expect(try evaluate("name.count", values) == .number(5)) // é is one character
        #expect(try evaluate("name.isEmpty", values) == .bool(false))
    }

    @Test func untypedValuesResolveMembersAtRunTime() throws {
        #expect(try evaluate("element.width", ["element": .object(["width": .number(3)])]) == .number(3))
        #expect(try evaluate("element.count", ["element": .array([.null, .null])]) == .number(2))
        #expect(try evaluate("element[1]", ["element": .array([.null, .string("b")])]) == .string("b"))
        #expect(try evaluate("element['k']", ["element": .object(["k": .bool(true)])]) == .bool(true))
        #expect(try evaluate("mixed[0].name", ["mixed": .array([.object(["name": .string("n")])])]) == .string("n"))
    }

    @Test func anObjectFieldNamedLikeABuiltinIsTheField() throws {
        let scope = Scope(["box": .object(["count": .string])])
        #expect(try evaluate("box.count", ["box": .object(["count": .string("many")])], scope: scope) == .string("many"))
    }

    @Test func functions() throws {
        #expect(try evaluate("min(3, 1, 2)") == .number(1))
        #expect(try evaluate("max(3, 1)") == .number(3))
        #expect(try evaluate("max(-1, -5, -3, -2)") == .number(-1))
        #expect(try evaluate("abs(-2.5)") == .number(2.5))
        #expect(try evaluate("floor(2.7)") == .number(2))
        #expect(try evaluate("floor(-2.2)") == .number(-3))
        #expect(try evaluate("ceil(2.1)") == .number(3))
        #expect(try evaluate("ceil(-2.7)") == .number(-2))
        #expect(try evaluate("round(2.5)") == .number(3)) // half away from zero
        #expect(try evaluate("round(-2.5)") == .number(-3))
        #expect(try evaluate("round(2.49)") == .number(2))
        #expect(try evaluate("min(count, 10) * 2", ["count": .number(12)]) == .number(20))
    }

    @Test func functionErrors() {
        #expect(message("min(1)") == "min takes at least 2 arguments, got 1")
        #expect(message("abs(1, 2)") == "abs takes exactly 1 argument, got 2")
        #expect(message("round()") == "round takes exactly 1 argument, got 0")
        #expect(message("mni(1, 2)") == "unknown function 'mni'; did you mean 'min'?")
        #expect(message("sqrt(4)") == "unknown function 'sqrt'; the functions are abs, ceil, floor, max, min, round")
        #expect(message("abs(isActive)") == "expected a number, got a bool expression 'isActive' in 'abs(isActive)'")
        #expect(diagnostic("sqrt(4)")?.code == "unknown_function")
        #expect(diagnostic("min(1)")?.code == "argument_count")
    }

    @Test func memberErrors() {
        #expect(message("item.widht") == "'item' has no member 'widht'; did you mean 'width'?")
        #expect(message("item.depth") == "'item' has no member 'depth' (an object with height, label, width)")
        #expect(message("items.size") == "'items' has no member 'size' (an array with count, first, isEmpty, last)")
        #expect(message("name.first") == "'name' has no member 'first' (a string with count, isEmpty)")
        #expect(message("count.value") == "'count' has no member 'value': it is a number")
        #expect(message("rows[0].titel") == "'rows[0]' has no member 'titel'; did you mean 'title'?")
        #expect(diagnostic("item.depth")?.code == "unknown_member")
    }

    @Test func indexErrors() {
        #expect(message("items[isActive]") == "expected a number, got a bool expression 'isActive' in 'items[isActive]'")
        #expect(message("count[0]") == "a number cannot be indexed: 'count' in 'count[0]'")
        #expect(message("item[name]") == "an object is indexed by a string literal, got 'name' in 'item[name]'")
    }
}
