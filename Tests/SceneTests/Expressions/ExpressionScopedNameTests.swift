import Testing

@testable import Scene

/// A source that is one declared name is compiled without the parser and checker: these pin
/// what that must give, and that everything else still goes the general way.
@Suite struct ExpressionScopedNameTests {
    func compile(_ source: String, expecting: ValueType = .any, scope: Scope = expressionScope) throws -> Expression {
        try Expression.parse(source, expecting: expecting, scope: scope, path: "/x")
    }

    @Test func aDeclaredNameReadsItsName() throws {
        let count = try compile("count")
        #expect(count.node == .name("count"))
        #expect(count.type == .number)
        #expect(count.referencedNames == ["count"])
        #expect(count.constantValue == nil)
        #expect(count.possibleStringConstants == nil)
        #expect(try compile("item").type == .object(["width": .number, "height": .number, "label": .string]))
        #expect(Expression.scopedName("count", in: expressionScope)?.node == .name("count"))
    }

    @Test func aNameOfTheExpectedTypeIsConvertedAsAnyExpressionIs() throws {
        // `.name` guarantees no kind, so a typed position wraps it in a conversion.
        let count = try compile("count", expecting: .number)
        #expect(count.node == .convert(.number, .name("count")))
        #expect(count.type == .number)
        let element = try compile("element", expecting: .string)
        #expect(element.node == .convert(.string, .name("element")))
        #expect(element.type == .string)
    }

    @Test func aNameOfAnotherTypeFailsAsBefore() {
        #expect(expressionMessage("count", expecting: .string) == "expected a string, got a number expression 'count'")
        #expect(expressionDiagnostic("count", expecting: .string)?.code == "type_mismatch")
    }

    @Test func keywordsStayLiteralsEvenWhenDeclared() throws {
        let scope = Scope(["true": .string, "nil": .number, "null": .string, "false": .number])
        #expect(Expression.scopedName("true", in: scope) == nil)
        #expect(try compile("true", scope: scope).constantValue == .bool(true))
        #expect(try compile("false", scope: scope).constantValue == .bool(false))
        #expect(try compile("nil", scope: scope).constantValue == .null)
        #expect(try compile("null", scope: scope).constantValue == .null)
    }

    @Test func otherSourcesAreNotScopedNames() throws {
        for source in ["", " count", "count ", "(count)", "count.x", "2count", "cöunt", "velocity", "max"] {
            #expect(Expression.scopedName(source, in: expressionScope) == nil, "\(source)")
        }
        // The general path gives the same node for a name with spaces or parentheses.
        #expect(try compile(" count ").node == .name("count"))
        #expect(try compile("(count)").node == .name("count"))
        #expect(expressionMessage("velocity") == "unknown name 'velocity'")
    }
}
