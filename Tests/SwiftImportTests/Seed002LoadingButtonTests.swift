import Foundation
import SwiftImport
import Testing
import Zoetrope

/// Seed 002's AnimatedLoadingButton, as the seed writes it: a Button drawn as its label views,
/// a `switch` over an enum, computed properties, `ProgressView` and `Bool.random()`.
@Suite struct Seed002LoadingButtonTests {
    static let source = #"""
        enum LoadingState {
            case idle, loading, success, failure
        }

        struct AnimatedLoadingButton: View {
            @State private var state: LoadingState = .idle
            @State private var isAnimating = false

            var body: some View {
                VStack {
                    Button {
                        withAnimation {
                            state = .loading
                        }

                        // 模拟网络请求
                        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                            withAnimation {
                                state = Bool.random() ? .success : .failure
                            }

                            // 重置状态
                            DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                                withAnimation {
                                    state = .idle
                                }
                            }
                        }
                    } label: {
                        HStack {
                            switch state {
                            case .idle:
                                Text("登录")
                            case .loading:
                                ProgressView()
                                    .progressViewStyle(CircularProgressViewStyle(tint: .white))
                            case .success:
                                Image(systemName: "checkmark")
                                    .font(.headline)
                            case .failure:
                                Image(systemName: "xmark")
                                    .font(.headline)
                            }
                        }
                        .foregroundColor(.white)
                        .frame(width: 100, height: 44)
                        .background(
                            RoundedRectangle(cornerRadius: 10)
                                .fill(backgroundColor)
                        )
                    }
                    .disabled(state != .idle)

                    Text("当前状态: \(stateDescription)")
                        .font(.caption)
                        .padding(.top)
                }
                .onAppear {
                    withAnimation(.easeInOut(duration: 1.5).repeatForever()) {
                        isAnimating = true
                    }
                }
            }

            private var backgroundColor: Color {
                switch state {
                case .idle:
                    return .blue
                case .loading:
                    return .orange
                case .success:
                    return .green
                case .failure:
                    return .red
                }
            }

            private var stateDescription: String {
                switch state {
                case .idle:
                    return "等待操作"
                case .loading:
                    return "加载中..."
                case .success:
                    return "操作成功！"
                case .failure:
                    return "操作失败！"
                }
            }
        }
        """#

    static let options = ImportOptions(width: 200, height: 120, background: "white", taps: [.init(label: "登录", time: 0.5)])

    /// The hand-written scene (Tests/Scenes/seed002-loading-button.json): the tap at 0.5 s sets
    /// `.loading`, 2 s later `Bool.random()` draws SplitMix64's first number of seed 0,
    /// 0xE220A8397B1DCDAF, whose top bit is 1: `true`, `.success`; 1.5 s after that `.idle`.
    @Test func importRendersAsTheHandWrittenScene() throws {
        let checked = try SwiftImport.checkedScene(Self.source, options: Self.options) { ImportTestSupport.renderer.check($0) }
        let imported = checked.json
        let handWritten = try ImportTestSupport.file("Tests/Scenes/seed002-loading-button.json")
        #expect(try ImportTestSupport.svg(imported) == ImportTestSupport.svg(handWritten))
        var smil = RenderOptions()
        smil.format = .smil
        #expect(try ImportTestSupport.svg(imported, options: smil) == ImportTestSupport.svg(handWritten, options: smil))
        // Idle, loading (the spinner), success, idle again.
        for time in [0.2, 1.0, 1.3, 3.0, 5.0] {
            let options = RenderOptionsForTest.snapshot(at: time)
            #expect(try ImportTestSupport.svg(imported, options: options) == ImportTestSupport.svg(handWritten, options: options), "t = \(time)")
        }
        #expect(try ImportTestSupport.trace(imported) == ImportTestSupport.trace(handWritten))
    }

    @Test func theTimelineIsTheTapsAndTheDelays() throws {
        let scene = try SwiftImport.translate(Self.source, options: Self.options).scene
        #expect(scene["timeline"]?.compactText == #"""
            [{"at": 0.5, "set": {"state": "loading"}, "withAnimation": "default"}, \#
            {"at": 2.5, "set": {"state": "\\(true ? 'success' : 'failure')"}, "withAnimation": "default"}, \#
            {"at": 4, "set": {"state": "idle"}, "withAnimation": "default"}]
            """#)
        // Seed 3's first number, 0x1D0B14E4DB018FED, has a top bit of 0: `false`, `.failure`.
        var seeded = Self.options
        seeded.randomSeed = 3
        let failing = try SwiftImport.translate(Self.source, options: seeded).scene
        #expect(failing["timeline"]?.compactText.contains(#""at": 2.5, "set": {"state": "\\(false ? 'success' : 'failure')"}"#) == true)
    }

    @Test func theComputedPropertiesAreTheirExpressions() throws {
        let scene = try SwiftImport.translate(Self.source, options: Self.options).scene
        let text = try #require(scene["body"]?.compactText)
        #expect(text.contains(#"{"fill": "(state == 'idle' ? (blue) : (state == 'loading' ? (orange) : (state == 'success' ? (green) : (red))))"}"#))
        #expect(text.contains(#"state == 'loading' ? ('加载中...') : "#))
        #expect(text.contains(#"{"type": "ProgressView", "tint": "white"}"#))
        #expect(text.contains(#"{"foregroundColor": "(state != 'idle') ? gray : blue"}"#))
    }
}
