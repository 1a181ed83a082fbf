import Geometry
import Testing
import Views

@testable import Scene

/// `id`, `zIndex`, `rotation3DEffect`, `environment` and components' `equatable`.
@Suite struct IdentityAndEnvironmentDecodingTests {
    @Test func idTakesAnExpressionOrALiteral() throws {
        let modifiers = try decodedModifiers(#"[{"id": "version"}, {"id": 3}, {"id": "'card'"}]"#, state: #"{"version": 1}"#)
        guard case .id(.expression(let version)) = modifiers[0] else {
            Issue.record("expected an expression, got \(modifiers[0])")
            return
        }
        #expect(version.referencedNames == ["version"])
        #expect(modifiers[1] == .id(.constant(.number(3))))
        #expect(modifiers[2] == .id(.constant(.string("card"))))
        #expect(modifierError(#"[{"id": "versoin"}]"#, state: #"{"version": 1}"#)?.message == "unknown name 'versoin'; did you mean 'version'?")
        #expect(modifierError(#"[{"id": null}]"#)?.message == "id must be an expression or a literal, got null")
        // On a view, `id` is a modifier.
        #expect(
            sceneError(sceneJSON(body: #"{"type": "Text", "text": "a", "id": 3}"#))?.primary.message
                == "unknown key 'id' in Text; 'id' is a modifier, put it in 'modifiers'")
    }

    @Test func zIndex() throws {
        #expect(try decodedModifiers(#"[{"zIndex": 2}]"#) == [.zIndex(.constant(2))])
        #expect(try decodedModifiers(#"[{"zIndex": "1 - 3"}]"#) == [.zIndex(.constant(-2))])
        #expect(modifierError(#"[{"zIndex": true}]"#)?.message == "zIndex must be a number or an expression, got true")
    }

    @Test func rotation3DEffect() throws {
        let modifiers = try decodedModifiers(
            #"[{"rotation3DEffect": {"degrees": 180, "axis": {"x": 0, "y": 1, "z": 0}, "anchor": "center"}}, {"rotation3DEffect": {"radians": 1, "axis": {"z": 1}, "perspective": 0}}]"#)
        #expect(
            modifiers == [
                .rotation3DEffect(
                    Rotation3DModifier(
                        angle: SceneAngle(value: .constant(180), unit: .degrees),
                        axis: Axis3DProperty(x: .constant(0), y: .constant(1), z: .constant(0)))),
                .rotation3DEffect(
                    Rotation3DModifier(
                        angle: SceneAngle(value: .constant(1), unit: .radians),
                        axis: Axis3DProperty(x: .constant(0), y: .constant(0), z: .constant(1)))),
            ])
    }

    @Test func rotation3DEffectErrors() {
        func message(_ json: String) -> String? { modifierError(#"[{"rotation3DEffect": \#(json)}]"#)?.message }
        #expect(message(#"{"degrees": 90}"#) == "rotation3DEffect is missing 'axis'")
        #expect(message(#"{"axis": {"y": 1}}"#) == "rotation3DEffect takes exactly one of degrees and radians")
        #expect(message(#"{"degrees": 90, "radians": 1, "axis": {"y": 1}}"#) == "rotation3DEffect takes exactly one of degrees and radians")
        #expect(message(#"{"degrees": 90, "axis": {"w": 1}}"#) == "unknown key 'w' in rotation3DEffect.axis; did you mean 'x'?")
        #expect(message(#"{"degrees": 90, "axis": "y"}"#) == "rotation3DEffect.axis must be an object with x, y and z, got 'y'")
        #expect(message("90") == "rotation3DEffect must be an object with degrees and axis, got 90")
        // Seed 002's flip card asks for perspective 0.3; only the orthographic projection is drawn.
        #expect(
            message(#"{"degrees": 90, "axis": {"y": 1}, "perspective": 0.3}"#)
                == "rotation3DEffect.perspective must be 0: Zoetrope draws the orthographic projection of a 3D rotation (docs/deviations.md), got 0.3")
        #expect(message(#"{"degrees": 90, "axis": {"y": 1}, "anchr": "top"}"#) == "unknown key 'anchr' in rotation3DEffect; did you mean 'anchor'?")
    }

    @Test func environmentValues() throws {
        let modifiers = try decodedModifiers(
            #"[{"environment": {"accent": "blue", "compact": "count > 3", "size": 12, "title": "'Inbox'"}}]"#,
            state: #"{"count": 0}"#)
        guard case .environment(let values) = modifiers.first else {
            Issue.record("expected environment, got \(modifiers)")
            return
        }
        #expect(values.map(\.key) == ["accent", "compact", "size", "title"])
        // A bare name that is not declared is the string of its name, as in enum positions.
        #expect(values[0].value == .constant(.string("blue")))
        guard case .expression(let compact) = values[1].value else {
            Issue.record("compact is an expression")
            return
        }
        #expect(compact.type == .bool)
        #expect(values[2].value == .constant(.number(12)))
        #expect(values[3].value == .constant(.string("Inbox")))
    }

    @Test func envReadsTheKeysOfTheDocument() throws {
        // `env` has every key some environment modifier sets; literal values type it.
        let scene = try decodeScene(#"""
            {"components": {"Badge": {"body": {"type": "Text", "text": "\\(env.title)",
               "modifiers": [{"opacity": "env.compact ? 0.5 : 1"}, {"foregroundColor": "env.accent"}]}}},
             "body": {"type": "Badge", "modifiers": [{"environment": {"accent": "red", "compact": true, "title": "'Inbox'"}}]}}
            """#)
        #expect(scene.components["Badge"] != nil)
        #expect(
            sceneError(#"{"body": {"type": "Text", "text": "a", "modifiers": [{"opacity": "env.acent"}, {"environment": {"accent": 1}}]}}"#)?
                .primary.message == "'env' has no member 'acent'; did you mean 'accent'?")
        // `compact` is a bool everywhere it is set, so it is no number.
        #expect(
            sceneError(#"{"body": {"type": "Text", "text": "a", "modifiers": [{"opacity": "env.compact"}, {"environment": {"compact": true}}]}}"#)?
                .primary.message == "expected a number, got a bool expression 'env.compact'")
        // Without environment modifiers, `env` still has `colorScheme`.
        #expect(sceneError(#"{"body": {"type": "Text", "text": "\\(env.colorScheme)"}}"#) == nil)
    }

    @Test func environmentErrors() {
        #expect(modifierError(#"[{"environment": {}}]"#)?.message == "environment must be an object of keys and values, got an object")
        #expect(modifierError(#"[{"environment": "blue"}]"#)?.message == "environment must be an object of keys and values, got 'blue'")
        #expect(
            modifierError(#"[{"environment": {"color scheme": 1}}]"#)?.message
                == "an environment key must be letters, digits and _ (not starting with a digit), got 'color scheme'")
        #expect(modifierError(#"[{"environment": {"colorScheme": "dark"}}]"#)?.message == "'colorScheme' is reserved and cannot be an environment key")
        #expect(modifierError(#"[{"environment": {"wide": "count >"}}]"#, state: #"{"count": 0}"#)?.code == "expression_syntax")
        #expect(sceneError(sceneJSON(body: #"{"type": "Text", "text": "a"}"#, state: #"{"env": 1}"#))?.primary.message == "'env' is reserved and cannot be a state name")
    }

    @Test func equatableComponents() throws {
        func scene(_ equatable: String) -> String {
            #"""
            {"components": {"Row": {"params": {"name": "", "age": 0}, "equatable": \#(equatable),
               "body": {"type": "Text", "text": "\\(name)"}}},
             "body": {"type": "Row"}}
            """#
        }
        #expect(try decodeScene(scene(#"["name"]"#)).components["Row"]?.equatable == ["name"])
        #expect(try decodeScene(scene("true")).components["Row"]?.equatable == ["name", "age"])
        #expect(try decodeScene(scene("false")).components["Row"]?.equatable == nil)
        #expect(try decodeScene(scene("[]")).components["Row"]?.equatable == [])
        #expect(sceneError(scene(#"["nmae"]"#))?.primary.message == "Row has no parameter 'nmae'; did you mean 'name'?")
        #expect(sceneError(scene(#"["nmae"]"#))?.primary.path == "/components/Row/equatable/0")
        #expect(sceneError(scene("3"))?.primary.message == "Row.equatable must be true, false or an array of parameter names, got 3")
    }
}
