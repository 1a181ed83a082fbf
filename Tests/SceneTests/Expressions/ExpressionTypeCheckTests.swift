import Scene
import Testing

@Suite struct ExpressionTypeCheckTests {
    @Test func mismatchAtTheRootNamesExpectedAndActual() {
        #expect(
            expressionMessage("isActive", expecting: .number) == "expected a number, got a bool expression 'isActive'")
        #expect(expressionMessage("count", expecting: .bool) == "expected a bool, got a number expression 'count'")
        #expect(
            expressionMessage("'wide'", expecting: .number) == "expected a number, got a string expression ''wide''")
        #expect(
            expressionMessage("count + 1", expecting: .string)
                == "expected a string, got a number expression 'count + 1'")
        #expect(
            expressionMessage("items", expecting: .number)
                == "expected a number, got an array of numbers expression 'items'")
        #expect(
            expressionMessage("names", expecting: .array(.number))
                == "expected an array of numbers, got an array of strings expression 'names'")
        #expect(expressionMessage("item", expecting: .string) == "expected a string, got an object expression 'item'")
    }

    @Test func mismatchCarriesCodeAndPathUnchanged() {
        let found = expressionDiagnostic("isActive", expecting: .number)
        #expect(found?.code == "type_mismatch")
        #expect(found?.path == "/body/x")
        #expect(found?.severity == .error)
    }

    @Test func theErrorIsAnInvalidSceneError() {
        #expect(
            throws: SceneError(
                kind: .invalidScene, code: "type_mismatch",
                message: "expected a number, got a bool expression 'isActive'", path: "/p")
        ) {
            try Expression.parse("isActive", expecting: .number, scope: expressionScope, path: "/p")
        }
    }

    @Test func mismatchInsideQuotesTheCulpritAndTheWhole() {
        #expect(expressionMessage("!count") == "expected a bool, got a number expression 'count' in '!count'")
        #expect(expressionMessage("-isActive") == "expected a number, got a bool expression 'isActive' in '-isActive'")
        #expect(
            expressionMessage("isActive * 2") == "expected a number, got a bool expression 'isActive' in 'isActive * 2'"
        )
        #expect(
            expressionMessage("count && isActive")
                == "expected a bool, got a number expression 'count' in 'count && isActive'")
        #expect(
            expressionMessage("count ? 1 : 2") == "expected a bool, got a number expression 'count' in 'count ? 1 : 2'")
        #expect(
            expressionMessage("(isActive) / 2")
                == "expected a number, got a bool expression '(isActive)' in '(isActive) / 2'")
    }

    @Test func theExpectedTypeReachesEachBranch() {
        #expect(
            expressionMessage("isActive ? 200 : 'wide'", expecting: .number)
                == "expected a number, got a string expression ''wide'' in 'isActive ? 200 : 'wide''")
        #expect(
            expressionMessage("isActive ? 200 : isEnabled ? 100 : true", expecting: .number)
                == "expected a number, got a bool expression 'true' in 'isActive ? 200 : isEnabled ? 100 : true'")
    }

    @Test func branchesOfDifferentTypesAreFineWhereAnythingGoes() throws {
        let expression = try Expression.parse("isActive ? 1 : 'one'", expecting: .any, scope: expressionScope, path: "")
        #expect(expression.type == .any)
        #expect(expression.evaluate(EvaluationContext(["isActive": .bool(false)])) == .string("one"))
    }

    @Test func plusAndOrderingTakeNumbersOrStrings() {
        #expect(
            expressionMessage("isActive + 1")
                == "expected a number or a string, got a bool expression 'isActive' in 'isActive + 1'")
        #expect(
            expressionMessage("items + 1")
                == "expected a number or a string, got an array of numbers expression 'items' in 'items + 1'")
        #expect(
            expressionMessage("isActive < true")
                == "expected a number or a string, got a bool expression 'isActive' in 'isActive < true'")
        #expect(expressionMessage("count < name") == "cannot compare a number with a string in 'count < name'")
    }

    @Test func equalityNeedsComparableKinds() {
        #expect(expressionMessage("count == '3'") == "cannot compare a number with a string in 'count == '3''")
        #expect(expressionMessage("isActive != 0") == "cannot compare a bool with a number in 'isActive != 0'")
        #expect(
            expressionMessage("(count == name) || isActive")
                == "cannot compare a number with a string in '(count == name)' in '(count == name) || isActive'")
        #expect(expressionDiagnostic("count == '3'")?.code == "type_mismatch")
        #expect(expressionMessage("count == null") == nil)
        #expect(expressionMessage("element == 'x'") == nil)
    }

    @Test func nullIsAcceptedEverywhereAndMeansAbsent() throws {
        #expect(expressionMessage("null", expecting: .number) == nil)
        #expect(try evaluateExpression("null", expecting: .number) == .null)
        #expect(try evaluateExpression("isActive ? 5 : null", expecting: .number, ["isActive": .bool(false)]) == .null)
    }

    @Test func untypedValuesPassAndConvertToTheExpectedType() throws {
        #expect(try evaluateExpression("element", expecting: .number, ["element": .number(2)]) == .number(2))
        #expect(try evaluateExpression("element", expecting: .number, ["element": .bool(true)]) == .number(1))
        #expect(try evaluateExpression("element", expecting: .number, ["element": .string("12")]) == .number(0))
        #expect(try evaluateExpression("element", expecting: .bool, ["element": .number(0)]) == .bool(false))
        #expect(try evaluateExpression("element", expecting: .bool, ["element": .string("x")]) == .bool(true))
        #expect(try evaluateExpression("element", expecting: .bool, ["element": .array([])]) == .bool(false))
        #expect(try evaluateExpression("element", expecting: .string, ["element": .number(2.5)]) == .string("2.5"))
        #expect(try evaluateExpression("element", expecting: .string, ["element": .bool(false)]) == .string("false"))
        #expect(try evaluateExpression("element", expecting: .array(.any), ["element": .number(1)]) == .array([]))
        #expect(try evaluateExpression("element", expecting: .number, ["element": .null]) == .null)
        #expect(try evaluateExpression("element", expecting: .number) == .null)  // missing from the context
        // 'a' + 1 joins to 'a1' (a string operand makes + concatenate), and a string converts to 0.
        #expect(try evaluateExpression("element + 1", expecting: .number, ["element": .string("a")]) == .number(0))
        #expect(try evaluateExpression("element + 1", expecting: .string, ["element": .string("a")]) == .string("a1"))
    }

    @Test func theCheckedTypeIsTheExpectedOneOrMoreSpecific() throws {
        func type(_ source: String, _ expected: ValueType) throws -> ValueType {
            try Expression.parse(source, expecting: expected, scope: expressionScope, path: "").type
        }
        #expect(try type("count + 1", .any) == .number)
        #expect(try type("element", .number) == .number)
        #expect(try type("null", .string) == .string)
        #expect(try type("items", .array(.any)) == .array(.number))
        #expect(try type("rows[0]", .any) == .object(["id": .number, "title": .string]))
        #expect(try type("isActive ? items : null", .any) == .array(.number))
        #expect(try type("isActive ? 1 : 'a'", .any) == .any)
        #expect(try type("element + 1", .any) == .any)
        #expect(try type("element + 'px'", .any) == .string)
    }

    @Test func objectsMatchStructurally() {
        let expected: ValueType = .object(["width": .number])
        #expect(expressionMessage("item", expecting: expected) == nil)  // extra fields are fine
        #expect(
            expressionMessage("rows[0]", expecting: expected)
                == "expected an object, got an object expression 'rows[0]'")
    }
}
