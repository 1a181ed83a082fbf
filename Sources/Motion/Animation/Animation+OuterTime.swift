extension Animation {
    /// How the modifiers at `indices` (consecutive, innermost first) map a time inside them to
    /// the time outside, for the first pass of any repeat among them (a repeat leaves its first
    /// pass's times as they are): outside = `delay` + inside / `timeScale`. `schedule`,
    /// `firstPass`, `foreverPasses` and `swingInterval` take their delays and speeds from it.
    func outerTime(of indices: Range<Int>) -> (delay: Double, timeScale: Double) {
        var delay = 0.0, timeScale = 1.0
        for modifier in modifiers[indices] {
            switch modifier {
            case .delay(let seconds):
                delay += seconds
            case .speed(let factor):
                timeScale *= factor
                delay /= factor
            case .repeat:
                break
            }
        }
        return (delay, timeScale)
    }
}
