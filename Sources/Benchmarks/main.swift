// `make bench`: in-process benchmarks, one core, release build.
print("Zoetrope benchmarks (release, in-process, one core)")
runMotionBenchmarks()
runRenderBenchmarks()
runKeyframeBenchmarks()
runAnimationBenchmarks()
runCancellationBenchmarks()
runStageBenchmarks("20 cards", BenchmarkScenes.twentyCards)
runStageBenchmarks("grid", BenchmarkScenes.grid)
