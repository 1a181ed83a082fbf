import SwiftImport
import Testing

/// What is outside the subset is an error at its line and column saying what to write instead;
/// what the decoder refuses in the translated scene is reported at the Swift it came from.
@Suite struct DiagnosticImportTests {
    func errors(_ source: String, _ options: ImportOptions = ImportOptions()) -> [String] {
        do {
            _ = try SwiftImport.checkedScene(source, options: options) { ImportTestSupport.renderer.check($0) }
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func unknownViewNamesTheViewsZoetropeDraws() {
        let source = """
            struct A: View {
                var body: some View {
                    Slider(value: 0.5)
                }
            }
            """
        #expect(errors(source) == [
            "3:9: error: 'Slider' is not a view Zoetrope can import; it draws VStack, HStack, ZStack, Group, Text, Rectangle, Circle, Ellipse, Capsule, RoundedRectangle, Spacer, Divider, EmptyView, Color, Image, ForEach, ProgressView, GeometryReader, Grid, GridRow, LazyHGrid, LazyVGrid, ScrollView, ViewThatFits and the View structs of this file",
        ])
    }

    @Test func viewsThatUseEachOtherAreRefusedNotExpandedForever() {
        // A is the root and written in place; B, used once, too; B's A would repeat both forever.
        let source = """
            struct A: View { var body: some View { B() } }
            struct B: View { var body: some View { A() } }
            """
        var options = ImportOptions()
        options.viewName = "A"
        #expect(errors(source, options) == ["1:8: error: view 'A' contains itself; Zoetrope's views can't be recursive"])
    }

    @Test func bindingSaysWhatToWriteInstead() {
        let source = """
            struct A: View {
                @Binding var isOn: Bool
                var body: some View { Text("x") }
            }
            """
        #expect(errors(source) == [
            "2:18: error: 'isOn' of 'A', the imported view, is given by the view that uses it; import that view (--view Parent), which passes 'isOn: $state'",
        ])
    }

    @Test func unsupportedOperatorListsTheOperators() {
        let source = """
            struct A: View {
                @State var n = 1
                var body: some View { Text("x").opacity(n ?? 1) }
            }
            """
        #expect(errors(source) == [
            "3:47: error: the operator '??' is not supported in expressions; Zoetrope has + - * / % == != < <= > >= && || ! and ?:",
        ])
    }

    @Test func delayInAViewThatAppearsLaterIsRefused() {
        let source = """
            struct A: View {
                @State var shown = false
                @State var x = 0
                var body: some View {
                    if shown {
                        Text("x").onAppear {
                            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { x = 1 }
                        }
                    }
                }
            }
            """
        #expect(errors(source) == [
            #"6:32: error: DispatchQueue.main.asyncAfter in onAppear is only supported for a view of the top-level view that is there from the start (not in an 'if', a ForEach or a view with parameters); write the change as '--at SECONDS "statement"'"#,
        ])
    }

    @Test func decoderErrorsPointAtTheSwiftSource() {
        let source = """
            struct A: View {
                var body: some View {
                    Text("x")
                        .paddng(8)
                        .frame(width: true)
                }
            }
            """
        #expect(errors(source) == [
            "4:14: error: unknown modifier 'paddng'; did you mean 'padding'? [unknown_modifier] (scene /body/modifiers/0/paddng)",
            "5:27: error: frame.width must be a number or an expression, got true [type_mismatch] (scene /body/modifiers/1/frame/width)",
        ])
    }

    @Test func helperFunctionsAreRefusedWithWhereToWriteThem() {
        let source = """
            struct A: View {
                var body: some View { Text("x") }
                func helper() -> some View { Text("y") }
            }
            """
        #expect(errors(source) == [
            "3:5: error: function 'helper' in view 'A' is not supported; Zoetrope imports '@State' variables, stored properties and 'body' (write the expression inside 'body' instead)",
        ])
    }

    @Test func severalViewsNeedAChoice() {
        let source = """
            struct A: View { var body: some View { Text("a") } }
            struct B: View { var body: some View { Text("b") } }
            """
        #expect(errors(source) == ["1:1: error: the file declares several views ('A', 'B'); choose one with --view A"])
        #expect(errors(source, ImportOptions(viewName: "C")) == ["1:1: error: --view C: no such view; the file declares 'A', 'B'"])
    }

    @Test func tapOfAnUnknownLabelListsTheLabels() {
        let source = """
            struct A: View {
                @State var n = 0
                var body: some View { Button("Add") { n += 1 } }
            }
            """
        #expect(errors(source, ImportOptions(taps: [.init(label: "Go", time: 1)])) == [
            "1:1: error: --tap \"Go\": no Button, Toggle or tapped view has that label; the labels are 'Add'",
            "3:27: warning: Button is not drawn (Zoetrope draws no controls)",
            "3:27: warning: Button \"Add\" is never tapped; '--tap \"Add\"@SECONDS' runs its action at a time",
        ])
    }

    @Test func syntaxErrorsAreReportedAtTheirPlace() {
        let source = """
            struct A: View {
                var body: some View { Text("x" }
            }
            """
        let found = errors(source)
        #expect(found.first?.hasPrefix("2:") == true)
        #expect(found.first?.contains("Swift syntax error") == true)
    }

    /// A chain of 5,000 modifiers is a syntax tree 10,000 levels deep: refused before any
    /// recursive walk of it (swift-syntax's own would run out of stack).
    @Test func aVeryLongModifierChainIsRefusedNotACrash() {
        let source = "struct A: View {\n var body: some View {\n Text(\"x\")" + String(repeating: ".padding()", count: 5000) + "\n }\n}\n"
        let found = ImportTestSupport.diagnostics(source)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("3:") == true)
        #expect(found.first?.hasSuffix(": error: the source is nested more than 1000 syntax levels deep here, more than a scene can hold; split the view into View structs") == true)
    }
}
