import Testing

@testable import Scene

/// The decoder's switches test each case's first byte before its string (`namedModifier`,
/// `builtInView`): a case whose byte does not match its name would never be reached. Every name
/// the decoder lists is reached: decoding it may fail on its value, never as an unknown name.
@Suite struct NameSwitchTests {
    private static func codes(_ json: String) -> [String] {
        sceneError(json)?.diagnostics.map(\.code) ?? []
    }

    @Test func everyModifierNameIsKnown() {
        for name in SceneDecoder.modifierNames {
            let codes = Self.codes(sceneJSON(body: #"{"type": "Rectangle", "modifiers": [{"\#(name)": null}]}"#))
            #expect(!codes.contains("unknown_modifier"), "\(name)")
        }
    }

    /// `isGradientPaint` matches the keys of `gradientPaintKeys` in a switch of its own.
    @Test func everyGradientPaintKeyIsAPaint() throws {
        func isPaint(_ json: String) throws -> Bool {
            guard case .object(let members) = try JSONParser.parse(Array(json.utf8), maxNesting: 8).0 else { return false }
            return SceneDecoder.isGradientPaint(members)
        }
        for key in SceneDecoder.gradientPaintKeys.keys {
            #expect(try isPaint(#"{"\#(key)": {}}"#), "\(key)")
            #expect(try !isPaint(#"{"\#(key)": {}, "opacity": 1}"#), "\(key) and another key")
        }
        #expect(try !isPaint(#"{"view": {}}"#))
        #expect(try !isPaint(#"{"linearGradients": {}}"#))
        #expect(try !isPaint(#"{"LinearGradient": {}}"#))
        // And the other way: the switch's four keys are the table's, which `paintProperty`
        // looks a matched key up in.
        let switched = ["linearGradient", "radialGradient", "ellipticalGradient", "angularGradient"]
        #expect(Set(SceneDecoder.gradientPaintKeys.keys) == Set(switched))
        for key in switched { #expect(try isPaint(#"{"\#(key)": {}}"#), "\(key)") }
    }

    @Test func everyViewTypeIsKnown() {
        for type in SceneDecoder.viewTypes {
            #expect(!Self.codes(sceneJSON(body: #"{"type": "\#(type)"}"#)).contains("unknown_view"), "\(type)")
        }
    }
}
