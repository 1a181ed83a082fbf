import Motion
import Testing

@testable import Scene

/// The decoder produces Motion's `Animation` directly, with SwiftUI's defaults and presets.
@Suite struct AnimationVocabularyTests {
    func animation(_ json: String) throws -> Animation? {
        let modifiers = try decodedModifiers(#"[{"animation": \#(json)}]"#)
        guard case .animation(let modifier) = modifiers.first else { return nil }
        return modifier.animation?.constantValue
    }

    /// SwiftUI: `.snappy` is `spring(duration: 0.5, bounce: 0.15)`, `.bouncy` bounce 0.3,
    /// `.smooth` bounce 0; the curves last 0.35 s; `.spring` is response 0.5, damping 0.825.
    @Test func presetsAreSwiftUIs() throws {
        #expect(try animation(#""snappy""#) == .spring(duration: 0.5, bounce: 0.15))
        #expect(try animation(#""bouncy""#) == .spring(duration: 0.5, bounce: 0.3))
        #expect(try animation(#""smooth""#) == .spring(duration: 0.5, bounce: 0))
        #expect(try animation(#""linear""#) == .timingCurve(0, 0, 1, 1, duration: 0.35))
        #expect(try animation(#""spring""#) == Animation(base: .spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0)))
        #expect(try animation(#""default""#) == .default)
    }

    /// An empty parameter object is the preset: the defaults come from one place.
    @Test func emptyParametersAreThePresets() throws {
        for name in ["smooth", "snappy", "bouncy", "easeInOut", "easeIn", "easeOut", "linear", "spring", "interactiveSpring", "interpolatingSpring"] {
            #expect(try animation(#"{"\#(name)": {}}"#) == Animation.value(named: name), "\(name)")
        }
    }

    /// Delay, speed and repetition wrap the curve in that order, as `.delay(d).speed(s)` chains,
    /// whatever order the JSON lists them in; a delay of 0 and a speed of 1 add nothing.
    @Test func optionsWrapInSwiftUIsOrder() throws {
        let decoded = try animation(#"{"repeatCount": 2, "speed": 2, "easeIn": 1, "delay": 0.5}"#)
        #expect(decoded?.modifiers == [.delay(0.5), .speed(2), .repeat(count: 2, autoreverses: true)])
        #expect(decoded?.base == .curve(.easeIn, duration: 1))
        #expect(try animation(#"{"easeIn": 1, "delay": 0, "speed": 1}"#) == .easeIn(duration: 1))
    }

    /// An expression over preset names stays an expression and evaluates to the preset.
    @Test func expressionsChooseAmongPresets() throws {
        let modifiers = try decodedModifiers(#"[{"animation": "fast ? snappy : smooth"}]"#, state: #"{"fast": true}"#)
        guard case .animation(let modifier) = modifiers.first, case .expression(let expression) = modifier.animation else {
            Issue.record("unexpected \(modifiers)")
            return
        }
        #expect(expression.referencedNames == ["fast"])
    }
}
