import Scene
import Testing

@Suite struct ExpressionLimitTests {
    @Test func tooLong() {
        let source = String(repeating: "1+", count: 500) + "1"  // 1001 characters
        let found = expressionDiagnostic(source)
        #expect(found?.code == "expression_too_long")
        #expect(found?.message == "expression is 1001 characters long; the limit is 1000")
        #expect(found?.path == "/body/x")
    }

    @Test func lengthLimitComesFromTheLimits() {
        let limits = SceneLimits(maxExpressionLength: 5)
        #expect(expressionDiagnostic("count", limits: limits) == nil)
        #expect(
            expressionDiagnostic("count+1", limits: limits)?.message
                == "expression is 7 characters long; the limit is 5")
    }

    @Test func tenThousandOpenParenthesesFailFast() {
        let limits = SceneLimits(maxExpressionLength: 100_000)
        let source = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
        let found = expressionDiagnostic(source, limits: limits)
        #expect(found?.code == "expression_too_deep")
        #expect(
            found?.message == "expression is nested more than 64 levels deep in '\(String(repeating: "(", count: 60))…'"
        )
    }

    @Test func unclosedParenthesesHitTheDepthLimitToo() {
        let limits = SceneLimits(maxExpressionLength: 100_000)
        #expect(
            expressionDiagnostic(String(repeating: "(", count: 10_000), limits: limits)?.code == "expression_too_deep")
        #expect(
            expressionDiagnostic(String(repeating: "!", count: 10_000) + "isActive", limits: limits)?.code
                == "expression_too_deep")
        #expect(
            expressionDiagnostic(String(repeating: "-", count: 10_000) + "1", limits: limits)?.code
                == "expression_too_deep")
    }

    @Test func longFlatChainsAreBoundedByHeight() {
        let limits = SceneLimits(maxExpressionLength: 100_000)
        // A left-associative chain nests one level per operator: 63 additions stay within 64, 64 do not.
        #expect(expressionDiagnostic(String(repeating: "1+", count: 63) + "1", limits: limits) == nil)
        #expect(
            expressionDiagnostic(String(repeating: "1+", count: 64) + "1", limits: limits)?.code
                == "expression_too_deep")
        #expect(
            expressionDiagnostic(String(repeating: "items.", count: 100) + "count", limits: limits)?.code
                == "expression_too_deep")
        #expect(
            expressionDiagnostic(String(repeating: "isActive ? 1 : ", count: 100) + "0", limits: limits)?.code
                == "expression_too_deep")
    }

    @Test func deepChainsCheckInLinearTime() throws {
        // Each pass visits a node once; re-checking a base or asking both branches twice would
        // take 2^60 steps here (the test would not end). `make bench` (group "parsers") times it.
        let scope = Scope(["isActive": .bool, "box": .object(["a": .any])])
        let indexes = "box" + String(repeating: "['a']", count: 60)
        let conditionals = String(repeating: "isActive ? (", count: 30) + "1" + String(repeating: ") : 2", count: 30)
        _ = try Expression.parse(indexes, expecting: .number, scope: scope, path: "")
        let expression = try Expression.parse(conditionals, expecting: .number, scope: scope, path: "")
        #expect(expression.evaluate(EvaluationContext(["isActive": .bool(true)])) == .number(1))
        #expect(expression.evaluate(EvaluationContext(["isActive": .bool(false)])) == .number(2))
    }

    @Test func sixtyLevelsOfParenthesesAreFine() throws {
        let source = String(repeating: "(", count: 60) + "count" + String(repeating: ")", count: 60)
        #expect(try evaluateExpression(source, ["count": .number(3)]) == .number(3))
    }

    @Test func concatenationIsCutToTheTextLimit() throws {
        let limits = SceneLimits(maxTextLength: 10)
        let expression = try Expression.parse(
            "name + name + name", expecting: .string, scope: expressionScope,
            path: "", limits: limits)
        #expect(expression.evaluate(EvaluationContext(["name": .string("abcd")])) == .string("abcdabcdab"))
    }
}
