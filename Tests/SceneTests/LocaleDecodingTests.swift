import Testing
@testable import Scene

/// `environment.locale` and `environment.layoutDirection`: SwiftUI's own keys, read literally.
@Suite struct LocaleDecodingTests {
    @Test func localeAndLayoutDirectionAreLiteralStrings() throws {
        let modifiers = try decodedModifiers(#"[{"environment": {"locale": "zh-Hant", "layoutDirection": "rightToLeft"}}]"#)
        guard case .environment(let values) = modifiers.first else {
            Issue.record("expected environment, got \(modifiers)")
            return
        }
        // "zh-Hant" would otherwise be the expression zh − Hant.
        #expect(values.map(\.value) == [.constant(.string("zh-Hant")), .constant(.string("rightToLeft"))])
    }

    @Test func badValuesAreRefusedWithTheirPath() {
        let locale = modifierError(#"[{"environment": {"locale": "en US"}}]"#)
        #expect(locale?.message.hasPrefix("locale must be a BCP 47 tag") == true)
        #expect(locale?.path.hasSuffix("/environment/locale") == true)
        #expect(modifierError(#"[{"environment": {"locale": ""}}]"#) != nil)
        #expect(modifierError("[{\"environment\": {\"locale\": \"\(String(repeating: "a", count: 36))\"}}]") != nil)
        #expect(modifierError(#"[{"environment": {"locale": "ja\u202e"}}]"#) != nil)
        #expect(modifierError(#"[{"environment": {"layoutDirection": "rtl"}}]"#)?.message == #"layoutDirection must be "leftToRight" or "rightToLeft""#)
    }
}
