import Testing

@testable import Scene

/// `ExpressionSource`'s one-byte-per-character path gives what the general path gives.
@Suite struct ExpressionSourceTests {
    @Test func asciiTextIsReadByteForByte() {
        let source = ExpressionSource("  a + bc ")
        #expect(source.asciiBytes != nil)
        #expect(source.count == 9)
        #expect(source.trimmedRange == 2..<8)
        #expect(source.slice(6..<8) == "bc")
        #expect(source.slice(6..<20) == "bc ")
        #expect(source[2] == "a")
        #expect(source[9] == nil)
    }

    @Test func crLfAndNonASCIITakeTheGeneralPath() {
        // "\r\n" is one character: four bytes, three characters.
        let crlf = ExpressionSource("a\r\nb")
        #expect(crlf.asciiBytes == nil)
        #expect(crlf.count == 3)
        #expect(crlf.slice(1..<3) == "\r\nb")
        let accented = ExpressionSource(" é ")
        #expect(accented.asciiBytes == nil)
        #expect(accented.trimmedRange == 1..<2)
    }

    @Test func asciiWhitespaceIsTabThroughCarriageReturnAndSpace() {
        // Vertical tab (0x0B) and form feed (0x0C) are trimmed; 0x1F is not whitespace.
        #expect(ExpressionSource("\u{0B}x\u{0C}").trimmedRange == 1..<2)
        #expect(ExpressionSource("\u{1F}x").trimmedRange == 0..<2)
        #expect(ExpressionSource("   ").trimmedRange == 0..<0)
    }

    @Test func asciiShortcutsAgreeWithCharacterProperties() {
        for byte in UInt8(0)..<0x80 {
            let c = Character(Unicode.Scalar(byte))
            #expect(c.singleASCIIByte == byte)
            #expect(isASCIIWhitespace(byte) == c.isWhitespace)
            #expect(ExpressionLexer.startsIdentifier(c) == (c == "_" || c.isLetter))
            #expect(ExpressionLexer.continuesIdentifier(c) == (c == "_" || c.isLetter || c.isNumber))
        }
        #expect(Character("\r\n").singleASCIIByte == nil)
        #expect(Character("é").singleASCIIByte == nil)
        #expect(ExpressionLexer.startsIdentifier("é"))
    }
}
