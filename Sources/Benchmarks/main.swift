import Foundation

// `make bench`: in-process benchmarks, one core, release build. `BENCH_ONLY=keyframes` (a
// comma-separated list of group names) runs only those groups, for profiling one of them.
let groups: [(name: String, run: () -> Void)] = [
    ("motion", runMotionBenchmarks),
    ("render", runRenderBenchmarks),
    ("paints", runPaintBenchmarks),
    ("text", runTextBenchmarks),
    ("parsers", runParserBenchmarks),
    ("keyframes", runKeyframeBenchmarks),
    ("shapes", runShapeBenchmarks),
    ("animation", runAnimationBenchmarks),
    ("cancellation", runCancellationBenchmarks),
    ("stages", { runStageBenchmarks("20 cards", BenchmarkScenes.twentyCards) }),
    ("grid", { runStageBenchmarks("grid", BenchmarkScenes.grid) }),
    ("grids", {
        runStageBenchmarks("Grid", BenchmarkScenes.gridView)
        runStageBenchmarks("LazyVGrid", BenchmarkScenes.lazyGrid)
    }),
    ("filters", runFilterBenchmarks),
    ("images", runImageBenchmarks),
    ("throughput", runThroughputBenchmarks),
]
let only = ProcessInfo.processInfo.environment["BENCH_ONLY"].map { Set($0.split(separator: ",").map(String.init)) }
// A bad `BENCH_ROWS` stops the run before any group, not when the keyframe group reaches it.
_ = benchRows
print("Zoetrope benchmarks (release, in-process, one core)")
for group in groups where only?.contains(group.name) ?? true { group.run() }
