import Foundation
import Zoetrope

/// A 200-vertex custom shape whose `phase` animates for 1 s: a snapshot mid-animation and the
/// keyframe documents (the path is evaluated again at every sampled instant).
func runShapeBenchmarks() {
    guard let renderer = try? Renderer() else {
        print("shape benchmarks skipped: the fonts did not load")
        return
    }
    let json = Array(
        #"""
        {"canvas": {"width": 300, "height": 300}, "state": {"phase": 0},
         "shapes": {"Wave": {"params": {"phase": 0}, "animatableData": ["phase"], "path": [
           {"let": {"r": "min(rect.width, rect.height) / 2", "cx": "rect.midX", "cy": "rect.midY"}},
           {"for": "i", "in": "0 ..< 200", "do": [
             {"let": {"a": "i / 200 * 2 * pi", "k": "r * (0.8 + 0.2 * sin(8 * i / 200 * 2 * pi + phase))"}},
             {"if": "i == 0", "then": [{"move": {"to": ["cx + k * cos(a)", "cy + k * sin(a)"]}}],
              "else": [{"addLine": {"to": ["cx + k * cos(a)", "cy + k * sin(a)"]}}]}]},
           "closeSubpath"]}},
         "body": {"type": "Wave", "phase": "phase", "modifiers": [{"fill": "teal"}]},
         "timeline": [{"at": 0, "set": {"phase": 6.283}, "withAnimation": {"easeInOut": {"duration": 1}}}]}
        """#.utf8)
    guard let animator = try? renderer.animator(for: json) else {
        print("shape benchmarks: the scene did not load")
        return
    }
    bench("200-vertex custom shape: snapshot at 0.5 s", unit: "svg", seconds: 1) {
        blackHole(renderer.svg(of: animator, at: 0.5, options: RenderOptions(mode: .snapshot)))
    }
    for format in AnimationFormat.allCases {
        let options = RenderOptions(mode: .keyframes, format: format)
        let document = renderer.keyframes(animator, options: options)
        bench("200-vertex custom shape: keyframes (\(format.rawValue))", unit: "doc", seconds: 2) {
            blackHole(renderer.keyframes(animator, options: options))
        }
        print("    \(format.rawValue): \(document.count) B raw, \(Gzip.compress(document).count) B gzip")
    }
}
