import Testing
import Scene

@Suite struct ExpressionSyntaxErrorTests {
    @Test func unexpectedTokensNameTheirColumn() {
        // Columns count characters from 1: the second ')' of 'a + (b))' is the 8th character.
        #expect(message("a + (b))", scope: Scope(["a": .number, "b": .number])) == "unexpected ')' at column 8 in 'a + (b))'")
        #expect(message("count + (width))") == "unexpected ')' at column 16 in 'count + (width))'")
        #expect(message("count width") == "unexpected 'width' at column 7 in 'count width'")
        #expect(message("* 2") == "unexpected '*' at column 1 in '* 2'")
        #expect(message("2px") == "unexpected 'px' at column 2 in '2px'")
        #expect(diagnostic("count width")?.code == "expression_syntax")
    }

    @Test func unexpectedEnd() {
        #expect(message("count +") == "unexpected end of expression in 'count +'")
        #expect(message("-") == "unexpected end of expression in '-'")
        #expect(message("isActive ?") == "unexpected end of expression in 'isActive ?'")
    }

    @Test func missingClosers() {
        #expect(message("(count + 1") == "missing ')' for '(' at column 1 in '(count + 1'")
        #expect(message("items[0") == "missing ']' for '[' at column 6 in 'items[0'")
        #expect(message("isActive ? 1") == "missing ':' for '?' at column 10 in 'isActive ? 1'")
        #expect(message("min(1, 2") == "missing ')' for '(' at column 4 in 'min(1, 2'")
        #expect(message("(count + 1]") == "expected ')' for '(' at column 1, got ']' at column 11 in '(count + 1]'")
    }

    @Test func badCharactersAndOperators() {
        #expect(message("count = 1") == "unexpected character '=' at column 7 in 'count = 1'; did you mean '=='?")
        #expect(message("isActive & isEnabled")
            == "unexpected character '&' at column 10 in 'isActive & isEnabled'; did you mean '&&'?")
        #expect(message("isActive | isEnabled")
            == "unexpected character '|' at column 10 in 'isActive | isEnabled'; did you mean '||'?")
        #expect(message("count @ 2") == "unexpected character '@' at column 7 in 'count @ 2'")
    }

    @Test func badStrings() {
        #expect(message("'open") == "unterminated string starting at column 1 in ''open'")
        #expect(message("name + \"x") == "unterminated string starting at column 8 in 'name + \"x'")
        #expect(message(#"'a\qb'"#) == #"invalid escape '\q' at column 3 in ''a\qb''"#)
        #expect(message(#"'\u{110000}'"#) == #"invalid escape '\u' at column 2 in ''\u{110000}''"#)
    }

    @Test func badNumbersAndMembers() {
        #expect(message("1e999") == "number '1e999' at column 1 is out of range in '1e999'")
        #expect(message("1.2.3") == "expected a member name after '.' at column 4, got '3' in '1.2.3'")
        #expect(message("item.") == "expected a member name after '.' at column 5 in 'item.'")
    }

    @Test func emptyExpressions() {
        #expect(message("") == "expected an expression, got an empty string")
        #expect(message("   ") == "expected an expression, got an empty string")
        #expect(message("()") == "unexpected ')' at column 2 in '()'")
    }

    @Test func longExpressionsAreShortenedInMessages() {
        let source = String(repeating: "count + ", count: 10) + ")"
        // 10 × 8 = 80 characters before the ')' at column 81; the quote keeps the first 60.
        #expect(message(source) == "unexpected ')' at column 81 in '\(String(repeating: "count + ", count: 7))coun…'")
    }
}
