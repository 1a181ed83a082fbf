import Testing
import Scene

@Suite struct ExpressionTypeCheckTests {
    @Test func mismatchAtTheRootNamesExpectedAndActual() {
        #expect(message("isActive", expecting: .number) == "expected a number, got a bool expression 'isActive'")
        #expect(message("count", expecting: .bool) == "expected a bool, got a number expression 'count'")
        #expect(message("'wide'", expecting: .number) == "expected a number, got a string expression ''wide''")
        #expect(message("count + 1", expecting: .string) == "expected a string, got a number expression 'count + 1'")
        #expect(message("items", expecting: .number) == "expected a number, got an array of numbers expression 'items'")
        #expect(message("names", expecting: .array(.number))
            == "expected an array of numbers, got an array of strings expression 'names'")
        #expect(message("item", expecting: .string) == "expected a string, got an object expression 'item'")
    }

    @Test func mismatchCarriesCodeAndPathUnchanged() {
        let found = diagnostic("isActive", expecting: .number)
        #expect(found?.code == "type_mismatch")
        #expect(found?.path == "/body/x")
        #expect(found?.severity == .error)
    }

    @Test func theErrorIsAnInvalidSceneError() {
        #expect(throws: SceneError(kind: .invalidScene, code: "type_mismatch",
                                   message: "expected a number, got a bool expression 'isActive'", path: "/p")) {
            try Expression.parse("isActive", expecting: .number, scope: fixtureScope, path: "/p")
        }
    }

    @Test func mismatchInsideQuotesTheCulpritAndTheWhole() {
        #expect(message("!count") == "expected a bool, got a number expression 'count' in '!count'")
        #expect(message("-isActive") == "expected a number, got a bool expression 'isActive' in '-isActive'")
        #expect(message("isActive * 2") == "expected a number, got a bool expression 'isActive' in 'isActive * 2'")
        #expect(message("count && isActive") == "expected a bool, got a number expression 'count' in 'count && isActive'")
        #expect(message("count ? 1 : 2") == "expected a bool, got a number expression 'count' in 'count ? 1 : 2'")
        #expect(message("(isActive) / 2") == "expected a number, got a bool expression '(isActive)' in '(isActive) / 2'")
    }

    @Test func theExpectedTypeReachesEachBranch() {
        #expect(message("isActive ? 200 : 'wide'", expecting: .number)
            == "expected a number, got a string expression ''wide'' in 'isActive ? 200 : 'wide''")
        #expect(message("isActive ? 200 : isEnabled ? 100 : true", expecting: .number)
            == "expected a number, got a bool expression 'true' in 'isActive ? 200 : isEnabled ? 100 : true'")
    }

    @Test func branchesOfDifferentTypesAreFineWhereAnythingGoes() throws {
        let expression = try Expression.parse("isActive ? 1 : 'one'", expecting: .any, scope: fixtureScope, path: "")
        #expect(expression.type == .any)
        #expect(expression.evaluate(EvaluationContext(["isActive": .bool(false)])) == .string("one"))
    }

    @Test func plusAndOrderingTakeNumbersOrStrings() {
        #expect(message("isActive + 1") == "expected a number or a string, got a bool expression 'isActive' in 'isActive + 1'")
        #expect(message("items + 1") == "expected a number or a string, got an array of numbers expression 'items' in 'items + 1'")
        #expect(message("isActive < true") == "expected a number or a string, got a bool expression 'isActive' in 'isActive < true'")
        #expect(message("count < name") == "cannot compare a number with a string in 'count < name'")
    }

    @Test func equalityNeedsComparableKinds() {
        #expect(message("count == '3'") == "cannot compare a number with a string in 'count == '3''")
        #expect(message("isActive != 0") == "cannot compare a bool with a number in 'isActive != 0'")
        #expect(message("(count == name) || isActive")
            == "cannot compare a number with a string in '(count == name)' in '(count == name) || isActive'")
        #expect(diagnostic("count == '3'")?.code == "type_mismatch")
        #expect(message("count == null") == nil)
        #expect(message("element == 'x'") == nil)
    }

    @Test func nullIsAcceptedEverywhereAndMeansAbsent() throws {
        #expect(message("null", expecting: .number) == nil)
        #expect(try evaluate("null", expecting: .number) == .null)
        #expect(try evaluate("isActive ? 5 : null", expecting: .number, ["isActive": .bool(false)]) == .null)
    }

    @Test func untypedValuesPassAndConvertToTheExpectedType() throws {
        #expect(try evaluate("element", expecting: .number, ["element": .number(2)]) == .number(2))
        #expect(try evaluate("element", expecting: .number, ["element": .bool(true)]) == .number(1))
        #expect(try evaluate("element", expecting: .number, ["element": .string("12")]) == .number(0))
        #expect(try evaluate("element", expecting: .bool, ["element": .number(0)]) == .bool(false))
        #expect(try evaluate("element", expecting: .bool, ["element": .string("x")]) == .bool(true))
        #expect(try evaluate("element", expecting: .bool, ["element": .array([])]) == .bool(false))
        #expect(try evaluate("element", expecting: .string, ["element": .number(2.5)]) == .string("2.5"))
        #expect(try evaluate("element", expecting: .string, ["element": .bool(false)]) == .string("false"))
        #expect(try evaluate("element", expecting: .array(.any), ["element": .number(1)]) == .array([]))
        #expect(try evaluate("element", expecting: .number, ["element": .null]) == .null)
        #expect(try evaluate("element", expecting: .number) == .null) // missing from the context
        // 'a' + 1 joins to 'a1' (a string operand makes + concatenate), and a string converts to 0.
        #expect(try evaluate("element + 1", expecting: .number, ["element": .string("a")]) == .number(0))
        #expect(try evaluate("element + 1", expecting: .string, ["element": .string("a")]) == .string("a1"))
    }

    @Test func theCheckedTypeIsTheExpectedOneOrMoreSpecific() throws {
        func type(_ source: String, _ expected: ValueType) throws -> ValueType {
            try Expression.parse(source, expecting: expected, scope: fixtureScope, path: "").type
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
        #expect(message("item", expecting: expected) == nil) // extra fields are fine
        #expect(message("rows[0]", expecting: expected) == "expected an object, got an object expression 'rows[0]'")
    }
}
