import Zoetrope

/// Animated scenes for `make bench`: frames per second of snapshots written to memory.
enum AnimatedScenes {
    /// A column of `rows` bars that slide, fade and change colour under a spring, plus a bezier
    /// scale on the stack: `rows + 1` views.
    static func bars(_ rows: Int) -> String {
        let bar = #"""
            {"type": "RoundedRectangle", "cornerRadius": 3, "modifiers": [{"fill": "on ? orange : blue"},
              {"frame": {"width": "on ? 120 : 60", "height": 6}}, {"offset": {"x": "on ? 40 : -40"}}, {"opacity": "on ? 1 : 0.4"}]}
            """#
        return #"""
            {"canvas": {"width": 300, "height": \#(rows * 8 + 20)}, "state": {"on": false},
             "body": {"type": "VStack", "spacing": 2, "children": [\#(Array(repeating: bar, count: rows).joined(separator: ","))],
                      "modifiers": [{"scaleEffect": "on ? 1.1 : 1"}, {"animation": {"curve": "easeInOut", "value": "on"}}]},
             "timeline": [{"at": 0.1, "set": {"on": true}, "withAnimation": "bouncy"}]}
            """#
    }
}

func runAnimationBenchmarks() {
    guard let renderer = try? Renderer() else {
        print("animation benchmarks skipped: the fonts did not load")
        return
    }
    for (name, rows) in [("20 nodes", 19), ("200 nodes", 199)] {
        let json = Array(AnimatedScenes.bars(rows).utf8)
        guard let animator = try? renderer.animator(for: json) else {
            print("animated \(name): the scene did not load")
            continue
        }
        let options = RenderOptions(mode: .snapshot)
        var time = 0.0
        let duration = animator.duration
        bench("animated \(name): snapshot frames", unit: "frame", seconds: 1.5) {
            time += 1.0 / 60
            if time > duration { time = 0 }
            blackHole(renderer.svg(of: animator, at: time, options: options))
        }
        bench("animated \(name): presentation only", unit: "frame", seconds: 1) {
            time += 1.0 / 60
            if time > duration { time = 0 }
            blackHole(animator.presentation(at: time))
        }
        bench("animated \(name): decode + execute timeline", unit: "doc", seconds: 1) {
            blackHole(try? renderer.animator(for: json))
        }
        print("    duration \(duration) s, \(animator.updates.count) updates")
    }
}
