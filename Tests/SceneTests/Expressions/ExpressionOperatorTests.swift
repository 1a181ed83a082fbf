import Scene
import Testing

@Suite struct ExpressionOperatorTests {
    @Test func literals() throws {
        #expect(try evaluateExpression("42") == .number(42))
        #expect(try evaluateExpression("0.25") == .number(0.25))
        #expect(try evaluateExpression("1.5e3") == .number(1500))
        #expect(try evaluateExpression("2E-2") == .number(0.02))
        #expect(try evaluateExpression("true") == .bool(true))
        #expect(try evaluateExpression("false") == .bool(false))
        #expect(try evaluateExpression("null") == .null)
        #expect(try evaluateExpression("nil") == .null)
        #expect(try evaluateExpression("'single'") == .string("single"))
        #expect(try evaluateExpression("\"double\"") == .string("double"))
    }

    @Test func stringEscapes() throws {
        #expect(try evaluateExpression(#"'it\'s'"#) == .string("it's"))
        #expect(try evaluateExpression(#""say \"hi\"""#) == .string("say \"hi\""))
        #expect(try evaluateExpression(#"'back\\slash'"#) == .string("back\\slash"))
        #expect(try evaluateExpression(#"'a\nb\tc\rd'"#) == .string("a\nb\tc\rd"))
        #expect(try evaluateExpression(#"'\u{1F600}'"#) == .string("😀"))
        #expect(try evaluateExpression(#""it's""#) == .string("it's"))  // the other quote needs no escape
    }

    @Test func arithmetic() throws {
        let values: [String: Value] = ["count": .number(7), "width": .number(2)]
        #expect(try evaluateExpression("count + width", values) == .number(9))
        #expect(try evaluateExpression("count - width", values) == .number(5))
        #expect(try evaluateExpression("count * width", values) == .number(14))
        #expect(try evaluateExpression("count / width", values) == .number(3.5))
        #expect(try evaluateExpression("count % width", values) == .number(1))
        #expect(try evaluateExpression("-count", values) == .number(-7))
    }

    @Test func remainderTakesTheSignOfTheDividend() throws {
        #expect(try evaluateExpression("-7 % 3") == .number(-1))  // -7 = -2·3 - 1
        #expect(try evaluateExpression("7 % -3") == .number(1))  // 7 = -2·-3 + 1
        #expect(try evaluateExpression("5.5 % 2") == .number(1.5))
    }

    @Test func plusJoinsStrings() throws {
        #expect(try evaluateExpression("'ab' + 'cd'") == .string("abcd"))
        #expect(try evaluateExpression("name + '!'", ["name": .string("Ada")]) == .string("Ada!"))
        #expect(try evaluateExpression("'n = ' + count", ["count": .number(3)]) == .string("n = 3"))
        #expect(try evaluateExpression("count + ' items'", ["count": .number(0.5)]) == .string("0.5 items"))
        // Left to right: (1 + 2) + 'x' = '3x', while 'x' + 1 + 2 = 'x12'.
        #expect(try evaluateExpression("1 + 2 + 'x'") == .string("3x"))
        #expect(try evaluateExpression("'x' + 1 + 2") == .string("x12"))
    }

    @Test func comparisonOfNumbers() throws {
        #expect(try evaluateExpression("1 < 2") == .bool(true))
        #expect(try evaluateExpression("2 < 2") == .bool(false))
        #expect(try evaluateExpression("2 <= 2") == .bool(true))
        #expect(try evaluateExpression("3 <= 2") == .bool(false))
        #expect(try evaluateExpression("3 > 2") == .bool(true))
        #expect(try evaluateExpression("2 > 2") == .bool(false))
        #expect(try evaluateExpression("2 >= 2") == .bool(true))
        #expect(try evaluateExpression("1 >= 2") == .bool(false))
    }

    @Test func comparisonOfStringsIsLexicographic() throws {
        #expect(try evaluateExpression("'apple' < 'banana'") == .bool(true))
        #expect(try evaluateExpression("'b' > 'abc'") == .bool(true))
        #expect(try evaluateExpression("'Z' < 'a'") == .bool(true))  // U+005A before U+0061
        #expect(try evaluateExpression("'ab' <= 'ab'") == .bool(true))
    }

    @Test func equalityOnEveryType() throws {
        #expect(try evaluateExpression("2 == 2.0") == .bool(true))
        #expect(try evaluateExpression("2 != 3") == .bool(true))
        #expect(try evaluateExpression("'a' == 'a'") == .bool(true))
        #expect(try evaluateExpression("'a' != 'A'") == .bool(true))
        #expect(try evaluateExpression("true == !false") == .bool(true))
        #expect(try evaluateExpression("null == null") == .bool(true))
        #expect(try evaluateExpression("items == items", ["items": .array([.number(1)])]) == .bool(true))
        let row: Value = .object(["id": .number(1), "title": .string("a")])
        #expect(try evaluateExpression("rows[0] == rows[1]", ["rows": .array([row, row])]) == .bool(true))
        #expect(
            try evaluateExpression("rows[0] != rows[1]", ["rows": .array([row, .object(["id": .number(2)])])])
                == .bool(true))
    }

    @Test func equalityWithNullComparesValues() throws {
        #expect(try evaluateExpression("items[3] == null", ["items": .array([.number(1)])]) == .bool(true))
        #expect(try evaluateExpression("items[0] == null", ["items": .array([.number(1)])]) == .bool(false))
        #expect(try evaluateExpression("count != null", ["count": .number(0)]) == .bool(true))
    }

    @Test func equalityOfUntypedValuesIsStrict() throws {
        #expect(try evaluateExpression("element == 1", ["element": .string("1")]) == .bool(false))
        #expect(try evaluateExpression("element == 1", ["element": .number(1)]) == .bool(true))
    }

    @Test func logicalOperators() throws {
        for (a, b) in [(false, false), (false, true), (true, false), (true, true)] {
            let values: [String: Value] = ["isActive": .bool(a), "isEnabled": .bool(b)]
            #expect(try evaluateExpression("isActive && isEnabled", values) == .bool(a && b))
            #expect(try evaluateExpression("isActive || isEnabled", values) == .bool(a || b))
            #expect(try evaluateExpression("!isActive", values) == .bool(!a))
        }
    }

    @Test func conditionalReturnsTheChosenBranch() throws {
        #expect(try evaluateExpression("isActive ? 200 : 0", ["isActive": .bool(true)]) == .number(200))
        #expect(try evaluateExpression("isActive ? 200 : 0", ["isActive": .bool(false)]) == .number(0))
        #expect(try evaluateExpression("isActive ? 'on' : 'off'", ["isActive": .bool(false)]) == .string("off"))
    }
}
