import Testing
import Scene

/// The JSON layer: syntax errors with positions, bounded nesting, duplicates, odd numbers.
@Suite struct JSONReaderTests {
    @Test func truncatedInputReportsTheEndOfTheInput() throws {
        let error = try #require(sceneError(#"{"body": ["#))
        #expect(error.kind == .malformedJSON)
        // `{"body": [` is 10 bytes: the end is at offset 10, column 11.
        #expect(
            error.primary
                == Diagnostic(
                    code: "malformed_json",
                    message: "malformed JSON: expected a value, found the end of the input at line 1, column 11 (byte offset 10)",
                    path: ""))
    }

    @Test func missingColonReportsLineAndColumn() throws {
        // Line 1 is "{\n" (2 bytes), line 2 `  "a": 1,\n` (10 bytes): line 3 starts at offset 12,
        // and the '2' of `  "b" 2` is its 7th byte, at offset 18.
        let error = try #require(sceneError("{\n  \"a\": 1,\n  \"b\" 2\n}"))
        #expect(
            error.primary.message
                == "malformed JSON: expected ':' after an object key, found '2' at line 3, column 7 (byte offset 18)")
    }

    @Test func contentAfterTheValueIsAnError() throws {
        let error = try #require(sceneError("{} x"))
        #expect(error.primary.message == "malformed JSON: unexpected 'x' after the JSON value at line 1, column 4 (byte offset 3)")
    }

    @Test func emptyInputIsMalformed() throws {
        let error = try #require(sceneError(""))
        #expect(error.kind == .malformedJSON)
        #expect(error.primary.message == "malformed JSON: expected a value, found the end of the input at line 1, column 1 (byte offset 0)")
    }

    @Test func invalidUTF8IsMalformed() {
        let diagnostics = Scene.check([0x22, 0xFF, 0x22])
        #expect(diagnostics.map(\.message) == ["malformed JSON: invalid UTF-8 in a string at line 1, column 1 (byte offset 0)"])
    }

    @Test func controlCharactersAndBadEscapesAreMalformed() throws {
        #expect(try #require(sceneError("\"a\u{01}\"")).primary.message.hasPrefix("malformed JSON: unescaped control character"))
        #expect(try #require(sceneError(#""\x""#)).primary.message.hasPrefix(#"malformed JSON: invalid escape sequence '\x'"#))
        #expect(try #require(sceneError(#""\ud800""#)).primary.message.hasPrefix("malformed JSON: unpaired UTF-16 surrogate"))
    }

    @Test func numbersFollowJSONGrammar() throws {
        for bad in ["01", "1.", ".5", "+1", "1e", "-", "NaN", "Infinity"] {
            #expect(try #require(sceneError(bad)).kind == .malformedJSON, "\(bad)")
        }
    }

    @Test func deepNestingIsRefusedWithoutRecursingFurther() throws {
        // 100,000 open brackets: refused at depth 64 × 4 + 16 = 272, pointing at the first array
        // past the limit (inside 272 arrays, each its parent's element 0).
        let error = try #require(sceneError(String(repeating: "[", count: 100_000)))
        #expect(error.kind == .limitExceeded)
        #expect(error.primary.code == "limit_exceeded")
        #expect(error.primary.message == "the JSON is nested more than 272 levels deep")
        #expect(error.primary.path == String(repeating: "/0", count: 272))
    }

    @Test func duplicateKeysAreReportedAtTheSecondOne() throws {
        let error = try #require(sceneError(#"{"body": {"type": "Text", "text": "a", "text": "b"}}"#))
        #expect(error.kind == .invalidScene)
        #expect(error.primary == Diagnostic(code: "duplicate_key", message: "duplicate key 'text'", path: "/body/text"))
    }

    @Test func numbersBeyondDoubleAreReportedWhereTheyAre() throws {
        let error = try #require(sceneError(#"{"canvas": {"width": 1e999}, "body": {"type": "EmptyView"}}"#))
        #expect(error.primary == Diagnostic(code: "invalid_value", message: "number 1e999 is out of range", path: "/canvas/width"))
    }

    @Test func pointersEscapeTildeAndSlash() throws {
        let error = try #require(sceneError(#"{"body": {"type": "Text", "text": "a", "a/b~c": 1}}"#))
        #expect(error.primary.path == "/body/a~1b~0c")
    }

    @Test func problemsFoundWhileParsingPointAtEscapedKeysAndIndices() {
        // The number is element 1 of the array under key "a/b" (escaped "a~1b") of the member
        // "x~y" (escaped "x~0y"); the duplicate is the second "a/b" of that member.
        let diagnostics = sceneDiagnostics(#"{"body": {"type": "EmptyView", "x~y": {"a/b": [0, 1e999], "a/b": 2}}}"#)
        #expect(
            Array(diagnostics.prefix(2)) == [
                Diagnostic(code: "invalid_value", message: "number 1e999 is out of range", path: "/body/x~0y/a~1b/1"),
                Diagnostic(code: "duplicate_key", message: "duplicate key 'a/b'", path: "/body/x~0y/a~1b"),
            ])
        #expect(diagnostics.dropFirst(2).map(\.path) == ["/body/x~0y"])
    }

    @Test func tooDeepNestingPointsThroughEscapedKeys() throws {
        // maxDepth 1 allows 1 × 4 + 16 = 20 levels: the 21st object is refused, reached from the
        // root by 20 keys "~/" (escaped "~0~1").
        let json = String(repeating: #"{"~/": "#, count: 30) + "1" + String(repeating: "}", count: 30)
        let error = try #require(sceneError(json, limits: SceneLimits(maxDepth: 1)))
        #expect(error.kind == .limitExceeded)
        #expect(error.primary.message == "the JSON is nested more than 20 levels deep")
        #expect(error.primary.path == String(repeating: "/~0~1", count: 20))
    }

    @Test func byteOrderMarkAndEscapesAreAccepted() throws {
        let json = "\u{FEFF}" + #"{"body": {"type": "Text", "text": "caf\u00e9 \ud83d\ude00 \"q\""}}"#
        let scene = try decodeScene(json)
        guard case .text(let template) = scene.body.kind else {
            Issue.record("not a text")
            return
        }
        #expect(template.constantValue == "café 😀 \"q\"")
    }
}
