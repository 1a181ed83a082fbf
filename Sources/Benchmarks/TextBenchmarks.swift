import Typesetting
import Views

/// Text layout with the shaped words cached but a new width each time (so the layout cache
/// misses): ICU line breaking and bidi, greedy fitting and placement; Latin against Chinese.
func runTextBenchmarks() {
    guard let typesetter = try? Typesetter() else {
        print("text benchmarks skipped: the fonts are missing")
        return
    }
    let texts = [
        ("Latin, 63 characters", "The quick brown fox jumps over the lazy dog, then naps at noon."),
        ("Chinese, 52 characters", "但是，随着应用程序复杂性的增加，开发者逐渐发现，尽管动画设计十分简单，但要实现精确细致的动画控制并非易事。"),
    ]
    for (name, string) in texts {
        let text = ResolvedText(string: string, font: .body)
        var width = 200.0
        bench("text layout, new width: \(name)", unit: "layout", seconds: 1) {
            width = width < 260 ? width + 0.001 : 200
            blackHole(typesetter.layout(text, maxWidth: width))
        }
    }
}
