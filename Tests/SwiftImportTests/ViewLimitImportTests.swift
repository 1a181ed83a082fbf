import SwiftImport
import Testing

/// `ImportOptions.maxViews` (the server's and CLI's `limits.maxNodes`): the translation counts
/// view expressions and stops at the first past the limit, so a huge source is refused without
/// being translated whole.
@Suite struct ViewLimitImportTests {
    /// A VStack of four Texts (five views), then a Slider the importer refuses.
    static let source = """
        struct Many: View {
            var body: some View {
                VStack {
                    Text("a")
                    Text("b")
                    Text("c")
                    Text("d")
                    Slider(value: 0.5)
                }
            }
        }
        """

    static func errors(_ maxViews: Int?) -> [String] {
        var options = ImportOptions()
        options.maxViews = maxViews
        return ImportTestSupport.diagnostics(source, options)
    }

    @Test func theViewPastTheLimitIsTheOnlyErrorAndNothingAfterItIsTranslated() {
        // VStack is view 1, Text("a") 2, Text("b") 3: Text("c") (line 6, column 13) is the 4th.
        // The Slider after it is never looked at: its error does not appear.
        #expect(Self.errors(3) == ["6:13: error: the source writes more views than the limit of 3 (limits.maxNodes) [limit_exceeded]"])
    }

    @Test func atTheLimitTheTranslationGoesOn() {
        // Six views (VStack, four Texts, Slider) fit a limit of 6: the Slider's own error is the one.
        #expect(Self.errors(6).count == 1)
        #expect(Self.errors(6).first?.hasPrefix("8:13: error: 'Slider' is not a view Zoetrope can import") == true)
        #expect(Self.errors(nil) == Self.errors(6))
    }
}
