import Foundation
import Zoetrope

/// Scenes for the keyframe benchmarks: rectangles (20 unless `BENCH_ROWS` says otherwise) that
/// slide, fade and change colour when `on` turns true at 0.1 s, under a Bézier curve or a spring.
enum KeyframeScenes {
    static func rectangles(_ animation: String, count: Int) -> String {
        let rectangle = #"""
            {"type": "Rectangle", "modifiers": [{"fill": "on ? orange : blue"},
              {"frame": {"width": 40, "height": 6}}, {"offset": {"x": "on ? 100 : -100"}}, {"opacity": "on ? 1 : 0.4"}]}
            """#
        return #"""
            {"canvas": {"width": 320, "height": 180}, "state": {"on": false},
             "body": {"type": "VStack", "spacing": 2, "children": [\#(Array(repeating: rectangle, count: count).joined(separator: ","))]},
             "timeline": [{"at": 0.1, "set": {"on": true}, "withAnimation": \#(animation)}]}
            """#
    }
}

/// Bytes (raw and gzip) of the keyframe SVG against the sum of per-frame snapshots at 60 fps,
/// and the time to encode it from an executed timeline, for `benchRows` rectangles. Targets
/// (issue 5): the 20-rectangle Bézier scene ≤ 4 KB raw, its spring version within 3× of it,
/// encoding 20 nodes ≤ 1 ms.
func runKeyframeBenchmarks() {
    guard let renderer = try? Renderer() else {
        print("keyframe benchmarks skipped: the fonts did not load")
        return
    }
    var bezierBytes = 0
    let scenes = [
        ("\(benchRows) rects, easeInOut", #"{"easeInOut": {"duration": 0.6}}"#),
        ("\(benchRows) rects, spring", #"{"spring": {"duration": 0.6, "bounce": 0.3}}"#),
    ]
    for (name, animation) in scenes {
        let json = Array(KeyframeScenes.rectangles(animation, count: benchRows).utf8)
        guard let animator = try? renderer.animator(for: json) else {
            print("keyframes \(name): the scene did not load")
            continue
        }
        for format in AnimationFormat.allCases {
            let options = RenderOptions(mode: .keyframes, format: format)
            let document = renderer.keyframes(animator, options: options)
            let gzip = Gzip.compress(document)
            bench("keyframes \(name): encode (\(format.rawValue))", unit: "doc", seconds: 1) {
                blackHole(renderer.keyframes(animator, options: options))
            }
            print("    \(format.rawValue): \(document.count) B raw, \(gzip.count) B gzip")
            if format == .css && bezierBytes == 0 { bezierBytes = document.count }
            if format == .css && bezierBytes > 0 && document.count != bezierBytes {
                print(String(format: "    %.2f× the Bézier scene's bytes", Double(document.count) / Double(bezierBytes)))
            }
        }
        var frameBytes = 0, frameGzip = 0
        let frames = Int((animator.duration * 60).rounded(.up)) + 1
        for index in 0..<frames {
            let svg = renderer.svg(of: animator, at: Double(index) / 60, options: RenderOptions(mode: .snapshot))
            frameBytes += svg.count
            frameGzip += Gzip.compress(svg).count
        }
        print("    \(frames) snapshots at 60 fps: \(frameBytes) B raw, \(frameGzip) B gzip (each compressed)")
    }
}
