import Testing
import Scene

@Suite struct ExpressionNameTests {
    @Test func unknownNameSuggestsTheClosestDeclaredName() {
        #expect(message("isActiv") == "unknown name 'isActiv'; did you mean 'isActive'?")
        #expect(message("cuont + 1") == "unknown name 'cuont' in 'cuont + 1'; did you mean 'count'?") // transposition
        #expect(message("IsActive") == "unknown name 'IsActive'; did you mean 'isActive'?")
        #expect(message("itemz.count") == "unknown name 'itemz' in 'itemz.count'; did you mean 'item'?") // item, items: both 1 away; alphabetical
        #expect(diagnostic("isActiv")?.code == "unknown_name")
        #expect(diagnostic("isActiv")?.path == "/body/x")
    }

    @Test func unknownNameWithoutACloseMatch() {
        #expect(message("velocity") == "unknown name 'velocity'")
        #expect(message("max") == "unknown name 'max'; 'max' is a function: call it as max(…)")
    }

    @Test func scopeAddsAndShadowsNames() throws {
        let scope = Scope(["item": .string]).adding("item", .number).adding("index", .number)
        #expect(scope.names == ["item": .number, "index": .number])
        #expect(try evaluate("item + index", ["item": .number(2), "index": .number(1)], scope: scope) == .number(3))
    }

    @Test func bareNamesInEnumPositionsAreConstants() throws {
        #expect(try evaluate("isActive ? red : blue", expecting: .string, ["isActive": .bool(true)], enumPosition: true)
            == .string("red"))
        #expect(try evaluate("isActive ? red : blue", expecting: .string, ["isActive": .bool(false)], enumPosition: true)
            == .string("blue"))
        #expect(try evaluate("largeTitle", expecting: .string, enumPosition: true) == .string("largeTitle"))
    }

    @Test func declaredNamesWinInEnumPositions() throws {
        let scope = Scope(["isActive": .bool, "accent": .string])
        let expression = try Expression.parse("isActive ? accent : gray", expecting: .string, scope: scope,
                                              bareNamesAreConstants: true, path: "")
        #expect(expression.evaluate(EvaluationContext(["isActive": .bool(true), "accent": .string("pink")])) == .string("pink"))
        #expect(expression.referencedNames == ["isActive", "accent"])
        #expect(expression.possibleStringConstants == nil) // one outcome reads 'accent'
    }

    @Test func dotAndHashConstantsInEnumPositions() throws {
        #expect(try evaluate(".center", expecting: .string, enumPosition: true) == .string("center"))
        #expect(try evaluate("isActive ? .leading : .trailing", expecting: .string, ["isActive": .bool(true)],
                             enumPosition: true) == .string("leading"))
        #expect(try evaluate("#ff8800", expecting: .string, enumPosition: true) == .string("#ff8800"))
        #expect(message(".center") == "unexpected '.' at column 1 in '.center'")
        #expect(message("#ff8800") == "unexpected character '#' at column 1 in '#ff8800'")
    }

    @Test func possibleStringConstantsListEveryLiteralOutcome() throws {
        func constants(_ source: String) throws -> [String]? {
            try Expression.parse(source, expecting: .string, scope: fixtureScope, bareNamesAreConstants: true, path: "")
                .possibleStringConstants
        }
        #expect(try constants("red") == ["red"])
        #expect(try constants("isActive ? red : blue") == ["red", "blue"])
        #expect(try constants("isActive ? red : isEnabled ? 'green' : red") == ["red", "green"])
        #expect(try constants("isActive ? smooth : null") == ["smooth"])
        #expect(try constants("true ? red : blue") == ["red"]) // folded: blue can never be yielded
        #expect(try constants("name") == nil)
        #expect(try constants("isActive ? name : blue") == nil)
    }

    @Test func keywordsAreNotNames() throws {
        let scope = Scope(["true": .number])
        #expect(try evaluate("true", scope: scope) == .bool(true))
    }

    @Test func unicodeIdentifiers() throws {
        let scope = Scope(["计数": .number, "_x1": .number])
        #expect(try evaluate("计数 + _x1", ["计数": .number(2), "_x1": .number(3)], scope: scope) == .number(5))
    }
}
