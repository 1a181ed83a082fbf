import Testing

@testable import Scene

/// If, ForEach and containers.
@Suite struct StructureDecodingTests {
    @Test func forEachDataForms() throws {
        func forEach(_ data: String, state: String = "{}", extra: String = "") throws -> ForEachView {
            let scene = try decodeScene(
                sceneJSON(body: #"{"type": "ForEach", "data": \#(data)\#(extra), "content": {"type": "EmptyView"}}"#, state: state))
            guard case .forEach(let forEach) = scene.body.kind else { throw SceneError(code: "t", message: "t", path: "") }
            return forEach
        }
        let range = try forEach(#""0..<5""#)
        #expect(range.data == .range(lower: .constant(0), upper: .constant(5), closed: false))
        #expect(range.initialCount == 5)
        #expect(range.variable == "item")
        #expect(range.id == .element)
        #expect(try forEach(#""1...3""#).initialCount == 3)
        #expect(try forEach(#"{"range": [2, 4]}"#).initialCount == 2)
        #expect(try forEach(#""0..<n""#, state: #"{"n": 3}"#).initialCount == nil)
        let literal = try forEach(#"[{"id": "a", "w": 1}, {"id": "b", "w": 2}]"#)
        #expect(literal.id == .field("id"))
        #expect(literal.initialCount == 2)
        let fromState = try forEach(#""items""#, state: #"{"items": [{"key": 1}, {"key": 2}, {"key": 3}]}"#, extra: #", "id": "key", "as": "row""#)
        #expect(fromState.id == .field("key"))
        #expect(fromState.variable == "row")
        #expect(fromState.initialCount == 3)
    }

    @Test func forEachErrors() {
        func error(_ properties: String, state: String = "{}") -> Diagnostic? {
            sceneError(sceneJSON(body: #"{"type": "ForEach", \#(properties)}"#, state: state))?.primary
        }
        #expect(error(#""data": "5..<0", "content": {"type": "EmptyView"}"#)?.message == "ForEach range 5..<0 has its lower bound above its upper bound")
        #expect(
            error(#""data": "items", "id": "ky", "content": {"type": "EmptyView"}"#, state: #"{"items": [{"key": 1}]}"#)?.message
                == "unknown ForEach.id field 'ky'; did you mean 'key'?")
        #expect(
            error(#""data": "0..<3", "id": "id", "content": {"type": "EmptyView"}"#)?.message
                == "ForEach.id must be 'self' when the elements are not objects, got 'id'")
        #expect(error(#""data": true, "content": {"type": "EmptyView"}"#)?.message.hasPrefix("ForEach.data must be an array, a range") == true)
        #expect(error(#""data": "0..<3""#) == Diagnostic(code: "missing_key", message: "ForEach is missing 'content'", path: "/body"))
        // The loop variable is in scope in the content, typed from the elements.
        #expect(error(#""data": "0..<3", "as": "i", "content": {"type": "Text", "text": "\\(i.width)"}"#)?.code == "unknown_member")
    }

    @Test func conditional() throws {
        let scene = try decodeScene(
            sceneJSON(
                body: #"{"type": "If", "condition": "show", "then": {"type": "Text", "text": "a"}}"#, state: #"{"show": true}"#))
        guard case .conditional(.expression, let then, nil) = scene.body.kind else {
            Issue.record("unexpected \(scene.body.kind)")
            return
        }
        #expect(then.path == "/body/then")
        #expect(
            sceneError(sceneJSON(body: #"{"type": "If", "condition": "count", "then": {"type": "EmptyView"}}"#, state: #"{"count": 1}"#))?
                .primary.code == "type_mismatch")
    }

    @Test func stacks() throws {
        let scene = try decodeScene(
            sceneJSON(body: #"{"type": "HStack", "alignment": "firstTextBaseline", "spacing": 0, "children": [{"type": "Spacer", "minLength": 4}]}"#))
        #expect(
            scene.body.kind
                == .hStack(
                    alignment: .constant(.firstTextBaseline), spacing: .constant(0),
                    children: [SceneView(kind: .spacer(minLength: .constant(4)), path: "/body/children/0")]))
        #expect(
            sceneError(sceneJSON(body: #"{"type": "VStack", "alignment": "top"}"#))?.primary.message
                == "unknown horizontal alignment 'top'")
        #expect(
            sceneError(sceneJSON(body: #"{"type": "ZStack", "spacing": 3}"#))?.primary.message
                == "unknown key 'spacing' in ZStack")
        #expect(
            sceneError(sceneJSON(body: #"{"type": "VStack", "children": {"type": "Text"}}"#))?.primary.message
                == "VStack.children must be an array of views, got an object")
    }
}
