import Foundation
import SwiftImport
import Testing

/// Seed 002's transitions: AdvancedTransitionsView (asymmetric, combined) and FlipCardView
/// (a custom transition: `.modifier(active:identity:)` of a ViewModifier, in `extension AnyTransition`).
@Suite struct Seed002ImportTests {
    /// CustomTransition, the AnyTransition extension, FlipCardView, CardFront and CardBack, as the seed writes them.
    static let flipCard = #"""
        struct CustomTransition: ViewModifier {
            let active: Bool
            let anchor: UnitPoint

            func body(content: Content) -> some View {
                content
                    .rotation3DEffect(
                        .degrees(active ? 0 : 180),
                        axis: (x: 0.0, y: 1.0, z: 0.0),
                        anchor: anchor,
                        perspective: 0.3
                    )
            }
        }

        extension AnyTransition {
            static func flip(anchor: UnitPoint = .center) -> AnyTransition {
                .modifier(
                    active: CustomTransition(active: true, anchor: anchor),
                    identity: CustomTransition(active: false, anchor: anchor)
                )
            }

            static var cardFlip: AnyTransition {
                .asymmetric(
                    insertion: .opacity.combined(with: .flip(anchor: .leading)),
                    removal: .opacity.combined(with: .flip(anchor: .trailing))
                )
            }
        }

        struct FlipCardView: View {
            @State private var isShowingFront = true

            var body: some View {
                VStack {
                    Button("翻转卡片") {
                        withAnimation(.easeInOut(duration: 0.7)) {
                            isShowingFront.toggle()
                        }
                    }
                    .padding()

                    ZStack {
                        if isShowingFront {
                            CardFront()
                                .transition(.cardFlip)
                        } else {
                            CardBack()
                                .transition(.cardFlip)
                        }
                    }
                    .frame(width: 300, height: 200)
                    .padding()
                }
            }
        }

        struct CardFront: View {
            var body: some View {
                ZStack {
                    RoundedRectangle(cornerRadius: 20)
                        .fill(Color.blue)
                        .shadow(radius: 10)

                    VStack {
                        Text("卡片正面")
                            .font(.title)
                            .fontWeight(.bold)
                            .foregroundColor(.white)

                        Image(systemName: "creditcard.fill")
                            .font(.system(size: 50))
                            .foregroundColor(.white.opacity(0.8))
                    }
                }
            }
        }

        struct CardBack: View {
            var body: some View {
                ZStack {
                    RoundedRectangle(cornerRadius: 20)
                        .fill(Color.green)
                        .shadow(radius: 10)

                    VStack {
                        Text("卡片背面")
                            .font(.title)
                            .fontWeight(.bold)
                            .foregroundColor(.white)

                        Text("1234 5678 9012 3456")
                            .font(.body)
                            .foregroundColor(.white.opacity(0.8))
                            .padding(.top)
                    }
                }
            }
        }
        """#

    /// The seed's FlipCardView without `perspective: 0.3`, which Zoetrope does not draw.
    static let orthographicFlipCard = flipCard.replacingOccurrences(of: "anchor: anchor,\n                perspective: 0.3\n", with: "anchor: anchor\n")

    static let advancedTransitions = #"""
        struct AdvancedTransitionsView: View {
            @State private var showDetail = false

            var body: some View {
                VStack {
                    Button("切换视图") {
                        withAnimation {
                            showDetail.toggle()
                        }
                    }
                    .padding()

                    if showDetail {
                        DetailTransitionView()
                            .transition(.asymmetric(
                                insertion: .scale.combined(with: .opacity),
                                removal: .slide.combined(with: .opacity)
                            ))
                    } else {
                        SummaryTransitionView()
                            .transition(.asymmetric(
                                insertion: .slide.combined(with: .opacity),
                                removal: .scale.combined(with: .opacity)
                            ))
                    }
                }
            }
        }

        struct DetailTransitionView: View {
            var body: some View {
                VStack {
                    Image(systemName: "doc.text.magnifyingglass")
                        .font(.system(size: 60))

                    Text("详细信息视图")
                        .font(.title)
                        .padding()

                    Text("这是一个展示高级转场效果的详细视图示例。包含更多信息和互动元素。")
                        .multilineTextAlignment(.center)
                        .padding()
                }
                .frame(maxWidth: .infinity)
                .padding()
                .background(Color.blue.opacity(0.1))
                .cornerRadius(20)
                .padding()
            }
        }

        struct SummaryTransitionView: View {
            var body: some View {
                HStack {
                    Image(systemName: "doc.text")
                        .font(.system(size: 30))

                    Text("摘要视图")
                        .font(.headline)
                }
                .frame(maxWidth: .infinity)
                .padding()
                .background(Color.green.opacity(0.1))
                .cornerRadius(10)
                .padding()
            }
        }
        """#

    /// The errors of the decoder's check of an imported scene, at their Swift positions.
    func checkErrors(_ source: String, _ options: ImportOptions) -> [String] {
        do {
            _ = try SwiftImport.checkedScene(source, options: options) { ImportTestSupport.renderer.check($0) }
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func flipCardAsWrittenNamesThePerspective() {
        let errors = checkErrors(Self.flipCard, ImportOptions(taps: [.init(label: "翻转卡片", time: 0.5)]))
        #expect(errors.first == "11:30: error: rotation3DEffect.perspective must be 0: Zoetrope draws the orthographic projection of a 3D rotation (docs/deviations.md), got 0.3 [invalid_value] (scene /body/children/0/children/0/then/modifiers/0/transition/asymmetric/insertion/combined/1/modifiers/active/0/rotation3DEffect/perspective)")
    }

    @Test func cardFlipIsTheFormatsCustomTransition() throws {
        let options = ImportOptions(width: 340, height: 300, taps: [.init(label: "翻转卡片", time: 0.5)])
        let checked = try SwiftImport.checkedScene(Self.orthographicFlipCard, options: options) { ImportTestSupport.renderer.check($0) }
        #expect(checked.warnings.map(\.description) == ["36:13: warning: Button is not drawn (Zoetrope draws no controls)"])
        let scene = try SwiftImport.translate(Self.orthographicFlipCard, options: options).scene
        func flip(_ anchor: String) -> String {
            #"{"combined": ["opacity", {"modifiers": {"#
                + #""active": [{"rotation3DEffect": {"degrees": 0, "axis": {"x": 0.0, "y": 1.0, "z": 0.0}, "anchor": "\#(anchor)"}}], "#
                + #""identity": [{"rotation3DEffect": {"degrees": 180, "axis": {"x": 0.0, "y": 1.0, "z": 0.0}, "anchor": "\#(anchor)"}}]}}]}"#
        }
        let cardFlip = #"[{"transition": {"asymmetric": {"insertion": \#(flip("leading")), "removal": \#(flip("trailing"))}}}]"#
        let zstack = scene["body"]?["children"].flatMap { if case .array(let views) = $0.plain { views.first } else { nil } }?["children"]
        guard case .array(let inZStack)? = zstack?.plain, let ifView = inZStack.first else {
            Issue.record("no ZStack in \(scene.compactText)")
            return
        }
        #expect(ifView["then"]?["modifiers"]?.compactText == cardFlip)
        #expect(ifView["else"]?["modifiers"]?.compactText == cardFlip)
        #expect(scene["timeline"]?.compactText == #"[{"at": 0.5, "set": {"isShowingFront": "!isShowingFront"}, "withAnimation": {"easeInOut": {"duration": 0.7}}}]"#)
    }

    @Test func advancedTransitionsImportButForOneSymbol() throws {
        let options = ImportOptions(taps: [.init(label: "切换视图", time: 0.5)])
        #expect(checkErrors(Self.advancedTransitions, options).first
            == "33:13: error: unknown system symbol 'doc.text.magnifyingglass'; docs/symbols.md lists the 306 known names; nearest: 'minus.magnifyingglass', 'plus.magnifyingglass', 'magnifyingglass' [unknown_symbol] (scene /body/children/0/then/children/0/systemName)")
        let source = Self.advancedTransitions.replacingOccurrences(of: "doc.text.magnifyingglass", with: "magnifyingglass")
        _ = try SwiftImport.checkedScene(source, options: options) { ImportTestSupport.renderer.check($0) }
        let ifView = try #require(SwiftImport.translate(source, options: options).scene["body"]?["children"])
        guard case .array(let children) = ifView.plain, let branch = children.first else { return }
        #expect(branch["then"]?["modifiers"]?.compactText.hasSuffix(#"{"transition": {"asymmetric": {"insertion": {"combined": ["scale", "opacity"]}, "removal": {"combined": ["slide", "opacity"]}}}}]"#) == true)
        #expect(branch["else"]?["modifiers"]?.compactText.hasSuffix(#"{"transition": {"asymmetric": {"insertion": {"combined": ["slide", "opacity"]}, "removal": {"combined": ["scale", "opacity"]}}}}]"#) == true)
    }
}
