import Geometry
import Testing
import Views

@testable import Scene

/// Every form of the `transition` modifier, and its errors.
@Suite struct TransitionDecodingTests {
    func transition(_ json: String, state: String = "{}") throws -> SceneTransition? {
        let modifiers = try decodedModifiers(#"[{"transition": \#(json)}]"#, state: state)
        guard case .transition(let transition) = modifiers.first else { return nil }
        return transition
    }

    func message(_ json: String) -> String? { modifierError(#"[{"transition": \#(json)}]"#)?.message }

    let center = Dynamic<UnitPoint>.constant(.center)

    @Test func names() throws {
        #expect(try transition(#""opacity""#) == .opacity)
        #expect(try transition(#""slide""#) == .slide)
        #expect(try transition(#""identity""#) == .identity)
        // `.scale` is scale 0 at the centre.
        #expect(try transition(#""scale""#) == .scale(.constant(0), anchor: center))
    }

    @Test func arguments() throws {
        #expect(try transition(#"{"scale": {"scale": 0.5, "anchor": "top"}}"#) == .scale(.constant(0.5), anchor: .constant(.top)))
        #expect(try transition(#"{"scale": 0.5}"#) == .scale(.constant(0.5), anchor: center))
        #expect(try transition(#"{"scale": {}}"#) == .scale(.constant(0), anchor: center))
        #expect(try transition(#"{"move": "leading"}"#) == .move(.constant(.leading)))
        #expect(try transition(#"{"push": "bottom"}"#) == .push(from: .constant(.bottom)))
        #expect(try transition(#"{"offset": {"x": 0, "y": 20}}"#) == .offset(x: .constant(0), y: .constant(20)))
        #expect(try transition(#"{"offset": {"y": 20}}"#) == .offset(x: .constant(0), y: .constant(20)))
        guard case .move(.expression(let edge)) = try transition(#"{"move": "up ? top : bottom"}"#, state: #"{"up": true}"#) else {
            Issue.record("move takes an expression")
            return
        }
        #expect(edge.referencedNames == ["up"])
    }

    @Test func seed002AdvancedTransitions() throws {
        // .asymmetric(insertion: .scale.combined(with: .opacity), removal: .slide.combined(with: .opacity))
        #expect(
            try transition(#"{"asymmetric": {"insertion": {"combined": ["scale", "opacity"]}, "removal": {"combined": ["slide", "opacity"]}}}"#)
                == .asymmetric(
                    insertion: .combined([.scale(.constant(0), anchor: center), .opacity]), removal: .combined([.slide, .opacity])))
    }

    @Test func seed002FlipCard() throws {
        // .modifier(active: CustomTransition(active: true, …), identity: CustomTransition(active: false, …)):
        // the rotation is 0° when active and 180° at rest, about the y axis, at the leading edge.
        let flip = try transition(#"""
            {"combined": ["opacity", {"modifiers": {
              "active": [{"rotation3DEffect": {"degrees": 0, "axis": {"x": 0, "y": 1, "z": 0}, "anchor": "leading"}}],
              "identity": [{"rotation3DEffect": {"degrees": 180, "axis": {"x": 0, "y": 1, "z": 0}, "anchor": "leading"}}]}}]}
            """#)
        let axis = Axis3DProperty(x: .constant(0), y: .constant(1), z: .constant(0))
        func rotation(_ degrees: Double) -> SceneModifier {
            .rotation3DEffect(
                Rotation3DModifier(angle: SceneAngle(value: .constant(degrees), unit: .degrees), axis: axis, anchor: .constant(.leading)))
        }
        #expect(flip == .combined([.opacity, .modifiers(active: [rotation(0)], identity: [rotation(180)])]))
    }

    @Test func customIdentityDefaultsToTheEffectsAtRest() throws {
        let custom = try transition(#"{"modifiers": {"active": [{"opacity": 0.2}, {"scaleEffect": {"scale": 3, "anchor": "top"}}, {"rotationEffect": 90}, {"offset": {"x": 5}}]}}"#)
        let identity: [SceneModifier] = [
            .opacity(.constant(1)), .scaleEffect(x: .constant(1), y: .constant(1), anchor: .constant(.top)),
            .rotationEffect(SceneAngle(value: .constant(0), unit: .degrees), anchor: center), .offset(x: .constant(0), y: .constant(0)),
        ]
        guard case .modifiers(_, let rest) = custom else {
            Issue.record("expected a custom transition")
            return
        }
        #expect(rest == identity)
    }

    @Test func errors() {
        #expect(message(#""fade""#) == "unknown transition 'fade'")
        #expect(message(#""opacty""#) == "unknown transition 'opacty'; did you mean 'opacity'?")
        #expect(message(#""move""#) == #"transition 'move' needs arguments: {"move": "leading"}"#)
        #expect(message(#"{"opacity": true}"#) == #"transition 'opacity' takes no arguments; write "opacity""#)
        #expect(message(#"{"move": "left"}"#) == "unknown edge 'left'")
        #expect(message(#"{"push": "botom"}"#) == "unknown edge 'botom'; did you mean 'bottom'?")
        #expect(message(#"{"asymmetric": {"insertion": "opacity"}}"#) == "transition.asymmetric is missing 'removal'")
        #expect(message(#"{"combined": []}"#) == "transition.combined must be a non-empty array of transitions, got an array")
        #expect(message("3") == "transition must be a transition name or an object with a single key, got 3")
        #expect(message(#"{"scale": {"amount": 2}}"#) == "unknown key 'amount' in transition.scale")
        #expect(
            message(#"{"modifiers": {"active": [{"padding": 3}]}}"#)
                == "transition.modifiers.active takes only animatable effects (opacity, scaleEffect, rotationEffect, rotation3DEffect, offset), got 'padding'")
        #expect(message(#"{"modifiers": {"active": [{"opacty": 0}]}}"#) == "unknown modifier 'opacty'; did you mean 'opacity'?")
        #expect(
            message(#"{"modifiers": {"active": [{"opacity": 0}], "identity": [{"scaleEffect": 1}]}}"#)
                == "transition.modifiers.identity must list the same effects as active, in the same order: expected 'opacity', as in active, got 'scaleEffect'")
        #expect(
            message(#"{"modifiers": {"active": [{"opacity": 0}, {"scaleEffect": 0}], "identity": [{"opacity": 1}]}}"#)
                == "transition.modifiers.identity must list the same effects as active, in the same order: 'scaleEffect' is missing")
        #expect(message(#"{"modifiers": {"identity": []}}"#) == "transition.modifiers is missing 'active'")
    }

    @Test func errorPointers() {
        #expect(
            modifierError(#"[{"transition": {"asymmetric": {"insertion": {"combined": ["opacity", "scal"]}, "removal": "slide"}}}]"#)?.path
                == "/body/modifiers/0/transition/asymmetric/insertion/combined/1")
        #expect(
            modifierError(#"[{"transition": {"modifiers": {"active": [{"opacity": 0}], "identity": [{"offset": {}}]}}}]"#)?.path
                == "/body/modifiers/0/transition/modifiers/identity/0")
    }

    @Test func notInScopedBodies() {
        #expect(
            modifierError(#"[{"animation": {"curve": "smooth", "body": [{"transition": "slide"}]}}]"#)?.message
                == "animation.body cannot hold id, zIndex, transition or environment; put it in the view's modifiers")
    }
}
