import Scene
import Testing

@Suite struct ExpressionPrecedenceTests {
    @Test func multiplicationBindsTighterThanAddition() throws {
        #expect(try evaluateExpression("1 + 2 * 3") == .number(7))
        #expect(try evaluateExpression("(1 + 2) * 3") == .number(9))
        #expect(try evaluateExpression("10 - 6 / 2") == .number(7))
        #expect(try evaluateExpression("7 + 10 % 4") == .number(9))  // 10 % 4 = 2
    }

    @Test func arithmeticIsLeftAssociative() throws {
        #expect(try evaluateExpression("10 - 4 - 3") == .number(3))  // (10 - 4) - 3, not 10 - (4 - 3) = 9
        #expect(try evaluateExpression("64 / 8 / 2") == .number(4))  // (64 / 8) / 2, not 64 / 4 = 16
        #expect(try evaluateExpression("17 % 10 % 4") == .number(3))  // (17 % 10) % 4 = 7 % 4
        #expect(try evaluateExpression("2 * 3 % 4") == .number(2))  // (2 * 3) % 4 = 6 % 4
    }

    @Test func unaryOperatorsBindTighterThanBinary() throws {
        #expect(try evaluateExpression("-2 * 3") == .number(-6))
        #expect(try evaluateExpression("2 * -3") == .number(-6))
        #expect(try evaluateExpression("- -4") == .number(4))
        #expect(try evaluateExpression("1 - -1") == .number(2))
        #expect(
            try evaluateExpression("!isActive && isEnabled", ["isActive": .bool(false), "isEnabled": .bool(true)])
                == .bool(true))
        #expect(
            try evaluateExpression("!(isActive && isEnabled)", ["isActive": .bool(true), "isEnabled": .bool(false)])
                == .bool(true))
        #expect(try evaluateExpression("!!isActive", ["isActive": .bool(true)]) == .bool(true))
    }

    @Test func unaryMinusAppliesAfterMemberAccess() throws {
        // -(item.width), not (-item).width
        #expect(try evaluateExpression("-item.width", ["item": .object(["width": .number(5)])]) == .number(-5))
    }

    @Test func comparisonBindsLooserThanArithmetic() throws {
        #expect(try evaluateExpression("1 + 2 < 2 * 2") == .bool(true))  // 3 < 4
        #expect(try evaluateExpression("count * 2 == count + 3", ["count": .number(3)]) == .bool(true))  // 6 == 6
    }

    @Test func andBindsTighterThanOr() throws {
        // true || (false && false) = true; (true || false) && false would be false.
        #expect(try evaluateExpression("true || false && false") == .bool(true))
        // (false && true) || true = true
        #expect(try evaluateExpression("false && true || true") == .bool(true))
        #expect(try evaluateExpression("1 < 2 && 3 < 2 || 5 == 5") == .bool(true))
    }

    @Test func conditionalBindsLoosest() throws {
        #expect(
            try evaluateExpression("count > 1 || isActive ? 10 : 20", ["count": .number(0), "isActive": .bool(true)])
                == .number(10))
        #expect(try evaluateExpression("isActive ? 1 : 2 + 3", ["isActive": .bool(false)]) == .number(5))  // else branch is 2 + 3
        #expect(try evaluateExpression("isActive ? 1 + 1 : 0", ["isActive": .bool(true)]) == .number(2))
    }

    @Test func conditionalIsRightAssociative() throws {
        let source = "count == 0 ? 'zero' : count == 1 ? 'one' : 'many'"
        #expect(try evaluateExpression(source, ["count": .number(0)]) == .string("zero"))
        #expect(try evaluateExpression(source, ["count": .number(1)]) == .string("one"))
        #expect(try evaluateExpression(source, ["count": .number(7)]) == .string("many"))
    }

    @Test func conditionalNestsInTheMiddleBranch() throws {
        let source = "isActive ? isEnabled ? 1 : 2 : 3"
        #expect(try evaluateExpression(source, ["isActive": .bool(true), "isEnabled": .bool(true)]) == .number(1))
        #expect(try evaluateExpression(source, ["isActive": .bool(true), "isEnabled": .bool(false)]) == .number(2))
        #expect(try evaluateExpression(source, ["isActive": .bool(false), "isEnabled": .bool(true)]) == .number(3))
    }

    @Test func comparisonsDoNotChain() {
        #expect(
            expressionMessage("1 < count < 3")
                == "comparisons cannot be chained: add parentheses before '<' at column 11 in '1 < count < 3'")
        #expect(
            expressionMessage("isActive == true == false")
                == "comparisons cannot be chained: add parentheses before '==' at column 18 in 'isActive == true == false'"
        )
        #expect(expressionMessage("(1 < count) == isActive") == nil)
    }

    @Test func whitespaceIsInsignificant() throws {
        #expect(try evaluateExpression("  1+2*3 ") == .number(7))
        #expect(try evaluateExpression("\t(1\n+ 2)") == .number(3))
    }
}
