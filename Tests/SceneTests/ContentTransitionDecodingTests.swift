import Scene
import Testing
import Views

/// `contentTransition`: SwiftUI's `identity`, `opacity`, `interpolate`, `numericText()`,
/// `numericText(countsDown:)` and `numericText(value:)`.
@Suite struct ContentTransitionDecodingTests {
    static func property(_ json: String, state: String = "{}") throws -> ContentTransitionProperty? {
        guard case .textStyle(.contentTransition(let property))? = try decodedModifiers("[{\"contentTransition\": \(json)}]", state: state).first
        else { return nil }
        return property
    }

    @Test func namesAreSwiftUIs() throws {
        for kind in ContentTransitionKind.allCases {
            #expect(try Self.property("\"\(kind.rawValue)\"")?.kind == .constant(kind))
        }
    }

    @Test func numericTextTakesCountsDownOrAValue() throws {
        let down = try Self.property(#"{"numericText": {"countsDown": true}}"#)
        #expect(down?.kind == .constant(.numericText) && down?.countsDown == .constant(true) && down?.value == nil)
        let valued = try Self.property(#"{"numericText": {"value": "count"}}"#, state: #"{"count": 3}"#)
        #expect(valued?.countsDown == nil)
        #expect(valued?.value?.referencedNames == ["count"])
        let plain = try Self.property(#"{"numericText": {}}"#)
        #expect(plain?.kind == .constant(.numericText) && plain?.countsDown == nil && plain?.value == nil)
    }

    @Test func anUnknownNameIsRefusedWithASuggestion() {
        let error = modifierError(#"[{"contentTransition": "opacty"}]"#)
        #expect(error?.path == "/body/modifiers/0/contentTransition")
        #expect(error?.message == "unknown content transition 'opacty'; did you mean 'opacity'?")
    }

    @Test func bothCountsDownAndValueAreRefused() {
        let error = modifierError(#"[{"contentTransition": {"numericText": {"countsDown": true, "value": 3}}}]"#)
        #expect(error?.path == "/body/modifiers/0/contentTransition/numericText/value")
        #expect(error?.message == "numericText takes 'countsDown' or 'value', not both")
    }

    @Test func anUnknownArgumentIsRefused() {
        let error = modifierError(#"[{"contentTransition": {"numericText": {"countDown": true}}}]"#)
        #expect(error?.path == "/body/modifiers/0/contentTransition/numericText/countDown")
        #expect(error?.message == "unknown key 'countDown' in numericText; did you mean 'countsDown'?")
    }

    @Test func aNonNumericValueIsRefused() {
        let error = modifierError(#"[{"contentTransition": {"numericText": {"value": true}}}]"#)
        #expect(error?.path == "/body/modifiers/0/contentTransition/numericText/value")
        #expect(error?.message == "numericText.value must be a number or an expression, got true")
    }

    @Test func anotherObjectIsRefused() {
        let error = modifierError(#"[{"contentTransition": {"opacity": {}}}]"#)
        #expect(error?.path == "/body/modifiers/0/contentTransition")
        #expect(
            error?.message
                == "contentTransition must be 'identity', 'opacity', 'interpolate', 'numericText' or {'numericText': {…}}, got an object")
    }
}
