import SwiftImport
import Testing

/// `.contentTransition(…)` imports as the scene's `contentTransition` forms.
@Suite struct ContentTransitionImportTests {
    static func modifiers(_ transition: String) throws -> String {
        let source = """
            struct Counter: View {
                @State private var count = 9
                var body: some View {
                    Text("\\(count)").contentTransition(\(transition))
                }
            }
            """
        return try SwiftImport.translate(source, options: ImportOptions()).scene.compactText
    }

    @Test func namedTransitionsAreNames() throws {
        #expect(try Self.modifiers(".opacity").contains(#""modifiers": [{"contentTransition": "opacity"}]"#))
        #expect(try Self.modifiers("ContentTransition.interpolate").contains(#"[{"contentTransition": "interpolate"}]"#))
        #expect(try Self.modifiers(".identity").contains(#"[{"contentTransition": "identity"}]"#))
        #expect(try Self.modifiers(".numericText()").contains(#"[{"contentTransition": "numericText"}]"#))
    }

    @Test func numericTextKeepsItsLabels() throws {
        #expect(try Self.modifiers(".numericText(countsDown: true)").contains(#"[{"contentTransition": {"numericText": {"countsDown": true}}}]"#))
        #expect(try Self.modifiers(".numericText(value: Double(count))").contains(#"[{"contentTransition": {"numericText": {"value": "(count)"}}}]"#))
    }

    @Test func anotherCallIsRefusedAtItsLine() {
        let lines = ImportTestSupport.diagnostics("""
            struct Counter: View {
                var body: some View {
                    Text("1").contentTransition(.symbolEffect(.replace))
                }
            }
            """)
        // Line 3, column 37: where the argument starts.
        #expect(
            lines.first?.contains(
                "3:37: error: write a content transition such as .opacity, .interpolate, .identity, .numericText() or .numericText(value: …)")
                == true, "\(lines)")
    }
}
