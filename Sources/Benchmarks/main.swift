// `make bench`: in-process benchmarks, one core, release build.
print("Zoetrope benchmarks (release, in-process, one core)")
runMotionBenchmarks()
runRenderBenchmarks()
