import Scene
import Testing

/// `flipsForRightToLeftLayoutDirection` takes a bool or an expression, like `bold`.
@Suite struct RightToLeftDecodingTests {
    @Test func flipsTakesABool() throws {
        #expect(try decodedModifiers(#"[{"flipsForRightToLeftLayoutDirection": true}, {"flipsForRightToLeftLayoutDirection": "on"}]"#,
            state: #"{"on": false}"#).count == 2)
        let error = modifierError(#"[{"flipsForRightToLeftLayoutDirection": 1}]"#)
        #expect(error?.message == "flipsForRightToLeftLayoutDirection must be true, false or an expression, got 1")
        #expect(error?.path == "/body/modifiers/0/flipsForRightToLeftLayoutDirection")
    }
}
