import Testing
import Scene

@Suite struct ExpressionOperatorTests {
    @Test func literals() throws {
        #expect(try evaluate("42") == .number(42))
        #expect(try evaluate("0.25") == .number(0.25))
        #expect(try evaluate("1.5e3") == .number(1500))
        #expect(try evaluate("2E-2") == .number(0.02))
        #expect(try evaluate("true") == .bool(true))
        #expect(try evaluate("false") == .bool(false))
        #expect(try evaluate("null") == .null)
        #expect(try evaluate("nil") == .null)
        #expect(try evaluate("'single'") == .string("single"))
        #expect(try evaluate("\"double\"") == .string("double"))
    }

    @Test func stringEscapes() throws {
        #expect(try evaluate(#"'it\'s'"#) == .string("it's"))
        #expect(try evaluate(#""say \"hi\"""#) == .string("say \"hi\""))
        #expect(try evaluate(#"'back\\slash'"#) == .string("back\\slash"))
        #expect(try evaluate(#"'a\nb\tc\rd'"#) == .string("a\nb\tc\rd"))
        #expect(try evaluate(#"'\u{1F600}'"#) == .string("😀"))
        #expect(try evaluate(#""it's""#) == .string("it's")) // the other quote needs no escape
    }

    @Test func arithmetic() throws {
        let values: [String: Value] = ["count": .number(7), "width": .number(2)]
        #expect(try evaluate("count + width", values) == .number(9))
        #expect(try evaluate("count - width", values) == .number(5))
        #expect(try evaluate("count * width", values) == .number(14))
        #expect(try evaluate("count / width", values) == .number(3.5))
        #expect(try evaluate("count % width", values) == .number(1))
        #expect(try evaluate("-count", values) == .number(-7))
    }

    @Test func remainderTakesTheSignOfTheDividend() throws {
        #expect(try evaluate("-7 % 3") == .number(-1)) // -7 = -2·3 - 1
        #expect(try evaluate("7 % -3") == .number(1)) // 7 = -2·-3 + 1
        #expect(try evaluate("5.5 % 2") == .number(1.5))
    }

    @Test func plusJoinsStrings() throws {
        #expect(try evaluate("'ab' + 'cd'") == .string("abcd"))
        #expect(try evaluate("name + '!'", ["name": .string("Ada")]) == .string("Ada!"))
        #expect(try evaluate("'n = ' + count", ["count": .number(3)]) == .string("n = 3"))
        #expect(try evaluate("count + ' items'", ["count": .number(0.5)]) == .string("0.5 items"))
        // Left to right: (1 + 2) + 'x' = '3x', while 'x' + 1 + 2 = 'x12'.
        #expect(try evaluate("1 + 2 + 'x'") == .string("3x"))
        #expect(try evaluate("'x' + 1 + 2") == .string("x12"))
    }

    @Test func comparisonOfNumbers() throws {
        #expect(try evaluate("1 < 2") == .bool(true))
        #expect(try evaluate("2 < 2") == .bool(false))
        #expect(try evaluate("2 <= 2") == .bool(true))
        #expect(try evaluate("3 <= 2") == .bool(false))
        #expect(try evaluate("3 > 2") == .bool(true))
        #expect(try evaluate("2 > 2") == .bool(false))
        #expect(try evaluate("2 >= 2") == .bool(true))
        #expect(try evaluate("1 >= 2") == .bool(false))
    }

    @Test func comparisonOfStringsIsLexicographic() throws {
        #expect(try evaluate("'apple' < 'banana'") == .bool(true))
        #expect(try evaluate("'b' > 'abc'") == .bool(true))
        #expect(try evaluate("'Z' < 'a'") == .bool(true)) // U+005A before U+0061
        #expect(try evaluate("'ab' <= 'ab'") == .bool(true))
    }

    @Test func equalityOnEveryType() throws {
        #expect(try evaluate("2 == 2.0") == .bool(true))
        #expect(try evaluate("2 != 3") == .bool(true))
        #expect(try evaluate("'a' == 'a'") == .bool(true))
        #expect(try evaluate("'a' != 'A'") == .bool(true))
        #expect(try evaluate("true == !false") == .bool(true))
        #expect(try evaluate("null == null") == .bool(true))
        #expect(try evaluate("items == items", ["items": .array([.number(1)])]) == .bool(true))
        let row: Value = .object(["id": .number(1), "title": .string("a")])
        #expect(try evaluate("rows[0] == rows[1]", ["rows": .array([row, row])]) == .bool(true))
        #expect(try evaluate("rows[0] != rows[1]", ["rows": .array([row, .object(["id": .number(2)])])]) == .bool(true))
    }

    @Test func equalityWithNullComparesValues() throws {
        #expect(try evaluate("items[3] == null", ["items": .array([.number(1)])]) == .bool(true))
        #expect(try evaluate("items[0] == null", ["items": .array([.number(1)])]) == .bool(false))
        #expect(try evaluate("count != null", ["count": .number(0)]) == .bool(true))
    }

    @Test func equalityOfUntypedValuesIsStrict() throws {
        #expect(try evaluate("element == 1", ["element": .string("1")]) == .bool(false))
        #expect(try evaluate("element == 1", ["element": .number(1)]) == .bool(true))
    }

    @Test func logicalOperators() throws {
        for (a, b) in [(false, false), (false, true), (true, false), (true, true)] {
            let values: [String: Value] = ["isActive": .bool(a), "isEnabled": .bool(b)]
            #expect(try evaluate("isActive && isEnabled", values) == .bool(a && b))
            #expect(try evaluate("isActive || isEnabled", values) == .bool(a || b))
            #expect(try evaluate("!isActive", values) == .bool(!a))
        }
    }

    @Test func conditionalReturnsTheChosenBranch() throws {
        #expect(try evaluate("isActive ? 200 : 0", ["isActive": .bool(true)]) == .number(200))
        #expect(try evaluate("isActive ? 200 : 0", ["isActive": .bool(false)]) == .number(0))
        #expect(try evaluate("isActive ? 'on' : 'off'", ["isActive": .bool(false)]) == .string("off"))
    }
}
