import Scene
import Testing

@Suite struct ExpressionFoldingTests {
    func parse(_ source: String, expecting: ValueType = .any) throws -> Expression {
        try Expression.parse(source, expecting: expecting, scope: expressionScope, path: "")
    }

    @Test func expressionsWithoutNamesFoldToConstants() throws {
        #expect(try parse("1 + 2 * 3").constantValue == .number(7))
        #expect(try parse("'a' + 1").constantValue == .string("a1"))
        #expect(try parse("max(1, 4) > 3 ? 'big' : 'small'").constantValue == .string("big"))
        #expect(try parse("count + 1").constantValue == nil)
    }

    @Test func referencedNamesAreTheRootsRead() throws {
        #expect(try parse("count + width * 2").referencedNames == ["count", "width"])
        #expect(try parse("item.width + rows[count].id").referencedNames == ["item", "rows", "count"])
        #expect(try parse("min(count, items.count)").referencedNames == ["count", "items"])
        #expect(try parse("isActive ? name : 'x'").referencedNames == ["isActive", "name"])
        #expect(try parse("42").referencedNames == [])
    }

    @Test func shortCircuitFoldsAwayTheUnreadSide() throws {
        // A constant left side decides && and ||, so the right side is never read.
        let and = try parse("false && isActive")
        #expect(and.constantValue == .bool(false))
        #expect(and.referencedNames.isEmpty)
        let or = try parse("true || isActive")
        #expect(or.constantValue == .bool(true))
        #expect(or.referencedNames.isEmpty)
        #expect(try parse("true && isActive").referencedNames == ["isActive"])
    }

    @Test func constantConditionsKeepOnlyTheChosenBranch() throws {
        let expression = try parse("1 < 2 ? count : width")
        #expect(expression.referencedNames == ["count"])
        #expect(expression.evaluate(EvaluationContext(["count": .number(1), "width": .number(2)])) == .number(1))
    }

    @Test func bothBranchesAreCheckedEvenWhenOneIsFolded() {
        #expect(
            expressionMessage("true ? 1 : isActive", expecting: .number)
                == "expected a number, got a bool expression 'isActive' in 'true ? 1 : isActive'")
        #expect(
            expressionMessage("false && count")
                == "expected a bool, got a number expression 'count' in 'false && count'")
    }

    @Test func constantExpressions() {
        let expression = Expression.constant(.number(3))
        #expect(expression.type == .number)
        #expect(expression.constantValue == .number(3))
        #expect(expression.referencedNames.isEmpty)
        #expect(expression.evaluate(EvaluationContext()) == .number(3))
        #expect(Expression.constant(.string("red")).possibleStringConstants == ["red"])
        #expect(Expression.constant(.array([.number(1), .string("a")])).type == .array(.any))
    }

    @Test func sameSourceAndTypeGiveEqualExpressions() throws {
        #expect(try parse("count + 1") == parse("count + 1"))
        #expect(try parse("count + 1") != parse("count + 2"))
    }
}
