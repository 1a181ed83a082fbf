import Scene
import Testing

@Suite struct ExpressionSyntaxErrorTests {
    @Test func unexpectedTokensNameTheirColumn() {
        // Columns count characters from 1: the second ')' of 'a + (b))' is the 8th character.
        #expect(
            expressionMessage("a + (b))", scope: Scope(["a": .number, "b": .number]))
                == "unexpected ')' at column 8 in 'a + (b))'")
        #expect(expressionMessage("count + (width))") == "unexpected ')' at column 16 in 'count + (width))'")
        #expect(expressionMessage("count width") == "unexpected 'width' at column 7 in 'count width'")
        #expect(expressionMessage("* 2") == "unexpected '*' at column 1 in '* 2'")
        #expect(expressionMessage("2px") == "unexpected 'px' at column 2 in '2px'")
        #expect(expressionDiagnostic("count width")?.code == "expression_syntax")
    }

    @Test func unexpectedEnd() {
        #expect(expressionMessage("count +") == "unexpected end of expression in 'count +'")
        #expect(expressionMessage("-") == "unexpected end of expression in '-'")
        #expect(expressionMessage("isActive ?") == "unexpected end of expression in 'isActive ?'")
    }

    @Test func missingClosers() {
        #expect(expressionMessage("(count + 1") == "missing ')' for '(' at column 1 in '(count + 1'")
        #expect(expressionMessage("items[0") == "missing ']' for '[' at column 6 in 'items[0'")
        #expect(expressionMessage("isActive ? 1") == "missing ':' for '?' at column 10 in 'isActive ? 1'")
        #expect(expressionMessage("min(1, 2") == "missing ')' for '(' at column 4 in 'min(1, 2'")
        #expect(
            expressionMessage("(count + 1]")
                == "expected ')' for '(' at column 1, got ']' at column 11 in '(count + 1]'")
    }

    @Test func badCharactersAndOperators() {
        #expect(
            expressionMessage("count = 1") == "unexpected character '=' at column 7 in 'count = 1'; did you mean '=='?")
        #expect(
            expressionMessage("isActive & isEnabled")
                == "unexpected character '&' at column 10 in 'isActive & isEnabled'; did you mean '&&'?")
        #expect(
            expressionMessage("isActive | isEnabled")
                == "unexpected character '|' at column 10 in 'isActive | isEnabled'; did you mean '||'?")
        #expect(expressionMessage("count @ 2") == "unexpected character '@' at column 7 in 'count @ 2'")
    }

    @Test func badStrings() {
        #expect(expressionMessage("'open") == "unterminated string starting at column 1 in ''open'")
        #expect(expressionMessage("name + \"x") == "unterminated string starting at column 8 in 'name + \"x'")
        #expect(expressionMessage(#"'a\qb'"#) == #"invalid escape '\q' at column 3 in ''a\qb''"#)
        #expect(expressionMessage(#"'\u{110000}'"#) == #"invalid escape '\u' at column 2 in ''\u{110000}''"#)
    }

    @Test func badNumbersAndMembers() {
        #expect(expressionMessage("1e999") == "number '1e999' at column 1 is out of range in '1e999'")
        #expect(expressionMessage("1.2.3") == "expected a member name after '.' at column 4, got '3' in '1.2.3'")
        #expect(expressionMessage("item.") == "expected a member name after '.' at column 5 in 'item.'")
    }

    @Test func emptyExpressions() {
        #expect(expressionMessage("") == "expected an expression, got an empty string")
        #expect(expressionMessage("   ") == "expected an expression, got an empty string")
        #expect(expressionMessage("()") == "unexpected ')' at column 2 in '()'")
    }

    @Test func longExpressionsAreShortenedInMessages() {
        let source = String(repeating: "count + ", count: 10) + ")"
        // 10 × 8 = 80 characters before the ')' at column 81; the quote keeps the first 60.
        #expect(
            expressionMessage(source)
                == "unexpected ')' at column 81 in '\(String(repeating: "count + ", count: 7))coun…'")
    }
}
