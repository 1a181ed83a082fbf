import SwiftImport
import Testing

/// `switch` in a view builder, as seed 002's AnimatedLoadingButton writes its label.
@Suite struct SwitchImportTests {
    @Test func switchOverEnumStateIsNestedIfs() throws {
        let source = """
            struct V: View {
                @State private var state = "idle"
                var body: some View {
                    HStack {
                        switch state {
                        case .idle:
                            Text("登录")
                        case .success, .failure:
                            Image(systemName: "checkmark")
                            Text("done")
                        default:
                            Text("…")
                        }
                    }
                }
            }
            """
        let checked = try SwiftImport.checkedScene(source) { ImportTestSupport.renderer.check($0) }
        #expect(checked.warnings.isEmpty)
        #expect(try SwiftImport.translate(source).scene["body"]?.compactText == #"""
            {"type": "HStack", "children": [{"type": "If", "condition": "state == 'idle'", "then": {"type": "Text", "text": "登录"}, \#
            "else": {"type": "If", "condition": "(state == 'success') || (state == 'failure')", "then": {"type": "Group", "children": [\#
            {"type": "Image", "systemName": "checkmark"}, {"type": "Text", "text": "done"}]}, \#
            "else": {"type": "Text", "text": "…"}}}]}
            """#)
    }

    @Test func switchCasesWithBindingsAreRefused() {
        #expect(ImportTestSupport.diagnostics("""
            struct V: View {
                @State private var n = 0
                var body: some View {
                    switch n {
                    case let x where x > 1: Text("many")
                    default: Text("few")
                    }
                }
            }
            """) == ["5:14: error: only 'case .name:' and literal cases are supported in a view builder's switch (no 'let' bindings or 'where'); write 'if' for others"])
    }
}
