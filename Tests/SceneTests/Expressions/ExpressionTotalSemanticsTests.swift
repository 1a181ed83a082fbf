import Scene
import Testing

/// Evaluation never fails: every operation has a defined result.
@Suite struct ExpressionTotalSemanticsTests {
    @Test func divisionAndRemainderByZeroAreZero() throws {
        #expect(try evaluateExpression("count / 0", ["count": .number(5)]) == .number(0))
        #expect(try evaluateExpression("count % 0", ["count": .number(5)]) == .number(0))
        #expect(try evaluateExpression("0 / 0") == .number(0))
        #expect(try evaluateExpression("count / width", ["count": .number(1), "width": .number(0)]) == .number(0))
    }

    @Test func notANumberBecomesZero() throws {
        // 1e308 * 10 overflows to +inf; inf - inf is NaN, reported as 0.
        #expect(try evaluateExpression("1e308 * 10") == .number(.infinity))
        #expect(try evaluateExpression("1e308 * 10 - 1e308 * 10") == .number(0))
        #expect(try evaluateExpression("(1e308 * 10) % 2") == .number(0))
    }

    @Test func outOfRangeIndexIsNull() throws {
        let values: [String: Value] = ["items": .array([.number(1), .number(2)])]
        #expect(try evaluateExpression("items[2]", values) == .null)
        #expect(try evaluateExpression("items[-1]", values) == .null)
        #expect(try evaluateExpression("items[-0.5]", values) == .null)  // rounds down to -1
        #expect(try evaluateExpression("items[1e300]", values) == .null)
        #expect(try evaluateExpression("items[0]", ["items": .array([])]) == .null)
        #expect(try evaluateExpression("items.first", ["items": .array([])]) == .null)
    }

    @Test func memberOfANonObjectIsNull() throws {
        #expect(try evaluateExpression("element.width", ["element": .number(3)]) == .null)
        #expect(try evaluateExpression("element.width", ["element": .null]) == .null)
        #expect(try evaluateExpression("element.first", ["element": .string("abc")]) == .null)
        #expect(try evaluateExpression("element[0]", ["element": .object(["0": .number(1)])]) == .null)  // objects take string keys
        #expect(try evaluateExpression("item.width", ["item": .object([:])]) == .null)  // field missing at run time
    }

    @Test func nullInArithmeticIsZero() throws {
        let values: [String: Value] = ["items": .array([.number(4)])]
        #expect(try evaluateExpression("items[5] + 1", values) == .number(1))
        #expect(try evaluateExpression("items[5] * 3", values) == .number(0))
        #expect(try evaluateExpression("-items[5]", values) == .number(0))
        #expect(try evaluateExpression("null + 2") == .number(2))
        #expect(try evaluateExpression("items[5] < 1", values) == .bool(true))  // 0 < 1
        #expect(try evaluateExpression("min(items[5], 3)", values) == .number(0))
    }

    @Test func nullIsFalseInConditions() throws {
        #expect(try evaluateExpression("!element", ["element": .null]) == .bool(true))
        #expect(try evaluateExpression("element ? 1 : 2") == .number(2))  // a name missing from the context reads as null
        #expect(try evaluateExpression("element && true", ["element": .string("")]) == .bool(false))
        #expect(try evaluateExpression("element || false", ["element": .array([.null])]) == .bool(true))
    }

    @Test func nullJoinsStringsAsNil() throws {
        #expect(try evaluateExpression("'x' + null") == .string("xnil"))
        #expect(try evaluateExpression("'n=' + items[9]", ["items": .array([])]) == .string("n=nil"))
    }

    @Test func missingNamesReadAsNull() throws {
        #expect(try evaluateExpression("count") == .null)
        #expect(try evaluateExpression("count + 1") == .number(1))
    }

    @Test func untypedPlusAddsOrJoins() throws {
        #expect(try evaluateExpression("element + 1", ["element": .number(2)]) == .number(3))
        #expect(try evaluateExpression("element + 1", ["element": .string("v")]) == .string("v1"))
        #expect(try evaluateExpression("element + 1", ["element": .bool(true)]) == .number(2))  // true counts as 1
        #expect(try evaluateExpression("element + element", ["element": .array([])]) == .number(0))
    }
}
