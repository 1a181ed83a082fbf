import Zoetrope

/// Renders `json` as a snapshot at 0.4 s and as CSS and SMIL keyframes, one bench line each
/// ("render <mode> <scene>"), with the output's size; `group` names the benchmarks in messages.
func benchSnapshotAndKeyframes(of json: String, scene: String, group: String) {
    guard let renderer = try? Renderer() else {
        print("\(group) benchmarks skipped: the fonts did not load")
        return
    }
    let bytes = Array(json.utf8)
    let cases: [(String, RenderOptions)] = [
        ("snapshot", RenderOptions(mode: .snapshot, time: 0.4)),
        ("keyframes css", RenderOptions(mode: .keyframes, format: .css)),
        ("keyframes smil", RenderOptions(mode: .keyframes, format: .smil)),
    ]
    for (name, options) in cases {
        do {
            let output = try renderer.render(bytes, options: options)
            bench("render \(name) \(scene)", unit: "doc", seconds: 1.5) {
                blackHole(try? renderer.render(bytes, options: options))
            }
            print("    \(output.bytes.count) bytes")
        } catch {
            print("\(group) \(name): \(error)")
        }
    }
}
