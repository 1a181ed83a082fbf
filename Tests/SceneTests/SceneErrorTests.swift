import Testing
import Scene

/// Error codes, messages and JSON pointers of invalid scenes.
@Suite struct SceneErrorTests {
    @Test func unknownViewTypeSuggestsTheClosest() throws {
        let error = try #require(sceneError(sceneJSON(body: #"{"type": "VStak", "children": []}"#)))
        #expect(error.kind == .invalidScene)
        #expect(
            error.primary
                == Diagnostic(code: "unknown_view", message: "unknown view type 'VStak'; did you mean 'VStack'?", path: "/body/type"))
    }

    @Test func unknownViewTypeSuggestsComponents() throws {
        let json = """
            {"components": {"Card": {"body": {"type": "EmptyView"}}}, "body": {"type": "Crad"}}
            """
        #expect(try #require(sceneError(json)).primary.message == "unknown view type 'Crad'; did you mean 'Card'?")
    }

    @Test func farOffNamesGetNoSuggestion() throws {
        let error = try #require(sceneError(sceneJSON(body: #"{"type": "Toggle"}"#)))
        #expect(error.primary.message == "unknown view type 'Toggle'")
    }

    @Test func unknownModifierSuggestsTheClosest() throws {
        let error = try #require(
            sceneError(sceneJSON(body: #"{"type": "Text", "text": "a", "modifiers": [{"opacity": 1}, {"paddng": 8}]}"#)))
        #expect(
            error.primary
                == Diagnostic(
                    code: "unknown_modifier", message: "unknown modifier 'paddng'; did you mean 'padding'?",
                    path: "/body/modifiers/1/paddng"))
    }

    /// Names are told apart by their first byte before they are compared: a name that starts
    /// with a non-ASCII scalar is no view type or modifier (none starts with K, ; or `, the only
    /// ASCII scalars with non-ASCII canonical equivalents) and is reported as it is written.
    @Test func namesStartingWithNonASCIIScalarsAreUnknown() throws {
        let view = try #require(sceneError(sceneJSON(body: #"{"type": "\u212AStack"}"#)))
        #expect(view.primary.code == "unknown_view")
        #expect(view.primary.path == "/body/type")
        #expect(view.primary.message.hasPrefix("unknown view type '\u{212A}Stack'"))
        let modifier = try #require(
            sceneError(sceneJSON(body: #"{"type": "Text", "text": "a", "modifiers": [{"\u00F3pacity": 1}]}"#)))
        #expect(modifier.primary.code == "unknown_modifier")
        #expect(modifier.primary.path == "/body/modifiers/0/\u{F3}pacity")
    }

    @Test func laterIssuesModifiersAreUnknownForNow() throws {
        let error = try #require(
            sceneError(sceneJSON(body: #"{"type": "Text", "text": "a", "modifiers": [{"hueRotation": {"degrees": 90}}]}"#)))
        #expect(error.primary.code == "unknown_modifier")
        #expect(error.primary.path == "/body/modifiers/0/hueRotation")
    }

    @Test func frameWidthTypeMismatch() throws {
        let body = #"""
            {"type": "VStack", "children": [
              {"type": "Text", "text": "a", "modifiers": [{"padding": 4}, {"frame": {"width": true}}]}
            ]}
            """#
        let error = try #require(sceneError(sceneJSON(body: body)))
        #expect(
            error.primary
                == Diagnostic(
                    code: "type_mismatch", message: "frame.width must be a number or an expression, got true",
                    path: "/body/children/0/modifiers/1/frame/width"))
    }

    @Test func badColorNameSuggestsASystemColor() throws {
        let error = try #require(
            sceneError(sceneJSON(body: #"{"type": "Circle", "modifiers": [{"fill": "bleu"}]}"#)))
        #expect(
            error.primary
                == Diagnostic(
                    code: "unknown_color", message: "unknown color 'bleu'; did you mean 'blue'?", path: "/body/modifiers/0/fill"))
    }

    @Test func badColorInsideAnExpressionIsCaughtStatically() throws {
        let error = try #require(
            sceneError(
                sceneJSON(
                    body: #"{"type": "Circle", "modifiers": [{"fill": "on ? red : gren"}]}"#, state: #"{"on": true}"#)))
        #expect(error.primary.message == "unknown color 'gren'; did you mean 'green'?")
        #expect(error.primary.path == "/body/modifiers/0/fill")
    }

    @Test func unknownViewPropertyIsAnErrorWithSuggestion() throws {
        let error = try #require(sceneError(sceneJSON(body: #"{"type": "VStack", "spacng": 4}"#)))
        #expect(
            error.primary
                == Diagnostic(code: "unknown_key", message: "unknown key 'spacng' in VStack; did you mean 'spacing'?", path: "/body/spacng"))
    }

    @Test func aModifierWrittenAsAPropertyIsPointedAtModifiers() throws {
        let error = try #require(sceneError(sceneJSON(body: #"{"type": "Text", "text": "a", "font": "title"}"#)))
        #expect(error.primary.message == "unknown key 'font' in Text; 'font' is a modifier, put it in 'modifiers'")
    }

    @Test func missingKeys() throws {
        #expect(try #require(sceneError(sceneJSON(body: #"{"type": "Text"}"#))).primary
            == Diagnostic(code: "missing_key", message: "Text is missing 'text'", path: "/body"))
        #expect(try #require(sceneError(#"{"state": {}}"#)).primary
            == Diagnostic(code: "missing_key", message: "the scene is missing 'body'", path: ""))
        #expect(try #require(sceneError(sceneJSON(body: #"{"text": "a"}"#))).primary.message == "body is missing 'type'")
    }

    @Test func aModifierIsASingleKeyObject() throws {
        let error = try #require(
            sceneError(sceneJSON(body: #"{"type": "Text", "text": "a", "modifiers": [{"padding": 1, "opacity": 1}]}"#)))
        #expect(error.primary.message == "a modifier must be an object with a single key, got 2 keys ('padding', 'opacity')")
        #expect(error.primary.path == "/body/modifiers/0")
    }

    @Test func expressionErrorsKeepTheirPointer() throws {
        let error = try #require(
            sceneError(
                sceneJSON(
                    body: #"{"type": "Text", "text": "a", "modifiers": [{"offset": {"x": "isActiv ? 1 : 0"}}]}"#,
                    state: #"{"isActive": false}"#)))
        #expect(error.primary.code == "unknown_name")
        #expect(error.primary.path == "/body/modifiers/0/offset/x")
    }

    @Test func severalDiagnosticsAreCollectedInDocumentOrder() {
        let body = #"""
            {"type": "VStack", "children": [
              {"type": "Txt"},
              {"type": "Text", "text": "a", "modifiers": [{"opacty": 1}, {"frame": {"height": "tall"}}]}
            ]}
            """#
        let diagnostics = sceneDiagnostics(sceneJSON(body: body))
        #expect(diagnostics.map(\.path) == [
            "/body/children/0/type", "/body/children/1/modifiers/0/opacty", "/body/children/1/modifiers/1/frame/height",
        ])
        #expect(diagnostics.allSatisfy { $0.severity == .error })
    }

    @Test func fillOnlyAppliesToShapesAndComesFirst() throws {
        #expect(
            try #require(sceneError(sceneJSON(body: #"{"type": "Text", "text": "a", "modifiers": [{"fill": "red"}]}"#))).primary
                .message == "fill applies only to shapes (Rectangle, RoundedRectangle, Circle, Ellipse, Capsule), not to Text")
        #expect(
            try #require(sceneError(sceneJSON(body: #"{"type": "Circle", "modifiers": [{"padding": 1}, {"stroke": "red"}]}"#)))
                .primary == Diagnostic(
                    code: "invalid_value", message: "stroke must come right after the shape, before its other modifiers",
                    path: "/body/modifiers/1"))
        #expect(
            try #require(sceneError(sceneJSON(body: #"{"type": "Circle", "modifiers": [{"fill": "red"}, {"fill": "blue"}]}"#)))
                .primary.message == "a shape takes at most one fill")
    }

    @Test func imageModifiersOnlyApplyToImages() {
        // Found after an element that did not decode too, at the element's own place.
        let diagnostics = sceneDiagnostics(
            sceneJSON(body: #"{"type": "Circle", "modifiers": [{"opacty": 1}, {"fill": "red"}, {"resizable": true}]}"#))
        #expect(diagnostics.map(\.path) == ["/body/modifiers/0/opacty", "/body/modifiers/2"])
        #expect(diagnostics.last?.message == "resizable applies only to Image, not to Circle")
        #expect(
            modifierError(#"[{"antialiased": true}]"#)?.message == "antialiased applies only to Image, not to Text")
    }

    @Test func checkReturnsNothingForAValidScene() {
        #expect(sceneDiagnostics(sceneJSON(body: #"{"type": "Text", "text": "ok"}"#)).isEmpty)
    }

    @Test func declaredNamesMustBeIdentifiers() throws {
        let error = try #require(sceneError(sceneJSON(body: #"{"type": "EmptyView"}"#, state: #"{"is active": true}"#)))
        #expect(error.primary.path == "/state/is active")
        #expect(error.primary.message == "a state name must be letters, digits and _ (not starting with a digit), got 'is active'")
    }
}

/// The example of docs/scene-format.md's "Errors" section.
@Test func documentedErrorExample() {
    let json = #"""
        {"body": {"type": "VStack", "children": [
          {"type": "Text", "text": "Hi", "modifiers": [{"paddng": 8}, {"frame": {"width": true}}]},
          {"type": "Circel"}
        ]}}
        """#
    #expect(
        sceneDiagnostics(json).map(\.description) == [
            "/body/children/0/modifiers/0/paddng: error: unknown modifier 'paddng'; did you mean 'padding'? [unknown_modifier]",
            "/body/children/0/modifiers/1/frame/width: error: frame.width must be a number or an expression, got true [type_mismatch]",
            "/body/children/1/type: error: unknown view type 'Circel'; did you mean 'Circle'? [unknown_view]",
        ])
}
