import Foundation
import Zoetrope

/// The work behind one uncached `POST /v1/render` of `make bench-http` (issue 10's throughput
/// aim): the profile card decoded, rendered and written as a snapshot, in-process (no HTTP,
/// no queue). With `BENCH_CLOCK=cpu` the per-document figure is the CPU a request spends in the
/// renderer; `/healthz` costs about 55 µs per request on the same server.
func runThroughputBenchmarks() {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    guard let renderer = try? Renderer(),
        let card = try? Data(contentsOf: root.appendingPathComponent("Examples/profile-card.json")),
        let implicit = try? Data(contentsOf: root.appendingPathComponent("Examples/implicit-animation.json"))
    else {
        print("throughput benchmarks skipped: the fonts or Examples/ did not load")
        return
    }
    let runs: [(String, [UInt8], RenderOptions)] = [
        ("profile card snapshot, text=paths", Array(card), RenderOptions(mode: .snapshot)),
        ("profile card snapshot, text=text", Array(card), RenderOptions(mode: .snapshot, text: .text)),
        ("implicit-animation frames, 30 fps", Array(implicit), RenderOptions(mode: .frames)),
    ]
    for (name, bytes, options) in runs {
        bench("throughput \(name)", unit: "doc", seconds: 2) {
            blackHole(try? renderer.render(bytes, options: options))
        }
    }
}
