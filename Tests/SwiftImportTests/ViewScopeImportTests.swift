import SwiftImport
import Testing

/// The names an expression reads where it is written: a view's computed properties (in a view
/// written in place for its `@Binding`s, in `--tap` and `--at` actions, declared in any order,
/// never recursive) and enum cases only where the enum is expected.
@Suite struct ViewScopeImportTests {
    /// A view written in place for its binding reads its own computed properties, with its
    /// names standing for the caller's: `next` is `value + step`, `value` is the caller's
    /// `size` and `step` (declared after `next`) is 2. The tap writes through the binding.
    @Test func aViewWrittenInPlaceForItsBindingReadsItsComputedProperties() throws {
        let source = """
            struct Grower: View {
                @Binding var value: Double
                let title: String
                var next: Double { value + step }
                var step: Double { 2 }
                var body: some View {
                    VStack {
                        Text(title).frame(width: next)
                        Button(title) { value = next }
                    }
                }
            }
            struct Root: View {
                @State private var size = 10.0
                var body: some View {
                    Grower(value: $size, title: "Grow")
                }
            }
            """
        var options = ImportOptions()
        options.taps = [.init(label: "Grow", time: 1)]
        let (json, _) = try ImportComparison.scene(source, options)
        #expect(json == #"""
            {"state": {"size": 10.0}, "body": {"type": "VStack", "children": [{"type": "Text", "text": "Grow", "modifiers": [{"frame": {"width": "(size + (2))"}}]}]}, \#
            "timeline": [{"at": 1, "set": {"size": "(size + (2))"}}]}
            """#)
    }

    /// A closure passed to a component runs in the view that passes it, with that view's
    /// computed properties; `--at` statements read the imported view's, and write its optional
    /// state as any value (`'Ada'`, not the text "Ada").
    @Test func tapsAndStatementsReadComputedProperties() throws {
        let source = """
            struct Row: View {
                let title: String
                let action: () -> Void
                var body: some View { Button(title, action: action) }
            }
            struct Counter: View {
                @State private var count = 0
                @State private var picked: String? = nil
                var next: Int { count + 1 }
                var body: some View {
                    VStack {
                        Row(title: "Add") { count = next }
                        Row(title: "Reset") { count = 0 }
                    }
                }
            }
            """
        var options = ImportOptions(statements: [.init(time: 2, source: "count = next * 10"), .init(time: 3, source: #"picked = "Ada""#)])
        options.taps = [.init(label: "Add", time: 1)]
        let scene = try SwiftImport.translate(source, options: options).scene
        #expect(scene["timeline"]?.compactText == #"""
            [{"at": 1, "set": {"count": "(count + 1)"}}, {"at": 2, "set": {"count": "(count + 1) * 10"}}, {"at": 3, "set": {"picked": "'Ada'"}}]
            """#)
    }

    /// A closure passed to a component in a ForEach row reads the caller's computed properties
    /// and the row's element: row 2 of `ForEach(1...3) { n in … }` has `n` = 2 and `factor` is
    /// `(2)`, so `total += factor * n` writes `total + ((2) * 2)`.
    @Test func aClosureOfARowReadsTheRowAndTheCallersNames() throws {
        let source = """
            struct Row: View {
                let title: String
                let action: () -> Void
                var body: some View { Button(title, action: action) }
            }
            struct Rows: View {
                @State private var total = 0
                var factor: Int { 2 }
                var body: some View {
                    VStack {
                        ForEach(1...3, id: \\.self) { n in
                            Row(title: "Add") { total += factor * n }
                        }
                    }
                }
            }
            """
        var options = ImportOptions()
        options.taps = [.init(label: "Add#2", time: 1)]
        let scene = try SwiftImport.translate(source, options: options).scene
        #expect(scene["timeline"]?.compactText == #"[{"at": 1, "set": {"total": "total + ((2) * 2)"}}]"#)
    }

    /// A computed property that reads itself, directly or through others, is an error at the
    /// first property of the cycle (not a hang or a stack overflow); the others still import.
    @Test func recursiveComputedPropertiesAreErrors() {
        let source = """
            struct V: View {
                var a: Double { b + 1 }
                var b: Double { self.c * 2 }
                var c: Double { a }
                var d: Double { d }
                var e: Double { f.count }
                var f: String { "ok" }
                var header: some View { footer }
                var footer: some View { VStack { header } }
                var body: some View {
                    VStack {
                        Text("x").opacity(a + e)
                        header
                    }
                }
            }
            """
        #expect(ImportComparison.errors(source) == [
            "2:9: error: computed property 'a' reads itself (a → b → c → a); Zoetrope puts a computed property in where it is read, so it can't be recursive: write the value without it",
            "5:9: error: computed property 'd' reads itself (d → d); Zoetrope puts a computed property in where it is read, so it can't be recursive: write the value without it",
            "9:38: error: computed property 'header' shows itself (header → footer → header); Zoetrope puts a computed property in where it is read, so it can't be recursive",
        ])
    }

    /// 3,000 computed properties each reading the next: worked out without recursion, and each
    /// adds 6 characters ("(" … " + 1)") to the text, so with a limit of 1,000 characters the
    /// 168th from the end (`p2832`, reading the 167th, 6 × 166 + 3 = 999 characters long) is
    /// the first past it: 999 + 4 = 1,003 characters before its parentheses.
    @Test func aLongChainOfComputedPropertiesStopsAtTheExpressionLimit() {
        let count = 3000
        var lines = ["struct V: View {"]
        for index in 0..<count - 1 { lines.append("    var p\(index): Double { p\(index + 1) + 1 }") }
        lines.append("    var p\(count - 1): Double { 1 }")
        lines.append("    var body: some View { Text(\"x\").opacity(p0) }")
        lines.append("}")
        var options = ImportOptions()
        options.maxExpressionLength = 1000
        // `    var p2832: Double { ` is 24 characters: the expression starts at column 25, on
        // line 2832 + 2.
        #expect(ImportComparison.errors(lines.joined(separator: "\n"), options) == [
            "2834:25: error: this expression is 1003 characters long with the values of its parameters put in, more than the limit of 1000 (limits.maxExpressionLength) [limit_exceeded]",
        ])
    }

    /// 1,500 `some View` properties each showing the next stop where the views they put in
    /// would nest past the source's nesting limit of 1,000 syntax levels: each read (`v1` in
    /// `var v0: some View { v1 }`) sits 13 levels deep (source file, item list, item, struct,
    /// member block, member list, member, variable, binding list, binding, accessor block,
    /// statement list, statement), so the 77th read, of `v76` in `v75` (line 77), makes
    /// 77 × 13 = 1,001 levels.
    @Test func aLongChainOfComputedViewsStopsAtTheNestingLimit() {
        let count = 1500
        var lines = ["struct V: View {"]
        for index in 0..<count - 1 { lines.append("    var v\(index): some View { v\(index + 1) }") }
        lines.append("    var v\(count - 1): some View { Text(\"end\") }")
        lines.append("    var body: some View { v0 }")
        lines.append("}")
        // `    var v75: some View { ` is 25 characters.
        #expect(ImportComparison.errors(lines.joined(separator: "\n")) == [
            "77:26: error: the computed properties read here nest their views more than 1000 syntax levels deep (1001), more than a scene can hold; split the view into View structs",
        ])
    }

    /// `.red` is the string 'red' only where an enum with that case is expected: compared with
    /// or written to a name of the enum's type. Elsewhere it stays a colour.
    @Test func enumCasesAreStringsOnlyWhereTheEnumIsExpected() throws {
        let source = """
            enum Light { case red, green }
            struct V: View {
                @State private var light: Light = .red
                @State private var on = false
                var body: some View {
                    Circle()
                        .fill(on ? .red : .blue)
                        .opacity(light == .red ? 1 : 0.5)
                        .onTapGesture { light = light == .red ? .green : Light.red }
                }
            }
            """
        var options = ImportOptions(statements: [.init(time: 2, source: "light = .green")])
        options.taps = [.init(label: "Circle", time: 1)]
        let (json, warnings) = try ImportComparison.scene(source, options)
        #expect(warnings.isEmpty)
        #expect(json == #"""
            {"state": {"light": "red", "on": false}, "body": {"type": "Circle", "modifiers": [{"fill": "on ? red : blue"}, {"opacity": "light == 'red' ? 1 : 0.5"}]}, \#
            "timeline": [{"at": 1, "set": {"light": "\\(light == 'red' ? 'green' : 'red')"}}, {"at": 2, "set": {"light": "green"}}]}
            """#)
    }

    /// An enum of 20,000 cases: each is a string where the enum is expected; a computed
    /// property holding a 2,000-character literal is past an expression limit of 1,000 where
    /// it is written (2,000 characters and two quotes).
    @Test func hugeEnumsAndLiterals() throws {
        let cases = (0..<20_000).map { "c\($0)" }.joined(separator: ", ")
        let source = """
            enum Big { case \(cases) }
            struct V: View {
                @State private var big: Big = .c19999
                var body: some View { Text("x").opacity(big == .c19999 ? 1 : 0) }
            }
            """
        let scene = try SwiftImport.translate(source).scene
        #expect(scene["state"]?.compactText == #"{"big": "c19999"}"#)
        #expect(scene["body"]?.compactText == #"{"type": "Text", "text": "x", "modifiers": [{"opacity": "big == 'c19999' ? 1 : 0"}]}"#)
        let long = """
            struct V: View {
                var t: String { "\(String(repeating: "a", count: 2000))" }
                var body: some View { Text(t) }
            }
            """
        var options = ImportOptions()
        options.maxExpressionLength = 1000
        // `    var t: String { ` is 20 characters.
        #expect(ImportComparison.errors(long, options) == [
            "2:21: error: this expression is 2002 characters long with the values of its parameters put in, more than the limit of 1000 (limits.maxExpressionLength) [limit_exceeded]",
        ])
    }

    /// Members of an enum other than its cases and properties that switch over `self` are
    /// skipped with a warning.
    @Test func otherEnumMembersAreWarnings() {
        let source = """
            enum Mode {
                case off, on
                var opacity: Double { switch self { case .off: 0.5; case .on: 1 } }
                func flipped() -> Mode { self == .on ? .off : .on }
            }
            struct V: View {
                var body: some View { Text("x") }
            }
            """
        #expect(ImportComparison.errors(source) == [
            "4:5: warning: only the cases of enum 'Mode' (as the strings of their names) and its computed properties that switch over self ('var scale: Double { switch self { case .a: 1; case .b: 2 } }') are imported",
        ])
    }
}
