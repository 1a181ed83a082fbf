import Scene
import Testing

@Suite struct ExpressionNameTests {
    @Test func unknownNameSuggestsTheClosestDeclaredName() {
        #expect(expressionMessage("isActiv") == "unknown name 'isActiv'; did you mean 'isActive'?")
        #expect(expressionMessage("cuont + 1") == "unknown name 'cuont' in 'cuont + 1'; did you mean 'count'?")  // transposition
        #expect(expressionMessage("IsActive") == "unknown name 'IsActive'; did you mean 'isActive'?")
        #expect(expressionMessage("itemz.count") == "unknown name 'itemz' in 'itemz.count'; did you mean 'item'?")  // item, items: both 1 away; alphabetical
        #expect(expressionDiagnostic("isActiv")?.code == "unknown_name")
        #expect(expressionDiagnostic("isActiv")?.path == "/body/x")
    }

    @Test func unknownNameWithoutACloseMatch() {
        #expect(expressionMessage("velocity") == "unknown name 'velocity'")
        #expect(expressionMessage("max") == "unknown name 'max'; 'max' is a function: call it as max(…)")
    }

    @Test func scopeAddsAndShadowsNames() throws {
        let scope = Scope(["item": .string]).adding("item", .number).adding("index", .number)
        #expect(scope.names == ["item": .number, "index": .number])
        #expect(
            try evaluateExpression("item + index", ["item": .number(2), "index": .number(1)], scope: scope)
                == .number(3))
    }

    @Test func bareNamesInEnumPositionsAreConstants() throws {
        #expect(
            try evaluateExpression(
                "isActive ? red : blue", expecting: .string, ["isActive": .bool(true)], enumPosition: true)
                == .string("red"))
        #expect(
            try evaluateExpression(
                "isActive ? red : blue", expecting: .string, ["isActive": .bool(false)], enumPosition: true)
                == .string("blue"))
        #expect(try evaluateExpression("largeTitle", expecting: .string, enumPosition: true) == .string("largeTitle"))
    }

    @Test func declaredNamesWinInEnumPositions() throws {
        let scope = Scope(["isActive": .bool, "accent": .string])
        let expression = try Expression.parse(
            "isActive ? accent : gray", expecting: .string, scope: scope,
            bareNamesAreConstants: true, path: "")
        #expect(
            expression.evaluate(EvaluationContext(["isActive": .bool(true), "accent": .string("pink")]))
                == .string("pink"))
        #expect(expression.referencedNames == ["isActive", "accent"])
        #expect(expression.possibleStringConstants == nil)  // one outcome reads 'accent'
    }

    @Test func dotAndHashConstantsInEnumPositions() throws {
        #expect(try evaluateExpression(".center", expecting: .string, enumPosition: true) == .string("center"))
        #expect(
            try evaluateExpression(
                "isActive ? .leading : .trailing", expecting: .string, ["isActive": .bool(true)],
                enumPosition: true) == .string("leading"))
        #expect(try evaluateExpression("#ff8800", expecting: .string, enumPosition: true) == .string("#ff8800"))
        #expect(expressionMessage(".center") == "unexpected '.' at column 1 in '.center'")
        #expect(expressionMessage("#ff8800") == "unexpected character '#' at column 1 in '#ff8800'")
    }

    @Test func possibleStringConstantsListEveryLiteralOutcome() throws {
        func constants(_ source: String) throws -> [String]? {
            try Expression.parse(
                source, expecting: .string, scope: expressionScope, bareNamesAreConstants: true, path: ""
            )
            .possibleStringConstants
        }
        #expect(try constants("red") == ["red"])
        #expect(try constants("isActive ? red : blue") == ["red", "blue"])
        #expect(try constants("isActive ? red : isEnabled ? 'green' : red") == ["red", "green"])
        #expect(try constants("isActive ? smooth : null") == ["smooth"])
        #expect(try constants("true ? red : blue") == ["red"])  // folded: blue can never be yielded
        #expect(try constants("name") == nil)
        #expect(try constants("isActive ? name : blue") == nil)
    }

    @Test func keywordsAreNotNames() throws {
        let scope = Scope(["true": .number])
        #expect(try evaluateExpression("true", scope: scope) == .bool(true))
    }

    @Test func unicodeIdentifiers() throws {
        let scope = Scope(["计数": .number, "_x1": .number])
        #expect(try evaluateExpression("计数 + _x1", ["计数": .number(2), "_x1": .number(3)], scope: scope) == .number(5))
    }
}
