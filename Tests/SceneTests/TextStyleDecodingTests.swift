import Geometry
import Testing
import Views

@testable import Scene

/// The value forms and errors of the text styling modifiers.
@Suite struct TextStyleDecodingTests {
    @Test func numbersAndNames() throws {
        let modifiers = try decodedModifiers(
            #"[{"kerning": 1.5}, {"tracking": -2}, {"baselineOffset": 4}, {"textCase": "uppercase"}, {"textCase": null},"#
                + #" {"monospacedDigit": true}, {"truncationMode": "middle"}, {"minimumScaleFactor": 0.5},"#
                + #" {"allowsTightening": true}, {"fontDesign": "serif"}]"#)
        #expect(modifiers == [
            .textStyle(.kerning(.constant(1.5))), .textStyle(.tracking(.constant(-2))), .textStyle(.baselineOffset(.constant(4))),
            .textStyle(.textCase(.constant(.uppercase))), .textStyle(.textCase(nil)), .textStyle(.monospacedDigit(.constant(true))),
            .textStyle(.truncationMode(.constant(.middle))), .textStyle(.minimumScaleFactor(.constant(0.5))),
            .textStyle(.allowsTightening(.constant(true))), .textStyle(.fontDesign(.constant(.serif))),
        ])
    }

    @Test func decorationForms() throws {
        #expect(try decodedModifiers(#"[{"underline": true}]"#) == [.textStyle(.underline(TextDecorationProperty()))])
        #expect(
            try decodedModifiers(#"[{"strikethrough": false}]"#)
                == [.textStyle(.strikethrough(TextDecorationProperty(isActive: .constant(false))))])
        let full = try decodedModifiers(#"[{"underline": {"pattern": "dashDot", "color": "red"}}]"#)
        guard case .textStyle(.underline(let property)) = full.first else {
            Issue.record("not an underline: \(full)")
            return
        }
        #expect(property.pattern == .constant(.dashDot))
        #expect(property.color != nil)
        #expect(property.isActive == .constant(true))
    }

    /// Expressions are allowed wherever a value is.
    @Test func expressions() throws {
        let modifiers = try decodedModifiers(
            #"[{"tracking": "wide ? 3 : 0"}, {"underline": "wide"}]"#, state: #"{"wide": false}"#)
        #expect(modifiers.count == 2)
    }

    @Test func errorsNameThePath() {
        #expect(
            modifierError(#"[{"minimumScaleFactor": 0}]"#)?.message
                == "minimumScaleFactor must be greater than 0 and at most 1, got 0")
        #expect(
            modifierError(#"[{"minimumScaleFactor": 1.5}]"#)?.message
                == "minimumScaleFactor must be greater than 0 and at most 1, got 1.5")
        #expect(modifierError(#"[{"truncationMode": "start"}]"#)?.message.hasPrefix("unknown truncation mode 'start'") == true)
        #expect(modifierError(#"[{"textCase": "title"}]"#)?.message.hasPrefix("unknown text case 'title'") == true)
        #expect(
            modifierError(#"[{"underline": 3}]"#)?.message
                == #"underline must be true, false, an expression or {"isActive", "pattern", "color"}, got 3"#)
        let pattern = modifierError(#"[{"underline": {"pattern": "dashed"}}]"#)
        #expect(pattern?.message == "unknown line pattern 'dashed'; did you mean 'dash'?")
        #expect(pattern?.path == "/body/modifiers/0/underline/pattern")
        #expect(modifierError(#"[{"strikethrough": {"colour": "red"}}]"#)?.path == "/body/modifiers/0/strikethrough/colour")
        #expect(modifierError(#"[{"tracking": "wide"}]"#)?.path == "/body/modifiers/0/tracking")
    }
}
