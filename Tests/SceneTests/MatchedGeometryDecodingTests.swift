import Geometry
import Scene
import Testing

/// `matchedGeometryEffect` and the scene's `namespaces`: what decodes, and the errors (each
/// naming the JSON path) for what does not.
@Suite struct MatchedGeometryDecodingTests {
    private func scene(_ effect: String, namespaces: String = #"["ns"]"#, state: String = "{}") -> String {
        sceneJSON(
            body: #"{"type": "Rectangle", "modifiers": [{"matchedGeometryEffect": \#(effect)}]}"#, state: state,
            extra: #""namespaces": \#(namespaces)"#)
    }

    private func error(_ effect: String, namespaces: String = #"["ns"]"#) -> Diagnostic? {
        sceneError(scene(effect, namespaces: namespaces))?.primary
    }

    @Test func defaultsAreSwiftUIs() throws {
        let modifiers = try decodeScene(scene(#"{"id": "hero", "in": "ns"}"#)).body.modifiers
        // A bare name is a string id; properties .frame, anchor .center, isSource true.
        #expect(
            modifiers == [
                .matchedGeometryEffect(
                    MatchedGeometryModifier(
                        id: .constant(.string("hero")), namespace: "ns", properties: .frame, anchor: .constant(.center),
                        isSource: .constant(true)))
            ])
    }

    @Test func everyArgumentDecodes() throws {
        let modifiers = try decodeScene(
            scene(
                #"{"id": "item", "in": "ns", "properties": "position", "anchor": "topLeading", "isSource": "!open"}"#,
                state: #"{"item": 3, "open": false}"#)
        ).body.modifiers
        guard case .matchedGeometryEffect(let effect) = modifiers.first else {
            Issue.record("not decoded: \(modifiers)")
            return
        }
        #expect(effect.properties == .position)
        #expect(effect.anchor == .constant(.topLeading))
        // A declared name is read: an expression, not a constant.
        if case .expression = effect.id {} else { Issue.record("id should be an expression: \(effect.id)") }
        if case .constant = effect.isSource { Issue.record("isSource should be an expression") }
    }

    @Test func numbersAreIDs() throws {
        let modifiers = try decodeScene(scene(#"{"id": 7, "in": "ns"}"#)).body.modifiers
        guard case .matchedGeometryEffect(let effect) = modifiers.first else {
            Issue.record("not decoded")
            return
        }
        #expect(effect.id == .constant(.number(7)))
    }

    @Test func anUndeclaredNamespaceIsNamed() {
        let unknown = error(#"{"id": "a", "in": "nss"}"#)
        #expect(
            unknown?.message
                == "matchedGeometryEffect.in: unknown namespace 'nss'; declare it in the scene's 'namespaces'; did you mean 'ns'?")
        #expect(unknown?.path == "/body/modifiers/0/matchedGeometryEffect/in")
    }

    @Test func idAndInAreRequired() {
        #expect(error(#"{"in": "ns"}"#)?.message == "matchedGeometryEffect is missing 'id'")
        #expect(error(#"{"id": "a"}"#)?.path == "/body/modifiers/0/matchedGeometryEffect")
    }

    @Test func badPropertiesAreNamed() {
        let properties = error(#"{"id": "a", "in": "ns", "properties": "origin"}"#)
        #expect(properties?.path == "/body/modifiers/0/matchedGeometryEffect/properties")
        #expect(properties?.message.hasPrefix("unknown matchedGeometryEffect.properties 'origin'") == true)
    }

    @Test(arguments: [
        (#"{"id": "a", "in": "ns", "isSource": 1}"#, "/body/modifiers/0/matchedGeometryEffect/isSource"),
        (#"{"id": "a", "in": "ns", "anchor": "middle"}"#, "/body/modifiers/0/matchedGeometryEffect/anchor"),
        (#"{"id": "a", "in": "ns", "source": true}"#, "/body/modifiers/0/matchedGeometryEffect/source"),
        (#"{"id": null, "in": "ns"}"#, "/body/modifiers/0/matchedGeometryEffect/id"),
        (#""hero""#, "/body/modifiers/0/matchedGeometryEffect"),
    ])
    func badArgumentsNameTheirPath(effect: String, path: String) {
        #expect(error(effect)?.path == path)
    }

    @Test func namespacesMustBeNames() {
        #expect(error(#"{"id": "a", "in": "ns"}"#, namespaces: #""ns""#)?.path == "/namespaces")
        #expect(error(#"{"id": "a", "in": "ns"}"#, namespaces: #"["ns", "1x"]"#)?.path == "/namespaces/1")
    }

    @Test func aNamespaceIsDeclaredOnce() {
        #expect(
            error(#"{"id": "a", "in": "ns"}"#, namespaces: #"["ns", "ns"]"#)?.message == "namespace 'ns' is declared twice")
    }
}
