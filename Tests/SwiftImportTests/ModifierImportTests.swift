import SwiftImport
import Testing

/// Custom `ViewModifier` structs and `View` extension methods, written in place; seed 000's
/// TitleStyle and IntroductionView.
@Suite struct ModifierImportTests {
    func scene(_ source: String, _ options: ImportOptions = ImportOptions()) throws -> String {
        let checked = try SwiftImport.checkedScene(source, options: options) { ImportTestSupport.renderer.check($0) }
        #expect(checked.warnings.isEmpty, "\(checked.warnings)")
        return try SwiftImport.translate(source, options: options).scene.compactText
    }

    /// Seed 000's TitleStyle and its extension method, as the seed writes them.
    static let titleStyle = """
        struct TitleStyle: ViewModifier {
            func body(content: Content) -> some View {
                content
                    .font(.largeTitle)
                    .foregroundColor(.purple)
            }
        }

        extension View {
            func titleStyle() -> some View {
                self.modifier(TitleStyle())
            }
        }
        """

    @Test func titleStyleByExtensionAndByModifierIsItsModifiersInPlace() throws {
        let source = Self.titleStyle + """

            struct V: View {
                var body: some View {
                    VStack {
                        Text("Hello").titleStyle()
                        Text("Hello").modifier(TitleStyle()).padding()
                    }
                }
            }
            """
        #expect(try scene(source) == #"""
            {"body": {"type": "VStack", "children": [\#
            {"type": "Text", "text": "Hello", "modifiers": [{"font": "largeTitle"}, {"foregroundColor": "purple"}]}, \#
            {"type": "Text", "text": "Hello", "modifiers": [{"font": "largeTitle"}, {"foregroundColor": "purple"}, {"padding": true}]}]}}
            """#)
    }

    @Test func parametersDefaultsAndContentInsideOtherViews() throws {
        let source = """
            struct Card: ViewModifier {
                var color: Color = .yellow
                var radius: Double = 8
                func body(content: Content) -> some View {
                    VStack(spacing: 2) {
                        content.padding().background(color).cornerRadius(radius)
                        Text("caption")
                    }
                }
            }

            extension View {
                func card(_ tint: Color, radius: Double = 4) -> some View {
                    modifier(Card(color: tint, radius: radius * 2))
                }
            }

            struct V: View {
                @State private var isBig = false
                var body: some View {
                    HStack {
                        Text("A").modifier(Card(radius: isBig ? 12 : 4)).opacity(0.5)
                        Circle().card(.red)
                    }
                }
            }
            """
        #expect(try scene(source) == #"""
            {"state": {"isBig": false}, "body": {"type": "HStack", "children": [\#
            {"type": "VStack", "spacing": 2, "children": [\#
            {"type": "Text", "text": "A", "modifiers": [{"padding": true}, {"background": "yellow"}, {"cornerRadius": "(isBig ? 12 : 4)"}]}, \#
            {"type": "Text", "text": "caption"}], "modifiers": [{"opacity": 0.5}]}, \#
            {"type": "VStack", "spacing": 2, "children": [\#
            {"type": "Circle", "modifiers": [{"padding": true}, {"background": "red"}, {"cornerRadius": 8}]}, \#
            {"type": "Text", "text": "caption"}]}]}}
            """#)
    }

    /// Seed 000's IntroductionView, with the seed's AnimationCompletionObserverModifier and its
    /// extension method: `.onAnimationCompleted(for:)` is the format's own modifier.
    static let introductionView = #"""
        struct AnimationCompletionObserverModifier<Value>: AnimatableModifier where Value: VectorArithmetic {
            var animatableData: Value {
                didSet {
                    notifyCompletionIfFinished()
                }
            }
            private var targetValue: Value
            private var completion: () -> Void

            init(observedValue: Value, completion: @escaping () -> Void) {
                self.completion = completion
                self.animatableData = observedValue
                targetValue = observedValue
            }

            private func notifyCompletionIfFinished() {
                guard animatableData == targetValue else { return }
                DispatchQueue.main.async {
                    self.completion()
                }
            }

            func body(content: Content) -> some View {
                return content
            }
        }

        extension View {
            func onAnimationCompleted<Value: VectorArithmetic>(for value: Value, completion: @escaping () -> Void) -> ModifiedContent<Self, AnimationCompletionObserverModifier<Value>> {
                return modifier(AnimationCompletionObserverModifier(observedValue: value, completion: completion))
            }
        }

        struct IntroductionView: View {

            @State private var introTextOpacity = 0.0

            var body: some View {
                VStack {
                    Text("Welcome to SwiftLee")
                        .opacity(introTextOpacity)
                        .onAnimationCompleted(for: introTextOpacity) {
                            print("Intro text animated in!")
                        }
                }.onAppear(perform: {
                    withAnimation(.easeIn(duration: 1.0)) {
                        introTextOpacity = 1.0
                    }
                })
            }
        }
        """#

    static let introductionScene = #"""
        {"canvas": {"width": 300, "height": 100, "background": "white"}, "state": {"introTextOpacity": 0.0},
         "body": {"type": "VStack", "children": [
            {"type": "Text", "text": "Welcome to SwiftLee", "modifiers": [
              {"opacity": "introTextOpacity"}, {"onAnimationCompleted": {"for": "introTextOpacity", "perform": []}}]}],
          "modifiers": [{"onAppear": [{"set": {"introTextOpacity": 1.0}, "withAnimation": {"easeIn": {"duration": 1.0}}}]}]}}
        """#

    @Test func introductionViewRendersAsTheHandWrittenScene() throws {
        let options = ImportOptions(width: 300, height: 100, background: "white")
        let translation = try SwiftImport.translate(Self.introductionView, options: options)
        #expect(translation.warnings.map(\.description) == [
            "1:8: warning: struct 'AnimationCompletionObserverModifier' is skipped; Zoetrope imports 'struct Name: View', 'Shape' and 'ViewModifier'",
            "29:10: warning: extension method 'onAnimationCompleted' applies 'AnimationCompletionObserverModifier', which Zoetrope does not import; '.onAnimationCompleted(…)' is read as Zoetrope's own modifier of that name",
            "43:21: warning: print is not run",
        ])
        let imported = Array(translation.json.utf8)
        let handWritten = Array(Self.introductionScene.utf8)
        #expect(try ImportTestSupport.svg(imported) == ImportTestSupport.svg(handWritten))
        #expect(try ImportTestSupport.trace(imported) == ImportTestSupport.trace(handWritten))
        // easeIn at half the second: 0.3154 (SEMANTICS §4), drawn to three places.
        let half = try ImportTestSupport.svg(imported, options: RenderOptionsForTest.snapshot(at: 0.5))
        #expect(half.contains(#"<g opacity="0.315">"#), "\(half)")
    }

    @Test func modifierDiagnostics() {
        #expect(ImportTestSupport.diagnostics("""
            struct V: View {
                var body: some View { Text("A").modifier(Bold()) }
            }
            """) == ["2:46: error: 'Bold()' is not a ViewModifier of this file; Zoetrope imports 'struct Name: ViewModifier { func body(content: Content) -> some View { … } }' used as .modifier(Name(…))"])
        #expect(ImportTestSupport.diagnostics("""
            struct Loop: ViewModifier {
                func body(content: Content) -> some View { content.loop() }
            }
            extension View {
                func loop() -> some View { modifier(Loop()) }
            }
            struct V: View {
                var body: some View { Text("A").loop() }
            }
            """) == ["2:56: error: modifier 'loop' applies itself; Zoetrope's modifiers can't be recursive"])
        #expect(ImportTestSupport.diagnostics("""
            struct Pulse: ViewModifier {
                @State private var on = false
                var size: Double
                func body(content: Content) -> some View { content.scaleEffect(on ? size : 1) }
            }
            struct V: View {
                var body: some View { Text("A").modifier(Pulse()) }
            }
            """) == [
                "2:5: error: this declaration in ViewModifier 'Pulse' is not supported; Zoetrope imports stored properties (let/var, no @State) and 'func body(content: Content) -> some View'",
                "7:46: error: 'Pulse' needs 'size:'",
            ])
    }

    /// `.environment(\.layoutDirection, .rightToLeft)` and `\.locale` become the format's
    /// `environment` modifier with SwiftUI's own keys; another key is an error naming it.
    @Test func environmentLayoutDirectionAndLocale() throws {
        let source = """
            struct V: View {
                var body: some View {
                    HStack {
                        Text("a")
                        Text("b").environment(\\.locale, Locale(identifier: "ja"))
                    }
                    .environment(\\.layoutDirection, .rightToLeft)
                }
            }
            """
        #expect(try scene(source) == #"""
            {"body": {"type": "HStack", "children": [\#
            {"type": "Text", "text": "a"}, \#
            {"type": "Text", "text": "b", "modifiers": [{"environment": {"locale": "ja"}}]}], \#
            "modifiers": [{"environment": {"layoutDirection": "rightToLeft"}}]}}
            """#)
        let bad = ImportTestSupport.diagnostics("""
            struct V: View {
                var body: some View { Text("a").environment(\\.colorScheme, .dark) }
            }
            """)
        #expect(bad.count == 1)
        #expect(bad.first?.contains("the environment key '\\.colorScheme' is not imported") == true, "\(bad)")
    }
}
