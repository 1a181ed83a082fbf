// SwiftUI source in the playground: telling it from a JSON scene, the example, and the place
// of a `422 swift_import` diagnostic in the text. docs/swift-import.md describes the subset.
"use strict";

/// Swift, after any `//` comment lines: `import SwiftUI`, or a struct (with attributes such as
/// `@main`) that conforms to `View` or `App`.
const SWIFT_START = /^(?:\s*\/\/[^\n]*\n)*\s*(?:import\s+SwiftUI\b|(?:@\w+\s+)*(?:(?:public|private|fileprivate|internal)\s+)?struct\s+\w+\s*:\s*[\w\s,.]*\b(?:View|App)\b)/;

function looksLikeSwift(text) {
  return SWIFT_START.test(text);
}

/// Seed 004's ImplicitAnimationDemo (docs/swift-import.md, "The seeds' examples"), with the
/// query it needs: the Toggle is tapped at 0.5 s.
const SWIFT_EXAMPLE = {
  name: "ImplicitAnimationDemo (Swift)",
  value: "ImplicitAnimationDemo",
  options: {view: "", canvas: "400x300", background: "white", tap: "Active@0.5", at: ""},
  source: `import SwiftUI

struct ImplicitAnimationDemo: View {
    @State private var isActive = false
    var body: some View {
        VStack {
            Text("Hello")
                .font(.largeTitle)
                .offset(x: isActive ? 200 : 0)
                .transactionMonitor("inner")
                .animation(.smooth, value: isActive)
                .transactionMonitor("outer")

            Text("World")
                .transactionMonitor("world")

            Toggle("Active", isOn: $isActive)
                .padding()
        }
        .transactionMonitor("VStack")
        .animation(.linear, value: isActive)
    }
}
`,
};

/// Seed 002's AnimatedLoadingButton, as the seed writes it: the Button is drawn as its label,
/// tapped at 0.5 s; it loads (a ProgressView) for 2 s, then Bool.random() (seed 0: true) says
/// it succeeded.
const LOADING_BUTTON_EXAMPLE = {
  name: "AnimatedLoadingButton (Swift)",
  value: "AnimatedLoadingButton",
  options: {view: "", canvas: "240x140", background: "white", tap: "登录@0.5", at: ""},
  source: `import SwiftUI

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
            
            Text("当前状态: \\(stateDescription)")
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
`,
};

/// The Swift examples of the picker, after the JSON ones.
const SWIFT_EXAMPLES = [SWIFT_EXAMPLE, LOADING_BUTTON_EXAMPLE];

/// The place in `text` of the first error of a `swift_import` answer, whose diagnostics read
/// `line:column: severity: message` (the column counts UTF-8 bytes, as swift-syntax does), and
/// the message without its position. Returns {start, end, message} or null.
function placeOfSwiftError(text, error) {
  const diagnostics = error.diagnostics && error.diagnostics.length ? error.diagnostics : [error];
  const first = diagnostics.find((d) => d.severity === "error") ?? diagnostics[0];
  const found = /^(\d+):(\d+):\s*([\s\S]*)$/.exec(first.message ?? "");
  if (!found) return null;
  const [line, column] = [Number(found[1]), Number(found[2])];
  const lines = text.split("\n");
  if (line < 1 || line > lines.length) return null;
  let start = lines.slice(0, line - 1).reduce((sum, each) => sum + each.length + 1, 0);
  const encoder = new TextEncoder();
  let bytes = 1;
  for (const character of lines[line - 1]) {
    if (bytes >= column) break;
    bytes += encoder.encode(character).length;
    start += character.length;
  }
  // The token there: a word, else one character.
  const word = /^[\w$@.]*\w/.exec(text.slice(start));
  return {start, end: start + (word ? word[0].length : 1), message: found[3]};
}
