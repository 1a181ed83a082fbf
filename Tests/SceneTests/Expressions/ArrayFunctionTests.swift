import Scene
import Testing

/// `count`, `append`, `insert`, `removeAt`, `removeId`, `move` and `replace`: new arrays,
/// total and bounded.
@Suite struct ArrayFunctionTests {
    let numbers: [String: Value] = ["items": .array([.number(10), .number(20), .number(30)])]

    func row(_ id: Double, _ title: String) -> Value { .object(["id": .number(id), "title": .string(title)]) }

    @Test func countOfArraysAndStrings() throws {
        #expect(try evaluateExpression("count(items)", numbers) == .number(3))
        #expect(try evaluateExpression("count(name)", ["name": .string("héllo")]) == .number(5))
        // A name the state lacks is null: no elements.
        #expect(try evaluateExpression("count(items)") == .number(0))
    }

    @Test func appendAndInsert() throws {
        #expect(
            try evaluateExpression("append(items, 40)", numbers)
                == .array([.number(10), .number(20), .number(30), .number(40)]))
        #expect(
            try evaluateExpression("insert(items, 1, 15)", numbers)
                == .array([.number(10), .number(15), .number(20), .number(30)]))
        // Positions are clamped into 0…count and rounded down.
        #expect(
            try evaluateExpression("insert(items, 99, 5)", numbers)
                == .array([.number(10), .number(20), .number(30), .number(5)]))
        #expect(
            try evaluateExpression("insert(items, -3, 5)", numbers)
                == .array([.number(5), .number(10), .number(20), .number(30)]))
        #expect(
            try evaluateExpression("insert(items, 0.9, 5)", numbers)
                == .array([.number(5), .number(10), .number(20), .number(30)]))
        // A position that is not a number changes nothing.
        #expect(try evaluateExpression("insert(items, mixed[0], 5)", numbers) == numbers["items"])
    }

    @Test func removeMoveAndReplace() throws {
        #expect(try evaluateExpression("removeAt(items, 1)", numbers) == .array([.number(10), .number(30)]))
        #expect(try evaluateExpression("removeAt(items, 3)", numbers) == numbers["items"])
        #expect(try evaluateExpression("removeAt(items, -1)", numbers) == numbers["items"])
        // The element at `from` ends up at `to`.
        #expect(try evaluateExpression("move(items, 0, 2)", numbers) == .array([.number(20), .number(30), .number(10)]))
        #expect(try evaluateExpression("move(items, 2, 0)", numbers) == .array([.number(30), .number(10), .number(20)]))
        #expect(try evaluateExpression("move(items, 0, 9)", numbers) == .array([.number(20), .number(30), .number(10)]))
        #expect(try evaluateExpression("move(items, 5, 0)", numbers) == numbers["items"])
        #expect(try evaluateExpression("replace(items, 2, 0)", numbers) == .array([.number(10), .number(20), .number(0)]))
        #expect(try evaluateExpression("replace(items, 3, 0)", numbers) == numbers["items"])
    }

    @Test func removeIdRemovesEveryMatchingElement() throws {
        let rows: [String: Value] = ["rows": .array([row(1, "a"), row(2, "b"), row(1, "c")])]
        #expect(try evaluateExpression("removeId(rows, 1)", rows) == .array([row(2, "b")]))
        #expect(try evaluateExpression("removeId(rows, 7)", rows) == rows["rows"])
        // 2 == 2.0: numbers compare by value.
        #expect(try evaluateExpression("removeId(rows, 4 / 2)", rows) == .array([row(1, "a"), row(1, "c")]))
    }

    @Test func argumentsAreNotChanged() throws {
        #expect(
            try evaluateExpression("count(append(items, 1)) + count(items)", numbers) == .number(7))
    }

    @Test func appendStopsAtTheNodeLimit() throws {
        let limits = SceneLimits(maxNodes: 3)
        let full = try Expression.parse("append(items, 1)", expecting: .any, scope: expressionScope, path: "/x", limits: limits)
        #expect(full.evaluate(EvaluationContext(numbers)) == numbers["items"])
        let insert = try Expression.parse("insert(items, 0, 1)", expecting: .any, scope: expressionScope, path: "/x", limits: limits)
        #expect(insert.evaluate(EvaluationContext(numbers)) == numbers["items"])
        let two: [String: Value] = ["items": .array([.number(1), .number(2)])]
        #expect(full.evaluate(EvaluationContext(two)) == .array([.number(1), .number(2), .number(1)]))
    }

    @Test func typeChecks() {
        #expect(
            expressionMessage("append(items, 'x')")
                == "expected a number, got a string expression ''x'' in 'append(items, 'x')'")
        #expect(expressionMessage("append(count, 1)") == "expected an array, got a number expression 'count' in 'append(count, 1)'")
        #expect(expressionMessage("removeAt(items, isActive)") == "expected a number, got a bool expression 'isActive' in 'removeAt(items, isActive)'")
        #expect(
            expressionMessage("removeId(items, 1)")
                == "removeId needs elements with an 'id' field, but the elements of 'items' are a number in 'removeId(items, 1)'")
        #expect(expressionMessage("removeId(rows, 'a')") == "cannot compare a number with a string in ''a'' in 'removeId(rows, 'a')'")
        #expect(expressionMessage("count(isActive)") == "expected an array or a string, got a bool expression 'isActive' in 'count(isActive)'")
        #expect(expressionMessage("move(items, 1)") == "move takes exactly 3 arguments, got 2")
        #expect(expressionMessage("count()") == "count takes exactly 1 argument, got 0")
        #expect(expressionMessage("apend(items, 1)") == "unknown function 'apend'; did you mean 'append'?")
        // The result has the array's type: it can be written back to the state.
        #expect(expressionDiagnostic("append(rows, rows[0])", expecting: .array(.object(["id": .number, "title": .string]))) == nil)
        #expect(expressionDiagnostic("removeId(mixed, 3)") == nil)
    }
}

/// `[a, b]` and `{key: value}` literals, so that `append` can add new objects.
@Suite struct CollectionLiteralTests {
    @Test func literals() throws {
        #expect(try evaluateExpression("[1, count + 1, 'x']", ["count": .number(2)]) == .array([.number(1), .number(3), .string("x")]))
        #expect(try evaluateExpression("[]") == .array([]))
        #expect(try evaluateExpression("{}") == .object([:]))
        #expect(
            try evaluateExpression("{id: count, 'first name': name, nested: {ok: count > 1 ? true : false}}", ["count": .number(2), "name": .string("Ann")])
                == .object([
                    "id": .number(2), "first name": .string("Ann"), "nested": .object(["ok": .bool(true)]),
                ]))
        #expect(try evaluateExpression("[1, 2][1]") == .number(2))
        #expect(try evaluateExpression("{a: 5}.a") == .number(5))
    }

    @Test func typesComeFromTheElements() throws {
        let rows = try Expression.parse("{id: count, title: name}", expecting: .any, scope: expressionScope, path: "/x")
        #expect(rows.type == .object(["id": .number, "title": .string]))
        #expect(try Expression.parse("[1, 2]", expecting: .any, scope: expressionScope, path: "/x").type == .array(.number))
        #expect(try Expression.parse("[1, 'a']", expecting: .any, scope: expressionScope, path: "/x").type == .array(.any))
        // A constant literal folds.
        #expect(try Expression.parse("[1, {a: 2}]", expecting: .any, scope: expressionScope, path: "/x").constantValue == .array([.number(1), .object(["a": .number(2)])]))
    }

    @Test func appendANewObject() throws {
        let rows: Value = .array([.object(["id": .number(1), "title": .string("a")])])
        #expect(
            try evaluateExpression("append(rows, {id: count, title: 'n' + count})", ["rows": rows, "count": .number(2)])
                == .array([
                    .object(["id": .number(1), "title": .string("a")]), .object(["id": .number(2), "title": .string("n2")]),
                ]))
        // A field missing from the element type is an error.
        #expect(expressionMessage("append(rows, {id: 3})") == "expected an object, got an object expression '{id: 3}' in 'append(rows, {id: 3})'")
    }

    @Test func syntaxErrors() {
        #expect(expressionMessage("{a: 1, a: 2}") == "field 'a' at column 8 is given twice in '{a: 1, a: 2}'")
        #expect(expressionMessage("{a 1}") == "expected ':' for 'a' at column 2, got '1' at column 4 in '{a 1}'")
        #expect(expressionMessage("[1, 2") == "missing ']' for '[' at column 1 in '[1, 2'")
        #expect(expressionMessage("{1: 2}") == "unexpected '1' at column 2 in '{1: 2}'")
    }
}
