import Scene
import Testing

@Suite struct ExpressionAccessTests {
    let values: [String: Value] = [
        "item": .object(["width": .number(30), "height": .number(20), "label": .string("Box")]),
        "items": .array([.number(4), .number(5), .number(6)]),
        "names": .array([.string("Ada"), .string("Grace")]),
        "rows": .array([.object(["id": .number(7), "title": .string("first")])]),
        "name": .string("héllo"),
    ]

    @Test func objectMembers() throws {
        #expect(try evaluateExpression("item.width * 2", values) == .number(60))
        #expect(try evaluateExpression("item.label", values) == .string("Box"))
        #expect(try evaluateExpression("item['height']", values) == .number(20))
        #expect(try evaluateExpression("rows[0].title", values) == .string("first"))
        #expect(try evaluateExpression("rows[0].id + 1", values) == .number(8))
    }

    @Test func arrayMembersAndIndexing() throws {
        #expect(try evaluateExpression("items.count", values) == .number(3))
        #expect(try evaluateExpression("items.isEmpty", values) == .bool(false))
        #expect(try evaluateExpression("items.first", values) == .number(4))
        #expect(try evaluateExpression("items.last", values) == .number(6))
        #expect(try evaluateExpression("items[0]", values) == .number(4))
        #expect(try evaluateExpression("items[items.count - 1]", values) == .number(6))
        #expect(try evaluateExpression("items[1.9]", values) == .number(5))  // the index rounds down to 1
        #expect(try evaluateExpression("names[1]", values) == .string("Grace"))
    }

    @Test func stringMembersCountCharacters() throws {
        #expect(try evaluateExpression("name.count", values) == .number(5))  // é is one character
        #expect(try evaluateExpression("name.isEmpty", values) == .bool(false))
    }

    @Test func untypedValuesResolveMembersAtRunTime() throws {
        #expect(try evaluateExpression("element.width", ["element": .object(["width": .number(3)])]) == .number(3))
        #expect(try evaluateExpression("element.count", ["element": .array([.null, .null])]) == .number(2))
        #expect(try evaluateExpression("element[1]", ["element": .array([.null, .string("b")])]) == .string("b"))
        #expect(try evaluateExpression("element['k']", ["element": .object(["k": .bool(true)])]) == .bool(true))
        #expect(
            try evaluateExpression("mixed[0].name", ["mixed": .array([.object(["name": .string("n")])])])
                == .string("n"))
    }

    @Test func anObjectFieldNamedLikeABuiltinIsTheField() throws {
        let scope = Scope(["box": .object(["count": .string])])
        #expect(
            try evaluateExpression("box.count", ["box": .object(["count": .string("many")])], scope: scope)
                == .string("many"))
    }

    @Test func functions() throws {
        #expect(try evaluateExpression("min(3, 1, 2)") == .number(1))
        #expect(try evaluateExpression("max(3, 1)") == .number(3))
        #expect(try evaluateExpression("max(-1, -5, -3, -2)") == .number(-1))
        #expect(try evaluateExpression("abs(-2.5)") == .number(2.5))
        #expect(try evaluateExpression("floor(2.7)") == .number(2))
        #expect(try evaluateExpression("floor(-2.2)") == .number(-3))
        #expect(try evaluateExpression("ceil(2.1)") == .number(3))
        #expect(try evaluateExpression("ceil(-2.7)") == .number(-2))
        #expect(try evaluateExpression("round(2.5)") == .number(3))  // half away from zero
        #expect(try evaluateExpression("round(-2.5)") == .number(-3))
        #expect(try evaluateExpression("round(2.49)") == .number(2))
        #expect(try evaluateExpression("trunc(2.7)") == .number(2))  // toward zero, as Swift's Int(x)
        #expect(try evaluateExpression("trunc(-2.7)") == .number(-2))
        #expect(try evaluateExpression("min(count, 10) * 2", ["count": .number(12)]) == .number(20))
    }

    @Test func functionErrors() {
        #expect(expressionMessage("min(1)") == "min takes at least 2 arguments, got 1")
        #expect(expressionMessage("abs(1, 2)") == "abs takes exactly 1 argument, got 2")
        #expect(expressionMessage("round()") == "round takes exactly 1 argument, got 0")
        #expect(expressionMessage("mni(1, 2)") == "unknown function 'mni'; did you mean 'min'?")
        #expect(
            expressionMessage("hypotenuse(4)")
                == "unknown function 'hypotenuse'; the functions are abs, acos, append, asin, atan, atan2, ceil, cos, count, floor, insert, max, min, move, pow, removeAt, removeId, replace, round, sin, sqrt, tan, trunc")
        #expect(
            expressionMessage("abs(isActive)")
                == "expected a number, got a bool expression 'isActive' in 'abs(isActive)'")
        #expect(expressionDiagnostic("hypotenuse(4)")?.code == "unknown_function")
        #expect(expressionMessage("pow(2)") == "pow takes exactly 2 arguments, got 1")
        #expect(expressionDiagnostic("min(1)")?.code == "argument_count")
    }

    @Test func memberErrors() {
        #expect(expressionMessage("item.widht") == "'item' has no member 'widht'; did you mean 'width'?")
        #expect(expressionMessage("item.depth") == "'item' has no member 'depth' (an object with height, label, width)")
        #expect(
            expressionMessage("items.size")
                == "'items' has no member 'size' (an array with count, first, isEmpty, last)")
        #expect(expressionMessage("name.first") == "'name' has no member 'first' (a string with count, isEmpty)")
        #expect(expressionMessage("count.value") == "'count' has no member 'value': it is a number")
        #expect(expressionMessage("rows[0].titel") == "'rows[0]' has no member 'titel'; did you mean 'title'?")
        #expect(expressionDiagnostic("item.depth")?.code == "unknown_member")
    }

    @Test func indexErrors() {
        #expect(
            expressionMessage("items[isActive]")
                == "expected a number, got a bool expression 'isActive' in 'items[isActive]'")
        #expect(expressionMessage("count[0]") == "a number cannot be indexed: 'count' in 'count[0]'")
        #expect(
            expressionMessage("item[name]") == "an object is indexed by a string literal, got 'name' in 'item[name]'")
    }
}
