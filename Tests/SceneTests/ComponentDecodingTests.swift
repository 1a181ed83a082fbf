import Testing

@testable import Scene

/// Components: parameters with defaults, local state, instances, cycles.
@Suite struct ComponentDecodingTests {
    let components = #"""
        "components": {
          "Card": {
            "params": {"title": "Untitled", "highlighted": false, "width": 100},
            "state": {"expanded": false},
            "body": {"type": "VStack", "children": [
              {"type": "Text", "text": "\\(title)", "modifiers": [{"bold": "highlighted || expanded"}]}
            ], "modifiers": [{"frame": {"width": "width"}}]}
          }
        }
        """#

    @Test func declarationAndInstance() throws {
        let scene = try decodeScene(
            sceneJSON(
                body: #"{"type": "Card", "title": "Count: \\(count)", "width": "count * 2", "modifiers": [{"padding": 4}]}"#,
                state: #"{"count": 1}"#, extra: components))
        let card = try #require(scene.components["Card"])
        #expect(card.parameters.map(\.name) == ["title", "highlighted", "width"])
        #expect(card.parameters.map(\.type) == [.string, .bool, .number])
        #expect(card.state == [StateVariable(name: "expanded", initialValue: .bool(false), type: .bool)])
        guard case .component(let instance) = scene.body.kind else {
            Issue.record("not a component: \(scene.body)")
            return
        }
        #expect(instance.name == "Card")
        #expect(Set(instance.arguments.keys) == ["title", "width"])
        #expect(instance.arguments["title"]?.evaluate(EvaluationContext(["count": .number(4)])) == .string("Count: 4"))
        #expect(scene.body.modifiers.count == 1)
    }

    @Test func argumentsAreCheckedAgainstParameters() {
        #expect(
            sceneError(sceneJSON(body: #"{"type": "Card", "titel": "x"}"#, extra: components))?.primary
                == Diagnostic(code: "unknown_key", message: "unknown key 'titel' in Card; did you mean 'title'?", path: "/body/titel"))
        #expect(
            sceneError(sceneJSON(body: #"{"type": "Card", "highlighted": 1}"#, extra: components))?.primary.message
                == "Card.highlighted must be true, false or an expression, got 1")
    }

    @Test func bodiesSeeOnlyParametersAndLocalState() {
        let json = """
            {"state": {"count": 0}, "components": {"Badge": {"body": {"type": "Text", "text": "\\\\(count)"}}},
             "body": {"type": "Badge"}}
            """
        let error = sceneError(json)?.primary
        #expect(error?.code == "unknown_name")
        #expect(error?.path == "/components/Badge/body/text")
    }

    @Test func componentsThatContainThemselvesAreRefused() {
        let json = """
            {"components": {
               "A": {"body": {"type": "VStack", "children": [{"type": "B"}]}},
               "B": {"body": {"type": "Group", "children": [{"type": "A"}]}}},
             "body": {"type": "A"}}
            """
        #expect(
            sceneError(json)?.primary
                == Diagnostic(code: "invalid_value", message: "component A contains itself (A → B → A)", path: "/components/A/body"))
    }

    @Test func aLongCycleIsReportedOnceFromItsFirstName() {
        // C0 → C1 → … → C4999 → C0: one cycle through 5,000 components (found without recursion);
        // D uses C0 but is not on the cycle, so it is not reported.
        var components = (0..<5000).map { #""C\#($0)": {"body": {"type": "C\#(($0 + 1) % 5000)"}}"# }
        components.append(#""D": {"body": {"type": "C0"}}"#)
        let json = #"{"components": {\#(components.joined(separator: ", "))}, "body": {"type": "D"}}"#
        let diagnostics = Scene.check(Array(json.utf8), limits: .default)
        let cycles = diagnostics.filter { $0.message.contains("contains itself") }
        #expect(cycles.count == 1)
        let expected = "component C0 contains itself (" + ((0..<5000).map { "C\($0)" } + ["C0"]).joined(separator: " → ") + ")"
        #expect(cycles.first == Diagnostic(code: "invalid_value", message: expected, path: "/components/C0/body"))
    }

    @Test func aComponentThatUsesItselfIsACycleOfOne() {
        let json = #"{"components": {"A": {"body": {"type": "VStack", "children": [{"type": "Text", "text": "x"}, {"type": "A"}]}}}, "body": {"type": "A"}}"#
        #expect(
            sceneError(json)?.primary
                == Diagnostic(code: "invalid_value", message: "component A contains itself (A → A)", path: "/components/A/body"))
    }

    @Test func componentNames() {
        #expect(
            sceneError(#"{"components": {"Text": {"body": {"type": "EmptyView"}}}, "body": {"type": "EmptyView"}}"#)?.primary.message
                == "'Text' is a built-in view and cannot name a component")
        #expect(
            sceneError(#"{"components": {"card": {"body": {"type": "EmptyView"}}}, "body": {"type": "EmptyView"}}"#)?.primary.message
                == "a component name must be an identifier starting with a capital letter, got 'card'")
    }
}

/// The example of docs/scene-format.md's "Components" section.
@Test func documentedComponentExample() throws {
    let json = #"""
        {"state": {"count": 4},
         "components": {
           "Badge": {
             "params": {"label": "New", "highlighted": false},
             "state": {"pressed": false},
             "body": {"type": "Text", "text": "\\(label)", "modifiers": [
               {"padding": {"edges": "horizontal", "length": 8}},
               {"background": "highlighted ? orange : gray"},
               {"cornerRadius": 6}]}
           }
         },
         "body": {"type": "HStack", "children": [
           {"type": "Badge", "label": "Count: \\(count)", "highlighted": "count > 3"},
           {"type": "Badge", "modifiers": [{"opacity": 0.5}]}
         ]}}
        """#
    let scene = try decodeScene(json)
    #expect(scene.components["Badge"]?.state.map(\.name) == ["pressed"])
}
