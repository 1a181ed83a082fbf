import Foundation

/// A timed measurement for `make bench`: runs `body` repeatedly for about `seconds` and prints
/// one line with the rate. Never fails on a time; the numbers are what performance notes quote.
@discardableResult
func bench(_ name: String, unit: String = "ops", seconds: Double = 1.0, batch: Int = 1, _ body: () -> Void) -> Double {
    for _ in 0..<max(1, batch / 10) { body() }  // warm caches
    let clock = ContinuousClock()
    var iterations = 0
    let start = clock.now
    var elapsed = Duration.zero
    repeat {
        for _ in 0..<batch { body() }
        iterations += batch
        elapsed = clock.now - start
    } while elapsed < .milliseconds(Int(seconds * 1000))
    let total = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
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
