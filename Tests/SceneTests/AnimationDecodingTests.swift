import Motion
import Testing

@testable import Scene

/// Animation values and the animation, transaction and transactionMonitor modifiers.
@Suite struct AnimationDecodingTests {
    /// The animation of the first modifier, which must be `{"animation": json}` without value.
    func animation(_ json: String, state: String = "{}") throws -> Dynamic<Animation>? {
        let modifiers = try decodedModifiers("[{\"animation\": \(json)}]", state: state)
        guard case .animation(let modifier) = modifiers.first else { throw SceneError(code: "test", message: "no animation", path: "") }
        #expect(modifier.trigger == .anyChange)
        return modifier.animation
    }

    @Test func presetsHaveSwiftUIsDefaults() throws {
        #expect(try animation(#""smooth""#) == .constant(Animation.smooth(duration: 0.5, extraBounce: 0)))
        #expect(try animation(#""easeInOut""#) == .constant(Animation.easeInOut(duration: 0.35)))
        // spring() is response 0.5, dampingFraction 0.825 (SEMANTICS §4).
        #expect(try animation(#""spring""#) == .constant(Animation.spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0)))
        #expect(
            try animation(#""interactiveSpring""#)
                == .constant(Animation.interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)))
        #expect(try animation("null") == nil)
    }

    @Test func parameterisedCurves() throws {
        #expect(
            try animation(#"{"spring": {"duration": 0.5, "bounce": 0.3}}"#)
                == .constant(Animation.spring(duration: 0.5, bounce: 0.3, blendDuration: 0)))
        #expect(
            try animation(#"{"spring": {"response": 0.4, "dampingFraction": 0.6, "blendDuration": 0.1}}"#)
                == .constant(Animation.spring(response: 0.4, dampingFraction: 0.6, blendDuration: 0.1)))
        #expect(try animation(#"{"easeIn": {"duration": 1}}"#) == .constant(Animation.easeIn(duration: 1)))
        #expect(try animation(#"{"easeOut": 2}"#) == .constant(Animation.easeOut(duration: 2)))
        #expect(
            try animation(#"{"timingCurve": [0.2, 0, 0.2, 1], "duration": 0.5}"#)
                == .constant(Animation.timingCurve(0.2, 0, 0.2, 1, duration: 0.5)))
        #expect(
            try animation(#"{"interpolatingSpring": {"mass": 1, "stiffness": 100, "damping": 10}}"#)
                == .constant(Animation.interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)))
        #expect(
            try animation(#"{"interpolatingSpring": {"duration": 0.63, "bounce": 0.5}}"#)
                == .constant(Animation.interpolatingSpring(duration: 0.63, bounce: 0.5, initialVelocity: 0)))
        #expect(
            try animation(#"{"bouncy": {"duration": 2, "extraBounce": 0.1}}"#)
                == .constant(Animation.bouncy(duration: 2, extraBounce: 0.1)))
        #expect(try animation(#"{"smooth": 0.2}"#) == .constant(Animation.smooth(duration: 0.2, extraBounce: 0)))
    }

    @Test func delaySpeedAndRepetition() throws {
        #expect(
            try animation(#"{"spring": {"duration": 0.5, "bounce": 0.3}, "delay": 0.2, "speed": 2, "repeatForever": {"autoreverses": true}}"#)
                == .constant(
                    Animation.spring(duration: 0.5, bounce: 0.3, blendDuration: 0).delay(0.2).speed(2)
                        .repeatForever(autoreverses: true)))
        #expect(
            try animation(#"{"linear": {}, "repeatCount": {"count": 3, "autoreverses": false}}"#)
                == .constant(Animation.linear(duration: 0.35).repeatCount(3, autoreverses: false)))
        #expect(
            try animation(#"{"easeInOut": {"duration": 1.5}, "repeatForever": true}"#)
                == .constant(Animation.easeInOut(duration: 1.5).repeatForever(autoreverses: true)))
    }

    /// `options` chains in the order written, as SwiftUI's dot-chain does (`Animation`'s
    /// modifiers are innermost first, so equal values mean equal timing).
    @Test func optionsListChainsInOrder() throws {
        #expect(
            try animation(#"{"easeInOut": 1.5, "options": [{"repeatForever": true}, {"delay": 0.3}]}"#)
                == .constant(Animation.easeInOut(duration: 1.5).repeatForever(autoreverses: true).delay(0.3)))
        #expect(
            try animation(#"{"linear": 1, "options": [{"speed": 2}, {"delay": 1}]}"#)
                == .constant(Animation.linear(duration: 1).speed(2).delay(1)))
        #expect(
            try animation(#"{"linear": 1, "options": [{"repeatCount": 3}, {"delay": 0.5}, {"repeatForever": {"autoreverses": false}}]}"#)
                == .constant(Animation.linear(duration: 1).repeatCount(3, autoreverses: true).delay(0.5).repeatForever(autoreverses: false)))
        // A delay of 0 and a speed of 1 change nothing, as their keys do.
        #expect(try animation(#"{"linear": 1, "options": [{"delay": 0}, {"speed": 1}]}"#) == .constant(Animation.linear(duration: 1)))
        #expect(try animation(#"{"linear": 1, "options": []}"#) == .constant(Animation.linear(duration: 1)))
    }

    @Test func optionsListErrors() {
        #expect(
            modifierError(#"[{"animation": {"linear": 1, "delay": 1, "options": [{"speed": 2}]}}]"#)
                == Diagnostic(
                    code: "invalid_value",
                    message: "animation takes its options as keys (delay, speed, then a repeat) or as an options list, not both; move 'delay' into options",
                    path: "/body/modifiers/0/animation"))
        #expect(
            modifierError(#"[{"animation": {"linear": 1, "options": {"delay": 1}}}]"#)?.path == "/body/modifiers/0/animation/options")
        #expect(
            modifierError(#"[{"animation": {"linear": 1, "options": [{"delay": 1, "speed": 2}]}}]"#)?.path
                == "/body/modifiers/0/animation/options/0")
        #expect(
            modifierError(#"[{"animation": {"linear": 1, "options": [{"dealy": 1}]}}]"#)
                == Diagnostic(
                    code: "unknown_key", message: "unknown key 'dealy' in animation.options[0]; did you mean 'delay'?",
                    path: "/body/modifiers/0/animation/options/0/dealy"))
        #expect(
            modifierError(#"[{"animation": {"linear": 1, "options": [1]}}]"#)?.message
                == #"animation.options[0] must be one option: {"delay": …}, {"speed": …}, {"repeatCount": …} or {"repeatForever": …}, got 1"#)
        #expect(
            modifierError(#"[{"animation": {"linear": 1, "options": [{"speed": 1}, {"delay": -1}]}}]"#)
                == Diagnostic(
                    code: "invalid_value", message: "animation.options[1].delay must be a number of at least 0, got -1",
                    path: "/body/modifiers/0/animation/options/1/delay"))
        let seventeen = Array(repeating: #"{"delay": 0.1}"#, count: 17).joined(separator: ", ")
        #expect(
            modifierError("[{\"animation\": {\"linear\": 1, \"options\": [\(seventeen)]}}]")
                == Diagnostic(
                    code: "limit_exceeded", message: "animation.options has 17 options, more than the limit of 16",
                    path: "/body/modifiers/0/animation/options"))
    }

    @Test func animationErrors() {
        #expect(modifierError(#"[{"animation": "smoth"}]"#)?.message == "unknown animation 'smoth'; did you mean 'smooth'?")
        #expect(
            modifierError(#"[{"animation": {"spring": {"duration": 0.5, "response": 0.5}}}]"#)?.message
                == "animation.spring takes duration and bounce, or response and dampingFraction, not both")
        #expect(
            modifierError(#"[{"animation": {"spring": {"duration": 0}}}]"#)
                == Diagnostic(
                    code: "invalid_value", message: "animation.spring.duration must be a number greater than 0, got 0",
                    path: "/body/modifiers/0/animation/spring/duration"))
        #expect(
            modifierError(#"[{"animation": {"delay": 1}}]"#)?.message.hasPrefix("animation needs a curve: one of 'smooth'") == true)
        #expect(modifierError(#"[{"animation": {"linear": {}, "easeIn": {}}}]"#)?.message == "animation has more than one curve: 'easeIn' and 'linear'")
        #expect(
            modifierError(#"[{"animation": {"interpolatingSpring": {"mass": 1, "damping": 3}}}]"#)?.message
                == "animation.interpolatingSpring is missing 'stiffness'")
        #expect(modifierError(#"[{"animation": {"linear": {"durration": 1}}}]"#)?.message == "unknown key 'durration' in animation.linear; did you mean 'duration'?")
        #expect(modifierError(#"[{"animation": {"easeIn": {}, "speed": 0}}]"#)?.message == "animation.speed must be a number greater than 0, got 0")
    }

    @Test func animationModifierForms() throws {
        let modifiers = try decodedModifiers(
            #"""
            [{"animation": {"curve": "smooth", "value": "isActive"}},
             {"animation": {"curve": null, "value": "scale"}},
             {"animation": {"curve": "smooth", "body": [{"foregroundStyle": "isActive ? red : blue"}]}}]
            """#, view: #""type": "Rectangle""#, state: #"{"isActive": false, "scale": false}"#)
        guard case .animation(let first) = modifiers[0], case .animation(let second) = modifiers[1],
            case .animation(let third) = modifiers[2], case .value(let value) = first.trigger,
            case .scoped(let body) = third.trigger
        else {
            Issue.record("unexpected \(modifiers)")
            return
        }
        #expect(value.referencedNames == ["isActive"])
        #expect(second.animation == nil)
        #expect(body.count == 1)
        #expect(
            modifierError(#"[{"animation": {"curve": "smooth", "value": "on", "body": []}}]"#, state: #"{"on": true}"#)?.message
                == "animation takes either value or body, not both")
        #expect(
            modifierError(#"[{"animation": {"curve": "smooth", "body": [{"fill": "red"}]}}]"#, view: #""type": "Circle""#)?.message
                == "animation.body cannot hold fill or stroke; put it right after the shape")
    }

    @Test func curvesMayBeExpressionsOverPresets() throws {
        guard case .expression(let expression) = try animation(#""fast ? snappy : smooth""#, state: #"{"fast": true}"#) else {
            Issue.record("not an expression")
            return
        }
        #expect(Set(expression.possibleStringConstants ?? []) == ["snappy", "smooth"])
        #expect(modifierError(#"[{"animation": "fast ? snapy : smooth"}]"#, state: #"{"fast": true}"#)?.message == "unknown animation 'snapy'; did you mean 'snappy'?")
    }

    @Test func transactionModifier() throws {
        let modifiers = try decodedModifiers(
            #"""
            [{"transaction": {"animation": null, "disablesAnimations": true}},
             {"transaction": {"animation": "bouncy", "body": [{"scaleEffect": 1.5}]}},
             {"transactionMonitor": "Rectangle"}]
            """#)
        #expect(modifiers[0] == .transaction(TransactionModifier(animation: .set(nil), disablesAnimations: .constant(true))))
        #expect(
            modifiers[1]
                == .transaction(
                    TransactionModifier(
                        animation: .set(.constant(Animation.bouncy(duration: 0.5, extraBounce: 0))),
                        body: [.scaleEffect(x: .constant(1.5), y: .constant(1.5), anchor: .constant(.center))])))
        #expect(modifiers[2] == .transactionMonitor("Rectangle"))
        #expect(modifierError(#"[{"transactionMonitor": 3}]"#)?.message == "transactionMonitor must be a label string, got 3")
    }

    /// Seed 004's TransactionKey demo: the key's values name animations through a table.
    @Test func animationFromKeyWithATable() throws {
        let json = #"""
            {"state": {"isActive": false},
             "body": {"type": "Rectangle", "modifiers": [
               {"fill": "isActive ? orange : cyan"},
               {"frame": {"width": 300, "height": 300}},
               {"transaction": {"animationFromKey": {"key": "source", "default": {"smooth": {"duration": 3}},
                 "animations": {"root": {"smooth": {"duration": 3}}, "welcome": null, "other": "linear"}}}}]},
             "timeline": [
               {"at": 0, "set": {"isActive": "!isActive"}, "withTransaction": {"keys": {"source": "root"}}},
               {"at": 1, "set": {"isActive": "!isActive"}, "withTransaction": {"keys": {"source": "welcome"}}}]}
            """#
        let scene = try decodeScene(json)
        guard case .transaction(let transaction) = scene.body.modifiers[2], case .fromKey(let reader) = transaction.animation else {
            Issue.record("unexpected \(scene.body.modifiers)")
            return
        }
        let smooth3 = Animation.smooth(duration: 3, extraBounce: 0)
        #expect(reader.animation(in: scene.timeline[0].transaction) == smooth3)
        #expect(reader.animation(in: scene.timeline[1].transaction) == nil)
        #expect(reader.animation(in: nil) == smooth3)

        let bad = json.replacing(#""source": "welcome""#, with: #""source": "welcom""#)
        #expect(
            sceneError(bad)?.primary
                == Diagnostic(
                    code: "invalid_value",
                    message:
                        "transaction key 'source' is 'welcom', which the animationFromKey at /body/modifiers/2/transaction/animationFromKey does not list; did you mean 'welcome'?",
                    path: "/timeline/1/withTransaction/keys/source"))
    }

    @Test func animationFromKeyWithoutATableReadsAnimations() throws {
        let json = #"""
            {"body": {"type": "Text", "text": "a", "modifiers": [{"transaction": {"animationFromKey": "source"}}]},
             "timeline": [{"at": 0, "withTransaction": {"keys": {"source": "snappy"}}},
                          {"at": 1, "withTransaction": {"keys": {"source": null}}}]}
            """#
        let scene = try decodeScene(json)
        #expect(scene.timeline[0].transaction?.keyAnimations == ["source": Animation.snappy(duration: 0.5, extraBounce: 0)])
        #expect(scene.timeline[1].transaction?.keyAnimations == ["source": Animation?.none])
        let bad = json.replacing(#""source": "snappy""#, with: #""source": "welcome""#)
        #expect(
            sceneError(bad)?.primary.message
                == "transaction key 'source' must be an animation or null, since the animationFromKey at /body/modifiers/0/transaction/animationFromKey reads it, got 'welcome'")
    }
}
