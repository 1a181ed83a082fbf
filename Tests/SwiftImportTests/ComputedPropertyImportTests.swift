import SwiftImport
import Testing

/// Computed properties of a view (`var x: T { … }`), put in where they are read, and enum cases
/// as the strings of their names.
@Suite struct ComputedPropertyImportTests {
    @Test func expressionsIfsAndViewsArePutInWhereTheyAreRead() throws {
        let source = """
            struct V: View {
                @State private var size = 10.0
                var doubled: Double { size * 2 }
                var label: String {
                    if size > 5 { return "big" } else { return "small" }
                }
                var header: some View {
                    Text("Head").font(.title)
                }
                var body: some View {
                    VStack {
                        header
                        Text(label).frame(width: doubled)
                    }
                }
            }
            """
        _ = try SwiftImport.checkedScene(source) { ImportTestSupport.renderer.check($0) }
        #expect(try SwiftImport.translate(source).scene["body"]?.compactText == #"""
            {"type": "VStack", "children": [{"type": "Text", "text": "Head", "modifiers": [{"font": "title"}]}, \#
            {"type": "Text", "text": "\\((size > 5 ? ('big') : ('small')))", "modifiers": [{"frame": {"width": "(size * 2)"}}]}]}
            """#)
    }

    @Test func enumCasesAreStrings() throws {
        let source = """
            enum Mode { case off, on }
            struct V: View {
                @State private var mode: Mode = .off
                var body: some View {
                    Text("x").opacity(mode == .on ? 1 : 0.5)
                }
            }
            """
        let scene = try SwiftImport.translate(source, options: ImportOptions(statements: [.init(time: 1, source: "mode = .on")])).scene
        #expect(scene["state"]?.compactText == #"{"mode": "off"}"#)
        #expect(scene["body"]?.compactText == #"{"type": "Text", "text": "x", "modifiers": [{"opacity": "mode == 'on' ? 1 : 0.5"}]}"#)
        #expect(scene["timeline"]?.compactText == #"[{"at": 1, "set": {"mode": "on"}}]"#)
    }

    @Test func anEnumCaseOfAPropertysNameIsNotARead() throws {
        // `.total` is Kind's case, not a read of the property `total`, which is put in where the
        // Text reads it.
        let source = """
            enum Kind { case total, part }
            struct V: View {
                @State private var kind: Kind = .total
                var total: Double { kind == .total ? 1 : 0 }
                var body: some View {
                    Text("x").opacity(total)
                }
            }
            """
        #expect(!ImportTestSupport.diagnostics(source).contains { $0.contains("reads itself") })
        let scene = try SwiftImport.translate(source).scene
        #expect(scene["body"]?.compactText == #"{"type": "Text", "text": "x", "modifiers": [{"opacity": "(kind == 'total' ? 1 : 0)"}]}"#)
    }

    @Test func aGetterOfSeveralStatementsIsRefused() {
        #expect(ImportTestSupport.diagnostics("""
            struct V: View {
                var x: Double {
                    let y = 2
                    return y
                }
                var body: some View { Text("\\(x)") }
            }
            """).first == "3:9: error: computed property 'x': write one expression, a 'switch' or an 'if' whose branches each return one (no 'let' or other statements)")
    }

    @Test func randomCallsOutsideTappedActionsAreRefused() {
        #expect(ImportTestSupport.diagnostics("""
            struct V: View {
                @State private var on = false
                var body: some View {
                    Text("x").onAppear { on = Bool.random() }
                }
            }
            """).contains("4:35: error: Bool.random(…) is drawn only in an action that --tap or --at runs (each draw is the next number of the import's sequence, seeded by --random-seed); elsewhere Swift would draw anew at each run: write a value"))
    }
}
