import Foundation

/// A timed measurement for `make bench`: runs `body` repeatedly for about `seconds` and prints
/// one line with the rate. Never fails on a time; the numbers are what performance notes quote.
@discardableResult
func bench(_ name: String, unit: String = "ops", seconds: Double = 1.0, batch: Int = 1, _ body: () -> Void) -> Double {
    if let match = benchMatch, !name.contains(match) { return 0 }
    for _ in 0..<max(1, batch / 10) { body() }  // warm caches
    var iterations = 0
    let start = benchClock()
    var total = 0.0
    repeat {
        for _ in 0..<batch { body() }
        iterations += batch
        total = benchClock() - start
    } while total < seconds || iterations < benchMinimumIterations
    let perSecond = Double(iterations) / total
    let perOp = total / Double(iterations)
    print(
        "\(name.padding(toLength: 48, withPad: " ", startingAt: 0)) "
            + String(format: "%14.0f %@/s  %10.4f ms/%@", perSecond, unit, perOp * 1000, unit))
    return perSecond
}

/// Keeps the optimiser from deleting a computation whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// `BENCH_MATCH=<text>` runs only the timed lines whose name contains the text (a profiler then
/// sees one scene and format), e.g. `BENCH_ONLY=keyframes BENCH_MATCH="easeInOut: encode (css)"`.
private let benchMatch = ProcessInfo.processInfo.environment["BENCH_MATCH"]

/// `BENCH_MIN_ITERATIONS=<n>`: each timed line runs at least n times, however long that takes
/// (under a profiler, where a second holds only a few documents).
private let benchMinimumIterations = Int(ProcessInfo.processInfo.environment["BENCH_MIN_ITERATIONS"] ?? "") ?? 0

/// `BENCH_ROWS=<n>`: how many rectangles the keyframe scenes hold (default 20, as drawsvg's
/// comparison draws). `scripts/bench-instructions.sh` measures 20 and 40 to split a document's
/// cost into a fixed part and a part per row. Anything but a whole number from 1 to 1,000 stops
/// the benchmarks with a message.
let benchRows: Int = {
    guard let text = ProcessInfo.processInfo.environment["BENCH_ROWS"] else { return 20 }
    guard text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }), let rows = Int(text), (1...1000).contains(rows)
    else {
        FileHandle.standardError.write(Data("BENCH_ROWS must be a whole number from 1 to 1000, got '\(text)'\n".utf8))
        exit(2)
    }
    return rows
}()

/// Whether `BENCH_CLOCK=cpu` asks for the thread's CPU time instead of wall time: comparable
/// figures on a machine that other work keeps busy.
private let benchMeasuresCPU = ProcessInfo.processInfo.environment["BENCH_CLOCK"] == "cpu"

/// Seconds on the clock the benchmarks read (`benchMeasuresCPU`).
func benchClock() -> Double {
    var time = timespec()
    clock_gettime(benchMeasuresCPU ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}
