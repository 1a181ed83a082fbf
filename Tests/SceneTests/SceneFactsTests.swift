import Testing

@testable import Scene

/// `SceneFacts`: what a scene holds, found when it is made, and `Scene.isStatic` from them.
/// Expected answers follow the facts' definitions: a view anywhere counts (decorations,
/// branches, components that no view uses), an action counts inside a scoped body too, and an
/// animator counts when it plays by itself.
@Suite struct SceneFactsTests {
    func facts(_ body: String, state: String = #"{"n": 0}"#, extra: String = "") throws -> SceneFacts {
        try decodeScene(sceneJSON(body: body, state: state, extra: extra)).facts
    }

    @Test func aPlainCardHasNone() throws {
        let scene = try decodeScene(
            sceneJSON(
                body: #"""
                    {"type": "VStack", "children": [{"type": "Text", "text": "Ada", "modifiers": [{"font": "headline"}]},
                     {"type": "Circle", "modifiers": [{"fill": "red"}, {"frame": {"width": 8, "height": 8}}]}],
                     "modifiers": [{"padding": 16}, {"background": "white"}]}
                    """#))
        #expect(!scene.facts.hasViewAction && !scene.facts.setsEnvironmentValues && !scene.facts.hasGeometryReader)
        #expect(scene.isStatic)
    }

    @Test func actionsAnywhere() throws {
        let onAppear = #"{"onAppear": [{"set": {"n": "n + 1"}}]}"#
        #expect(try facts(#"{"type": "Text", "text": "a", "modifiers": [\#(onAppear)]}"#).hasViewAction)
        // In an overlay's view, in an If's else branch, in a transaction's scoped body.
        #expect(
            try facts(
                #"{"type": "Text", "text": "a", "modifiers": [{"overlay": {"type": "Text", "text": "b", "modifiers": [\#(onAppear)]}}]}"#
            ).hasViewAction)
        #expect(
            try facts(
                #"{"type": "If", "condition": "n > 0", "then": {"type": "Text", "text": "a"}, "else": {"type": "Text", "text": "b", "modifiers": [\#(onAppear)]}}"#
            ).hasViewAction)
        #expect(
            try facts(
                #"{"type": "Text", "text": "a", "modifiers": [{"transaction": {"animation": "bouncy", "body": [\#(onAppear)]}}]}"#
            ).hasViewAction)
        // In a component's body, even one no view uses.
        let unused = try decodeScene(
            sceneJSON(
                body: #"{"type": "Text", "text": "a"}"#, state: #"{"n": 0}"#,
                extra: #""components": {"Badge": {"state": {"m": 0}, "body": {"type": "Text", "text": "b", "modifiers": [{"onAppear": [{"set": {"m": "m + 1"}}]}]}}}"#))
        #expect(unused.facts.hasViewAction)
        #expect(!unused.isStatic)
    }

    @Test func animatorsThatPlayByThemselves() throws {
        let repeating =
            #"{"keyframeAnimator": {"initialValue": {"y": 0}, "repeating": true, "tracks": {"y": [{"linear": {"to": 1, "duration": 1}}]}, "content": [{"offset": {"y": "value.y"}}]}}"#
        #expect(try facts(#"{"type": "Text", "text": "a", "modifiers": [\#(repeating)]}"#).hasViewAction)
        let phases = #"{"phaseAnimator": {"phases": [0, 1], "content": [{"opacity": "phase"}]}}"#
        #expect(try facts(#"{"type": "Text", "text": "a", "modifiers": [\#(phases)]}"#).hasViewAction)
        // A trigger plays it only when the trigger changes; a single phase never changes.
        let triggered = #"{"phaseAnimator": {"phases": [0, 1], "trigger": "n", "content": [{"opacity": "phase"}]}}"#
        #expect(try !facts(#"{"type": "Text", "text": "a", "modifiers": [\#(triggered)]}"#).hasViewAction)
        let single = #"{"phaseAnimator": {"phases": [1], "content": [{"opacity": "phase"}]}}"#
        #expect(try !facts(#"{"type": "Text", "text": "a", "modifiers": [\#(single)]}"#).hasViewAction)
    }

    @Test func environmentValuesAndGeometryReaders() throws {
        let setting = try facts(
            #"{"type": "VStack", "children": [{"type": "Text", "text": "a", "modifiers": [{"environment": {"accent": "blue"}}]}]}"#)
        #expect(setting.setsEnvironmentValues && !setting.hasGeometryReader && !setting.hasViewAction)
        let reader = try facts(
            #"{"type": "Text", "text": "a", "modifiers": [{"background": {"type": "GeometryReader", "content": {"type": "Color", "color": "red"}}}]}"#)
        #expect(reader.hasGeometryReader && !reader.setsEnvironmentValues)
    }

    /// The facts follow the body when it is changed after decoding.
    @Test func keptInStepWithTheBody() throws {
        var scene = try decodeScene(sceneJSON(body: #"{"type": "Text", "text": "a"}"#))
        #expect(scene.isStatic)
        let action = try actionModifier()
        scene.body.modifiers.append(.action(action))
        #expect(scene.facts.hasViewAction)
        #expect(!scene.isStatic)
    }

    /// A component's body changed in place (`components["Badge"]?.body…`) updates the facts as
    /// a new body does: an action, an `environment` value, a GeometryReader in a background.
    @Test func keptInStepWithAComponentChangedInPlace() throws {
        var scene = try decodeScene(
            sceneJSON(
                body: #"{"type": "Badge"}"#, state: #"{"n": 0}"#,
                extra: #""components": {"Badge": {"body": {"type": "Text", "text": "b"}}}"#))
        #expect(scene.isStatic)
        #expect(!scene.facts.hasViewAction && !scene.facts.setsEnvironmentValues && !scene.facts.hasGeometryReader)

        scene.components["Badge"]?.body.modifiers.append(.action(try actionModifier()))
        #expect(scene.facts.hasViewAction && !scene.isStatic)
        #expect(!scene.facts.setsEnvironmentValues && !scene.facts.hasGeometryReader)

        let environment = try decodedModifiers(#"[{"environment": {"accent": "blue"}}]"#)
        scene.components["Badge"]?.body.modifiers.append(contentsOf: environment)
        #expect(scene.facts.setsEnvironmentValues && !scene.facts.hasGeometryReader)

        let reader = try decodedModifiers(
            #"[{"background": {"type": "GeometryReader", "content": {"type": "Color", "color": "red"}}}]"#)
        scene.components["Badge"]?.body.modifiers.append(contentsOf: reader)
        #expect(scene.facts.hasGeometryReader)
    }

    /// An `environment` modifier counts wherever it is, as SwiftUI applies it there too: in a
    /// scoped `animation` body and an animator's content. The decoder refuses it there, so the
    /// scene is changed in code.
    @Test func environmentValuesInScopedBodiesAndAnimatorContents() throws {
        let environment = try decodedModifiers(#"[{"environment": {"accent": "blue"}}]"#)
        var scene = try decodeScene(
            sceneJSON(
                body: #"{"type": "Text", "text": "a", "modifiers": [{"animation": {"curve": "smooth", "body": [{"opacity": 1}]}}]}"#))
        #expect(!scene.facts.setsEnvironmentValues)
        guard case .animation(var animation) = scene.body.modifiers[0] else { throw Failure() }
        animation.trigger = .scoped(environment)
        scene.body.modifiers[0] = .animation(animation)
        #expect(scene.facts.setsEnvironmentValues && !scene.facts.hasViewAction && !scene.facts.hasGeometryReader)

        let phases = #"{"phaseAnimator": {"phases": [0, 1], "trigger": "n", "content": [{"opacity": "phase"}]}}"#
        var animated = try decodeScene(sceneJSON(body: #"{"type": "Text", "text": "a", "modifiers": [\#(phases)]}"#, state: #"{"n": 0}"#))
        #expect(!animated.facts.setsEnvironmentValues)
        guard case .phaseAnimator(var animator) = animated.body.modifiers[0] else { throw Failure() }
        animator.content += environment
        animated.body.modifiers[0] = .phaseAnimator(animator)
        #expect(animated.facts.setsEnvironmentValues && !animated.facts.hasViewAction)
    }

    func actionModifier() throws -> ViewAction {
        let modifiers = try decodedModifiers(#"[{"onAppear": [{"set": {"n": "n + 1"}}]}]"#, state: #"{"n": 0}"#)
        guard case .action(let action) = modifiers[0] else { throw Failure() }
        return action
    }

    struct Failure: Error {}
}
